import { accountQueries, orderQueries, type components, type LiveOrder } from '@jogak/api-client';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { useLiveEvent } from '@jogak/realtime/react';
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
    queryClient.setQueryData<OrderList>(queryKey, { content });
  }
}

/**
 * The member's live events (spec §3) patch what the screen shows, with no refetch: an order
 * update the order lists, the account the buying power, a holding the holdings; each fill shows a
 * toast.
 */
export function useLiveAccountSync(): void {
  const queryClient = useQueryClient();
  useLiveEvent('order-updated', ({ data }) => patchOrders(queryClient, data));
  useLiveEvent('account-updated', ({ data }) => queryClient.setQueryData(accountQueries.amounts().queryKey, { ...data }));
  useLiveEvent('stock-balance-updated', ({ data }) =>
    queryClient.setQueryData<AssetStatus>(accountQueries.assetStatus().queryKey, (status) => {
      if (!status) return status;
      const others = status.holdings.filter((holding) => holding.stockCd !== data.stockCd);
      return { ...status, holdings: data.holdQty === 0 ? others : [...others, { ...data }] };
    }),
  );
  useLiveEvent('trade', ({ data }) =>
    showToast(`${data.name} ${formatNumber(data.quantity)}주 ${data.side === 'buy' ? '매수' : '매도'} 체결 (${formatWon(data.price)})`),
  );
}
