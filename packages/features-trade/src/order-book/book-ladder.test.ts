import { describe, expect, it } from 'vitest';
import { bookLadder, newerBook } from './book-ladder';

const at = (time: string) => `2025-03-04T${time}+09:00`;

describe('bookLadder', () => {
  it('매도호가는 높은 가격부터 최우선까지, 매수호가는 최우선부터 아래로, 가장 깊은 잔량 대비 막대 길이', () => {
    const ladder = bookLadder({
      asks: [
        { price: 5_440, quantity: 200, orderCount: 2 },
        { price: 5_450, quantity: 50, orderCount: 1 },
      ],
      bids: [
        { price: 5_430, quantity: 100, orderCount: 1 },
        { price: 5_420, quantity: 400, orderCount: 3 },
      ],
    });
    expect(ladder).toEqual([
      { side: 'ask', price: 5_450, quantity: 50, depth: 0.125 },
      { side: 'ask', price: 5_440, quantity: 200, depth: 0.5 },
      { side: 'bid', price: 5_430, quantity: 100, depth: 0.25 },
      { side: 'bid', price: 5_420, quantity: 400, depth: 1 },
    ]);
  });

  it('빈 호가는 빈 사다리', () => {
    expect(bookLadder({ asks: [], bids: [] })).toEqual([]);
  });
});

describe('newerBook', () => {
  it('더 최근 것을 고르고, 같으면 실시간 호가를 고른다', () => {
    const snapshot = { updatedAt: at('10:00:05'), id: 'snapshot' };
    const live = { updatedAt: at('10:00:01'), id: 'live' };
    expect(newerBook(snapshot, live)?.id).toBe('snapshot');
    expect(newerBook({ ...snapshot, updatedAt: at('10:00:01') }, live)?.id).toBe('live');
    expect(newerBook(undefined, live)?.id).toBe('live');
    expect(newerBook(snapshot, undefined)?.id).toBe('snapshot');
  });
});
