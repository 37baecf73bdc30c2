import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';
import { accountQueries } from './account-queries';

export type OfferingListParams = NonNullable<operations['listOfferings']['parameters']['query']>;
export type SubscriptionApplyInput = { id: number } & components['schemas']['SubscriptionApplyRequest'];

/**
 * Query options for offerings (청약): list, detail with prospectuses and disclosures, one
 * disclosure, a prospectus PDF.
 *
 * @example
 * const { data } = useQuery(offeringQueries.detail(3));
 * queryClient.invalidateQueries({ queryKey: offeringQueries.all() });
 */
export const offeringQueries = {
  all: () => ['offering'] as const,
  list: (params: OfferingListParams = {}) =>
    queryOptions({
      queryKey: [...offeringQueries.all(), 'list', params] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/offerings', { params: { query: params }, signal })),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...offeringQueries.all(), 'detail', id] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/offerings/{id}', { params: { path: { id } }, signal })),
    }),
  /** The member's latest subscription to an offering, applied or cancelled (with its refund). */
  subscription: (id: number) =>
    queryOptions({
      queryKey: [...offeringQueries.all(), 'subscription', id] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/offerings/{id}/subscription', { params: { path: { id } }, signal })),
    }),
  disclosure: (disclosureId: number) =>
    queryOptions({
      queryKey: [...offeringQueries.all(), 'disclosure', disclosureId] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/product-disclosure/{id}', { params: { path: { id: disclosureId } }, signal })),
    }),
  prospectusPdf: (id: number, manageCode: string) =>
    queryOptions({
      queryKey: [...offeringQueries.all(), 'prospectus-pdf', id, manageCode] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/stock/get-terms-pdf/{id}', {
            params: { path: { id }, query: { manageCode } },
            parseAs: 'blob',
            signal,
          }),
        ),
    }),
};

/**
 * A subscription changes the offerings (`ownSubs`, the member's subscription) and the account
 * (money set aside). The reloads are started, not waited for: like an order, an application the
 * server has accepted must not stay pending through the account's partner reloads and invite a
 * second one.
 */
const afterSubscriptionChange = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: offeringQueries.all() });
  void client.invalidateQueries({ queryKey: accountQueries.all() });
};

/**
 * Mutations on subscriptions; each resolves with the server's answer and starts the reload of
 * the offerings and the account.
 *
 * @example
 * const apply = useMutation(offeringMutations.apply());
 * apply.mutate({ id: 3, subsQty: 10, manualReadYn: 'Y', unsuitableConfirmYn: 'Y' });
 */
export const offeringMutations = {
  apply: () =>
    mutationOptions({
      mutationKey: [...offeringQueries.all(), 'apply'],
      mutationFn: ({ id, ...body }: SubscriptionApplyInput, { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/offerings/{id}/subscription', { params: { path: { id } }, body })),
      onSuccess: (_data, _input, _result, { client }) => afterSubscriptionChange(client),
    }),
  cancel: () =>
    mutationOptions({
      mutationKey: [...offeringQueries.all(), 'cancel'],
      mutationFn: (id: number, { client }) =>
        dataOf(jogakClientOf(client).DELETE('/main/v1/offerings/{id}/subscription', { params: { path: { id } } })),
      onSuccess: (_data, _id, _result, { client }) => afterSubscriptionChange(client),
    }),
};
