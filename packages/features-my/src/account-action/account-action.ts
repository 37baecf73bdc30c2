import { isCorporate, type PartnerWebViewPurpose, type User } from '@jogak/app-core';

/**
 * The MY page's way to a securities account: a partner web view with its button, or (an
 * individual who still needs one, type 101) the KYC that account opening starts with.
 */
export type AccountAction =
  | { kind: 'partner-web-view'; purpose: Extract<PartnerWebViewPurpose, 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK'>; label: '계좌 개설하기' | '계좌 연동하기' }
  | { kind: 'kyc'; label: '계좌 개설하기' };

/** The user fields the decision reads. */
export type AccountActionUser = Pick<User, 'userType' | 'individualCorpCode' | 'allianceAccountNoRegisterYn'>;

/**
 * Types whose next step is an account (spec section 4): 101 needs one opened (an individual goes
 * through KYC first, as start-up sends them; a corporation links the one it opened at a branch, as
 * the gate's NEED_ACCOUNT_OPEN does), 102 is opened in the partner's web view at start-up, and a
 * logged-in 200/000 without an alliance account fails the transaction gate with "account link needed".
 */
const ACCOUNT_FLOW_TYPES: ReadonlySet<string> = new Set(['101', '102', '200', '000']);

/**
 * The account button /my offers a signed-in member without a linked account: an individual
 * opens an account (`CREATE_ACCOUNT`; at 101 the KYC that comes first, so one who left it can
 * come back to it), a corporation links the account it opened at a branch (`CORP_ACCOUNT_LINK`),
 * the same web views start-up opens for type 102. `null` when there is nothing to do there: a
 * guest, a linked account, or a type whose next step is elsewhere.
 *
 * @example
 * accountActionOf({ userType: '102', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'N' }, true)
 * // { kind: 'partner-web-view', purpose: 'CREATE_ACCOUNT', label: '계좌 개설하기' }
 * accountActionOf({ userType: '101', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'N' }, true)
 * // { kind: 'kyc', label: '계좌 개설하기' }
 * accountActionOf({ userType: '200', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'Y' }, true) // null
 */
export function accountActionOf(user: AccountActionUser, loggedIn: boolean): AccountAction | null {
  if (!loggedIn || user.allianceAccountNoRegisterYn === 'Y' || !ACCOUNT_FLOW_TYPES.has(user.userType)) return null;
  if (isCorporate(user.individualCorpCode)) return { kind: 'partner-web-view', purpose: 'CORP_ACCOUNT_LINK', label: '계좌 연동하기' };
  if (user.userType === '101') return { kind: 'kyc', label: '계좌 개설하기' };
  return { kind: 'partner-web-view', purpose: 'CREATE_ACCOUNT', label: '계좌 개설하기' };
}
