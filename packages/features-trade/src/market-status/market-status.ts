import type { components } from '@jogak/api-client';
import { formatDealHour } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';

/** Today's trading hours and whether the market takes orders (the contract's MarketOperationTime). */
export type MarketOperation = components['schemas']['MarketOperationTime'];

/** Where the market stands: open, closed for the day (or not yet open), or a day off. */
export type MarketState = 'open' | 'closed' | 'day-off';

/**
 * The market's state from the operation: a weekend or holiday is a day off, otherwise open or
 * closed as the server says.
 *
 * @example
 * marketStateOf({ stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' }); // 'open'
 */
export function marketStateOf(operation: MarketOperation): MarketState {
  if (operation.dayOffYn === 'Y') return 'day-off';
  return operation.marketOpenYn === 'Y' ? 'open' : 'closed';
}

/**
 * The operation to believe: the live event's within a day (it tells an opening or closing as it
 * happens), the call's when the call speaks of a later day (`stdAt`). A live event stays in the
 * feed until the next one, so an app left open past midnight, or a feed that dropped, would
 * otherwise keep saying yesterday's 장 마감 on a 휴장일.
 *
 * @example
 * newerOperation({ ...friday, marketOpenYn: 'N' }, { ...saturday, dayOffYn: 'Y' }); // saturday's
 */
export function newerOperation(live: MarketOperation | null | undefined, call: MarketOperation | undefined): MarketOperation | undefined {
  if (!live) return call;
  if (!call) return live;
  return call.stdAt > live.stdAt ? call : live;
}

/**
 * Whether a live figure sent at `updatedAt` (an ISO date-time, any offset) belongs to the Seoul
 * trading day `stdAt` (yyyyMMdd) or a later one. A ticker of an earlier day carries yesterday's
 * reference price, limits and volume: the stock call is the fresher answer then. A time that
 * cannot be read is taken as of the day, as the live figure was before this check.
 *
 * @example
 * isOfTradingDay('2025-03-07T15:59:00+09:00', '20250308'); // false
 * isOfTradingDay('2025-03-07T15:00:05Z', '20250308'); // true (00:00:05 in Seoul)
 */
export function isOfTradingDay(updatedAt: string, stdAt: string): boolean {
  const seoulDay = seoulDateText(updatedAt, '');
  return seoulDay === null || seoulDay >= stdAt;
}

/**
 * The trading hours as the screen writes them.
 *
 * @example
 * dealHoursText({ dealBeginHour: 9, dealEndingHour: 16 }); // '09:00 ~ 16:00'
 */
export function dealHoursText(operation: Pick<MarketOperation, 'dealBeginHour' | 'dealEndingHour'>): string {
  const begin = formatDealHour(operation.dealBeginHour);
  const end = formatDealHour(operation.dealEndingHour);
  return begin && end ? `${begin} ~ ${end}` : '영업일 거래 시간';
}

/** The badge and the sentence for each state. */
export const MARKET_STATE_TEXT: Record<MarketState, { badge: string; explain: (hours: string) => string }> = {
  open: { badge: '거래 중', explain: (hours) => `평일 ${hours}에 거래할 수 있어요.` },
  closed: { badge: '장 마감', explain: (hours) => `지금은 거래 시간이 아니에요. 거래는 평일 ${hours}에 할 수 있어요.` },
  'day-off': { badge: '휴장일', explain: (hours) => `오늘은 휴장일이에요. 거래는 평일 ${hours}에 할 수 있어요.` },
};
