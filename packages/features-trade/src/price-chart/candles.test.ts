import type { LiveMarketTrade } from '@jogak/api-client';
import { describe, expect, it } from 'vitest';
import { advanceLiveCandles, candleLabel, candlesOf, chartChange, periodStart, seoulSeconds, startLiveCandles, tradesSince, withTrades, type Candle, type PriceHistory } from './candles';

const at = (iso: string) => seoulSeconds(iso);

function trade(tradeNo: string, price: number, quantity: number, tradedAt: string): LiveMarketTrade {
  return { stockCd: 'JG0001', tradeNo, price, quantity, side: 'buy', tradedAt };
}

const DAY_HISTORY: PriceHistory = {
  stockCd: 'JG0001',
  interval: 'day',
  candles: [
    { startAt: '2025-02-28T00:00:00+09:00', openPrice: 5_400, highPrice: 5_460, lowPrice: 5_380, closePrice: 5_420, volume: 1_200 },
    { startAt: '2025-03-03T00:00:00+09:00', openPrice: 5_420, highPrice: 5_450, lowPrice: 5_400, closePrice: 5_430, volume: 900 },
  ],
  lastTradeNo: 'T0',
  stdAt: '2025-03-04T08:30:00+09:00',
};

describe('seoulSeconds · periodStart', () => {
  it('서울 벽시계 초로 읽고, 오프셋이 달라도 같은 순간은 같은 값이다', () => {
    expect(seoulSeconds('2025-03-04T10:15:42+09:00')).toBe(Date.UTC(2025, 2, 4, 10, 15, 42) / 1_000);
    expect(seoulSeconds('2025-03-04T01:15:42Z')).toBe(seoulSeconds('2025-03-04T10:15:42+09:00'));
  });

  it('분·일·주(월요일 시작)의 시작으로 내린다', () => {
    const moment = at('2025-03-06T10:15:42+09:00');
    expect(periodStart(moment, 'minute')).toBe(at('2025-03-06T10:15:00+09:00'));
    expect(periodStart(moment, 'day')).toBe(at('2025-03-06T00:00:00+09:00'));
    expect(periodStart(moment, 'week')).toBe(at('2025-03-03T00:00:00+09:00'));
    expect(periodStart(at('2025-03-09T23:59:00+09:00'), 'week')).toBe(at('2025-03-03T00:00:00+09:00'));
    expect(periodStart(at('2025-03-10T00:00:00+09:00'), 'week')).toBe(at('2025-03-10T00:00:00+09:00'));
    // 서울 자정 직후(UTC로는 전날)도 서울 날짜로 묶는다.
    expect(periodStart(at('2025-03-04T00:30:00+09:00'), 'day')).toBe(at('2025-03-04T00:00:00+09:00'));
  });
});

describe('candlesOf', () => {
  it('이력을 시가·고가·저가·종가·거래량의 캔들로 옮긴다', () => {
    expect(candlesOf(DAY_HISTORY)).toEqual([
      { time: at('2025-02-28T00:00:00+09:00'), open: 5_400, high: 5_460, low: 5_380, close: 5_420, volume: 1_200 },
      { time: at('2025-03-03T00:00:00+09:00'), open: 5_420, high: 5_450, low: 5_400, close: 5_430, volume: 900 },
    ]);
  });
});

describe('withTrades', () => {
  const candles = candlesOf(DAY_HISTORY);

  it('마지막 캔들의 기간 안 체결은 고가·저가·종가·거래량을 움직이고 앞의 캔들은 그대로 둔다', () => {
    const minutes = candlesOf({ ...DAY_HISTORY, interval: 'minute', candles: [{ startAt: '2025-03-04T10:15:00+09:00', openPrice: 5_430, highPrice: 5_440, lowPrice: 5_430, closePrice: 5_440, volume: 10 }] });
    const next = withTrades(minutes, [trade('T1', 5_460, 3, '2025-03-04T10:15:20+09:00'), trade('T2', 5_420, 2, '2025-03-04T10:15:50+09:00')], 'minute');
    expect(next).toEqual([{ time: at('2025-03-04T10:15:00+09:00'), open: 5_430, high: 5_460, low: 5_420, close: 5_420, volume: 15 }]);
  });

  it('다음 기간의 체결은 새 캔들을 열고, 이미 지난 기간의 체결은 빼며, 바뀌지 않은 캔들은 같은 객체다', () => {
    const next = withTrades(candles, [trade('T0', 9_999, 1, '2025-03-03T15:00:00+09:00'), trade('T1', 5_440, 5, '2025-03-04T10:00:00+09:00'), trade('T2', 5_450, 1, '2025-03-04T10:01:00+09:00')], 'day');
    expect(next.slice(0, 1)).toEqual(candles.slice(0, 1));
    expect(next[0]).toBe(candles[0]);
    expect(next[1]).toEqual({ ...candles[1], high: 9_999, close: 9_999, volume: 901 });
    expect(next[2]).toEqual({ time: at('2025-03-04T00:00:00+09:00'), open: 5_440, high: 5_450, low: 5_440, close: 5_450, volume: 6 });
    const stale = withTrades(candles, [trade('T9', 1, 1, '2025-02-27T10:00:00+09:00')], 'day');
    expect(stale).toEqual(candles);
  });

  it('주봉은 그 주 월요일 캔들을 움직인다', () => {
    const weeks = candlesOf({ ...DAY_HISTORY, interval: 'week', candles: [{ startAt: '2025-03-03T00:00:00+09:00', openPrice: 5_420, highPrice: 5_450, lowPrice: 5_400, closePrice: 5_430, volume: 900 }] });
    expect(withTrades(weeks, [trade('T1', 5_470, 4, '2025-03-06T14:00:00+09:00')], 'week')).toEqual([{ time: at('2025-03-03T00:00:00+09:00'), open: 5_420, high: 5_470, low: 5_400, close: 5_470, volume: 904 }]);
  });

  it('체결이 없던 분봉은 첫 체결로 시작한다', () => {
    expect(withTrades([], [trade('T1', 5_440, 5, '2025-03-04T10:00:12+09:00')], 'minute')).toEqual([{ time: at('2025-03-04T10:00:00+09:00'), open: 5_440, high: 5_440, low: 5_440, close: 5_440, volume: 5 }]);
  });
});

describe('tradesSince · startLiveCandles · advanceLiveCandles', () => {
  const t1 = trade('T1', 5_440, 5, '2025-03-04T10:00:00+09:00');
  const t2 = trade('T2', 5_450, 2, '2025-03-04T10:00:30+09:00');
  const t3 = trade('T3', 5_430, 1, '2025-03-04T10:01:10+09:00');

  it('마지막으로 센 체결 뒤의 것만 오래된 것부터 준다; 피드에서 본 체결이 목록에서 빠졌으면 전부 새것이다', () => {
    expect(tradesSince([t3, t2, t1], 'T1', null)).toEqual([t2, t3]);
    expect(tradesSince([t3, t2, t1], 'T3', null)).toEqual([]);
    expect(tradesSince([t3, t2], 'T0', null)).toEqual([t2, t3]);
    // Found in the list, the number decides, whatever the time says.
    expect(tradesSince([t3, t2, t1], 'T1', '2025-03-04T10:05:00+09:00')).toEqual([t2, t3]);
  });

  it('이력의 체결 번호가 피드에 없으면 기준 시각 뒤에 난 것만 새것이다 (센 체결이 없으면 그 시각의 것도)', () => {
    expect(tradesSince([t3, t2, t1], 'T9', '2025-03-04T10:00:30+09:00')).toEqual([t3]);
    expect(tradesSince([t3, t2, t1], null, '2025-03-04T10:00:30+09:00')).toEqual([t2, t3]);
    expect(tradesSince([t2, t1], null, '2025-03-04T09:00:00+09:00')).toEqual([t1, t2]);
  });

  it('이력이 센 마지막 체결까지는 다시 세지 않고, 그 뒤 체결만 마지막 캔들을 움직인다', () => {
    const history: PriceHistory = {
      stockCd: 'JG0001',
      interval: 'minute',
      candles: [{ startAt: '2025-03-04T10:00:00+09:00', openPrice: 5_440, highPrice: 5_440, lowPrice: 5_440, closePrice: 5_440, volume: 5 }],
      lastTradeNo: 'T1',
      stdAt: '2025-03-04T10:00:05+09:00',
    };
    const started = startLiveCandles(history, [t1]);
    expect(started.lastTradeNo).toBe('T1');
    expect(advanceLiveCandles(started, [t1])).toBe(started);
    const moved = advanceLiveCandles(started, [t3, t2, t1]);
    expect(moved.lastTradeNo).toBe('T3');
    expect(moved.candles).toEqual([
      { time: at('2025-03-04T10:00:00+09:00'), open: 5_440, high: 5_450, low: 5_440, close: 5_450, volume: 7 },
      { time: at('2025-03-04T10:01:00+09:00'), open: 5_430, high: 5_430, low: 5_430, close: 5_430, volume: 1 },
    ]);
  });
});

describe('이력을 받는 사이의 체결 (startLiveCandles: lastTradeNo · stdAt)', () => {
  const t1 = trade('T1', 5_440, 5, '2025-03-04T10:00:00+09:00');
  const t2 = trade('T2', 5_450, 2, '2025-03-04T10:00:30+09:00');
  const t3 = trade('T3', 5_430, 1, '2025-03-04T10:00:50+09:00');
  const countingT1: PriceHistory = {
    stockCd: 'JG0001',
    interval: 'minute',
    candles: [{ startAt: '2025-03-04T10:00:00+09:00', openPrice: 5_440, highPrice: 5_440, lowPrice: 5_440, closePrice: 5_440, volume: 5 }],
    lastTradeNo: 'T1',
    stdAt: '2025-03-04T10:00:10+09:00',
  };
  const countingT2: PriceHistory = {
    ...countingT1,
    candles: [{ startAt: '2025-03-04T10:00:00+09:00', openPrice: 5_440, highPrice: 5_450, lowPrice: 5_440, closePrice: 5_450, volume: 7 }],
    lastTradeNo: 'T2',
    stdAt: '2025-03-04T10:00:40+09:00',
  };
  const minuteOf = (candle: Partial<Candle>): Candle => ({ time: at('2025-03-04T10:00:00+09:00'), open: 5_440, high: 5_440, low: 5_440, close: 5_440, volume: 5, ...candle });

  it('이력이 센 마지막 체결 뒤에 피드에 온 체결은 (이력을 받는 사이에 난 것) 마지막 캔들을 움직인다', () => {
    const started = startLiveCandles(countingT1, [t2, t1]);
    expect(started.candles).toEqual([minuteOf({ high: 5_450, close: 5_450, volume: 7 })]);
    expect(started.lastTradeNo).toBe('T2');
  });

  it('이력이 이미 센 체결은 피드가 늦게 가져와도 두 번 세지 않는다', () => {
    // The answer counted T2 before the feed delivered it.
    const started = startLiveCandles(countingT2, [t1]);
    expect(started.candles).toEqual(candlesOf(countingT2));
    expect(advanceLiveCandles(started, [t1])).toBe(started);
    expect(advanceLiveCandles(started, [t3, t2, t1]).candles).toEqual([minuteOf({ high: 5_450, low: 5_430, close: 5_430, volume: 8 })]);
  });

  it('피드에 없는 체결 번호면 (끊긴 사이에 난 체결) 기준 시각 뒤에 난 체결만 새것이고, 그 시각의 체결은 센 것으로 본다', () => {
    const missedByFeed: PriceHistory = { ...countingT2, lastTradeNo: 'T2-missed' };
    const sameInstant = trade('T2b', 5_460, 4, '2025-03-04T10:00:40+09:00');
    expect(startLiveCandles(missedByFeed, [sameInstant, t1]).candles).toEqual(candlesOf(missedByFeed));
    const moved = startLiveCandles(missedByFeed, [t3, sameInstant, t1]);
    expect(moved.candles).toEqual([minuteOf({ high: 5_450, low: 5_430, close: 5_430, volume: 8 })]);
    expect(moved.lastTradeNo).toBe('T3');
  });

  it('센 체결이 없는 분봉 (오늘 첫 체결 전에 받은 이력) 은 기준 시각부터의 체결로 시작하고, 전날 체결은 그리지 않는다', () => {
    const beforeFirstTrade: PriceHistory = { stockCd: 'JG0001', interval: 'minute', candles: [], lastTradeNo: null, stdAt: '2025-03-04T10:00:00+09:00' };
    const yesterday = trade('T0', 5_400, 9, '2025-03-03T15:29:00+09:00');
    expect(startLiveCandles(beforeFirstTrade, [yesterday]).candles).toEqual([]);
    const started = startLiveCandles(beforeFirstTrade, [t1, yesterday]);
    expect(started.candles).toEqual([minuteOf({})]);
    expect(started.historyOutdated).toBe(false);
  });
});

describe('분봉의 날 바뀜 (startLiveCandles · advanceLiveCandles)', () => {
  const mondayHistory: PriceHistory = {
    stockCd: 'JG0001',
    interval: 'minute',
    candles: [
      { startAt: '2025-03-10T15:29:00+09:00', openPrice: 5_440, highPrice: 5_450, lowPrice: 5_440, closePrice: 5_450, volume: 4 },
      { startAt: '2025-03-10T15:30:00+09:00', openPrice: 5_450, highPrice: 5_450, lowPrice: 5_430, closePrice: 5_430, volume: 2 },
    ],
    lastTradeNo: 'T1',
    stdAt: '2025-03-10T15:30:10+09:00',
  };
  const monday = trade('T1', 5_430, 2, '2025-03-10T15:30:00+09:00');
  const mondayLate = trade('T2', 5_420, 1, '2025-03-10T15:30:20+09:00');
  const tuesday = trade('T3', 5_500, 2, '2025-03-11T09:00:05+09:00');
  const tuesdayNext = trade('T4', 5_510, 1, '2025-03-11T09:00:40+09:00');
  const tuesdayMinute = { time: at('2025-03-11T09:00:00+09:00'), open: 5_500, high: 5_500, low: 5_500, close: 5_500, volume: 2 };

  it('이력보다 뒤 날의 체결은 어제 분 뒤에 붙지 않고 오늘의 분을 새로 시작하며, 이력을 다시 받아야 한다고 알린다', () => {
    const started = startLiveCandles(mondayHistory, [monday]);
    expect(started.historyOutdated).toBe(false);
    // The day's last trade and the next morning's first come in one frame: only today's is drawn.
    const moved = advanceLiveCandles(started, [tuesday, mondayLate, monday]);
    expect(moved.candles).toEqual([tuesdayMinute]);
    expect(moved.historyOutdated).toBe(true);
    expect(advanceLiveCandles(moved, [tuesdayNext, tuesday, mondayLate, monday]).candles).toEqual([{ ...tuesdayMinute, high: 5_510, close: 5_510, volume: 3 }]);
  });

  it('이력이 도착할 때 피드에 이미 뒤 날 체결이 있으면 (어제 받아 둔 이력) 그 날 체결로 시작한다', () => {
    const started = startLiveCandles(mondayHistory, [tuesday, mondayLate, monday]);
    expect(started.candles).toEqual([tuesdayMinute]);
    expect(started.historyOutdated).toBe(true);
    expect(started.lastTradeNo).toBe('T3');
  });

  it('같은 날 체결과 일봉은 그대로 이어 간다', () => {
    const sameDay = advanceLiveCandles(startLiveCandles(mondayHistory, [monday]), [mondayLate, monday]);
    expect(sameDay.candles).toHaveLength(2);
    expect(sameDay.historyOutdated).toBe(false);
    const days = advanceLiveCandles(startLiveCandles(DAY_HISTORY, []), [trade('T9', 5_440, 1, '2025-03-04T09:00:05+09:00')]);
    expect(days.candles).toHaveLength(3);
    expect(days.historyOutdated).toBe(false);
  });
});

describe('chartChange', () => {
  const a: Candle = { time: 1, open: 1, high: 1, low: 1, close: 1, volume: 1 };
  const b: Candle = { time: 2, open: 2, high: 2, low: 2, close: 2, volume: 2 };
  const b2: Candle = { ...b, close: 3 };
  const c: Candle = { time: 3, open: 3, high: 3, low: 3, close: 3, volume: 3 };

  it('처음 그릴 때, 앞 캔들이 바뀌었을 때, 캔들이 줄었을 때는 전부 다시 그린다', () => {
    expect(chartChange([], [a, b])).toEqual({ kind: 'reset' });
    expect(chartChange([a, b], [{ ...a }, b])).toEqual({ kind: 'reset' });
    expect(chartChange([a, b], [a])).toEqual({ kind: 'reset' });
  });

  it('마지막 캔들이 움직이거나 새 캔들이 붙으면 그것만 고친다', () => {
    expect(chartChange([a, b], [a, b])).toEqual({ kind: 'update', candles: [] });
    expect(chartChange([a, b], [a, b2])).toEqual({ kind: 'update', candles: [b2] });
    expect(chartChange([a, b], [a, b2, c])).toEqual({ kind: 'update', candles: [b2, c] });
    expect(chartChange([a, b], [a, b, c])).toEqual({ kind: 'update', candles: [c] });
  });
});

describe('candleLabel', () => {
  it('일봉은 날짜, 주봉은 그 주 월요일, 분봉은 시각으로 말한다', () => {
    expect(candleLabel(at('2025-03-04T00:00:00+09:00'), 'day')).toBe('2025.03.04');
    expect(candleLabel(at('2025-03-03T00:00:00+09:00'), 'week')).toBe('2025.03.03 주');
    expect(candleLabel(at('2025-03-04T09:05:00+09:00'), 'minute')).toBe('09:05');
  });
});
