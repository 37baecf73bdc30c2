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
 * The feed's trades (newest first) that the candles do not count yet, oldest first.
 * - `lastTradeNo` in the list: the trades above it, exactly.
 * - Not in the list and `countedUntil` is `null` (`lastTradeNo` is a trade the feed showed, since
 *   gone past the number of trades it keeps): every listed trade came after it.
 * - Not in the list and `countedUntil` set (`lastTradeNo` is the history's and the feed never held
 *   it: it was traded while the feed was down, or the feed has not delivered it yet): trade numbers
 *   are opaque strings in the contract, not ordered, so time decides: a trade is new when traded
 *   after `countedUntil` (the history's `stdAt`). A trade of that very instant is taken as counted,
 *   since the server's times are whole seconds and a trade counted twice would stay wrong; with no
 *   counted trade at all (`lastTradeNo` null) it is new, as the history counted none.
 *
 * @example
 * tradesSince([t3, t2, t1], 'T1', null); // [t2, t3]
 */
export function tradesSince(trades: readonly LiveMarketTrade[], lastTradeNo: string | null, countedUntil: string | null): LiveMarketTrade[] {
  const seen = lastTradeNo === null ? -1 : trades.findIndex((trade) => trade.tradeNo === lastTradeNo);
  if (seen !== -1) return trades.slice(0, seen).reverse();
  if (countedUntil === null) return [...trades].reverse();
  const until = Date.parse(countedUntil);
  const isNew = lastTradeNo === null ? (trade: LiveMarketTrade) => Date.parse(trade.tradedAt) >= until : (trade: LiveMarketTrade) => Date.parse(trade.tradedAt) > until;
  return trades.filter(isNew).reverse();
}

/** A history moved by the live trades that came after it. */
export interface LiveCandles {
  readonly history: PriceHistory;
  readonly candles: readonly Candle[];
  /** The newest trade already counted: the history's `lastTradeNo`, then the newest live trade applied. */
  readonly lastTradeNo: string | null;
  /**
   * The history's `stdAt` while `lastTradeNo` is still the history's own; `null` once it is a live
   * trade (see `tradesSince`).
   */
  readonly countedUntil: string | null;
  /**
   * On 분봉, the Seoul day (`seoulDayNumber`) of the minutes shown: the history's (the day of its
   * `stdAt`), then a later day's once its trades came; `null` on 일봉 and 주봉, whose candles
   * follow one another across days.
   */
  readonly minuteDay: number | null;
  /**
   * A trade of a later Seoul day than the minute history's came (the chart stayed on 분봉 past
   * midnight): today's minutes began afresh from it, and the history, an earlier day's, is to be
   * fetched again.
   */
  readonly historyOutdated: boolean;
}

/**
 * The chart's candles for a history that just arrived, moved by the feed's trades it does not
 * count: those the feed got after the trade the history names as its newest (`lastTradeNo`), which
 * includes the trades made while it loaded and none it counts already; when the feed does not hold
 * that trade, those traded after the history's `stdAt` (`tradesSince` has the rule). On 분봉 a
 * trade of a later day than the history's (a history kept from an earlier day) starts that day's
 * minutes from the feed's trades.
 */
export function startLiveCandles(history: PriceHistory, trades: readonly LiveMarketTrade[]): LiveCandles {
  const counted: LiveCandles = {
    history,
    candles: candlesOf(history),
    lastTradeNo: history.lastTradeNo,
    countedUntil: history.stdAt,
    minuteDay: history.interval === 'minute' ? seoulDayNumber(history.stdAt) : null,
    historyOutdated: false,
  };
  return advanceLiveCandles(counted, trades);
}

/**
 * The candles moved by the feed's trades not counted yet (the same object when there are none).
 * 분봉 is one day's minutes (the contract's minute history is today's): a trade of a later Seoul
 * day than the minutes shown starts them afresh with that day's trades, and marks the history
 * outdated.
 */
export function advanceLiveCandles(live: LiveCandles, trades: readonly LiveMarketTrade[]): LiveCandles {
  const newest = trades[0];
  if (newest === undefined || newest.tradeNo === live.lastTradeNo) return live;
  const arrived = tradesSince(trades, live.lastTradeNo, live.countedUntil);
  if (arrived.length === 0) return live;
  const { interval } = live.history;
  const counted = { lastTradeNo: newest.tradeNo, countedUntil: null };
  const newestDay = interval === 'minute' ? seoulDayNumber(newest.tradedAt) : null;
  if (newestDay !== null && live.minuteDay !== null && newestDay > live.minuteDay) {
    const today = arrived.filter((trade) => seoulDayNumber(trade.tradedAt) === newestDay);
    return { ...live, ...counted, candles: withTrades([], today, interval), minuteDay: newestDay, historyOutdated: true };
  }
  return { ...live, ...counted, candles: withTrades(live.candles, arrived, interval) };
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
