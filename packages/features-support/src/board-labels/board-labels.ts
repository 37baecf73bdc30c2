import type { components } from '@jogak/api-client';

/** A FAQ's or an inquiry's subject (the contract's `FaqCategory` and `QnaCategory` share the values). */
export type BoardCategory = components['schemas']['QnaCategory'];

/** The categories in the order the chips and the select list them. */
export const BOARD_CATEGORIES: readonly BoardCategory[] = ['SERVICE', 'MEMBER', 'SUBSCRIPTION', 'TRADE', 'ACCOUNT', 'ETC'];

const CATEGORY_LABELS: Readonly<Record<BoardCategory, string>> = {
  SERVICE: '서비스',
  MEMBER: '회원',
  SUBSCRIPTION: '청약',
  TRADE: '거래',
  ACCOUNT: '계좌',
  ETC: '기타',
};

/**
 * The Korean name of a board category.
 *
 * @example
 * categoryLabel('SUBSCRIPTION') // '청약'
 */
export function categoryLabel(category: BoardCategory): string {
  return CATEGORY_LABELS[category];
}

/**
 * The Korean status of an inquiry.
 *
 * @example
 * qnaStatusLabel('WAITING') // '답변 대기'
 */
export function qnaStatusLabel(status: components['schemas']['Qna']['status']): string {
  return status === 'ANSWERED' ? '답변 완료' : '답변 대기';
}
