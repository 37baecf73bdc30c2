import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

export type DepositWithdrawalListParams = operations['listDepositWithdrawals']['parameters']['query'];
export type DepositWithdrawalKey = operations['getDepositWithdrawalDetail']['parameters']['query'];
export type AccountHistoryParams = operations['listAccountHistory']['parameters']['query'];
/** `sync: true` asks the `/sync/…` variant, which refreshes from the partner first. */
export type SyncOption = { sync?: boolean };

/**
 * Query options for the brokerage account: amounts, yearly limit, deposits and withdrawals,
 * transaction history, assets, profit, contracted accounts, dividends.
 *
 * @example
 * const { data: amounts } = useQuery(accountQueries.amounts());
 * useQuery(accountQueries.depositWithdrawals({ searchBeginAt: '20250101', searchEndAt: '20250314' }, { sync: true }));
 */
export const accountQueries = {
  all: () => ['account'] as const,
  amounts: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'amounts'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/account/amts', { signal })),
    }),
  remainingInvestLimit: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'remaining-invest-limit'] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/account/remaining-yy-invest-limit-amt', { signal })),
    }),
  depositWithdrawals: (params: DepositWithdrawalListParams, { sync = false }: SyncOption = {}) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'dw', 'list', params, sync] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET(sync ? '/main/v1/account/sync/dw/list' : '/main/v1/account/dw/list', {
            params: { query: params },
            signal,
          }),
        ),
    }),
  /**
   * Deposits and withdrawals as an infinite-scroll feed: each page's `nextChaseInform` is sent as
   * the next page's `beforeSearchChaseInform`, until the server answers null.
   */
  depositWithdrawalFeed: (params: Omit<DepositWithdrawalListParams, 'beforeSearchChaseInform'>, { sync = false }: SyncOption = {}) =>
    infiniteQueryOptions({
      queryKey: [...accountQueries.all(), 'dw', 'feed', params, sync] as const,
      initialPageParam: null as string | null,
      getNextPageParam: (last: components['schemas']['DepositWithdrawalList']) => last.nextChaseInform ?? undefined,
      queryFn: ({ client, signal, pageParam }) =>
        dataOf(
          jogakClientOf(client).GET(sync ? '/main/v1/account/sync/dw/list' : '/main/v1/account/dw/list', {
            params: { query: { ...params, ...(pageParam ? { beforeSearchChaseInform: pageParam } : {}) } },
            signal,
          }),
        ),
    }),
  depositWithdrawal: (key: DepositWithdrawalKey, { sync = false }: SyncOption = {}) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'dw', 'detail', key, sync] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET(sync ? '/main/v1/account/sync/dw/detail' : '/main/v1/account/dw/detail', {
            params: { query: key },
            signal,
          }),
        ),
    }),
  history: (params: AccountHistoryParams) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'history', 'list', params] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/account/history/list', { params: { query: params }, signal })),
    }),
  historyDetail: (accountId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'history', 'detail', accountId] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/account/history/detail', { params: { query: { accountId } }, signal })),
    }),
  assetStatus: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'asset-status'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/account/asset-status', { signal })),
    }),
  totalAssetStatus: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'total-asset-status'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/account/total-asset-status', { signal })),
    }),
  assetProfit: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'asset-profit'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/account/asset_profit', { signal })),
    }),
  contractAccounts: ({ sync = false }: SyncOption = {}) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'contract-accounts', sync] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET(
            sync ? '/main/v1/account/sync/contract-account-list' : '/main/v1/account/contract-account-list',
            { signal },
          ),
        ),
    }),
  dividends: (stockCd: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'dividends', stockCd] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/account/dividends/{stockCd}', { params: { path: { stockCd } }, signal })),
    }),
};

/**
 * Started, not waited for: the account's reloads include the partner's (`/sync/…`) with their
 * retries, and a withdrawal the server has accepted must not keep its sheet at 출금하는 중 till
 * they end (a member who gives up withdraws twice). The screens show the new figures as they land.
 */
const invalidateAccount = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: accountQueries.all() });
};

/**
 * Mutations on the account; each resolves with the server's answer and starts the reload of
 * every account query.
 *
 * @example
 * const withdraw = useMutation(accountMutations.withdraw());
 * withdraw.mutate({ amount: 50_000, password: keypadResult, keypadToken });
 */
export const accountMutations = {
  withdraw: () =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'withdraw'],
      mutationFn: (body: components['schemas']['WithdrawalRequest'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/account/withdrawal', { body })),
      onSuccess: (_data, _body, _result, { client }) => invalidateAccount(client),
    }),
  receptionLookup: ({ sync = false }: SyncOption = {}) =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'reception-lookup', sync],
      mutationFn: (_: void, { client }) =>
        dataOf(
          jogakClientOf(client).POST(sync ? '/main/v1/account/sync/reception_lookup' : '/main/v1/account/reception_lookup'),
        ),
      onSuccess: (_data, _input, _result, { client }) => invalidateAccount(client),
    }),
  registerAllianceAccount: () =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'register-alliance'],
      mutationFn: (_: void, { client }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/account/sync/register/alliance_account')),
      onSuccess: (_data, _input, _result, { client }) => invalidateAccount(client),
    }),
  afterAllianceAccount: () =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'after-alliance'],
      mutationFn: (_: void, { client }) => dataOf(jogakClientOf(client).POST('/main/v1/account/after_alliance_account')),
      onSuccess: (_data, _input, _result, { client }) => invalidateAccount(client),
    }),
  terminateAlliance: () =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'terminate-alliance'],
      mutationFn: (_: void, { client }) => dataOf(jogakClientOf(client).POST('/main/v1/account/sync/terminate-alliance')),
      onSuccess: (_data, _input, _result, { client }) => invalidateAccount(client),
    }),
  reportAccountOpened: () =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'account-opened'],
      mutationFn: (accountNo: string, { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/account/affiliate/opened', { body: { accountNo } })),
      onSuccess: (_data, _input, _result, { client }) => invalidateAccount(client),
    }),
  agencyToken: () =>
    mutationOptions({
      mutationKey: [...accountQueries.all(), 'agency-token'],
      mutationFn: (body: components['schemas']['AccountAgencyTokenRequest'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/account/agency/auth/token', { body })),
    }),
};
