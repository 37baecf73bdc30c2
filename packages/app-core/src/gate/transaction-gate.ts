import { accountFlowPurpose } from '../partner/partner-web-view-url';
import type { RouteTarget } from '../routes/route-target';
import { isCorporate, type User } from '../user/user';

/** The outcome of the transaction gate (spec §4). */
export type TransactionGate =
  | 'SIGN_UP_NEEDED'
  | 'LOGIN_NEEDED'
  | 'ACCOUNT_OPEN_NEEDED'
  | 'KAKAO_REGISTER_NEEDED'
  | 'ACCOUNT_LINK_NEEDED'
  | 'SUCCESS';

/** The user fields the gate reads. */
export type GateUser = Pick<User, 'userType' | 'investPersonUniqueNo' | 'allianceAccountNoRegisterYn'>;

/**
 * Whether a user may subscribe, order or vote (spec §4), exactly as written: type 100 or 900
 * without investPersonUniqueNo needs sign-up; otherwise 100 needs login, 101 account opening,
 * 102 kakao registration, 103 login; any other type succeeds when an alliance account is linked
 * and needs an account link otherwise.
 *
 * @example
 * transactionGate({ userType: '200', investPersonUniqueNo: 'P1', allianceAccountNoRegisterYn: 'Y' }) // 'SUCCESS'
 * transactionGate({ userType: '900', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' }) // 'SIGN_UP_NEEDED'
 */
export function transactionGate(user: GateUser): TransactionGate {
  if ((user.userType === '100' || user.userType === '900') && !user.investPersonUniqueNo) return 'SIGN_UP_NEEDED';
  switch (user.userType) {
    case '100':
    case '103':
      return 'LOGIN_NEEDED';
    case '101':
      return 'ACCOUNT_OPEN_NEEDED';
    case '102':
      return 'KAKAO_REGISTER_NEEDED';
    default:
      return user.allianceAccountNoRegisterYn === 'Y' ? 'SUCCESS' : 'ACCOUNT_LINK_NEEDED';
  }
}

/**
 * Logged-in users (200/000) with a linked alliance account count as account-linked (spec §4).
 *
 * @example
 * isAccountLinked({ userType: '000', allianceAccountNoRegisterYn: 'Y' }) // true
 * isAccountLinked({ userType: '103', allianceAccountNoRegisterYn: 'Y' }) // false
 */
export function isAccountLinked(user: Pick<User, 'userType' | 'allianceAccountNoRegisterYn'>): boolean {
  return (user.userType === '200' || user.userType === '000') && user.allianceAccountNoRegisterYn === 'Y';
}

/** The catalogue dialog that explains a blocked gate. */
export type GateDialogCode =
  | 'NEED_SIGN_UP'
  | 'NEED_LOG_IN'
  | 'NEED_ACCOUNT_OPEN'
  | 'NEED_KAKAO_REGISTER'
  | 'NEED_ACCOUNT_LINK';

const GATE_DIALOGS: Record<Exclude<TransactionGate, 'SUCCESS'>, GateDialogCode> = {
  SIGN_UP_NEEDED: 'NEED_SIGN_UP',
  LOGIN_NEEDED: 'NEED_LOG_IN',
  ACCOUNT_OPEN_NEEDED: 'NEED_ACCOUNT_OPEN',
  KAKAO_REGISTER_NEEDED: 'NEED_KAKAO_REGISTER',
  ACCOUNT_LINK_NEEDED: 'NEED_ACCOUNT_LINK',
};

/**
 * The dialog code to show for a gate outcome; `null` when the gate lets the user through.
 *
 * @example
 * gateDialogCode('ACCOUNT_LINK_NEEDED') // 'NEED_ACCOUNT_LINK'
 * gateDialogCode('SUCCESS') // null
 */
export function gateDialogCode(gate: TransactionGate): GateDialogCode | null {
  return gate === 'SUCCESS' ? null : GATE_DIALOGS[gate];
}

const GATE_DIALOG_CODES: ReadonlySet<string> = new Set(Object.values(GATE_DIALOGS));

/**
 * Whether a server's error code is one of the gate's dialogs: the server refuses a transaction
 * with it when the app's user store was out of date (a link ended on another device), and the
 * member confirming it goes where the app's own gate leads (`gateNextStep`).
 *
 * @example
 * if (isGateDialogCode(error.code) && (await openDialog(dialogDefinition(error.code)))) onGate(error.code);
 */
export function isGateDialogCode(code: string): code is GateDialogCode {
  return GATE_DIALOG_CODES.has(code);
}

/** Where a confirmed gate dialog leads: a screen of the app, or the partner's account web view. */
export type GateNextStep =
  | { readonly type: 'navigate'; readonly target: RouteTarget }
  | { readonly type: 'partner-web-view'; readonly purpose: 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK' };

/**
 * The next step after the member confirms a gate dialog (spec §4, §6). Login carries the page the
 * member was on (`from`, path and query), so they return to it once signed in; sign-up is its own
 * screen. An individual who still needs an account (101) goes through KYC first, as at start-up;
 * a corporation's account, opened at a branch, is linked in the partner's web view, as is every
 * other account step (102, a missing link).
 *
 * @example
 * gateNextStep('NEED_LOG_IN', { individualCorpCode: '', from: '/market/JG0001' })
 * // { type: 'navigate', target: { route: '/auth/login', search: { redirect: '/market/JG0001' } } }
 * gateNextStep('NEED_ACCOUNT_OPEN', { individualCorpCode: 'INDIVIDUAL', from: '/assets' })
 * // { type: 'navigate', target: { route: '/kyc' } }
 */
export function gateNextStep(code: GateDialogCode, { individualCorpCode, from }: { individualCorpCode: string; from: string }): GateNextStep {
  switch (code) {
    case 'NEED_LOG_IN':
      return { type: 'navigate', target: { route: '/auth/login', search: { redirect: from } } };
    case 'NEED_SIGN_UP':
      return { type: 'navigate', target: { route: '/auth/sign-up' } };
    case 'NEED_ACCOUNT_OPEN':
      if (!isCorporate(individualCorpCode)) return { type: 'navigate', target: { route: '/kyc' } };
      return { type: 'partner-web-view', purpose: accountFlowPurpose(individualCorpCode) };
    default:
      return { type: 'partner-web-view', purpose: accountFlowPurpose(individualCorpCode) };
  }
}
