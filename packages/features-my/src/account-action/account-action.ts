import { isCorporate, type PartnerWebViewPurpose, type User } from '@jogak/app-core';

/** The MY page's way to a securities account: which partner web view, and its button. */
export interface AccountAction {
  purpose: Extract<PartnerWebViewPurpose, 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK'>;
  label: '계좌 개설하기' | '계좌 연동하기';
}

/** The user fields the decision reads. */
export type AccountActionUser = Pick<User, 'userType' | 'individualCorpCode' | 'allianceAccountNoRegisterYn'>;

/**
 * Types whose next step is the partner's account web view (spec section 4): 102 is opened there
 * at start-up, and a logged-in 200/000 without an alliance account fails the transaction gate
 * with "account link needed". 101 is not among them: an individual goes through KYC first.
 */
const ACCOUNT_FLOW_TYPES: ReadonlySet<string> = new Set(['102', '200', '000']);

/**
 * The account button /my offers a signed-in member without a linked account: an individual
 * opens an account (`CREATE_ACCOUNT`), a corporation links the account it opened at a branch
 * (`CORP_ACCOUNT_LINK`), the same web views start-up opens for type 102. `null` when there is
 * nothing to do there: a guest, a linked account, or a type whose next step is elsewhere.
 *
 * @example
 * accountActionOf({ userType: '102', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'N' }, true)
 * // { purpose: 'CREATE_ACCOUNT', label: '계좌 개설하기' }
 * accountActionOf({ userType: '200', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'Y' }, true) // null
 */
export function accountActionOf(user: AccountActionUser, loggedIn: boolean): AccountAction | null {
  if (!loggedIn || user.allianceAccountNoRegisterYn === 'Y' || !ACCOUNT_FLOW_TYPES.has(user.userType)) return null;
  return isCorporate(user.individualCorpCode)
    ? { purpose: 'CORP_ACCOUNT_LINK', label: '계좌 연동하기' }
    : { purpose: 'CREATE_ACCOUNT', label: '계좌 개설하기' };
}
