import type { InferDataFromTag, QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Writes a fact the live feed just sent into one cached query (`setQueryData`), so the screen
 * shows it at once, and keeps it from being undone by a fetch of that query already on its way.
 *
 * Such a fetch (a focus or reconnect refetch, the invalidation after an order or a withdrawal)
 * carries a server snapshot taken before the event; TanStack stores whatever answers last, so it
 * would put the old figure back over the patch, and nothing would correct it until the next
 * fetch. The fetch is therefore replaced by a fresh one, whose snapshot comes after the event:
 * `invalidateQueries` cancels the running fetch silently (a silent cancel keeps the current data,
 * the patch included, where `cancelQueries`' default revert would restore the data from before
 * the fetch and drop the patch) and starts the new one. Whoever waits on the cancelled fetch gets
 * the new one's answer. The fetch is replaced rather than dropped, since a refetch such as the
 * one after a reconnect is there to bring what the feed missed. With no fetch in flight only the
 * patch is written: the live fact is the newest there is.
 *
 * A query still waiting for its first answer has no data to replace that fetch silently
 * (TanStack cancels a running fetch for a refetch only once the query has data): a patch that
 * writes whole data gives it some, so its first fetch is replaced as well.
 *
 * @example
 * patchLiveQueryData(queryClient, accountQueries.amounts().queryKey, event.data);
 * patchLiveQueryData<OrderList>(queryClient, queryKey, (list) => list && { content: list.content.filter(isUnfilled) });
 */
export function patchLiveQueryData<TQueryFnData = unknown, TTaggedQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  queryKey: TTaggedQueryKey,
  update: Updater<InferDataFromTag<TQueryFnData, TTaggedQueryKey> | undefined, InferDataFromTag<TQueryFnData, TTaggedQueryKey> | undefined>,
): void {
  queryClient.setQueryData<TQueryFnData, TTaggedQueryKey>(queryKey, update);
  const fetchStatus = queryClient.getQueryState(queryKey)?.fetchStatus;
  if (fetchStatus === undefined || fetchStatus === 'idle') return;
  // `refetchType: 'all'`: a fetch in flight answers into the cache whether or not a screen shows
  // the query, so it is replaced either way.
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
}
