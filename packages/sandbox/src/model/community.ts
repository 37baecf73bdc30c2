import { assertCanTransact, requireAccount, requireMember } from './accounts';
import { DateTime } from 'luxon';
import { SEOUL } from './clock';
import { nextId, nowIso, nowOf, type SandboxContext } from './context';
import { badRequest, notFound } from './errors';
import type { MemberNotification, Qna, Vote } from './types';

/** Where a vote stands on the clock. */
export type VoteStatus = 'UPCOMING' | 'OPEN' | 'CLOSED';

/**
 * A vote's status on the clock.
 *
 * @example
 * voteStatus(ctx, vote); // 'OPEN'
 */
export function voteStatus(ctx: SandboxContext, vote: Vote): VoteStatus {
  const now = nowOf(ctx);
  if (now < DateTime.fromISO(vote.beginAt, { zone: SEOUL })) return 'UPCOMING';
  if (now <= DateTime.fromISO(vote.endAt, { zone: SEOUL }).endOf('day')) return 'OPEN';
  return 'CLOSED';
}

/**
 * Units cast per option.
 *
 * @example
 * voteTally(vote); // { '1': 20000, '2': 0, '3': 0 }
 */
export function voteTally(vote: Vote): Record<string, number> {
  const tally: Record<string, number> = Object.fromEntries(vote.options.map((option) => [option.optionId, 0]));
  for (const ballot of vote.ballots.values()) tally[ballot.optionId] = (tally[ballot.optionId] ?? 0) + ballot.quantity;
  return tally;
}

/**
 * A vote by id, or a 404.
 *
 * @example
 * requireVote(ctx, '1').stockCd; // 'JG0001'
 */
export function requireVote(ctx: SandboxContext, voteId: string): Vote {
  const vote = ctx.data.votes.find((item) => item.voteId === voteId);
  if (!vote) throw notFound('투표를 찾을 수 없어요.');
  return vote;
}

/**
 * Cast a member's ballot, weighted by the units held; a ballot cannot be changed.
 *
 * @example
 * castVote(ctx, 'demo-general', '1', '1').quantity; // 120
 */
export function castVote(ctx: SandboxContext, memberId: string, voteId: string, optionId: string): { optionId: string; quantity: number; votedAt: string } {
  const member = requireMember(ctx, memberId);
  assertCanTransact(member);
  const vote = requireVote(ctx, voteId);
  const status = voteStatus(ctx, vote);
  if (status !== 'OPEN') throw badRequest(status === 'UPCOMING' ? 'VOTE_NOT_STARTED' : 'VOTE_CLOSED', status === 'UPCOMING' ? '아직 투표 기간이 아니에요.' : '투표가 종료되었어요.');
  if (!vote.options.some((option) => option.optionId === optionId)) throw badRequest('VOTE_INVALID_OPTION', '선택지를 다시 확인해주세요.');
  if (vote.ballots.has(memberId)) throw badRequest('VOTE_ALREADY_CAST', '이미 투표에 참여했어요.');
  const quantity = requireAccount(ctx, memberId).holdings.get(vote.stockCd)?.quantity ?? 0;
  if (quantity <= 0) throw badRequest('VOTE_NOT_HOLDER', '투표 대상 종목을 보유한 회원만 투표할 수 있어요.');
  const ballot = { optionId, quantity, votedAt: nowIso(ctx) };
  vote.ballots.set(memberId, ballot);
  return ballot;
}

/**
 * Write a new 1:1 inquiry.
 *
 * @example
 * createQna(ctx, 'demo-general', { category: '거래', title: '문의', content: '내용' }).answer; // null
 */
export function createQna(ctx: SandboxContext, memberId: string, input: { category: string; title: string; content: string }): Qna {
  requireMember(ctx, memberId);
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title) throw badRequest('QNA_TITLE_EMPTY', '문의 제목을 입력해주세요.');
  if (!content) throw badRequest('QNA_CONTENT_EMPTY', '문의 내용을 입력해주세요.');
  const qna: Qna = { id: nextId(ctx, 'qna'), memberId, category: input.category || '기타', title: title.slice(0, 100), content: content.slice(0, 2_000), createdAt: nowIso(ctx), answer: null, answeredAt: null };
  ctx.data.qnas.unshift(qna);
  return qna;
}

/**
 * A member's own inquiry, or a 404 (someone else's inquiry is not revealed).
 *
 * @example
 * requireOwnQna(ctx, 'demo-general', '1').title; // '청약 증거금은 언제 돌려받나요?'
 */
export function requireOwnQna(ctx: SandboxContext, memberId: string, qnaId: string): Qna {
  const qna = ctx.data.qnas.find((item) => item.id === qnaId && item.memberId === memberId);
  if (!qna) throw notFound('문의를 찾을 수 없어요.');
  return qna;
}

/**
 * Change an unanswered inquiry.
 *
 * @example
 * updateQna(ctx, 'demo-general', '2', { title: '체결 문의' }).title; // '체결 문의'
 */
export function updateQna(ctx: SandboxContext, memberId: string, qnaId: string, input: { category?: string; title?: string; content?: string }): Qna {
  const qna = requireOwnQna(ctx, memberId, qnaId);
  if (qna.answer !== null) throw badRequest('QNA_ANSWERED', '답변이 완료된 문의는 수정할 수 없어요.');
  if (input.title !== undefined && !input.title.trim()) throw badRequest('QNA_TITLE_EMPTY', '문의 제목을 입력해주세요.');
  if (input.content !== undefined && !input.content.trim()) throw badRequest('QNA_CONTENT_EMPTY', '문의 내용을 입력해주세요.');
  if (input.category) qna.category = input.category;
  if (input.title !== undefined) qna.title = input.title.trim().slice(0, 100);
  if (input.content !== undefined) qna.content = input.content.trim().slice(0, 2_000);
  return qna;
}

/**
 * Delete a member's inquiry.
 *
 * @example
 * deleteQna(ctx, 'demo-general', '2');
 */
export function deleteQna(ctx: SandboxContext, memberId: string, qnaId: string): void {
  const qna = requireOwnQna(ctx, memberId, qnaId);
  ctx.data.qnas = ctx.data.qnas.filter((item) => item !== qna);
}

/**
 * Mark one of a member's notifications as checked.
 *
 * @example
 * checkNotification(ctx, 'demo-general', '1').checked; // true
 */
export function checkNotification(ctx: SandboxContext, memberId: string, id: string): MemberNotification {
  const notification = ctx.data.notifications.find((item) => item.id === id && item.memberId === memberId);
  if (!notification) throw notFound('알림을 찾을 수 없어요.');
  notification.checked = true;
  return notification;
}

/**
 * Mark all of a member's notifications as checked; returns how many changed.
 *
 * @example
 * checkAllNotifications(ctx, 'demo-general'); // 2
 */
export function checkAllNotifications(ctx: SandboxContext, memberId: string): number {
  let changed = 0;
  for (const notification of ctx.data.notifications) {
    if (notification.memberId === memberId && !notification.checked) {
      notification.checked = true;
      changed += 1;
    }
  }
  return changed;
}
