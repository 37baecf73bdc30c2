import { assertCanTransact, requireMember } from './accounts';
import { DateTime } from 'luxon';
import { SEOUL } from './clock';
import { nextId, nowIso, nowOf, type SandboxContext } from './context';
import { badRequest, notFound } from './errors';
import type { Ballot, BoardCategory, MemberNotification, Qna, QnaAttachmentFile, Vote, VoteChoice } from './types';

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
 * Every member's units of a stock now: a vote's `recordHolders` on its record date.
 *
 * @example
 * recordHolders(ctx, 'JG0001').get('demo-general'); // 120
 */
export function recordHolders(ctx: SandboxContext, stockCd: string): Map<string, number> {
  const holders = new Map<string, number>();
  for (const account of ctx.data.accounts.values()) {
    const quantity = account.holdings.get(stockCd)?.quantity ?? 0;
    if (quantity > 0) holders.set(account.memberId, quantity);
  }
  return holders;
}

/**
 * The units a member may vote with: those held on the vote's record date, not today's holding.
 *
 * @example
 * voteWeight(vote, 'demo-general'); // 120
 */
export function voteWeight(vote: Vote, memberId: string): number {
  return vote.recordHolders.get(memberId) ?? 0;
}

/**
 * Cast a member's ballot (one choice per agenda), weighted by the units held on the record date; it cannot be
 * changed. `signatureValue` is the pay-provider signature of the ballot; the vote route has
 * verified it (`takeKakaoBallotSignature`, which needs WebCrypto's asynchronous verify) before
 * this synchronous step, which refuses only an empty one.
 *
 * @example
 * castVote(ctx, 'demo-general', '1', [{ agendaId: '1', optionId: '1' }, { agendaId: '2', optionId: '2' }], 'sig').quantity; // 120
 */
export function castVote(ctx: SandboxContext, memberId: string, voteId: string, choices: VoteChoice[], signatureValue: string): Ballot {
  const member = requireMember(ctx, memberId);
  assertCanTransact(member);
  const vote = requireVote(ctx, voteId);
  if (!signatureValue) throw badRequest('ENTER_VOTE_WITHOUT_CERT', '인증서 서명 후 투표할 수 있어요.');
  const status = voteStatus(ctx, vote);
  if (status === 'UPCOMING') throw badRequest('BAD_REQUEST', '아직 투표 기간이 아니에요.');
  if (status === 'CLOSED') throw badRequest('VOTE_CLOSED', '투표가 종료되었어요.');
  if (vote.ballots.has(memberId)) throw badRequest('VOTE_ALREADY_SUBMITTED', '이미 투표에 참여했어요.');
  const complete =
    choices.length === vote.agendas.length &&
    vote.agendas.every((agenda) => choices.some((choice) => choice.agendaId === agenda.agendaId && agenda.options.some((option) => option.optionId === choice.optionId)));
  if (!complete) throw badRequest('BAD_REQUEST', '모든 안건에 하나씩 선택해주세요.');
  const quantity = voteWeight(vote, memberId);
  if (quantity <= 0) throw badRequest('BAD_REQUEST', '의결권 기준일에 이 종목을 보유한 회원만 투표할 수 있어요.');
  const ballot: Ballot = { choices: choices.map(({ agendaId, optionId }) => ({ agendaId, optionId })), quantity, votedAt: nowIso(ctx) };
  vote.ballots.set(memberId, ballot);
  return ballot;
}

/** What a member writes in a 1:1 inquiry. */
export interface QnaDraft {
  category: BoardCategory;
  title: string;
  content: string;
  /** Ids from `storeQnaAttachment`; the inquiry's whole list. */
  attachmentIds?: readonly string[];
}

/** The file types and size a 1:1 inquiry accepts, and how many files. */
export const QNA_ATTACHMENT_RULES = { contentTypes: ['image/jpeg', 'image/png', 'application/pdf'], maxBytes: 5 * 1024 * 1024, maxFiles: 3 } as const;

function isAcceptedType(type: string): type is QnaAttachmentFile['contentType'] {
  return (QNA_ATTACHMENT_RULES.contentTypes as readonly string[]).includes(type);
}

/**
 * Keep a file a member uploads for an inquiry; it belongs to no inquiry until one names it.
 *
 * @example
 * storeQnaAttachment(ctx, 'demo-general', { fileName: 'a.png', contentType: 'image/png', bytes }).id; // '1'
 */
export function storeQnaAttachment(ctx: SandboxContext, memberId: string, file: { fileName: string; contentType: string; bytes: Uint8Array }): QnaAttachmentFile {
  requireMember(ctx, memberId);
  const fileName = file.fileName.trim().slice(0, 200);
  if (!fileName) throw badRequest('QNA_ATTACHMENT_REJECTED', '파일 이름이 없어요.');
  if (!isAcceptedType(file.contentType)) throw badRequest('QNA_ATTACHMENT_REJECTED', 'JPG, PNG, PDF 파일만 올릴 수 있어요.');
  if (file.bytes.byteLength === 0) throw badRequest('QNA_ATTACHMENT_REJECTED', '빈 파일은 올릴 수 없어요.');
  if (file.bytes.byteLength > QNA_ATTACHMENT_RULES.maxBytes) throw badRequest('QNA_ATTACHMENT_REJECTED', '5 MB 이하 파일만 올릴 수 있어요.');
  const stored: QnaAttachmentFile = { id: nextId(ctx, 'attachment'), memberId, fileName, contentType: file.contentType, bytes: file.bytes, key: crypto.randomUUID() };
  ctx.data.qnaAttachments.push(stored);
  return stored;
}

/** The member's files an inquiry may carry: their own, not carried by another inquiry. */
function claimAttachments(ctx: SandboxContext, memberId: string, ids: readonly string[], qnaId: string | null): string[] {
  const unique = [...new Set(ids)];
  if (unique.length > QNA_ATTACHMENT_RULES.maxFiles) throw badRequest('QNA_ATTACHMENT_REJECTED', '파일은 3개까지 올릴 수 있어요.');
  for (const id of unique) {
    const file = ctx.data.qnaAttachments.find((item) => item.id === id && item.memberId === memberId);
    const carrier = ctx.data.qnas.find((item) => item.attachmentIds.includes(id));
    if (!file || (carrier && carrier.id !== qnaId)) throw badRequest('QNA_ATTACHMENT_REJECTED', '첨부한 파일을 찾을 수 없어요. 다시 올려주세요.');
  }
  return unique;
}

function dropAttachments(ctx: SandboxContext, ids: readonly string[]): void {
  ctx.data.qnaAttachments = ctx.data.qnaAttachments.filter((item) => !ids.includes(item.id));
}

/**
 * Write a new 1:1 inquiry.
 *
 * @example
 * createQna(ctx, 'demo-general', { category: 'TRADE', title: '문의', content: '내용' }).answer; // null
 */
export function createQna(ctx: SandboxContext, memberId: string, input: QnaDraft): Qna {
  requireMember(ctx, memberId);
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title) throw badRequest('BAD_REQUEST', '문의 제목을 입력해주세요.');
  if (!content) throw badRequest('BAD_REQUEST', '문의 내용을 입력해주세요.');
  const attachmentIds = claimAttachments(ctx, memberId, input.attachmentIds ?? [], null);
  const at = nowIso(ctx);
  const qna: Qna = { id: nextId(ctx, 'qna'), memberId, category: input.category, title: title.slice(0, 100), content: content.slice(0, 1_000), createdAt: at, updatedAt: at, answer: null, answeredAt: null, attachmentIds };
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
 * Change an unanswered inquiry; files it no longer names are dropped.
 *
 * @example
 * updateQna(ctx, 'demo-general', '2', { category: 'TRADE', title: '체결 문의', content: '내용' }).title; // '체결 문의'
 */
export function updateQna(ctx: SandboxContext, memberId: string, qnaId: string, input: QnaDraft): Qna {
  const qna = requireOwnQna(ctx, memberId, qnaId);
  if (qna.answer !== null) throw badRequest('QNA_ALREADY_ANSWERED', '답변이 완료된 문의는 수정할 수 없어요.');
  if (!input.title.trim()) throw badRequest('BAD_REQUEST', '문의 제목을 입력해주세요.');
  if (!input.content.trim()) throw badRequest('BAD_REQUEST', '문의 내용을 입력해주세요.');
  const attachmentIds = claimAttachments(ctx, memberId, input.attachmentIds ?? [], qna.id);
  dropAttachments(ctx, qna.attachmentIds.filter((id) => !attachmentIds.includes(id)));
  qna.category = input.category;
  qna.title = input.title.trim().slice(0, 100);
  qna.content = input.content.trim().slice(0, 1_000);
  qna.attachmentIds = attachmentIds;
  qna.updatedAt = nowIso(ctx);
  return qna;
}

/**
 * Delete a member's inquiry and its files.
 *
 * @example
 * deleteQna(ctx, 'demo-general', '2');
 */
export function deleteQna(ctx: SandboxContext, memberId: string, qnaId: string): void {
  const qna = requireOwnQna(ctx, memberId, qnaId);
  dropAttachments(ctx, qna.attachmentIds);
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
