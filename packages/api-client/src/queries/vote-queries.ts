import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

export type PageParams = { page?: number; size?: number };
export type SubmitVoteInput = { id: number } & components['schemas']['SubmitVoteRequest'];

/**
 * Query options for shareholder votes.
 *
 * @example
 * const { data: vote } = useQuery(voteQueries.detail(7));
 */
export const voteQueries = {
  all: () => ['vote'] as const,
  list: (params: PageParams = {}) =>
    queryOptions({
      queryKey: [...voteQueries.all(), 'list', params] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/votes', { params: { query: params }, signal })),
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
