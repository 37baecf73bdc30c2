import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_KINDS, MARKET_EVENT_KINDS, USER_EVENT_KINDS, marketIdOf, marketTopic } from './live-destinations';

describe('라이브 목적지', () => {
  it('시장 토픽은 종목 코드로 만든다', () => {
    expect(marketTopic('JG0001')).toBe('/topic/market/JG0001');
  });

  it('operation이나 경로 문자가 든 id는 시장 토픽이 될 수 없다', () => {
    expect(() => marketTopic('operation')).toThrow(RangeError);
    expect(() => marketTopic('a/b')).toThrow(RangeError);
    expect(() => marketTopic('')).toThrow(RangeError);
  });

  it('토픽에서 종목 코드를 읽는다', () => {
    expect(marketIdOf('/topic/market/JG0001')).toBe('JG0001');
    expect(marketIdOf('/topic/market/operation')).toBeNull();
    expect(marketIdOf('/user/queue/events')).toBeNull();
  });

  it('모든 이벤트는 시장, 장 운영, 사용자 중 한 곳으로만 간다', () => {
    expect(MARKET_EVENT_KINDS).toEqual(['orderbook-snapshot', 'ticker', 'market-trade']);
    expect(USER_EVENT_KINDS).toHaveLength(13);
    expect([...MARKET_EVENT_KINDS, 'market-operation', ...USER_EVENT_KINDS].sort()).toEqual([...LIVE_EVENT_KINDS].sort());
  });
});
