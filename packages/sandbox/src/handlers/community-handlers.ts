import { josa } from 'es-hangul';
import { DateTime } from 'luxon';
import type { HttpHandler } from 'msw';
import { isoSeoul, SEOUL } from '../model/clock';
import { badRequest, notFound } from '../model/errors';
import { voteWeight, type QnaDraft } from '../model/community';
import type { SandboxState } from '../model/state';
import type { BoardCategory, NotificationCategory, PolicyDocument, SandboxEventItem } from '../model/types';
import { ACK, oneOf, paginate, readBody, route, text, yn } from './http-kit';
import { takeKakaoBallotSignature } from './kakao-pay-signatures';
import { storeOf } from './secrets';
import { dateOf, notificationView, qnaAttachmentView, qnaView, voteDetail, voteSummary } from './views';

const NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = ['TRADE', 'SUBSCRIPTION', 'ACCOUNT', 'VOTE', 'NOTICE', 'EVENT'];
const BOARD_CATEGORIES: readonly BoardCategory[] = ['SERVICE', 'MEMBER', 'SUBSCRIPTION', 'TRADE', 'ACCOUNT', 'ETC'];
const AGREEMENT_KEY = /^[a-z0-9-]{2,60}$/;

function eventStatus(state: SandboxState, event: SandboxEventItem): 'UPCOMING' | 'ONGOING' | 'ENDED' {
  const now = state.clock.now();
  if (now < DateTime.fromISO(event.beginAt, { zone: SEOUL })) return 'UPCOMING';
  return now <= DateTime.fromISO(event.endAt, { zone: SEOUL }).endOf('day') ? 'ONGOING' : 'ENDED';
}

function policyOf(state: SandboxState, key: string | undefined): PolicyDocument {
  const policy = state.data.policies.find((item) => item.agreementKey === key);
  if (!key || !AGREEMENT_KEY.test(key) || !policy) throw notFound('약관을 찾을 수 없어요.');
  return policy;
}

function policySummary(policy: PolicyDocument) {
  return { agreementKey: policy.agreementKey, title: policy.title, category: policy.category, requiredYn: policy.required ? 'Y' : 'N', version: policy.version, effectiveAt: dateOf(policy.effectiveAt) };
}

function byId<T extends { id: string }>(items: readonly T[], id: string | undefined, what: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw notFound(`${josa(what, '을/를')} 찾을 수 없어요.`);
  return item;
}

/** The category, title, body and file ids of a Q&A body (`QnaInput`). */
function qnaDraftOf(body: Record<string, unknown>): QnaDraft {
  const ids = body.attachmentIds;
  if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id)))) throw badRequest('BAD_REQUEST', '요청 값(attachmentIds)을 확인해주세요.');
  return { category: oneOf(body, 'category', BOARD_CATEGORIES), title: text(body, 'title'), content: text(body, 'contents'), attachmentIds: (ids ?? []).map(String) };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An `UploadFile` body: name, type and the decoded bytes, or a 400. */
function uploadedFileOf(body: Record<string, unknown>): { fileName: string; contentType: string; bytes: Uint8Array } {
  const data = text(body, 'data');
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw badRequest('BAD_REQUEST', '요청 값(data)을 확인해주세요.');
  const binary = atob(data);
  return { fileName: text(body, 'fileName'), contentType: text(body, 'mimeType'), bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)) };
}

/** Notifications, votes, the boards (notices, FAQ, Q&A, events, stories, press) and policy documents. */
export function communityHandlers(state: SandboxState): HttpHandler[] {
  /**
   * Member id → the notification counter when the member last read the history. Ids only grow,
   * where `createdAt` keeps whole seconds and cannot tell a notification of the same second
   * from one already read.
   */
  const readThrough = () => storeOf<number>(state, 'notification-read-through');
  const myAgreement = (memberId: string, policy: PolicyDocument) => {
    const agreed = state.data.agreements.get(memberId)?.get(policy.agreementKey);
    return { agreementKey: policy.agreementKey, agreedYn: agreed ? 'Y' : 'N', agreedAt: agreed?.agreedAt ?? null, version: agreed?.version ?? null };
  };

  return [
    route(state, 'get', '/main/v1/member/notifications', 'member', ({ url, memberId }) => {
      const category = url.searchParams.get('category');
      if (category !== null && !NOTIFICATION_CATEGORIES.includes(category as NotificationCategory)) throw badRequest('BAD_REQUEST', '요청 값(category)을 확인해주세요.');
      const mine = state.data.notifications.filter((item) => item.memberId === memberId && (category === null || item.category === category));
      const page = paginate(mine, url);
      return { content: page.content.map(notificationView), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/member/notification/read', 'member', ({ memberId }) => {
      readThrough().set(memberId, state.data.counters.notification);
      return { readAt: isoSeoul(state.clock.now()) };
    }),

    route(state, 'get', '/main/v1/member/notifications/has-new', 'member', ({ memberId }) => {
      const seen = readThrough().get(memberId);
      const hasNew = state.data.notifications.some((item) => item.memberId === memberId && (seen === undefined ? !item.checked : Number(item.id) > seen));
      return { hasNew };
    }),

    route(state, 'put', '/main/v1/member/notifications/:id/check', 'member', ({ params, memberId }) => notificationView(state.checkNotification(memberId, params.id ?? ''))),

    route(state, 'post', '/main/v1/member/notifications/check-all', 'member', ({ memberId }) => ({ checkedCount: state.checkAllNotifications(memberId) })),

    route(state, 'get', '/main/v1/votes', 'member', ({ url, memberId }) => {
      // A member's votes are those they may cast (or cast): held on the record date, not today.
      const mine = state.data.votes.filter((vote) => voteWeight(vote, memberId) > 0 || vote.ballots.has(memberId));
      const page = paginate(mine, url);
      return { content: page.content.map((vote) => voteSummary(state, memberId, vote)), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/votes/:id', 'member', ({ params, memberId }) => {
      const vote = state.data.votes.find((item) => item.voteId === params.id);
      if (!vote) throw notFound('투표를 찾을 수 없어요.');
      return voteDetail(state, memberId, vote);
    }),

    route(state, 'post', '/main/v1/votes/:id/ballot', 'member', async ({ request, params, memberId }) => {
      const body = await readBody(request);
      const ballots = body.ballots;
      const valid = (item: unknown): item is { agendaId: number; optionId: number } =>
        typeof item === 'object' && item !== null && Number.isInteger((item as { agendaId: unknown }).agendaId) && Number.isInteger((item as { optionId: unknown }).optionId);
      if (!Array.isArray(ballots) || ballots.length === 0 || !ballots.every(valid)) throw badRequest('BAD_REQUEST', '요청 값(ballots)을 확인해주세요.');
      const signature = text(body, 'signatureValue');
      const voteId = params.id ?? '';
      // An empty signature is castVote's ENTER_VOTE_WITHOUT_CERT; any other must be the member's.
      if (signature && !(await takeKakaoBallotSignature(state, state.member(memberId), signature))) {
        throw badRequest('BAD_REQUEST', '전자서명을 확인하지 못했어요. 다시 투표해주세요.');
      }
      state.castVote(memberId, voteId, ballots.map((item) => ({ agendaId: String(item.agendaId), optionId: String(item.optionId) })), signature);
      const vote = state.data.votes.find((item) => item.voteId === voteId);
      if (!vote) throw notFound('투표를 찾을 수 없어요.');
      return voteDetail(state, memberId, vote);
    }),

    route(state, 'get', '/main/v1/board/notices', 'anyone', ({ url }) => {
      const sorted = [...state.data.notices].sort((a, b) => Number(b.pinned) - Number(a.pinned) || (a.createdAt < b.createdAt ? 1 : -1));
      const page = paginate(sorted, url);
      return { content: page.content.map((notice) => ({ id: Number(notice.id), title: notice.title, thumbImgUrl: null, pinnedYn: notice.pinned ? 'Y' : 'N', createdAt: notice.createdAt })), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/board/notices/:id', 'anyone', ({ params }) => {
      const notice = byId(state.data.notices, params.id, '공지사항');
      return { id: Number(notice.id), title: notice.title, thumbImgUrl: null, pinnedYn: notice.pinned ? 'Y' : 'N', createdAt: notice.createdAt, updatedAt: notice.createdAt, contents: notice.content };
    }),

    route(state, 'get', '/main/v1/board/faqs', 'anyone', ({ url }) => {
      const category = url.searchParams.get('category');
      if (category !== null && !BOARD_CATEGORIES.includes(category as BoardCategory)) throw badRequest('BAD_REQUEST', '요청 값(category)을 확인해주세요.');
      const page = paginate(state.data.faqs.filter((faq) => category === null || faq.category === category), url);
      return { content: page.content.map((faq) => ({ id: Number(faq.id), category: faq.category, question: faq.question, answer: faq.answer })), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/board/faqs/:id', 'anyone', ({ params }) => {
      const faq = byId(state.data.faqs, params.id, '자주 묻는 질문');
      return { id: Number(faq.id), category: faq.category, question: faq.question, answer: faq.answer };
    }),

    route(state, 'get', '/main/v1/board/qnas', 'member', ({ url, memberId }) => {
      // Newest first, as the contract says; ids break ties between questions of the same instant.
      const mine = state.data.qnas
        .filter((qna) => qna.memberId === memberId)
        .sort((a, b) => (a.createdAt === b.createdAt ? Number(b.id) - Number(a.id) : a.createdAt < b.createdAt ? 1 : -1));
      const page = paginate(mine, url);
      return { content: page.content.map((qna) => qnaView(state, qna)), pageInfo: page.pageInfo };
    }),

    route(state, 'post', '/main/v1/board/qnas', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      return qnaView(state, state.createQna(memberId, qnaDraftOf(body)));
    }),

    route(state, 'post', '/main/v1/board/qna-attachments', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      return qnaAttachmentView(state.storeQnaAttachment(memberId, uploadedFileOf(body)));
    }),

    route(state, 'get', '/main/v1/board/qnas/:id', 'member', ({ params, memberId }) => {
      const qna = state.data.qnas.find((item) => item.id === params.id && item.memberId === memberId);
      if (!qna) throw notFound('문의를 찾을 수 없어요.');
      return qnaView(state, qna);
    }),

    route(state, 'put', '/main/v1/board/qnas/:id', 'member', async ({ request, params, memberId }) => {
      const body = await readBody(request);
      return qnaView(state, state.updateQna(memberId, params.id ?? '', qnaDraftOf(body)));
    }),

    route(state, 'delete', '/main/v1/board/qnas/:id', 'member', ({ params, memberId }) => {
      state.deleteQna(memberId, params.id ?? '');
      return ACK;
    }),

    route(state, 'get', '/main/v1/board/events', 'anyone', ({ url }) => {
      const sorted = [...state.data.events].sort((a, b) => (a.beginAt < b.beginAt ? 1 : -1));
      const page = paginate(sorted, url);
      return { content: page.content.map((event) => ({ id: Number(event.id), title: event.title, thumbImgUrl: event.thumbImgUrl, status: eventStatus(state, event), beginAt: event.beginAt, endAt: event.endAt })), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/board/events/:id', 'anyone', ({ params }) => {
      const event = byId(state.data.events, params.id, '이벤트');
      return { id: Number(event.id), title: event.title, thumbImgUrl: event.thumbImgUrl, status: eventStatus(state, event), beginAt: event.beginAt, endAt: event.endAt, contents: event.content };
    }),

    route(state, 'get', '/main/v1/board/stories', 'anyone', ({ url }) => {
      const page = paginate(state.data.stories, url);
      return { content: page.content.map((story) => ({ id: Number(story.id), title: story.title, thumbImgUrl: story.thumbImgUrl, pinnedYn: 'N', createdAt: story.createdAt })), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/board/stories/:id', 'anyone', ({ params }) => {
      const story = byId(state.data.stories, params.id, '스토리');
      return { id: Number(story.id), title: story.title, thumbImgUrl: story.thumbImgUrl, pinnedYn: 'N', createdAt: story.createdAt, updatedAt: story.createdAt, contents: story.content };
    }),

    route(state, 'get', '/main/v1/board/press', 'anyone', ({ url }) => {
      const page = paginate(state.data.press, url);
      return { content: page.content.map((press) => ({ id: Number(press.id), title: press.title, publisher: press.publisher, url: press.url, thumbImgUrl: null, publishedAt: press.publishedAt })), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/policy/documents', 'anyone', () => ({ content: state.data.policies.map(policySummary) })),

    route(state, 'get', '/main/v1/policy/documents/:agreementKey', 'anyone', ({ params }) => {
      const policy = policyOf(state, params.agreementKey);
      return { ...policySummary(policy), contents: policy.content };
    }),

    route(state, 'get', '/main/v1/policy/documents/:agreementKey/my-agreement', 'member', ({ params, memberId }) => myAgreement(memberId, policyOf(state, params.agreementKey))),

    route(state, 'put', '/main/v1/policy/documents/:agreementKey/my-agreement', 'member', async ({ request, params, memberId }) => {
      const body = await readBody(request);
      const policy = policyOf(state, params.agreementKey);
      const agreed = yn(body, 'agreedYn');
      let agreements = state.data.agreements.get(memberId);
      if (!agreements) {
        agreements = new Map();
        state.data.agreements.set(memberId, agreements);
      }
      if (agreed === 'N') {
        if (policy.required) throw badRequest('POLICY_AGREEMENT_REQUIRED', '필수 약관 동의는 철회할 수 없어요.');
        agreements.delete(policy.agreementKey);
      } else {
        agreements.set(policy.agreementKey, { agreedAt: isoSeoul(state.clock.now()), version: policy.version });
      }
      return myAgreement(memberId, policy);
    }),
  ];
}
