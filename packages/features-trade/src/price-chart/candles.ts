import type { components, LiveMarketTrade } from '@jogak/api-client';
import { seoulDayNumber } from '@jogak/domain-rules/seoul-calendar';

export type PriceInterval = components['schemas']['PriceInterval'];
export type PriceHistory = components['schemas']['PriceHistory'];

/**
 * One chart candle. `time` is the period's start as Seoul wall-clock seconds written as if they
 * were UTC (an instant's seconds plus nine hours): the chart library labels times in UTC, so the
 * axis reads Seoul time. Korea has no daylight saving, so the shift is fixed.
 */
export interface Candle {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

const SEOUL_OFFSET_SECONDS = 9 * 60 * 60;
const MINUTE = 60;
const DAY = 24 * 60 * 60;

/** Seoul wall-clock seconds of an ISO-8601 instant (any offset). */
export function seoulSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1_000) + SEOUL_OFFSET_SECONDS;
}

/**
 * The start of the period a Seoul wall-clock second falls in: its minute, its day, or the
 * Monday of its week — the buckets of the contract's PriceInterval.
 *
 * @example
 * periodStart(seoulSeconds('2025-03-04T10:15:42+09:00'), 'week') === seoulSeconds('2025-03-03T00:00:00+09:00');
 */
export function periodStart(seconds: number, interval: PriceInterval): number {
  if (interval === 'minute') return seconds - (((seconds % MINUTE) + MINUTE) % MINUTE);
  const day = seconds - (((seconds % DAY) + DAY) % DAY);
  if (interval === 'day') return day;
  const daysSinceMonday = (new Date(day * 1_000).getUTCDay() + 6) % 7;
  return day - daysSinceMonday * DAY;
}

/** The history's candles for the chart, oldest first. */
export function candlesOf(history: PriceHistory): Candle[] {
  return history.candles.map((candle) => ({
    time: periodStart(seoulSeconds(candle.startAt), history.interval),
    open: candle.openPrice,
    high: candle.highPrice,
    low: candle.lowPrice,
    close: candle.closePrice,
    volume: candle.volume,
  }));
}

/**
 * The candles with live trades added, oldest trade first: a trade in the last candle's period
 * moves its high, low, close and volume; a later one starts the next candle; an earlier one is
 * already in the history and is left out. Unchanged candles keep their identity.
 *
 * @example
 * withTrades(candles, [{ price: 5_440, quantity: 3, tradedAt: '2025-03-04T10:15:00+09:00', … }], 'minute');
 */
export function withTrades(candles: readonly Candle[], trades: readonly LiveMarketTrade[], interval: PriceInterval): Candle[] {
  const next = [...candles];
  for (const { price, quantity, tradedAt } of trades) {
    const time = periodStart(seoulSeconds(tradedAt), interval);
    const last = next.at(-1);
    if (last && time < last.time) continue;
    if (last && time === last.time) {
      next[next.length - 1] = { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price, volume: last.volume + quantity };
    } else {
      next.push({ time, open: price, high: price, low: price, close: price, volume: quantity });
    }
  }
  return next;
}

/**
 * The trades that arrived after `lastTradeNo`, oldest first, from the feed's list (newest first).
 * When `lastTradeNo` has left the list (more trades between two frames than the feed keeps),
 * every trade in the list is new.
 */
export function tradesSince(trades: readonly LiveMarketTrade[], lastTradeNo: string | null): LiveMarketTrade[] {
  const seen = lastTradeNo === null ? -1 : trades.findIndex((trade) => trade.tradeNo === lastTradeNo);
  return (seen === -1 ? [...trades] : trades.slice(0, seen)).reverse();
}

/** A history moved by the live trades that came after it. */
export interface LiveCandles {
  readonly history: PriceHistory;
  readonly candles: readonly Candle[];
  /** The newest trade already counted (in the history or applied since). */
  readonly lastTradeNo: string | null;
  /**
   * On 분봉, the Seoul day (`seoulDayNumber`) of the minutes shown; `null` before the first one, and
   * on 일봉 and 주봉, whose candles follow one another across days.
   */
  readonly minuteDay: number | null;
  /**
   * A trade of a later Seoul day than the minute history's came (the chart stayed on 분봉 past
   * midnight): today's minutes began afresh from it, and the history, an earlier day's, is to be
   * fetched again.
   */
  readonly historyOutdated: boolean;
}

/** The Seoul day of a trade, on 분봉 only (see `LiveCandles.minuteDay`). */
function minuteDayOf(tradedAt: string | undefined, interval: PriceInterval): number | null {
  return interval === 'minute' && tradedAt !== undefined ? seoulDayNumber(tradedAt) : null;
}

/**
 * The chart's candles for a history that just arrived: the trades the feed holds now are in it,
 * so only later ones will move it. On 분봉 a feed whose newest trade is of a later day than the
 * history (a history kept from an earlier day) starts today's minutes from the feed's trades.
 */
export function startLiveCandles(history: PriceHistory, trades: readonly LiveMarketTrade[]): LiveCandles {
  const started: LiveCandles = {
    history,
    candles: candlesOf(history),
    lastTradeNo: trades[0]?.tradeNo ?? null,
    minuteDay: minuteDayOf(history.candles.at(-1)?.startAt, history.interval),
    historyOutdated: false,
  };
  const feedDay = minuteDayOf(trades[0]?.tradedAt, history.interval);
  const feedIsLater = feedDay !== null && started.minuteDay !== null && feedDay > started.minuteDay;
  return feedIsLater ? advanceLiveCandles({ ...started, lastTradeNo: null }, trades) : started;
}

/**
 * The candles moved by the feed's trades since the last ones applied (the same object when none
 * are new). 분봉 is today's minutes (the contract's minute history): a trade of a later Seoul day
 * than the minutes shown starts them afresh with that day's trades, and marks the history outdated.
 */
export function advanceLiveCandles(live: LiveCandles, trades: readonly LiveMarketTrade[]): LiveCandles {
  const newest = trades[0];
  if (newest === undefined || newest.tradeNo === live.lastTradeNo) return live;
  const { interval } = live.history;
  const arrived = tradesSince(trades, live.lastTradeNo);
  const newestDay = minuteDayOf(newest.tradedAt, interval);
  if (newestDay !== null && live.minuteDay !== null && newestDay > live.minuteDay) {
    const today = arrived.filter((trade) => seoulDayNumber(trade.tradedAt) === newestDay);
    return { ...live, candles: withTrades([], today, interval), lastTradeNo: newest.tradeNo, minuteDay: newestDay, historyOutdated: true };
  }
  return { ...live, candles: withTrades(live.candles, arrived, interval), lastTradeNo: newest.tradeNo, minuteDay: live.minuteDay ?? newestDay };
}

/** What the chart must redraw to go from `shown` to `next`. */
export type ChartChange = { readonly kind: 'reset' } | { readonly kind: 'update'; readonly candles: readonly Candle[] };

/**
 * The cheapest redraw: nothing, the last candle and any new ones (the library's `update`), or
 * everything when an earlier candle changed or candles went away (`setData`).
 */
export function chartChange(shown: readonly Candle[], next: readonly Candle[]): ChartChange {
  if (next.length < shown.length || (shown.length === 0 && next.length > 0)) return { kind: 'reset' };
  const firstChanged = next.findIndex((candle, index) => candle !== shown[index]);
  if (firstChanged === -1) return { kind: 'update', candles: [] };
  if (shown.length > 0 && firstChanged < shown.length - 1) return { kind: 'reset' };
  return { kind: 'update', candles: next.slice(firstChanged) };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A candle's period as the legend and the crosshair say it: `2025.03.04` (day), `2025.03.03 주`
 * (the week of that Monday), `10:15` (minute, today).
 */
export function candleLabel(time: number, interval: PriceInterval): string {
  const at = new Date(time * 1_000);
  if (interval === 'minute') return `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
  const date = `${at.getUTCFullYear()}.${twoDigits(at.getUTCMonth() + 1)}.${twoDigits(at.getUTCDate())}`;
  return interval === 'week' ? `${date} 주` : date;
}
