import { infiniteQueryOptions } from '@tanstack/react-query';
import type { components } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';
import { boardQueries } from './board-queries';

type PageInfo = components['schemas']['PageInfo'];

/** The page after `last`, or `undefined` (no more) when the server said it was the last one. */
function nextPageOf(last: { readonly pageInfo: PageInfo }): number | undefined {
  return last.pageInfo.last ? undefined : last.pageInfo.page + 1;
}

/**
 * Infinite-scroll feeds of the boards (events, stories, press, notices pinned first, and the
 * member's 1:1 inquiries): pages of `size`, newest first, the next page asked for only while the
 * server says there is one. They live under `boardQueries.all()`, so invalidating the boards
 * refreshes them too (and the Q&A mutations refresh `qnas`).
 *
 * @example
 * const feed = useInfiniteQuery(boardFeedQueries.events({ size: 10 }));
 * const events = feed.data?.pages.flatMap((page) => page.content) ?? [];
 */
export const boardFeedQueries = {
  events: ({ size }: { size: number }) =>
    infiniteQueryOptions({
      queryKey: [...boardQueries.all(), 'event', 'feed', { size }] as const,
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/events', { params: { query: { page: pageParam, size } }, signal })),
    }),
  stories: ({ size }: { size: number }) =>
    infiniteQueryOptions({
      queryKey: [...boardQueries.all(), 'story', 'feed', { size }] as const,
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/stories', { params: { query: { page: pageParam, size } }, signal })),
    }),
  press: ({ size }: { size: number }) =>
    infiniteQueryOptions({
      queryKey: [...boardQueries.all(), 'press', 'feed', { size }] as const,
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/press', { params: { query: { page: pageParam, size } }, signal })),
    }),  notices: ({ size }: { size: number }) =>
    infiniteQueryOptions({
      queryKey: [...boardQueries.all(), 'notice', 'feed', { size }] as const,
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/notices', { params: { query: { page: pageParam, size } }, signal })),
    }),
  qnas: ({ size }: { size: number }) =>
    infiniteQueryOptions({
      queryKey: [...boardQueries.all(), 'qna', 'feed', { size }] as const,
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/qnas', { params: { query: { page: pageParam, size } }, signal })),
    }),
};
