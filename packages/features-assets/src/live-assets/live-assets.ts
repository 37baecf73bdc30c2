import { accountQueries, patchLiveQueryData, type components, type LiveEventOf } from '@jogak/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

type AssetStatus = components['schemas']['AssetStatus'];
type AccountAmounts = components['schemas']['AccountAmounts'];

/** The live events of the member's account that /assets follows (spec §3). */
export type AssetsLiveEvent = LiveEventOf<'account-updated'> | LiveEventOf<'stock-balance-updated'> | LiveEventOf<'withdrawal-complete'>;

/**
 * Hands each live account event to `listener`, and calls `reconnected` each time the feed becomes
 * connected again (`onReconnect` of `@jogak/realtime`); returns the unsubscribe.
 */
export type SubscribeToAssetEvents = (listener: (event: AssetsLiveEvent) => void, reconnected: () => void) => () => void;

/** Marks stale what a cash movement changes beyond the amounts: the histories that list it and 총 자산. */
function invalidateCashMovement(queryClient: QueryClient): void {
  // Invalidation refetches only what is shown (TanStack's default `refetchType: 'active'`): a
  // history tab not open is asked again when it is opened.
  void queryClient.invalidateQueries({ queryKey: [...accountQueries.all(), 'dw'] });
  void queryClient.invalidateQueries({ queryKey: [...accountQueries.all(), 'history'] });
  void queryClient.invalidateQueries({ queryKey: accountQueries.totalAssetStatus().queryKey });
}

/**
 * Applies one live account event to the cached account queries: new cash at once
 * (`account-updated`), a holding at its live price (`stock-balance-updated`, a sold-out holding
 * leaves), and after a withdrawal the lists that show it; the totals computed from them are asked again.
 * `account-updated` (an allotment's refund, an expired order, the overnight refund of a cancelled
 * application) also marks the histories and 올해 남은 투자 한도 stale. A patched query whose fetch
 * is still on its way (a reconnect, the refetch after a withdrawal) is asked again
 * (`patchLiveQueryData`): that answer predates the event and would put the old cash back.
 *
 * @example
 * applyAssetsLiveEvent(queryClient, { event: 'account-updated', data: amounts });
 */
export function applyAssetsLiveEvent(queryClient: QueryClient, live: AssetsLiveEvent): void {
  if (live.event === 'account-updated') {
    patchLiveQueryData<AccountAmounts>(queryClient, accountQueries.amounts().queryKey, live.data);
    patchLiveQueryData<AssetStatus>(queryClient, accountQueries.assetStatus().queryKey, (status) =>
      status ? { ...status, depositAmt: live.data.depositAmt } : status,
    );
    invalidateCashMovement(queryClient);
    // The event carries no limit: an expired buy order or a cancelled application gives its share back.
    void queryClient.invalidateQueries({ queryKey: accountQueries.remainingInvestLimit().queryKey });
    return;
  }
  if (live.event === 'stock-balance-updated') {
    const holding = live.data;
    patchLiveQueryData<AssetStatus>(queryClient, accountQueries.assetStatus().queryKey, (status) => {
      if (!status) return status;
      const others = status.holdings.filter((item) => item.stockCd !== holding.stockCd);
      const known = others.length !== status.holdings.length;
      const holdings =
        holding.holdQty === 0
          ? others
          : known
            ? status.holdings.map((item) => (item.stockCd === holding.stockCd ? holding : item))
            : [...status.holdings, holding];
      return { ...status, holdings };
    });
    void queryClient.invalidateQueries({ queryKey: accountQueries.totalAssetStatus().queryKey });
    void queryClient.invalidateQueries({ queryKey: accountQueries.assetProfit().queryKey });
    return;
  }
  invalidateCashMovement(queryClient);
  patchLiveQueryData<AccountAmounts>(queryClient, accountQueries.amounts().queryKey, (amounts) =>
    amounts ? { ...amounts, depositAmt: live.data.depositAmt, withdrawableAmt: live.data.withdrawableAmt } : amounts,
  );
}

/**
 * While mounted, live account events update what /assets shows. Events sent while the feed was
 * down are not replayed, so each time it connects again every account query is asked again.
 */
export function useLiveAssets(queryClient: QueryClient, subscribe: SubscribeToAssetEvents | undefined): void {
  useEffect(() => {
    if (!subscribe) return undefined;
    return subscribe(
      (live) => applyAssetsLiveEvent(queryClient, live),
      () => void queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
    );
  }, [queryClient, subscribe]);
}
