import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';
import { memberQueries } from './member-queries';

export type NotificationListParams = NonNullable<operations['listNotifications']['parameters']['query']>;
/** One category of the history, or every category (the call then carries no category). */
export type NotificationFeedParams = { category?: components['schemas']['NotificationCategory']; size: number };

/**
 * Query options for notification history and the bell's "has new" state.
 *
 * @example
 * const { data } = useQuery({ ...notificationQueries.hasNew(), enabled: isLoggedIn });
 * const feed = useInfiniteQuery(notificationQueries.feed({ category: 'TRADE', size: 20 }));
 */
export const notificationQueries = {
  all: () => ['notification'] as const,
  list: (params: NotificationListParams = {}) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'list', params] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/member/notifications', { params: { query: params }, signal })),
    }),
  /**
   * The history as an infinite-scroll feed: pages of `size`, newest first, the next page asked
   * for only while the server says there is one. No `category` asks for every category.
   */
  feed: ({ category, size }: NotificationFeedParams) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all(), 'feed', { category: category ?? 'ALL', size }] as const,
      initialPageParam: 0,
      getNextPageParam: (last: components['schemas']['NotificationPage']) => (last.pageInfo.last ? undefined : last.pageInfo.page + 1),
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/member/notifications', {
            params: { query: { ...(category ? { category } : {}), page: pageParam, size } },
            signal,
          }),
        ),
    }),
  hasNew: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'has-new'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/member/notifications/has-new', { signal })),
    }),
};

const invalidateNotifications = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: notificationQueries.all() });

/**
 * Mutations on notifications: history read, one or all checked, settings changed. Only 모두 읽음
 * (`checkAll`) waits for the notifications' reload: the list it speaks of is on screen, and its
 * toast (알림 3개를 읽었어요) must not come over items still marked 읽지 않음. The others start
 * their reload without waiting, as nothing on screen waits for them: the history is recorded
 * unseen, a tapped item opens its screen without waiting, and the settings show the server's answer.
 *
 * @example
 * useMutation(notificationMutations.checkAll()).mutate();
 */
export const notificationMutations = {
  markHistoryRead: () =>
    mutationOptions({
      mutationKey: [...notificationQueries.all(), 'read'],
      mutationFn: (_: void, { client }) => dataOf(jogakClientOf(client).GET('/main/v1/member/notification/read')),
      onSuccess: (_data, _input, _result, { client }) => {
        void invalidateNotifications(client);
      },
    }),
  check: () =>
    mutationOptions({
      mutationKey: [...notificationQueries.all(), 'check'],
      mutationFn: (id: number, { client }) =>
        dataOf(jogakClientOf(client).PUT('/main/v1/member/notifications/{id}/check', { params: { path: { id } } })),
      onSuccess: (_data, _id, _result, { client }) => {
        void invalidateNotifications(client);
      },
    }),
  checkAll: () =>
    mutationOptions({
      mutationKey: [...notificationQueries.all(), 'check-all'],
      mutationFn: (_: void, { client }) => dataOf(jogakClientOf(client).POST('/main/v1/member/notifications/check-all')),
      onSuccess: (_data, _input, _result, { client }) => invalidateNotifications(client),
    }),
  updateSettings: () =>
    mutationOptions({
      mutationKey: [...notificationQueries.all(), 'settings'],
      mutationFn: (body: components['schemas']['NotificationSettings'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/notification', { body })),
      onSuccess: (_data, _body, _result, { client }) => {
        void client.invalidateQueries({ queryKey: memberQueries.all() });
      },
    }),
};
