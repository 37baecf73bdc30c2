import { SUBSCRIPTION_TRANSACTION_TYPES, type SubscriptionTransactionType } from '@jogak/domain-rules';
// Intl only: the partner web view opens from the first screen, where luxon must not load.
import { seoulClockText, seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import type { PartnerWebViewPurpose } from '../start-up/start-up';
import { isCorporate } from '../user/user';

/** The transaction types of an apply password page (business code 01). */
export type ApplyTransactionType = 'FRAC_APPLY' | 'STO_APPLY';
/** The transaction types of a cancel password page (business code 02). */
export type CancelTransactionType = 'FRAC_CANCEL' | 'STO_CANCEL';

/** The subscription order a password page confirms (spec §7's password parameters). */
export interface SubscriptionPasswordOrder<Type extends SubscriptionTransactionType = SubscriptionTransactionType> {
  /** `trans_tp`: FRAC (fractional share) or STO (security token), apply or cancel. */
  readonly transactionType: Type;
  /** `gds_cd`: the partner's product code of the offering. */
  readonly productCode: string;
  /** `apply_amt`: the amount applied for or cancelled, in won. */
  readonly amount: number;
  /** `apply_qty`: the number of units. */
  readonly quantity: number;
}

/**
 * Why the app opens a partner web view (spec §4's four purposes) and what the purpose needs
 * beyond the member: a password page names its order, and the subscription the apply page
 * returns to when the token expires. `signal` is the asking screen's life: once it aborts (the
 * member left that screen while the token was on its way) the page is not opened, nothing is
 * stored and nothing is said.
 */
export type PartnerWebViewOpening = { readonly signal?: AbortSignal } & (
  | { readonly purpose: 'CREATE_ACCOUNT' }
  | { readonly purpose: 'CORP_ACCOUNT_LINK' }
  | {
      readonly purpose: 'PASSWORD_APPLY';
      readonly subscriptionId: string;
      readonly order: SubscriptionPasswordOrder<ApplyTransactionType>;
    }
  | {
      readonly purpose: 'PASSWORD_CANCEL';
      readonly subscriptionId?: string;
      readonly order: SubscriptionPasswordOrder<CancelTransactionType>;
    }
);

/** Everything a partner web-view URL is made of. */
export interface PartnerWebViewUrlInput {
  /** Where the partner's pages live (spec §9: a development host), without a trailing slash. */
  readonly host: string;
  /** The account-agency token of `POST /main/v1/account/agency/auth/token`. */
  readonly token: string;
  readonly opening: PartnerWebViewOpening;
  /** `acct_no` of the link and password pages: the member's account number. */
  readonly accountNo: string;
  /** `tmp_cust_no` of the account page: what an unfinished opening left (`account-tmp`). */
  readonly tmpCustNo: string | null;
  /** When the page opens: the date and time in a password page's `trans_no`. */
  readonly at: Date;
}

/** The page of each purpose under the host (the sandbox's partner pages answer the same paths). */
const PAGE_PATHS: Readonly<Record<PartnerWebViewPurpose, string>> = {
  CREATE_ACCOUNT: '/account/new',
  CORP_ACCOUNT_LINK: '/account/corp-link',
  PASSWORD_APPLY: '/account/password',
  PASSWORD_CANCEL: '/account/password',
};

/**
 * The `trans_no` of a password page (spec §7: "built from the date, the account number, the
 * business code and the time"): the Seoul date `yyyyMMdd`, the account number's digits, the
 * business code (`01` apply, `02` cancel) and the Seoul time `HHmmss`, with no separators. Only
 * digits, so the partner can read it back by position: 8 digits of date, the account, 2 of code,
 * 6 of time. Seoul time, not UTC: the partner's business day is Korea's.
 *
 * @example
 * transactionNumber(new Date('2025-02-28T15:30:15Z'), '270-01-123456', 'FRAC_APPLY');
 * // '202503012700112345601003015': 20250301 · 27001123456 · 01 · 003015 (Seoul is already 1 March)
 */
export function transactionNumber(at: Date, accountNo: string, transactionType: SubscriptionTransactionType): string {
  const businessCode = SUBSCRIPTION_TRANSACTION_TYPES[transactionType];
  const date = seoulDateText(at, '');
  const time = seoulClockText(at);
  if (date === null || time === null) throw new RangeError(`거래번호를 만들 수 없는 시각이에요: ${String(at)}`);
  return `${date}${accountNo.replace(/\D/g, '')}${businessCode}${time}`;
}

function queryOf({ token, opening, accountNo, tmpCustNo, at }: PartnerWebViewUrlInput): URLSearchParams {
  const query = new URLSearchParams({ token });
  switch (opening.purpose) {
    case 'CREATE_ACCOUNT':
      if (tmpCustNo) query.set('tmp_cust_no', tmpCustNo);
      return query;
    case 'CORP_ACCOUNT_LINK':
      query.set('acct_no', accountNo);
      return query;
    case 'PASSWORD_APPLY':
    case 'PASSWORD_CANCEL': {
      const { transactionType, productCode, amount, quantity } = opening.order;
      query.set('trans_tp', transactionType);
      query.set('gds_cd', productCode);
      query.set('acct_no', accountNo);
      query.set('apply_amt', String(amount));
      query.set('trans_no', transactionNumber(at, accountNo, transactionType));
      query.set('apply_qty', String(quantity));
      return query;
    }
  }
}

/**
 * The partner web-view URL of spec §7 for each purpose of spec §4, with every parameter:
 * new account (`token`, `tmp_cust_no` when an opening was left unfinished), corporate account
 * link (`token`, `acct_no`), password for apply or cancel (`token`, `trans_tp`, `gds_cd`,
 * `acct_no`, `apply_amt`, `trans_no` (see {@link transactionNumber}), `apply_qty`). Values are
 * URL-encoded, the token included.
 *
 * @example
 * partnerWebViewUrl({ host: 'https://partner.dev', token: 't0k', opening: { purpose: 'CREATE_ACCOUNT' }, accountNo: '', tmpCustNo: 'T1', at });
 * // 'https://partner.dev/account/new?token=t0k&tmp_cust_no=T1'
 * partnerWebViewUrl({
 *   host: 'https://partner.dev', token: 't0k', accountNo: '7010125901', tmpCustNo: null, at: new Date('2025-03-04T00:30:15Z'),
 *   opening: { purpose: 'PASSWORD_APPLY', subscriptionId: '3', order: { transactionType: 'FRAC_APPLY', productCode: 'KR5001', amount: 50000, quantity: 10 } },
 * });
 * // 'https://partner.dev/account/password?token=t0k&trans_tp=FRAC_APPLY&gds_cd=KR5001&acct_no=7010125901&apply_amt=50000&trans_no=20250304701012590101093015&apply_qty=10'
 */
export function partnerWebViewUrl(input: PartnerWebViewUrlInput): string {
  return `${input.host}${PAGE_PATHS[input.opening.purpose]}?${queryOf(input).toString()}`;
}

/**
 * The account web view a member is sent back to (start-up's type 102, a closed or expired
 * account page, a failed link): account opening for individuals, the account link for corporates.
 *
 * @example
 * accountFlowPurpose('INDIVIDUAL'); // 'CREATE_ACCOUNT'
 * accountFlowPurpose('GENERAL_CORPORATION'); // 'CORP_ACCOUNT_LINK'
 */
export function accountFlowPurpose(individualCorpCode: string | null | undefined): 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK' {
  return isCorporate(individualCorpCode) ? 'CORP_ACCOUNT_LINK' : 'CREATE_ACCOUNT';
}
