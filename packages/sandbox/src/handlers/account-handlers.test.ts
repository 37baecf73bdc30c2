import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

interface AssetProfit {
  realizedProfitAmt: number;
  unrealizedProfitAmt: number;
  dividendAmt: number;
  totalProfitAmt: number;
  totalProfitRate: number;
}

async function assetProfit(memberId: string): Promise<AssetProfit> {
  const response = await fetch('https://partner.example/main/v1/account/asset_profit', { headers: { Authorization: `Bearer ${sandbox.state.login(memberId).token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as AssetProfit;
}

/** 이서연 (demo-income) bought 300 JG0002 at 5,000 and 50 JG0004 at 10,000: 2,000,000원 in all. */
const COST_OF_EVERY_UNIT = 300 * 5_000 + 50 * 10_000;

/** 이서연 sells `quantity` of a stock to 박지훈 at `price`, with nobody else in the book. */
function sell(stockCd: string, price: number, quantity: number): void {
  sandbox.state.placeOrder('demo-income', { stockCd, side: 'sell', price, quantity });
  sandbox.state.placeOrder('demo-pro', { stockCd, side: 'buy', price, quantity });
}

const percentOf = (part: number, base: number) => Math.round((part / base) * 10_000) / 100;

describe('수익 현황 (GET /main/v1/account/asset_profit)', () => {
  it('총 수익률의 기준은 산 모든 수량의 원가라서, 다 팔아도 0%가 되지 않는다', async () => {
    sandbox.state.cancelAllOrders('sim-maker-1');
    sandbox.state.cancelAllOrders('sim-maker-2');
    const before = await assetProfit('demo-income');
    expect(before.totalProfitRate).toBe(percentOf(before.totalProfitAmt, COST_OF_EVERY_UNIT));

    sell('JG0002', 6_120, 300);
    sell('JG0004', 10_450, 50);
    const soldOut = await assetProfit('demo-income');
    expect(soldOut.unrealizedProfitAmt).toBe(0);
    expect(soldOut.realizedProfitAmt).toBeGreaterThan(0);
    expect(soldOut.totalProfitRate).toBe(percentOf(soldOut.totalProfitAmt, COST_OF_EVERY_UNIT));
    expect(soldOut.totalProfitRate).toBeGreaterThan(0);
  });

  it('1주만 남겨도 총 수익률이 부풀지 않는다', async () => {
    sandbox.state.cancelAllOrders('sim-maker-1');
    sandbox.state.cancelAllOrders('sim-maker-2');
    sell('JG0002', 6_120, 299);
    sell('JG0004', 10_450, 50);
    const kept = await assetProfit('demo-income');
    expect(kept.totalProfitRate).toBe(percentOf(kept.totalProfitAmt, COST_OF_EVERY_UNIT));
    expect(kept.totalProfitRate).toBeLessThan(100);
  });
});
