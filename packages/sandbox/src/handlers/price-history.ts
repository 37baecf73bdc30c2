import { DateTime } from 'luxon';
import { SEOUL } from '../model/clock';
import type { DailyPrice, ListedStock } from '../model/types';

/** The chart periods of the contract's PriceInterval. */
export const PRICE_INTERVALS = ['day', 'week', 'minute'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

/** Trading days a day or week history goes back (the contract's "up to the last 250"). */
const DAYS_SHOWN = 250;

interface PriceCandle {
  startAt: string;
  openPrice: number;
  highPrice: number;
  lowPrice: number;
  closePrice: number;
  volume: number;
}

function dayCandle({ date, ...prices }: DailyPrice): PriceCandle {
  return { startAt: `${date}T00:00:00+09:00`, ...prices };
}

/** The closed days, then today's once it has traded. */
function tradingDays(stock: ListedStock): PriceCandle[] {
  const days = stock.dailyPrices.slice(-DAYS_SHOWN).map(dayCandle);
  if (stock.volume === 0) return days;
  const { openPrice, highPrice, lowPrice, currentPrice: closePrice, volume } = stock;
  return [...days, dayCandle({ date: stock.tradingDay, openPrice, highPrice, lowPrice, closePrice, volume })];
}

/** Days joined into weeks starting on their Monday (Seoul). */
function tradingWeeks(days: readonly PriceCandle[]): PriceCandle[] {
  const weeks: PriceCandle[] = [];
  for (const day of days) {
    const startAt = `${DateTime.fromISO(day.startAt, { zone: SEOUL }).startOf('week').toISODate() ?? ''}T00:00:00+09:00`;
    const week = weeks.at(-1);
    if (week?.startAt !== startAt) {
      weeks.push({ ...day, startAt });
      continue;
    }
    week.highPrice = Math.max(week.highPrice, day.highPrice);
    week.lowPrice = Math.min(week.lowPrice, day.lowPrice);
    week.closePrice = day.closePrice;
    week.volume += day.volume;
  }
  return weeks;
}

/**
 * A listed stock's candles, oldest first: the seeded daily history plus today's trades (the
 * market simulator's and the members'), by day, by week, or today's by minute.
 *
 * @example
 * priceCandles(stock, 'week').at(-1)?.startAt; // '2025-03-03T00:00:00+09:00' on Tuesday 4 March
 */
export function priceCandles(stock: ListedStock, interval: PriceInterval): PriceCandle[] {
  if (interval === 'minute') return stock.minutePrices.map((minute) => ({ ...minute }));
  const days = tradingDays(stock);
  return interval === 'day' ? days : tradingWeeks(days);
}

/**
 * The newest trade the candles of `priceCandles(stock, interval)` count, or `null` when they count
 * none. Orders trade only while the market is open, on trading days, so every trade is in a day
 * (and week) candle; the minute candles are the current trading day's alone.
 *
 * @example
 * lastCountedTradeNo(stock, 'minute'); // 'T000012' once today has traded, null before
 */
export function lastCountedTradeNo(stock: ListedStock, interval: PriceInterval): string | null {
  const newest = stock.recentTrades[0];
  // `tradedAt` is written in Seoul (+09:00), so it starts with its Seoul day.
  if (newest === undefined || (interval === 'minute' && !newest.tradedAt.startsWith(stock.tradingDay))) return null;
  return newest.tradeNo;
}
