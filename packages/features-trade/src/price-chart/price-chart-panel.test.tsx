import type { LiveMarketTrade } from '@jogak/api-client';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CandleChartProps } from './candle-chart';
import type { PriceHistory } from './candles';
import { PriceChartPanel } from './price-chart-panel';

// happy-dom has no canvas: the chart stands in as the candles it was given; the candles
// themselves are checked in candles.test.ts and the drawing in the story (Chromium).
const drawing = vi.hoisted(() => ({ fails: false }));
vi.mock('./candle-chart', () => ({
  default: ({ candles, interval }: CandleChartProps) => {
    if (drawing.fails) throw new Error('no canvas');
    return (
      <p>
        {interval} 캔들 {candles.length}개
      </p>
    );
  },
}));

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  drawing.fails = false;
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());

function trade(tradeNo: string, price: number, quantity: number, tradedAt: string): LiveMarketTrade {
  return { stockCd: 'JG0001', tradeNo, price, quantity, side: 'buy', tradedAt };
}

/** The legend's figures: 시가, 고가, 저가, 종가, 거래량. */
function legendFigures() {
  return within(screen.getByLabelText(/ 시세$/))
    .getAllByRole('definition')
    .map((item) => item.textContent);
}

describe('PriceChartPanel', () => {
  it('일봉을 먼저 보여주고, 마지막 봉을 글로 말하며, TradingView 고지와 링크를 단다', async () => {
    const { container } = renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    expect(screen.getByText('차트를 불러오는 중이에요')).toBeInTheDocument();
    expect(await screen.findByText('day 캔들 250개')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '일봉' })).toHaveAttribute('aria-pressed', 'true');
    // 2025-03-03 was a holiday (삼일절 대체공휴일): the last closed day is Friday the 28th.
    expect(screen.getByLabelText('2025.02.28 시세')).toBeInTheDocument();
    expect(legendFigures()[3]).toBe('5,430원');
    expect(screen.getByText(/TradingView Lightweight Charts™ · Copyright \(c\) 2023 TradingView, Inc\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /tradingview\.com/ })).toHaveAttribute('href', 'https://www.tradingview.com/');
    await expectNoAxeViolations(container);
  });

  it('TradingView 링크는 웹뷰에서 열지 않고 onOpenLink 로 넘긴다 (앱 밖에서 열린다)', async () => {
    const onOpenLink = vi.fn();
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} onOpenLink={onOpenLink} />);
    const link = await screen.findByRole('link', { name: /tradingview\.com/ });
    // fireEvent.click answers false when the page's own handling (following the link) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpenLink).toHaveBeenCalledWith('https://www.tradingview.com/');
  });

  it('주봉과 분봉으로 바꾸고, 오늘 체결이 없으면 분봉이 없다고 말한다', async () => {
    const user = userEvent.setup();
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    await screen.findByText('day 캔들 250개');
    await user.click(screen.getByRole('button', { name: '주봉' }));
    expect(await screen.findByText(/^week 캔들 \d+개$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주봉' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2025.02.24 주')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '분봉' }));
    expect(await screen.findByText('오늘은 아직 체결이 없어요')).toBeInTheDocument();
  });

  it('실시간 체결이 마지막 봉을 움직이고, 다음 분의 체결은 새 봉을 연다', async () => {
    const user = userEvent.setup();
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    const counted = [trade('T1', 5_440, 5, '2025-03-04T10:00:00+09:00')];
    const { rerender } = renderScreen(<PriceChartPanel stockCd="JG0001" trades={counted} />);
    // Today has traded: its candle follows the 250 closed days, and the trade the feed already
    // held is in it once.
    expect(await screen.findByText('day 캔들 251개')).toBeInTheDocument();
    expect(screen.getByLabelText('2025.03.04 시세')).toBeInTheDocument();
    expect(legendFigures()[4]).toBe('5주');
    await user.click(screen.getByRole('button', { name: '분봉' }));
    expect(await screen.findByText('minute 캔들 1개')).toBeInTheDocument();
    expect(legendFigures()).toEqual(['5,440원', '5,440원', '5,440원', '5,440원', '5주']);
    rerender(<PriceChartPanel stockCd="JG0001" trades={[trade('T2', 5_460, 3, '2025-03-04T10:00:40+09:00'), ...counted]} />);
    await waitFor(() => expect(legendFigures()).toEqual(['5,440원', '5,460원', '5,440원', '5,460원', '8주']));
    expect(screen.getByText('minute 캔들 1개')).toBeInTheDocument();
    rerender(<PriceChartPanel stockCd="JG0001" trades={[trade('T3', 5_420, 2, '2025-03-04T10:01:05+09:00'), trade('T2', 5_460, 3, '2025-03-04T10:00:40+09:00'), ...counted]} />);
    expect(await screen.findByText('minute 캔들 2개')).toBeInTheDocument();
    expect(screen.getByText('10:01')).toBeInTheDocument();
    expect(legendFigures()).toEqual(['5,420원', '5,420원', '5,420원', '5,420원', '2주']);
  });

  it('이력을 불러오는 사이에 피드에 온 체결도 마지막 봉에 그리고, 이력이 센 체결은 다시 세지 않는다', async () => {
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    const countedNo = sandbox.state.data.stocks.get('JG0001')?.recentTrades[0]?.tradeNo ?? '';
    const counted = trade(countedNo, 5_440, 5, '2025-03-04T10:00:00+09:00');
    // The next trade reached the feed after the server had read the history, before its answer came.
    const whileLoading = trade(`${countedNo}-next`, 5_460, 3, '2025-03-04T10:00:40+09:00');
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={[whileLoading, counted]} />);
    expect(await screen.findByText('day 캔들 251개')).toBeInTheDocument();
    expect(legendFigures()).toEqual(['5,440원', '5,460원', '5,440원', '5,460원', '8주']);
  });

  it('분봉을 띄워 둔 채 서울 자정을 넘기면 다음 날 첫 체결부터 오늘의 분을 새로 그리고, 분봉 이력을 다시 받는다', async () => {
    const user = userEvent.setup();
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    const counted = [trade('T1', 5_440, 5, '2025-03-04T10:00:00+09:00')];
    const { rerender, queryClient } = renderScreen(<PriceChartPanel stockCd="JG0001" trades={counted} />);
    await screen.findByText('day 캔들 251개');
    await user.click(screen.getByRole('button', { name: '분봉' }));
    expect(await screen.findByText('minute 캔들 1개')).toBeInTheDocument();
    const minuteHistory = () => queryClient.getQueryState(['market', 'price-history', 'JG0001', 'minute']);
    const answersBefore = minuteHistory()?.dataUpdateCount ?? 0;

    // The next morning the market opens; its first trade (a buy meeting the 5,450 ask) reaches the feed.
    sandbox.state.clock.set('2025-03-05T09:00:30+09:00');
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_460, quantity: 3 });
    rerender(<PriceChartPanel stockCd="JG0001" trades={[trade('T2', 5_450, 3, '2025-03-05T09:00:30+09:00'), ...counted]} />);
    expect(await screen.findByText('09:00')).toBeInTheDocument();
    expect(screen.getByText('minute 캔들 1개')).toBeInTheDocument();
    expect(legendFigures()).toEqual(['5,450원', '5,450원', '5,450원', '5,450원', '3주']);
    // Yesterday's minute history is asked again: today's takes its place, with the same minute.
    await waitFor(() => expect(minuteHistory()?.dataUpdateCount).toBe(answersBefore + 1));
    expect(queryClient.getQueryData<PriceHistory>(['market', 'price-history', 'JG0001', 'minute'])?.candles.map((candle) => candle.startAt)).toEqual(['2025-03-05T09:00:00+09:00']);
    expect(screen.getByText('minute 캔들 1개')).toBeInTheDocument();
    expect(screen.getByLabelText('09:00 시세')).toBeInTheDocument();
  });

  it('이력을 못 불러오면 알리고 다시 시도하면 보여준다', async () => {
    const user = userEvent.setup();
    sandbox.faults.add({ method: 'GET', path: '/price-history', status: 500 });
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    expect(await screen.findByText('차트를 불러오지 못했어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('day 캔들 250개')).toBeInTheDocument();
  });

  it('이력을 다시 불러오다 실패해도 (앱으로 돌아올 때 등) 보던 차트와 시세는 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    expect(await screen.findByText('day 캔들 250개')).toBeInTheDocument();
    sandbox.faults.add({ method: 'GET', path: '/price-history', status: 400, times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(screen.getByText('day 캔들 250개')).toBeInTheDocument();
    expect(legendFigures()[3]).toBe('5,430원');
    expect(screen.queryByText('차트를 불러오지 못했어요.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('차트를 그리지 못하면 그 자리에서 알리고, 다시 시도하면 그린다', async () => {
    const user = userEvent.setup();
    drawing.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<PriceChartPanel stockCd="JG0001" trades={[]} />);
    expect(await screen.findByText('차트를 그리지 못했어요.')).toBeInTheDocument();
    drawing.fails = false;
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('day 캔들 250개')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
