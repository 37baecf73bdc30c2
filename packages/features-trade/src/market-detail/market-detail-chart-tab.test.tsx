import { renderScreen } from '@jogak/feature-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { madeCharts } from '../../test/fake-chart-library';
import { serveLiveSandboxPerFile, type LiveSandbox } from '../../test/live-sandbox';
import { MarketDetailScreen } from './market-detail-screen';

// The real chart component on a fake of the chart library (happy-dom has no canvas).
vi.mock('lightweight-charts', () => import('../../test/fake-chart-library'));

const { sandbox, startLive } = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
let live: LiveSandbox;
beforeEach(() => {
  madeCharts.length = 0;
});

async function renderDetail() {
  live = await startLive(null);
  return renderScreen(
    <MarketDetailScreen
      stockCd="JG0001"
      loadLive={() => Promise.resolve(live.client)}
      user={{ userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: 'N' }}
      onGate={vi.fn()}
      onDeposit={vi.fn()}
      subscribeToForeground={() => () => undefined}
    />,
    { token: null },
  );
}

describe('MarketDetailScreen 차트 탭', () => {
  it('다른 탭에 다녀와도 차트를 새로 만들지 않고, 그동안의 체결도 그려 둔다', async () => {
    const user = userEvent.setup();
    await renderDetail();
    await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
    await waitFor(() => expect(live.client.state.tickers.JG0001).toBeDefined());
    await user.click(screen.getByRole('tab', { name: '차트' }));
    await screen.findByLabelText('2025.02.28 시세');
    await expect.poll(() => madeCharts[0]?.series[0]?.bars.length).toBe(250);

    await user.click(screen.getByRole('tab', { name: '호가' }));
    expect(await screen.findByRole('table', { name: '호가' })).toBeInTheDocument();
    // Kept, hidden: out of the accessibility tree.
    expect(screen.queryByRole('button', { name: '일봉' })).toBeNull();
    expect(screen.queryByRole('link', { name: /tradingview\.com/ })).toBeNull();
    sandbox.state.placeOrder('sim-maker-1', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 1_260 });
    await expect.poll(() => madeCharts[0]?.series[0]?.bars.length).toBe(251);

    await user.click(screen.getByRole('tab', { name: '차트' }));
    const today = screen.getByLabelText('2025.03.04 시세');
    expect(within(today).getAllByRole('definition').map((item) => item.textContent)).toEqual(['5,440원', '5,440원', '5,440원', '5,440원', '1,260주']);
    expect(madeCharts).toHaveLength(1);
    expect(madeCharts[0]?.removed).toBe(false);
  });
});
