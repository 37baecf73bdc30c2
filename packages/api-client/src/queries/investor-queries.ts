import { mutationOptions, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';
import { memberQueries } from './member-queries';

type Schemas = components['schemas'];

/**
 * Query options for the investor tendency questionnaire and the investor-information history.
 *
 * @example
 * const { data: questionnaire } = useQuery(investorQueries.questionnaire('INDIVIDUAL'));
 */
export const investorQueries = {
  all: () => ['investor'] as const,
  questionnaire: (individualCorpCode: Schemas['IndividualCorpCode']) =>
    queryOptions({
      queryKey: [...investorQueries.all(), 'questionnaire', individualCorpCode] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/member/invest-tendency/questionnaire', {
            params: { query: { individualCorpCode } },
            signal,
          }),
        ),
    }),
  individualHistory: (encryptToken: string) =>
    queryOptions({
      queryKey: [...investorQueries.all(), 'history', 'individual', encryptToken] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/member/individual/history', { params: { query: { encryptToken } }, signal })),
    }),
  corpHistory: (encryptToken: string) =>
    queryOptions({
      queryKey: [...investorQueries.all(), 'history', 'corp', encryptToken] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/member/corp/history', {
            params: { query: { encryptToken, individualCorpCode: 'GENERAL_CORPORATION' } },
            signal,
          }),
        ),
    }),
};

/** The member queries that carry investor facts: the information (class, tendency) and the investor information (a request under review, validity, limit). */
const holdsInvestorFacts = (query: Query) => {
  const [, part] = query.queryKey;
  return part === 'info' || part === 'more-info';
};

/**
 * Investor facts live in the member's information too. Those queries are refetched even when no
 * screen shows them (write-confirm's, invest-tendency's cache), and the mutation resolves only
 * once they are in: the screen it leads to (invest-change, invest-result) renders the new facts
 * from its first frame, never the old ones (심사 중인 신청이 없어요 inviting a second application).
 */
const afterInvestorChange = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: investorQueries.all() }),
    client.invalidateQueries({ queryKey: memberQueries.all(), predicate: holdsInvestorFacts, refetchType: 'all' }),
    client.invalidateQueries({ queryKey: memberQueries.all(), predicate: (query) => !holdsInvestorFacts(query) }),
  ]);

/**
 * Mutations on investor information: tendency answers, a qualification change, back to general.
 *
 * @example
 * useMutation(investorMutations.submitTendency()).mutate(answers);
 */
export const investorMutations = {
  submitTendency: () =>
    mutationOptions({
      mutationKey: [...investorQueries.all(), 'tendency'],
      mutationFn: (body: Schemas['TendencySubmission'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/invest-tendency', { body })),
      onSuccess: (_data, _body, _result, { client }) => afterInvestorChange(client),
    }),
  requestStatusChange: () =>
    mutationOptions({
      mutationKey: [...investorQueries.all(), 'status-change'],
      mutationFn: (body: Schemas['InvestorStatusChangeRequest'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/invest-person/change', { body })),
      onSuccess: (_data, _body, _result, { client }) => afterInvestorChange(client),
    }),
  switchToGeneral: () =>
    mutationOptions({
      mutationKey: [...investorQueries.all(), 'general'],
      mutationFn: (individualCorpCode: Schemas['IndividualCorpCode'], { client }) =>
        dataOf(
          jogakClientOf(client).PUT(
            individualCorpCode === 'INDIVIDUAL'
              ? '/main/v1/member/invest-person/general'
              : '/main/v1/member/invest-person/general/corp',
          ),
        ),
      onSuccess: (_data, _code, _result, { client }) => afterInvestorChange(client),
    }),
};
