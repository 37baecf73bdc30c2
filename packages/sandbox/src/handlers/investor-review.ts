import { INVESTOR_CLASS_LABELS } from '@jogak/domain-rules';
import { isoSeoul } from '../model/clock';
import { notify } from '../model/context';
import { badRequest } from '../model/errors';
import type { SandboxState } from '../model/state';
import { storeOf } from './secrets';

/** What the partner's back office decides on a pending investor-qualification request. */
export type InvestorReviewDecision = 'APPROVE' | 'REJECT';

interface ReviewedHistoryItem {
  status: 'IN_PROGRESS' | 'APPROVED' | 'REJECTED';
  processedAt: string | null;
}

/**
 * Reviews a member's pending investor-qualification request as the partner's back office would:
 * approval makes the applied class the member's class, rejection keeps the old one; either way
 * the request leaves "in progress", its history row gets the outcome, and the member is notified
 * with a link to /invest-qual-change/success or /fail.
 *
 * @example
 * reviewInvestorChange(state, 'demo-in-progress', 'APPROVE').investorClass; // 'INCOME_QUALIFIED_INVESTOR'
 */
export function reviewInvestorChange(state: SandboxState, memberId: string, decision: InvestorReviewDecision) {
  const member = state.member(memberId);
  const applied = member.pendingInvestorClass;
  if (!applied) throw badRequest('BAD_REQUEST', '심사할 투자자 자격 변경 신청이 없어요.');
  const processedAt = isoSeoul(state.clock.now());
  if (decision === 'APPROVE') member.investorClass = applied;
  member.pendingInvestorClass = null;
  if (member.blockCode === 'A0010') member.blockCode = null;
  const history = storeOf<ReviewedHistoryItem[]>(state, 'investor-history').get(member.id) ?? [];
  const pending = history.find((item) => item.status === 'IN_PROGRESS');
  if (pending) Object.assign(pending, { status: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED', processedAt });
  const label = INVESTOR_CLASS_LABELS[applied];
  if (decision === 'APPROVE') {
    notify(state.context, member.id, 'ACCOUNT', '투자자 자격 변경 완료', `${label} 자격 변경 신청이 승인되었어요.`, '/invest-qual-change/success');
  } else {
    notify(state.context, member.id, 'ACCOUNT', '투자자 자격 변경 반려', `${label} 자격 변경 신청이 반려되었어요.`, '/invest-qual-change/fail');
  }
  return { memberId: member.id, decision, investorClass: member.investorClass, processedAt };
}
