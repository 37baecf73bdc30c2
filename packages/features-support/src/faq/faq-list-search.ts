import { BOARD_CATEGORIES, type BoardCategory } from '../board-labels/board-labels';

/** /support/faq's validated query: the chosen category (none is 전체) and the search text. */
export interface FaqListSearch {
  readonly category?: BoardCategory;
  readonly q?: string;
}

/**
 * /support/faq's `validateSearch`: keeps a known category and a non-empty search text, drops the
 * rest (an unknown category reads as 전체).
 *
 * @example
 * parseFaqListSearch({ category: 'ACCOUNT', q: '출금' }) // { category: 'ACCOUNT', q: '출금' }
 * parseFaqListSearch({ category: 'STOCK', q: 3 }) // {}
 */
export function parseFaqListSearch(raw: Record<string, unknown>): FaqListSearch {
  const { category, q } = raw;
  return {
    ...(typeof category === 'string' && (BOARD_CATEGORIES as readonly string[]).includes(category) ? { category: category as BoardCategory } : {}),
    ...(typeof q === 'string' && q !== '' ? { q } : {}),
  };
}
