import { BOARD_CATEGORIES, type BoardCategory } from '../board-labels/board-labels';

/** /support/faq's validated query: the chosen category (none is 전체) and the search text. */
export interface FaqListSearch {
  readonly category?: BoardCategory;
  readonly q?: string;
}

/**
 * /support/faq's `validateSearch`: keeps a known category and a non-empty search text (an unknown
 * category reads as 전체). A key it turns down is answered as `undefined`: the router lays this
 * answer over the raw query, so a key left out would reach the screen as the address had it. A key
 * the query lacks stays out: an empty answer lets the app carry the current query over (spec §2).
 *
 * @example
 * parseFaqListSearch({ category: 'ACCOUNT', q: '출금' }) // { category: 'ACCOUNT', q: '출금' }
 * parseFaqListSearch({ category: 'STOCK', q: 3 }) // { category: undefined, q: undefined }
 * parseFaqListSearch({}) // {}
 */
export function parseFaqListSearch(raw: Record<string, unknown>): FaqListSearch {
  const { category, q } = raw;
  const knownCategory = typeof category === 'string' && (BOARD_CATEGORIES as readonly string[]).includes(category);
  return {
    ...('category' in raw ? { category: knownCategory ? (category as BoardCategory) : undefined } : {}),
    ...('q' in raw ? { q: typeof q === 'string' && q !== '' ? q : undefined } : {}),
  };
}
