import { renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { madeCharts } from '../../test/fake-chart-library';
import type { PriceHistory } from './candles';
import { PriceChartPanel } from './price-chart-panel';

// The real chart component on a fake of the chart library (happy-dom has no canvas): what is drawn is
// checked here, the drawing itself in the story (Chromium).
vi.mock('lightweight-charts', () => import('../../test/fake-chart-library'));

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
beforeEach(() => {
  madeCharts.length = 0;
});
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

/** The candles of the only chart made. */
function drawnCandles() {
  expect(madeCharts).toHaveLength(1);
  return madeCharts[0]?.series[0]?.bars.length;
}

describe('PriceChartPanel drawing', () => {
  it('기간을 바꿔도 차트는 하나로 두고, 새 기간의 봉으로 다시 그리며 시간 축도 바꾼다', async () => {
    const user = userEvent.setup();
    const { queryClient, unmount } = renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    await screen.findByLabelText('2025.02.28 시세');
    await expect.poll(drawnCandles).toBe(250);

    await user.click(screen.getByRole('button', { name: '주봉' }));
    await screen.findByLabelText('2025.02.24 주 시세');
    const weeks = queryClient.getQueryData<PriceHistory>(['market', 'price-history', 'JG0001', 'week'])?.candles.length;
    await expect.poll(drawnCandles).toBe(weeks);

    // No minute yet today: the chart is kept, out of sight, for the next period.
    await user.click(screen.getByRole('button', { name: '분봉' }));
    expect(await screen.findByText('오늘은 아직 체결이 없어요')).toBeInTheDocument();
    expect(document.querySelector('.jg-trade-chart__canvas')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /tradingview\.com/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '일봉' }));
    await screen.findByLabelText('2025.02.28 시세');
    await expect.poll(drawnCandles).toBe(250);
    expect(document.querySelector('.jg-trade-chart__canvas')).toBeVisible();
    expect(madeCharts[0]?.removed).toBe(false);

    unmount();
    expect(madeCharts[0]?.removed).toBe(true);
  });

  it('밀지 않고도 버튼으로 이전 봉을 보고 최근 봉으로 돌아온다 (끝에서는 더 갈 수 없다고 말한다)', async () => {
    const user = userEvent.setup();
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    await screen.findByLabelText('2025.02.28 시세');
    await expect.poll(drawnCandles).toBe(250);
    const older = await screen.findByRole('button', { name: '이전 봉 보기' });
    const latest = screen.getByRole('button', { name: '최근 봉 보기' });
    // The last 60 of 250 days in view: older ones can be shown, the latest are.
    expect(madeCharts[0]?.visibleRange).toEqual({ from: 190, to: 250 });
    expect(older).not.toHaveAttribute('aria-disabled', 'true');
    expect(latest).toHaveAttribute('aria-disabled', 'true');

    await user.click(older);
    expect(madeCharts[0]?.visibleRange).toEqual({ from: 160, to: 220 });
    expect(latest).not.toHaveAttribute('aria-disabled', 'true');
    for (let press = 0; press < 6; press += 1) await user.click(older);
    // No further than the first day, the view keeping its width.
    expect(madeCharts[0]?.visibleRange).toEqual({ from: 0, to: 60 });
    expect(older).toHaveAttribute('aria-disabled', 'true');
    expect(older).toHaveFocus();

    await user.click(latest);
    expect(madeCharts[0]?.visibleRange).toEqual({ from: 189, to: 249 });
    expect(latest).toHaveAttribute('aria-disabled', 'true');
    expect(latest).toHaveFocus();
  });

  it('봉이 한 화면에 다 들어오면 차트 이동 버튼이 없다', async () => {
    const user = userEvent.setup();
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    await screen.findByRole('button', { name: '이전 봉 보기' });
    await user.click(screen.getByRole('button', { name: '주봉' }));
    await screen.findByLabelText('2025.02.24 주 시세');
    await expect.poll(() => madeCharts[0]?.visibleRange?.from).toBe(-0.5);
    expect(screen.queryByRole('group', { name: '차트 이동' })).toBeNull();
  });

  it('분봉 한 봉에서 일봉으로 바꾸면 일봉 전체를 다시 그린다 (한 봉을 이어 그리지 않는다)', async () => {
    const user = userEvent.setup();
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    const trades = [{ stockCd: 'JG0001', tradeNo: 'T1', price: 5_440, quantity: 5, side: 'buy' as const, tradedAt: NOW }];
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={trades} />);
    await screen.findByLabelText('2025.03.04 시세');
    await expect.poll(drawnCandles).toBe(251);
    expect(madeCharts[0]?.timeScale.timeVisible).toBe(false);

    await user.click(screen.getByRole('button', { name: '분봉' }));
    await screen.findByLabelText('10:00 시세');
    await expect.poll(drawnCandles).toBe(1);
    expect(madeCharts[0]?.timeScale.timeVisible).toBe(true);

    await user.click(screen.getByRole('button', { name: '일봉' }));
    await screen.findByLabelText('2025.03.04 시세');
    await expect.poll(drawnCandles).toBe(251);
    expect(madeCharts[0]?.timeScale.timeVisible).toBe(false);
    expect(screen.queryByText('차트를 그리지 못했어요.')).toBeNull();
  });
});
