import { linkAllianceAccount, newAccountNo, openAccount } from '../model/accounts';
import { badRequest } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Member } from '../model/types';
import { storeOf } from '../handlers/secrets';

const tmpCustomersOf = (state: SandboxState) => storeOf<string>(state, 'partner-tmp-customers');

/**
 * The temporary non-face-to-face customer number (spec section 3) of an account opening in
 * progress: `given` when it is this member's, otherwise a new one. `issued` says whether it is
 * new, i.e. whether the page must report it to the app (`account-tmp`).
 *
 * @example
 * tmpCustomerNoFor(state, 'demo-kakao', null); // { tmpCustNo: 'TMP00000001', issued: true }
 * tmpCustomerNoFor(state, 'demo-kakao', 'TMP00000001'); // { tmpCustNo: 'TMP00000001', issued: false }
 */
export function tmpCustomerNoFor(state: SandboxState, memberId: string, given: string | null): { tmpCustNo: string; issued: boolean } {
  const customers = tmpCustomersOf(state);
  if (given && customers.get(given) === memberId) return { tmpCustNo: given, issued: false };
  const tmpCustNo = `TMP${String(customers.size + 1).padStart(8, '0')}`;
  customers.set(tmpCustNo, memberId);
  return { tmpCustNo, issued: true };
}

/**
 * Completes the partner's non-face-to-face account opening: the member keeps the account number
 * it has (an account opened earlier but never linked) or gets a new one, holds an account, and
 * the account is linked to Jogak (101 and 102 become 200), as the app assumes after
 * `account-complete`. The temporary customer number is used up.
 *
 * @example
 * completeAccountOpening(state, 'demo-account-open', 'TMP00000001'); // '7020100001'
 */
export function completeAccountOpening(state: SandboxState, memberId: string, tmpCustNo: string): string {
  const member = state.member(memberId);
  if (member.individualCorpCode !== 'INDIVIDUAL') throw badRequest('BAD_REQUEST', '개인 회원만 비대면 계좌를 개설할 수 있어요.');
  const customers = tmpCustomersOf(state);
  if (customers.get(tmpCustNo) !== memberId) throw badRequest('BAD_REQUEST', '임시 고객번호를 확인할 수 없어요. 처음부터 다시 진행해주세요.');
  const accountNo = member.accountNo || newAccountNo(state.context);
  openAccount(state.context, memberId, accountNo);
  member.accountNo = accountNo;
  // Opened and linked in one go: "needs account opening" (101) skips "needs linking" (102).
  if (member.userType === '101') member.userType = '102';
  linkAllianceAccount(member);
  customers.delete(tmpCustNo);
  return accountNo;
}

/**
 * Why a corporate member's branch account cannot be linked through the partner page, or null.
 *
 * @example
 * corporateLinkProblem(state.member('demo-general'), ''); // '법인 회원만 계좌를 연동할 수 있어요.'
 */
export function corporateLinkProblem(member: Member, acctNo: string): string | null {
  if (member.individualCorpCode === 'INDIVIDUAL') return '법인 회원만 계좌를 연동할 수 있어요.';
  if (!member.accountNo) return '지점에서 개설한 법인 계좌가 없어요. 가까운 지점에서 계좌를 먼저 개설해주세요.';
  if (acctNo !== '' && acctNo !== member.accountNo) return '계좌 정보가 일치하지 않아요. 앱에서 다시 시도해주세요.';
  return null;
}

/**
 * Links a corporate member's branch account to Jogak, so member info and
 * `POST /main/v1/account/after_alliance_account` agree with the app afterwards.
 *
 * @example
 * linkCorporateAccount(state, 'demo-corp-link', '7010166601'); // '7010166601'
 */
export function linkCorporateAccount(state: SandboxState, memberId: string, acctNo: string): string {
  const member = state.member(memberId);
  const problem = corporateLinkProblem(member, acctNo);
  if (problem) throw badRequest('BAD_REQUEST', problem);
  linkAllianceAccount(member);
  return member.accountNo;
}
