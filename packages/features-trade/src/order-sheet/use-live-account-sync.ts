import { accountQueries, orderQueries, patchLiveQueryData, type components, type LiveOrder } from '@jogak/api-client';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { useLiveEvent, useOnReconnect } from '@jogak/realtime/react';
import { showToast } from '@jogak/ui-kit';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

type OrderList = components['schemas']['OrderList'];
type AssetStatus = components['schemas']['AssetStatus'];

function isUnfilled(order: LiveOrder): boolean {
  return order.status === 'OPEN' || order.status === 'PARTIAL';
}

/** Put a changed order into every cached order list of its stock (unfilled lists drop it once done). */
function patchOrders(queryClient: QueryClient, order: LiveOrder): void {
  for (const [queryKey, list] of queryClient.getQueriesData<OrderList>({ queryKey: orderQueries.all() })) {
    if (!list) continue;
    const params = (queryKey[2] ?? {}) as { stockCd?: string; status?: 'OPEN' };
    if (params.stockCd !== undefined && params.stockCd !== order.stockCd) continue;
    const others = list.content.filter((item) => item.orderNo !== order.orderNo);
    const keep = params.status !== 'OPEN' || isUnfilled(order);
    const content = keep ? [{ ...order }, ...others].sort((a, b) => (a.orderNo < b.orderNo ? 1 : -1)) : others;
    patchLiveQueryData<OrderList>(queryClient, queryKey, { content });
  }
}

/**
 * Fetch again the member's data the trade screens show: the order lists, the buying power, the
 * yearly investment limit left and the holdings. The live patches keep them current only while
 * the feed is connected; what happened while it was down or the app was away (a fill, a cancel
 * elsewhere) never arrives as a patch. Queries on screen refetch now, the others when next shown.
 *
 * @example
 * await refreshMemberTrading(queryClient); // back in the foreground
 */
export function refreshMemberTrading(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
    queryClient.invalidateQueries({ queryKey: accountQueries.amounts().queryKey }),
    queryClient.invalidateQueries({ queryKey: accountQueries.remainingInvestLimit().queryKey }),
    queryClient.invalidateQueries({ queryKey: accountQueries.assetStatus().queryKey }),
  ]);
}

/**
 * The member's live events (spec §3) patch what the screen shows: an order update the order
 * lists, the account the buying power (and the yearly limit left is fetched again, which the
 * event does not carry), a holding the holdings; each fill shows a toast. Each time the feed
 * (re)connects, the member's data is fetched again, since events sent while it was down are not
 * replayed. A patched query whose fetch is still on its way (that reconnect, the foreground, an
 * order or a cancel) is asked again (`patchLiveQueryData`): the answer on its way predates the
 * event and would put a filled order back in 미체결 or the old buying power back.
 */
export function useLiveAccountSync(): void {
  const queryClient = useQueryClient();
  useOnReconnect(() => void refreshMemberTrading(queryClient));
  useLiveEvent('order-updated', ({ data }) => patchOrders(queryClient, data));
  useLiveEvent('account-updated', ({ data }) => {
    patchLiveQueryData(queryClient, accountQueries.amounts().queryKey, { ...data });
    // The event carries no yearly limit, yet what moved the account may have moved it too (an
    // allotment refund, an expired or cancelled buy gives it back): an open buy sheet would
    // refuse a valid order on the old figure.
    void queryClient.invalidateQueries({ queryKey: accountQueries.remainingInvestLimit().queryKey });
  });
  useLiveEvent('stock-balance-updated', ({ data }) =>
    patchLiveQueryData<AssetStatus>(queryClient, accountQueries.assetStatus().queryKey, (status) => {
      if (!status) return status;
      const others = status.holdings.filter((holding) => holding.stockCd !== data.stockCd);
      return { ...status, holdings: data.holdQty === 0 ? others : [...others, { ...data }] };
    }),
  );
  useLiveEvent('trade', ({ data }) =>
    showToast(`${data.name} ${formatNumber(data.quantity)}주 ${data.side === 'buy' ? '매수' : '매도'} 체결 (${formatWon(data.price)})`),
  );
}
