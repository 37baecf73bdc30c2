import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

/**
 * Query options for policy documents and the member's agreements.
 *
 * @example
 * const { data: terms } = useQuery(policyQueries.document('service-terms'));
 */
export const policyQueries = {
  all: () => ['policy'] as const,
  list: () =>
    queryOptions({
      queryKey: [...policyQueries.all(), 'list'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/policy/documents', { signal })),
    }),
  document: (agreementKey: string) =>
    queryOptions({
      queryKey: [...policyQueries.all(), 'document', agreementKey] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/policy/documents/{agreementKey}', { params: { path: { agreementKey } }, signal }),
        ),
    }),
  myAgreement: (agreementKey: string) =>
    queryOptions({
      queryKey: [...policyQueries.all(), 'my-agreement', agreementKey] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/policy/documents/{agreementKey}/my-agreement', {
            params: { path: { agreementKey } },
            signal,
          }),
        ),
    }),
};

/**
 * Agreeing to (or withdrawing from) a policy document (`/policy/{agreementKey}/my-agreement?mode=agree`).
 * It resolves only once the member's agreement is reloaded: the status it shows next is read
 * from that query, and before it lands a withdrawn agreement would still say 동의함 with
 * 동의 철회하기 ready to press again.
 *
 * @example
 * useMutation(policyMutations.updateMyAgreement()).mutate({ agreementKey: 'marketing', agreedYn: 'Y' });
 */
export const policyMutations = {
  updateMyAgreement: () =>
    mutationOptions({
      mutationKey: [...policyQueries.all(), 'my-agreement', 'update'],
      mutationFn: ({ agreementKey, agreedYn }: { agreementKey: string; agreedYn: 'Y' | 'N' }, { client }) =>
        dataOf(
          jogakClientOf(client).PUT('/main/v1/policy/documents/{agreementKey}/my-agreement', {
            params: { path: { agreementKey } },
            body: { agreedYn },
          }),
        ),
      onSuccess: (_data, { agreementKey }, _result, { client }) =>
        client.invalidateQueries({ queryKey: policyQueries.myAgreement(agreementKey).queryKey }),
    }),
};
