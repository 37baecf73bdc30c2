import type { SandboxState } from '../model/state';
import type { Schemas } from './views';

/**
 * The four account-closing conditions of spec §9 for a member, each met or not: no holdings or
 * cash deposit; no open or partly filled order; no subscription still waiting for allotment (its
 * refund or delivery) or, cancelled, for its 증거금 to come back; no dividend whose payment date
 * is still ahead (an unpaid right).
 * `DELETE /main/v1/member` refuses with CLOSE_MEMBER_UNABLE unless every one is met.
 *
 * @example
 * closeConditions(state, 'demo-general').closable; // false: 김민준 holds three buildings
 */
export function closeConditions(state: SandboxState, memberId: string): Schemas['CloseConditions'] {
  const account = state.data.accounts.get(memberId);
  const now = state.clock.now().toMillis();
  const balance = account !== undefined && (account.cash > 0 || [...account.holdings.values()].some((holding) => holding.quantity > 0));
  const unfilled = [...state.data.orders.values()].some((order) => order.memberId === memberId && (order.status === 'OPEN' || order.status === 'PARTIAL'));
  // A cancelled application still waits for its 증거금 until the overnight settlement pays it back.
  const pending = state.data.subscriptions.some((sub) => sub.memberId === memberId && (sub.status === 'APPLIED' || (sub.status === 'CANCELLED' && !sub.refundPaidAt)));
  const unpaid = account !== undefined && account.dividends.some((dividend) => Date.parse(dividend.payAt) > now);
  const conditions: Schemas['CloseCondition'][] = [
    { condition: 'NO_BALANCE', met: !balance },
    { condition: 'NO_UNFILLED_ORDERS', met: !unfilled },
    { condition: 'NO_PENDING_SUBSCRIPTIONS', met: !pending },
    { condition: 'NO_UNPAID_RIGHTS', met: !unpaid },
  ];
  return { closable: conditions.every((item) => item.met), conditions };
}
