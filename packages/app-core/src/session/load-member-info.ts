import { memberQueries, type ApiSchema, type JogakClient, type MemberInfoParams } from '@jogak/api-client';
import type { User } from '../user/user';
import { sessionStore } from '../stores/session-store';
import { updateUser, userStore } from '../stores/user-store';
import { contractMedia } from './contract-media';
import { userFromMemberInfo } from './user-from-member-info';

type MemberInfo = ApiSchema<'MemberInfo'>;

export interface MemberInfoQuery {
  /** The member's CI; empty when the device kept none (the session's member is asked). */
  ci: string;
  /** The kind of member signing in; the user store's, else an individual. */
  individualCorpCode?: User['individualCorpCode'] | undefined;
}

/**
 * The member info as this device asks for it (spec §7): the CI, the push token, the contract's
 * media for the shell and the kind of member. `null` when the answer has no member.
 *
 * @example
 * const info = await fetchMemberInfo(client, { ci: member.ci, individualCorpCode: session.individualCorpCode });
 * info?.htsId;
 */
export async function fetchMemberInfo(client: Pick<JogakClient, 'GET'>, query: MemberInfoQuery): Promise<MemberInfo | null> {
  const { data } = await client.GET('/main/v1/member/info', { params: { query: memberInfoParams(query) } });
  return data ?? null;
}

/**
 * Spec §7's member-info query as this device sends it: the CI, the push token, the contract's
 * media for the shell and the kind of member (the user store's, else an individual).
 *
 * @example
 * memberInfoParams({ ci: 'demo-ci-demo-general' });
 * // { ci: 'demo-ci-demo-general', pushToken: '', media: 'ANDROID', individualCorpCode: 'INDIVIDUAL' }
 */
export function memberInfoParams({ ci, individualCorpCode }: MemberInfoQuery): MemberInfoParams {
  return {
    ci,
    pushToken: sessionStore.pushToken,
    media: contractMedia(userStore.media),
    individualCorpCode: individualCorpCode || userStore.individualCorpCode || 'INDIVIDUAL',
  };
}

/**
 * The signed-in member's info as a query (api-client's `memberQueries.info`) with spec §7's query
 * from the stores, for the screens that show it.
 *
 * @example
 * const member = useQuery(memberInfoQuery());
 */
export function memberInfoQuery(): ReturnType<typeof memberQueries.info> {
  return memberQueries.info(memberInfoParams({ ci: userStore.ci }));
}

/**
 * {@link fetchMemberInfo}, then the user store filled from the answer: its fields, then the CI it
 * was asked with. The answer carries the member's identity (`ci`, `name`, `birth`, `phoneNo`; a
 * corporation's founding date and representative phone), so after a restart the store has all the
 * account-agency token asks for. Returns the answer, `null` when it has no member.
 *
 * @example
 * await loadMemberInfo(client, { ci });
 * await loadMemberInfo(client, { ci, individualCorpCode: 'GENERAL_CORPORATION' });
 */
export async function loadMemberInfo(client: Pick<JogakClient, 'GET'>, query: MemberInfoQuery): Promise<MemberInfo | null> {
  const info = await fetchMemberInfo(client, query);
  if (info) updateUser({ ...userFromMemberInfo(info), ...(query.ci ? { ci: query.ci } : {}) });
  return info;
}
