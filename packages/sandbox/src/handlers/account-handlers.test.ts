import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { memberApi } from '../../test/member-api';

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

describe('청약 증거금과 계좌 금액 (amts, total-asset-status, history)', () => {
  const call = memberApi(sandbox);
  const amounts = async () => (await call('GET', '/main/v1/account/amts', 'demo-general')).body;
  const totals = async () => (await call('GET', '/main/v1/account/total-asset-status', 'demo-general')).body;

  it('접수된 청약의 증거금은 예치금 밖에서 청약 대기 금액으로 한 번만 세고, 총 자산은 예치금 + 평가 금액 + 청약 대기 금액이다', async () => {
    expect(await amounts()).toMatchObject({ depositAmt: 2_750_000, withdrawableAmt: 2_750_000, orderableAmt: 2_750_000, pendingSubscriptionAmt: 500_000 });
    const total = await totals();
    expect(total).toMatchObject({ depositAmt: 2_750_000, subscriptionAmt: 500_000 });
    expect(total.totalAssetAmt).toBe(Number(total.depositAmt) + Number(total.evalAmt) + Number(total.subscriptionAmt));

    const history = (await call('GET', '/main/v1/account/history/list?searchBeginAt=20250301&searchEndAt=20250304', 'demo-general')).body.content as Array<Record<string, unknown>>;
    const subscribe = history.find((line) => line.historyType === 'SUBSCRIBE');
    expect(subscribe).toMatchObject({ stockCd: 'JG0008', dealQty: 100, dealAmt: -500_000 });
    const detail = await call('GET', `/main/v1/account/history/detail?accountId=${String(subscribe?.accountId)}`, 'demo-general');
    expect(detail.body.balanceAmt).toBe(2_750_000);
  });

  it('취소한 날은 출금 가능 금액이 그대로이고 증거금은 환불 대기로 청약 대기 금액에 남으며, 다음 날 SUBSCRIBE_CANCEL 로 예치금에 들어온다', async () => {
    const before = await totals();
    expect((await call('DELETE', '/main/v1/offerings/108/subscription', 'demo-general')).status).toBe(200);
    expect(await amounts()).toMatchObject({ depositAmt: 2_750_000, withdrawableAmt: 2_750_000, pendingSubscriptionAmt: 500_000 });
    expect(await totals()).toEqual(before);

    sandbox.state.clock.set('2025-03-05T10:00:00+09:00');
    try {
      expect(await amounts()).toMatchObject({ depositAmt: 3_250_000, withdrawableAmt: 3_250_000, pendingSubscriptionAmt: 0 });
      expect((await totals()).totalAssetAmt).toBe(before.totalAssetAmt);
      const history = (await call('GET', '/main/v1/account/history/list?searchBeginAt=20250305&searchEndAt=20250305', 'demo-general')).body.content;
      expect(history).toEqual([expect.objectContaining({ historyType: 'SUBSCRIBE_CANCEL', stockCd: 'JG0008', dealAmt: 500_000 })]);
    } finally {
      sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
    }
  });
});

describe('거래 내역의 배당 줄 (DIVIDEND)', () => {
  const call = memberApi(sandbox);

  it('세금은 배당 화면과 같고, 수량 × 단가 − 세금 − 수수료가 입금액이다', async () => {
    const history = (await call('GET', '/main/v1/account/history/list?searchBeginAt=20240101&searchEndAt=20250304', 'demo-income')).body.content as Array<Record<string, unknown>>;
    const dividendLines = history.filter((line) => line.historyType === 'DIVIDEND');
    expect(dividendLines.length).toBeGreaterThan(0);
    for (const line of dividendLines) {
      const dividends = (await call('GET', `/main/v1/account/dividends/${String(line.stockCd)}`, 'demo-income')).body.content as Array<Record<string, unknown>>;
      const dividend = dividends.find((item) => item.paidAt === String(line.dealDateTime).slice(0, 10));
      expect(dividend).toBeDefined();
      expect(line.taxAmt).toBe(dividend?.taxAmt);
      expect(line.taxAmt).toBeGreaterThan(0);
      expect(Number(line.dealQty) * Number(line.dealPrice) - Number(line.taxAmt) - Number(line.feeAmt)).toBe(line.dealAmt);
      expect(line.dealAmt).toBe(dividend?.netAmt);
    }
  });
});

describe('입금 확인 (POST /main/v1/account/reception_lookup)', () => {
  const call = memberApi(sandbox);
  const lookUp = async () => (await call('POST', '/main/v1/account/reception_lookup', 'demo-general')).body;

  it('지난 확인과 같은 초에 들어온 입금도 다음 확인에서 한 번 센다', async () => {
    sandbox.state.clock.set('2025-03-04T10:00:05.000+09:00');
    try {
      expect(await lookUp()).toMatchObject({ receivedYn: 'N', receivedAmt: 0 });
      sandbox.state.clock.set('2025-03-04T10:00:05.300+09:00');
      sandbox.state.deposit('demo-general', 100_000);
      sandbox.state.clock.set('2025-03-04T10:00:08.000+09:00');
      expect(await lookUp()).toMatchObject({ receivedYn: 'Y', receivedAmt: 100_000, depositAmt: 2_850_000 });
      expect(await lookUp()).toMatchObject({ receivedYn: 'N', receivedAmt: 0 });
    } finally {
      sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
    }
  });
});
