import { accountQueries, type components } from '@jogak/api-client';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAssetsLiveEvent, useLiveAssets, type SubscribeToAssetEvents } from './live-assets';

type Holding = components['schemas']['Holding'];
type AssetStatus = components['schemas']['AssetStatus'];

const holding = (stockCd: string, holdQty: number, currentPrice: number): Holding => ({
  stockCd,
  name: stockCd,
  thumbImgUrl: null,
  holdQty,
  sellableQty: holdQty,
  avgBuyPrice: 5_000,
  currentPrice,
  buyAmt: 5_000 * holdQty,
  evalAmt: currentPrice * holdQty,
  profitAmt: (currentPrice - 5_000) * holdQty,
  profitRate: 0,
});

function cachedStatus(holdings: Holding[]): QueryClient {
  const queryClient = new QueryClient();
  const status: AssetStatus = { accountNo: '1', depositAmt: 100_000, totalBuyAmt: 0, totalEvalAmt: 0, totalProfitAmt: 0, totalProfitRate: 0, holdings };
  queryClient.setQueryData(accountQueries.assetStatus().queryKey, status);
  return queryClient;
}

const stockCodes = (queryClient: QueryClient) => queryClient.getQueryData(accountQueries.assetStatus().queryKey)?.holdings.map((item) => `${item.stockCd}:${item.currentPrice}`);

describe('applyAssetsLiveEvent', () => {
  it('보유 건물은 자리를 지키며 바뀌고, 새 건물은 끝에 붙고, 0주가 되면 빠진다', () => {
    const queryClient = cachedStatus([holding('A', 10, 5_000), holding('B', 5, 5_000)]);
    applyAssetsLiveEvent(queryClient, { event: 'stock-balance-updated', data: holding('A', 10, 5_500) });
    expect(stockCodes(queryClient)).toEqual(['A:5500', 'B:5000']);
    applyAssetsLiveEvent(queryClient, { event: 'stock-balance-updated', data: holding('C', 1, 4_000) });
    expect(stockCodes(queryClient)).toEqual(['A:5500', 'B:5000', 'C:4000']);
    applyAssetsLiveEvent(queryClient, { event: 'stock-balance-updated', data: holding('B', 0, 5_000) });
    expect(stockCodes(queryClient)).toEqual(['A:5500', 'C:4000']);
  });

  it('출금 완료는 예치금과 출금 가능 금액을 바로 바꾼다', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountQueries.amounts().queryKey, { accountNo: '1', depositAmt: 100_000, withdrawableAmt: 90_000, orderableAmt: 90_000, pendingSubscriptionAmt: 10_000 });
    applyAssetsLiveEvent(queryClient, { event: 'withdrawal-complete', data: { dealAt: '2025-03-04', dealSeq: 3, dealAmt: 10_000, depositAmt: 90_000, withdrawableAmt: 80_000 } });
    expect(queryClient.getQueryData(accountQueries.amounts().queryKey)).toMatchObject({ depositAmt: 90_000, withdrawableAmt: 80_000 });
  });
  it('account-updated(배정 환불, 주문 만료, 청약 취소분 환불)는 남은 투자 한도와 두 내역을 다시 묻게 표시만 하고, 보이지 않는 것을 불러오지는 않는다', () => {
    const queryClient = new QueryClient();
    const period = { searchBeginAt: '20250204', searchEndAt: '20250304' };
    const limit = accountQueries.remainingInvestLimit().queryKey;
    const dwFeed = accountQueries.depositWithdrawalFeed({ ...period, orderSeq: 'D', searchCod: 'ALL' }, { sync: true }).queryKey;
    const history = accountQueries.history(period).queryKey;
    queryClient.setQueryData(limit, { stdYear: 2025, investorClass: 'GENERAL_INVESTOR', investLimitAmt: 20_000_000, usedAmt: 8_400_000, remainingAmt: 11_600_000 });
    queryClient.setQueryData(dwFeed, { pages: [{ content: [], nextChaseInform: null }], pageParams: [null] });
    queryClient.setQueryData(history, { content: [] });
    const stale = [limit, dwFeed, history];
    applyAssetsLiveEvent(queryClient, { event: 'account-updated', data: { accountNo: '1', depositAmt: 3_000_000, withdrawableAmt: 3_000_000, orderableAmt: 3_000_000, pendingSubscriptionAmt: 0 } });
    expect(stale.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated)).toEqual([true, true, true]);
    // Nothing on screen follows them: invalidation alone, no request until one is shown again.
    expect(stale.map((queryKey) => queryClient.getQueryState(queryKey)?.fetchStatus)).toEqual(['idle', 'idle', 'idle']);
  });
});

describe('useLiveAssets', () => {
  it('실시간 연결이 다시 되면 끊긴 사이의 변화를 놓치지 않게 계좌 조회를 모두 다시 묻는다', () => {
    const queryClient = cachedStatus([holding('A', 10, 5_000)]);
    queryClient.setQueryData(accountQueries.amounts().queryKey, { accountNo: '1', depositAmt: 100_000, withdrawableAmt: 90_000, orderableAmt: 90_000, pendingSubscriptionAmt: 10_000 });
    let reconnected: (() => void) | undefined;
    const subscribe: SubscribeToAssetEvents = (_listener, onReconnected) => {
      reconnected = onReconnected;
      return () => undefined;
    };
    renderHook(() => useLiveAssets(queryClient, subscribe));
    const invalidated = () => [accountQueries.amounts(), accountQueries.assetStatus()].map(({ queryKey }) => queryClient.getQueryState(queryKey)?.isInvalidated);
    expect(invalidated()).toEqual([false, false]);

    reconnected?.();
    expect(invalidated()).toEqual([true, true]);
  });
});
