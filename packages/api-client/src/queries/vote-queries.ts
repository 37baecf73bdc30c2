import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

export type PageParams = { page?: number; size?: number };
export type SubmitVoteInput = { id: number } & components['schemas']['SubmitVoteRequest'];

/**
 * Query options for shareholder votes.
 *
 * @example
 * const { data: vote } = useQuery(voteQueries.detail(7));
 * const feed = useInfiniteQuery(voteQueries.feed({ size: 50 }));
 * const votes = feed.data?.pages.flatMap((page) => page.content) ?? [];
 */
export const voteQueries = {
  all: () => ['vote'] as const,
  /**
   * The member's votes as an infinite-scroll feed: pages of `size` from page 0, the next page
   * asked for only while the server says there is one.
   */
  feed: ({ size }: { size: number }) =>
    infiniteQueryOptions({
      queryKey: [...voteQueries.all(), 'feed', { size }] as const,
      initialPageParam: 0,
      getNextPageParam: (last: components['schemas']['VotePage']) => (last.pageInfo.last ? undefined : last.pageInfo.page + 1),
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/votes', { params: { query: { page: pageParam, size } }, signal })),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...voteQueries.all(), 'detail', id] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/votes/{id}', { params: { path: { id } }, signal })),
    }),
};

/**
 * Casting a ballot (cannot be undone). It resolves with the server's answer, the vote as cast,
 * which the screen puts in its cache at once; the votes' reload is started behind it, not waited
 * for, so the ballot is not left pending (and castable again) through the reload's retries.
 *
 * @example
 * useMutation(voteMutations.submit()).mutate({ id: 7, ballots: [{ agendaId: 1, optionId: 2 }], signatureValue });
 */
export const voteMutations = {
  submit: () =>
    mutationOptions({
      mutationKey: [...voteQueries.all(), 'submit'],
      mutationFn: ({ id, ...body }: SubmitVoteInput, { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/votes/{id}/ballot', { params: { path: { id } }, body })),
      onSuccess: (_data, _input, _result, { client }) => {
        void client.invalidateQueries({ queryKey: voteQueries.all() });
      },
    }),
};
