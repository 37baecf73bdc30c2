import { SUBSCRIPTION_TRANSACTION_TYPES, type SubscriptionTransactionType } from '@jogak/domain-rules';
import { storeOf } from '../handlers/secrets';
import { badRequest } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Member, Offering, Subscription } from '../model/types';

/** Spec §5's wrong-password message, as the partner's page says it. */
export const WRONG_PASSWORD_MESSAGE = '잘못된 비밀번호에요';

/**
 * The refusal of a `trans_no` the member already confirmed: spec §7 builds it from the date, the
 * account, the business code and the time, so it names one transaction, and a repeat (a second
 * Enter, a reloaded page) must not apply or cancel twice.
 */
export const TRANS_NO_USED_MESSAGE = '이미 처리된 거래번호(trans_no)예요. 앱에서 처음부터 다시 진행해주세요.';

/** Each member's confirmed `trans_no`s, kept until the sandbox is reset. */
function confirmedTransNos(state: SandboxState, memberId: string): Set<string> {
  const store = storeOf<Set<string>>(state, 'partner-trans-nos');
  let confirmed = store.get(memberId);
  if (!confirmed) {
    confirmed = new Set();
    store.set(memberId, confirmed);
  }
  return confirmed;
}

/** The order a password page confirms: spec §7's parameters, read and checked. */
export interface PasswordOrder {
  transactionType: SubscriptionTransactionType;
  offering: Offering;
  accountNo: string;
  quantity: number;
  amount: number;
  transNo: string;
}

/** The raw parameters, from the page's query (`trans_tp`…) or its POST body (`transTp`…). */
export interface PasswordOrderInput {
  transTp: string;
  gdsCd: string;
  acctNo: string;
  applyAmt: string;
  applyQty: string;
  transNo: string;
}

const isApply = (type: SubscriptionTransactionType) => type === 'FRAC_APPLY' || type === 'STO_APPLY';

function transactionTypeOf(value: string): SubscriptionTransactionType {
  if (!Object.hasOwn(SUBSCRIPTION_TRANSACTION_TYPES, value)) throw badRequest('BAD_REQUEST', '거래 구분(trans_tp)을 확인할 수 없어요.');
  return value as SubscriptionTransactionType;
}

function wholeOf(value: string, name: string): number {
  const number = /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number <= 0) throw badRequest('BAD_REQUEST', `${name}을 확인할 수 없어요.`);
  return number;
}

/**
 * Checks `trans_no` by position (app-core's `transactionNumber`): 8 digits of a Seoul date, the
 * account's digits, the business code of `trans_tp`, 6 digits of a time. The date and time are
 * the phone's; only their shape is checked, as the phone's clock is not the partner's.
 */
function checkTransNo(transNo: string, accountNo: string, type: SubscriptionTransactionType): void {
  const digits = accountNo.replace(/\D/g, '');
  const code = SUBSCRIPTION_TRANSACTION_TYPES[type];
  const match = new RegExp(`^(\\d{4})(\\d{2})(\\d{2})${digits}${code}([01]\\d|2[0-3])[0-5]\\d[0-5]\\d$`).exec(transNo);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) throw badRequest('BAD_REQUEST', '거래번호(trans_no)가 올바르지 않아요.');
}

/**
 * Reads and checks a password page's order for a member: the account is the member's, the
 * product is an offering, the amount is its price times the quantity, and `trans_no` has the
 * app's shape and is not one the member already confirmed (TRANS_NO_USED). A cancel must name
 * the member's whole application.
 *
 * @example
 * passwordOrder(state, member, { transTp: 'FRAC_APPLY', gdsCd: 'JG0008', acctNo: '7010125901', applyAmt: '50000', applyQty: '10', transNo: '20250304701012590101100000' });
 */
export function passwordOrder(state: SandboxState, member: Member, input: PasswordOrderInput): PasswordOrder {
  const transactionType = transactionTypeOf(input.transTp);
  const account = state.data.accounts.get(member.id);
  if (!account || account.accountNo !== input.acctNo) throw badRequest('BAD_REQUEST', '회원의 계좌번호(acct_no)가 아니에요.');
  const offering = state.data.offerings.find((item) => item.stockCd === input.gdsCd);
  if (!offering) throw badRequest('BAD_REQUEST', '상품 코드(gds_cd)에 맞는 공모가 없어요.');
  const quantity = wholeOf(input.applyQty, '수량(apply_qty)');
  const amount = wholeOf(input.applyAmt, '금액(apply_amt)');
  if (amount !== quantity * offering.scrPrice) throw badRequest('BAD_REQUEST', '금액(apply_amt)이 공모가 × 수량과 달라요.');
  checkTransNo(input.transNo, input.acctNo, transactionType);
  if (confirmedTransNos(state, member.id).has(input.transNo)) throw badRequest('TRANS_NO_USED', TRANS_NO_USED_MESSAGE);
  if (!isApply(transactionType)) {
    const own = state.data.subscriptions.find((sub) => sub.memberId === member.id && sub.offeringId === offering.id && sub.status === 'APPLIED');
    if (!own) throw badRequest('SUBSCRIPTION_NOT_FOUND', '취소할 청약이 없어요.');
    if (own.quantity !== quantity) throw badRequest('BAD_REQUEST', '취소 수량(apply_qty)이 청약 수량과 달라요.');
  }
  return { transactionType, offering, accountNo: input.acctNo, quantity, amount, transNo: input.transNo };
}

/**
 * Confirms an order with the account password: a wrong password is refused (spec §5's
 * 잘못된 비밀번호에요), an apply adds to the member's application (the sandbox's subscription
 * rules: hours, holidays, limits, funds), a cancel cancels it. The order's `trans_no` is then
 * remembered as confirmed, so `passwordOrder` refuses it from then on; a refused order leaves it
 * free.
 *
 * @example
 * confirmPasswordOrder(state, 'demo-income', order, '1234').status; // 'APPLIED'
 */
export function confirmPasswordOrder(state: SandboxState, memberId: string, order: PasswordOrder, password: string): Subscription {
  const account = state.data.accounts.get(memberId);
  if (!account || account.password !== password) throw badRequest('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
  const subscription = isApply(order.transactionType)
    ? state.applySubscription(memberId, order.offering.id, order.quantity, true)
    : state.cancelSubscription(memberId, order.offering.id);
  confirmedTransNos(state, memberId).add(order.transNo);
  return subscription;
}

/** The words a page uses for a transaction type. */
export function transactionLabel(type: SubscriptionTransactionType): string {
  return isApply(type) ? '청약 신청' : '청약 취소';
}
