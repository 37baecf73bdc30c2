// The catalogue's codes without its copy: what code that only checks or names a code needs (a
// server's refusal, a gate), so it does not bring every dialog's text with it (issue #18).

/** Every dialog code of spec §8, in its order. */
export const DIALOG_CODES = [
  'NOT_MOBILE_AUTH_COMPLETE',
  'NOT_MATCH_AUTH_NUMBER',
  'CAN_NOT_REGISTER',
  'CORP_SIGN_UP_NEEDED',
  'CORP_SIGN_UP_WAITING',
  'CORP_SIGN_UP_EXIST',
  'WITHDRAW_PASSWORD_EMPTY',
  'WITHDRAW_PASSWORD_WRONG',
  'WITHDRAW_EXCEED_AMOUNT',
  'WITHDRAW_AMOUNT_5000',
  'SUBSCRIPTION_NONE_AMOUNT',
  'SUBSCRIPTION_OVER_AMOUNT',
  'SUBSCRIPTION_OVER_DATE',
  'SUBSCRIPTION_ALREADY_OWN',
  'SUBSCRIPTION_IMPOSSIBLE_TIME',
  'SUBSCRIPTION_IMPOSSIBLE_DAY_OFF',
  'SUBSCRIPTION_IMPOSSIBLE_SET',
  'SUBSCRIPTION_PROPENSITY',
  'SUBSCRIPTION_LOGIN',
  'SUBSCRIPTION_ADD',
  'INSUFFICIENT_FUND',
  'INSUFFICIENT_FUND_OVER_AMT',
  'OVER_DEAL_SPIN_RATE_1',
  'OVER_DEAL_SPIN_RATE_2',
  'OVER_MAX_QUOTE_1',
  'OVER_MAX_QUOTE_2',
  'OVER_UPPER_PRICE',
  'UNDER_LOWER_PRICE',
  'NO_INPUT_PRICE_COUNT',
  'OVER_INPUT_POSSIBLE_COUNT',
  'INVEST_INFORM_TIMES',
  'INVEST_INFORM_REG_AGAIN',
  'INVEST_QUAL_ERROR',
  'INVEST_ALREADY_PRO',
  'INVEST_ALREADY_GENERAL',
  'INVEST_ALREADY_APPLY',
  'INVEST_CHANGE_ERROR',
  'CLOSE_MEMBER_UNABLE',
  'INVALID_VERSION',
  'NEED_LOG_IN',
  'NEED_SIGN_UP',
  'NEED_ACCOUNT_OPEN',
  'NEED_ACCOUNT_LINK',
  'NEED_KAKAO_REGISTER',
  'ENTER_VOTE_WITHOUT_CERT',
  'ERROR_COMMON',
] as const;

/**
 * The confirmation dialogs of spec §8, plus the network-change dialog of §4 and the sign-up
 * cancel and already-member dialogs of §2.
 */
export const CONFIRM_DIALOG_CODES = [
  'CONFIRM_CANCEL_SUBSCRIPTION',
  'CONFIRM_CANCEL_ALL_UNFILLED_ORDERS',
  'CONFIRM_LOGOUT',
  'CONFIRM_DELETE_QNA',
  'CONFIRM_CHANGE_EMAIL',
  'CONFIRM_CHANGE_MEMBER_INFO',
  'CONFIRM_VOTE_SUBMIT',
  'CONFIRM_LEAVE_INVESTOR_PROFILE',
  'CONFIRM_CANCEL_SIGN_UP',
  'ALREADY_MEMBER',
  'NETWORK_CHANGED',
] as const;

/** A dialog code of spec §8. */
export type DialogCode = (typeof DIALOG_CODES)[number];
/** A confirmation dialog code. */
export type ConfirmDialogCode = (typeof CONFIRM_DIALOG_CODES)[number];
/** Any code the catalogue (`dialogDefinition`) knows. */
export type CatalogueCode = DialogCode | ConfirmDialogCode;

/**
 * Whether a string is a code of the catalogue (for codes that arrive from the server or a query).
 *
 * @example
 * isCatalogueCode('ERROR_COMMON') // true
 * isCatalogueCode('NOPE') // false
 */
export function isCatalogueCode(value: unknown): value is CatalogueCode {
  return (
    typeof value === 'string' &&
    ((DIALOG_CODES as readonly string[]).includes(value) || (CONFIRM_DIALOG_CODES as readonly string[]).includes(value))
  );
}
