import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

type Schemas = components['schemas'];
export type MemberInfoParams = NonNullable<operations['getMemberInfo']['parameters']['query']>;

/**
 * Query options for the member: information, investor information, a business number's
 * corporate sign-up state.
 *
 * @example
 * const { data: member } = useQuery(memberQueries.info({ media: 'ANDROID' }));
 */
export const memberQueries = {
  all: () => ['member'] as const,
  info: (params: MemberInfoParams = {}) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'info', params] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/member/info', { params: { query: params }, signal })),
    }),
  moreInfo: () =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'more-info'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/member/more-info', { signal })),
    }),
  /** The four account-closing conditions of spec §9, each met or not (`closable` when all are). */
  closeConditions: () =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'close-conditions'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/member/close/conditions', { signal })),
    }),
  businessNo: (businessNo: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'business-no', businessNo] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/member/business-no', { params: { query: { businessNo } }, signal })),
    }),
};

const invalidateMember = (client: QueryClient) => client.invalidateQueries({ queryKey: memberQueries.all() });

/**
 * Mutations on the member; on success the member queries refresh, and the mutation resolves only
 * once they are in: what follows a change reads the member's information from its first frame
 * (/my/info after a new e-mail, the corporate facts under the closed 법인 정보 변경 form, the
 * start after a new phone number, the KYC screen around its completion), never the facts before it.
 * The reloads are the member's own calls, with no partner sync behind them.
 *
 * @example
 * useMutation(memberMutations.changeEmail()).mutate('jogak@example.com');
 */
export const memberMutations = {
  /** Whether a verified person is already a member and old enough (spec §5); changes nothing. */
  checkCert: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'cert-check'],
      mutationFn: (body: Schemas['IdentityVerificationResult'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/cert/check', { body })),
    }),
  /** Signs an individual up after identity verification; answers the new member's session. */
  joinWithCertResult: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'cert-result-join'],
      mutationFn: (body: Schemas['JoinRequest'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/cert/result-join', { body })),
      onSuccess: (_data, _body, _result, { client }) => invalidateMember(client),
    }),
  /** Spec §5: whether the member may change to an address; the change accepts only the address last found available. */
  checkEmail: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'email-check'],
      mutationFn: (email: string, { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/info/email/check', { body: { email } })),
    }),
  changeEmail: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'email'],
      mutationFn: (email: string, { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/info/email', { body: { email } })),
      onSuccess: (_data, _email, _result, { client }) => invalidateMember(client),
    }),
  changePin: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'pin'],
      mutationFn: (body: Schemas['PinChangeRequest'], { client }) =>
        dataOf(jogakClientOf(client).PUT('/main/v1/member/pin', { body })),
    }),
  changePhone: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'phone'],
      mutationFn: (body: Schemas['PhoneChangeRequest'], { client }) =>
        dataOf(jogakClientOf(client).PUT('/main/v1/member/info/phone', { body })),
      onSuccess: (_data, _body, _result, { client }) => invalidateMember(client),
    }),
  updateFromCertResult: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'result-update'],
      mutationFn: (body: Schemas['IdentityVerificationResult'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/info/result-update', { body })),
      onSuccess: (_data, _body, _result, { client }) => invalidateMember(client),
    }),
  updateCorpInfo: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'corp-info'],
      mutationFn: (body: Schemas['CorpInfoRequest'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/member/corp/info', { body })),
      onSuccess: (_data, _body, _result, { client }) => invalidateMember(client),
    }),
  submitKyc: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'kyc'],
      mutationFn: (body: Schemas['KycSubmission'], { client }) => dataOf(jogakClientOf(client).POST('/main/v1/member/kyc', { body })),
      onSuccess: (_data, _body, _result, { client }) => invalidateMember(client),
    }),
  /** The friend-share referral's short link (spec §7's util call). */
  shortenUrl: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'short-url'],
      mutationFn: (url: string, { client }) => dataOf(jogakClientOf(client).POST('/main/v1/util/get/short_url', { body: { url } })),
    }),
  close: () =>
    mutationOptions({
      mutationKey: [...memberQueries.all(), 'close'],
      mutationFn: (body: Schemas['CloseMemberRequest'], { client }) =>
        dataOf(jogakClientOf(client).DELETE('/main/v1/member', { body })),
    }),
};
