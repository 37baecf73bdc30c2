import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KOREAN_HOLIDAYS } from '../model/calendar';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());

interface Candle {
  startAt: string;
  openPrice: number;
  highPrice: number;
  lowPrice: number;
  closePrice: number;
  volume: number;
}

async function history(interval: string, stockCd = 'JG0001') {
  const response = await fetch(`https://partner.example/main/v1/market/stocks/${stockCd}/price-history?interval=${interval}`);
  return { status: response.status, body: (await response.json()) as { candles: Candle[]; interval: string; lastTradeNo?: string | null; stdAt?: string; code?: string } };
}

describe('GET /market/stocks/{stockCd}/price-history', () => {
  it('일봉: 어제까지 250 거래일, 오래된 것부터, 시드가 같으면 같은 값', async () => {
    const { status, body } = await history('day');
    expect(status).toBe(200);
    expect(body.interval).toBe('day');
    expect(body.candles).toHaveLength(250);
    // 2025-03-03 (삼일절 대체공휴일) is no trading day: the last one before today is Friday.
    expect(body.candles.at(-1)).toMatchObject({ startAt: '2025-02-28T00:00:00+09:00', closePrice: 5_430 });
    expect(body.candles.map((candle) => candle.startAt.slice(0, 10)).filter((date) => KOREAN_HOLIDAYS.includes(date))).toEqual([]);
    expect(body.candles.every((candle) => candle.lowPrice <= Math.min(candle.openPrice, candle.closePrice) && candle.highPrice >= Math.max(candle.openPrice, candle.closePrice))).toBe(true);
    const weekdays = body.candles.map((candle) => new Date(candle.startAt).getUTCDay());
    expect(weekdays.filter((day) => day === 5 || day === 6)).toEqual([]);
    sandbox.reset();
    expect((await history('day')).body.candles).toEqual(body.candles);
  });

  it('주봉: 월요일에 시작하고, 그 주 일봉의 시가·고가·저가·종가·거래량을 합친다', async () => {
    const days = (await history('day')).body.candles;
    const weeks = (await history('week')).body.candles;
    expect(weeks.every((week) => new Date(week.startAt).getUTCDay() === 0)).toBe(true);
    // This week has no closed day yet (Monday 2025-03-03 was a holiday), so the last week is the one before.
    const lastWeek = weeks.at(-1);
    expect(lastWeek?.startAt).toBe('2025-02-24T00:00:00+09:00');
    const previous = days.filter((day) => day.startAt >= '2025-02-17' && day.startAt < '2025-02-24');
    expect(weeks.at(-2)).toEqual({
      startAt: '2025-02-17T00:00:00+09:00',
      openPrice: previous[0]?.openPrice,
      highPrice: Math.max(...previous.map((day) => day.highPrice)),
      lowPrice: Math.min(...previous.map((day) => day.lowPrice)),
      closePrice: previous.at(-1)?.closePrice,
      volume: previous.reduce((sum, day) => sum + day.volume, 0),
    });
  });

  it('오늘 체결이 나면 일봉에 오늘이 붙고, 분봉은 체결이 난 분마다 하나씩 생긴다', async () => {
    expect((await history('minute')).body.candles).toEqual([]);
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    sandbox.state.clock.set('2025-03-04T10:01:30+09:00');
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 3 });
    sandbox.state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_430, quantity: 2 });
    expect((await history('minute')).body.candles).toEqual([
      { startAt: '2025-03-04T10:00:00+09:00', openPrice: 5_440, highPrice: 5_440, lowPrice: 5_440, closePrice: 5_440, volume: 5 },
      { startAt: '2025-03-04T10:01:00+09:00', openPrice: 5_440, highPrice: 5_440, lowPrice: 5_430, closePrice: 5_430, volume: 5 },
    ]);
    expect((await history('day')).body.candles.at(-1)).toEqual({ startAt: '2025-03-04T00:00:00+09:00', openPrice: 5_440, highPrice: 5_440, lowPrice: 5_430, closePrice: 5_430, volume: 10 });
    expect((await history('week')).body.candles.at(-1)).toMatchObject({ startAt: '2025-03-03T00:00:00+09:00', closePrice: 5_430 });
  });

  it('다음 거래일에는 어제가 일봉으로 닫히고 분봉은 비어서 시작한다', async () => {
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    sandbox.state.clock.set('2025-03-05T09:30:00+09:00');
    expect((await history('minute')).body.candles).toEqual([]);
    expect((await history('day')).body.candles.at(-1)).toMatchObject({ startAt: '2025-03-04T00:00:00+09:00', closePrice: 5_440, volume: 5 });
  });

  it('캔들이 센 마지막 체결 번호와 읽은 시각을 함께 준다: 체결 전에는 null, 다음 거래일의 분봉은 null, 일봉·주봉은 어제 마지막 체결', async () => {
    for (const interval of ['day', 'week', 'minute']) {
      expect((await history(interval)).body).toMatchObject({ lastTradeNo: null, stdAt: NOW });
    }
    const newestTrade = () => sandbox.state.data.stocks.get('JG0001')?.recentTrades[0]?.tradeNo;
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 5 });
    const first = newestTrade();
    sandbox.state.clock.set('2025-03-04T10:01:30+09:00');
    sandbox.state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_430, quantity: 2 });
    const last = newestTrade();
    expect(last).toMatch(/^T\d+$/);
    expect(last).not.toBe(first);
    for (const interval of ['day', 'week', 'minute']) {
      expect((await history(interval)).body).toMatchObject({ lastTradeNo: last, stdAt: '2025-03-04T10:01:30+09:00' });
    }
    sandbox.state.clock.set('2025-03-05T09:30:00+09:00');
    expect((await history('minute')).body).toMatchObject({ candles: [], lastTradeNo: null, stdAt: '2025-03-05T09:30:00+09:00' });
    expect((await history('day')).body.lastTradeNo).toBe(last);
    expect((await history('week')).body.lastTradeNo).toBe(last);
  });

  it('interval이 없거나 틀리면 400, 상장되지 않은 종목은 404', async () => {
    expect(await history('month')).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: '요청 값(interval)을 확인해주세요.' } });
    expect((await history('day', 'JG0009')).status).toBe(404);
  });
});
