import { notificationQueries, patchLiveQueryData, type components } from '@jogak/api-client';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

type Notification = components['schemas']['Notification'];
type NotificationPage = components['schemas']['NotificationPage'];

/**
 * Hands each live `notification` event to `listener`, and calls `reconnected` each time the feed
 * becomes connected again (`onReconnect` of `@jogak/realtime`); returns the unsubscribe.
 */
export type SubscribeToNotifications = (listener: (notification: Notification) => void, reconnected: () => void) => () => void;

/**
 * Puts a notification that arrived live at the top of every cached feed it belongs to (all
 * categories and its own), once, and has the bell asked again. A feed whose fetch is still on its
 * way (opening the screen records the visit and asks again; a reconnect) is asked again
 * (`patchLiveQueryData`): that answer predates the notification and would take it away.
 *
 * @example
 * addLiveNotification(queryClient, event.data);
 */
export function addLiveNotification(queryClient: QueryClient, notification: Notification): void {
  const feeds = queryClient.getQueriesData<InfiniteData<NotificationPage>>({ queryKey: [...notificationQueries.all(), 'feed'] });
  for (const [queryKey, data] of feeds) {
    const filter = queryKey[2] as { category?: string } | undefined;
    const belongs = filter?.category === 'ALL' || filter?.category === notification.category;
    const first = data?.pages[0];
    if (!belongs || !data || !first) continue;
    if (data.pages.some((page) => page.content.some((item) => item.id === notification.id))) continue;
    patchLiveQueryData<InfiniteData<NotificationPage>>(queryClient, queryKey, {
      ...data,
      pages: [{ ...first, content: [notification, ...first.content] }, ...data.pages.slice(1)],
    });
  }
  void queryClient.invalidateQueries({ queryKey: notificationQueries.hasNew().queryKey });
}

/**
 * While mounted, live notifications join the list (spec §3's `notification` live event). Those
 * sent while the feed was down are not replayed, so each time it connects again every
 * notification query (the feeds and the bell) is asked again.
 */
export function useLiveNotifications(queryClient: QueryClient, subscribe: SubscribeToNotifications | undefined): void {
  useEffect(() => {
    if (!subscribe) return undefined;
    return subscribe(
      (notification) => addLiveNotification(queryClient, notification),
      () => void queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
    );
  }, [queryClient, subscribe]);
}
