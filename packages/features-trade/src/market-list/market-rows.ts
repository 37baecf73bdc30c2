import type { components } from '@jogak/api-client';
import { matchesSearch } from '@jogak/domain-rules';
import type { MarketStock as LiveMarketStock } from '@jogak/realtime';
import { isOfTradingDay } from '../market-status/market-status';
import type { MarketSort } from './market-list-search';

/** One listed building as the list shows it: the snapshot of the list call, moved by the live ticker. */
export type MarketRow = components['schemas']['MarketStock'];

export const MARKET_SORTS: ReadonlyArray<{ value: MarketSort; label: string }> = [
  { value: 'change', label: '등락률순' },
  { value: 'volume', label: '거래량순' },
  { value: 'name', label: '이름순' },
];

/**
 * The row with the live ticker's price, change and volume over the snapshot. The market cap
 * follows the price (units issued do not change during the day); the traded amount stays the
 * snapshot's, since the ticker row does not carry it. A live row of a day before `tradingDay`
 * (the market operation's `stdAt`, yyyyMMdd; `undefined` while unknown) is not applied: its
 * change and volume are yesterday's.
 *
 * @example
 * withLiveQuote(row, { stockCd: 'JG0001', name: '…', currentPrice: 5_500, changePrice: 70, changeRate: 1.29, tradeQty: 40, updatedAt: '2025-03-04T10:00:00+09:00' }, '20250304').currentPrice; // 5_500
 */
export function withLiveQuote(row: MarketRow, live: LiveMarketStock | undefined, tradingDay: string | undefined): MarketRow {
  if (!live || (tradingDay !== undefined && !isOfTradingDay(live.updatedAt, tradingDay))) return row;
  const units = row.currentPrice > 0 ? row.marketCapAmt / row.currentPrice : 0;
  return {
    ...row,
    currentPrice: live.currentPrice,
    changePrice: live.changePrice,
    changeRate: live.changeRate,
    tradeQty: live.tradeQty,
    marketCapAmt: Math.round(live.currentPrice * units),
  };
}

const byName = new Intl.Collator('ko-KR');

/**
 * The rows in the chosen order: change rate and volume from the highest, names in Korean
 * dictionary order; ties keep the name order so the list does not shuffle.
 *
 * @example
 * sortMarketRows(rows, 'volume')[0]?.tradeQty; // the largest volume
 */
export function sortMarketRows(rows: readonly MarketRow[], sort: MarketSort): MarketRow[] {
  const named = [...rows].sort((a, b) => byName.compare(a.name, b.name));
  if (sort === 'name') return named;
  const key = sort === 'change' ? (row: MarketRow) => row.changeRate : (row: MarketRow) => row.tradeQty;
  return named.sort((a, b) => key(b) - key(a));
}

/**
 * The rows whose name or code contains the query (spaces and case ignored, Hangul compared by
 * jamo so a syllable still being typed matches, or by initial consonants when only those were
 * typed: domain-rules' `matchesSearch`); all rows for an empty query.
 *
 * @example
 * searchMarketRows(rows, '을지로').map((row) => row.stockCd); // ['JG0001']
 * searchMarketRows(rows, '여').map((row) => row.name); // ['역삼 테헤란 418'] ('여' on the way to '역')
 * searchMarketRows(rows, 'ㅇㅅ').map((row) => row.name); // ['역삼 테헤란 418']
 */
export function searchMarketRows(rows: readonly MarketRow[], query: string): MarketRow[] {
  return rows.filter((row) => matchesSearch(`${row.name}${row.stockCd}`, query));
}
