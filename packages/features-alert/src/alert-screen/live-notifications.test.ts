import { notificationQueries } from '@jogak/api-client';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLiveNotifications, type SubscribeToNotifications } from './live-notifications';

describe('useLiveNotifications', () => {
  it('실시간 연결이 다시 되면 끊긴 사이에 온 알림을 놓치지 않게 알림 목록과 새 알림 여부를 다시 묻는다', () => {
    const queryClient = new QueryClient();
    const feed = notificationQueries.feed({ size: 20 });
    queryClient.setQueryData(feed.queryKey, { pages: [{ content: [], pageInfo: { page: 0, size: 20, totalElements: 0, last: true } }], pageParams: [0] });
    queryClient.setQueryData(notificationQueries.hasNew().queryKey, { hasNew: false });
    let reconnected: (() => void) | undefined;
    const subscribe: SubscribeToNotifications = (_listener, onReconnected) => {
      reconnected = onReconnected;
      return () => undefined;
    };
    renderHook(() => useLiveNotifications(queryClient, subscribe));
    const invalidated = () => [feed.queryKey, notificationQueries.hasNew().queryKey].map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
    expect(invalidated()).toEqual([false, false]);

    reconnected?.();
    expect(invalidated()).toEqual([true, true]);
  });
});
