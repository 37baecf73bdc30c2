import { accountQueries, offeringQueries } from '@jogak/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Back from the partner's password page (an application or a cancel went through), everything
 * cached about offerings and the account is out of date. Marks it all stale, so the list, home and
 * assets show the change at once, and answers whether that is done for this offering.
 *
 * The offering's own entries, its detail and the member's subscription, are emptied rather than
 * only marked stale: a disabled or refetching query still hands out what it holds, and the result
 * screens read their verdict from them. Emptied, they hold nothing older than the server's answer
 * after the password (never the request step's 청약 신청됨 on a cancelled application), and the
 * screens keep their skeleton until it arrives.
 *
 * @example
 * const refreshed = useRefreshAfterPassword(id);
 * const subscription = useQuery({ ...offeringQueries.subscription(id), enabled: refreshed });
 * if (!refreshed) return <Skeleton lines={4} label="불러오는 중이에요" />;
 */
export function useRefreshAfterPassword(id: number): boolean {
  const queryClient = useQueryClient();
  const [refreshedId, setRefreshedId] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([
      queryClient.resetQueries({ queryKey: offeringQueries.subscription(id).queryKey, exact: true }),
      queryClient.resetQueries({ queryKey: offeringQueries.detail(id).queryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: offeringQueries.all() }),
      queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
    ]).finally(() => {
      // Another offering's return (a new id on the same screen) has its own refresh to wait for.
      if (current) setRefreshedId(id);
    });
    return () => {
      current = false;
    };
  }, [id, queryClient]);
  return refreshedId === id;
}
