import { describe, expect, it } from 'vitest';
import type { Order } from '../types';
import { OrderBook } from './order-book';

function order(orderNo: string, side: Order['side'], price: number, quantity: number, seq: number): Order {
  return { orderNo, memberId: `m-${orderNo}`, stockCd: 'JG0001', side, price, quantity, filledQuantity: 0, remainingQuantity: quantity, status: 'OPEN', orderedAt: '2025-03-04T10:00:00+09:00', seq, reservedAmount: 0, filledAmount: 0, fee: 0, updatedAt: '2025-03-04T10:00:00+09:00' };
}

describe('OrderBook', () => {
  it('가격이 좋은 주문이 먼저, 같은 가격이면 먼저 들어온 주문이 먼저 체결된다', () => {
    const book = new OrderBook('JG0001');
    book.rest(order('S1', 'sell', 5_000, 10, 1));
    book.rest(order('S2', 'sell', 5_000, 10, 2));
    book.rest(order('S3', 'sell', 4_990, 10, 3));
    const matches = book.match({ side: 'buy', price: 5_000, remainingQuantity: 25, memberId: 'b' });
    expect(matches.map((m) => [m.resting.orderNo, m.price, m.quantity])).toEqual([
      ['S3', 4_990, 10],
      ['S1', 5_000, 10],
      ['S2', 5_000, 5],
    ]);
  });

  it('가격이 교차하지 않으면 체결하지 않는다', () => {
    const book = new OrderBook('JG0001');
    book.rest(order('S1', 'sell', 5_010, 10, 1));
    expect(book.match({ side: 'buy', price: 5_000, remainingQuantity: 5, memberId: 'b' })).toEqual([]);
  });

  it('매도 주문은 가장 높은 매수 호가부터 체결된다', () => {
    const book = new OrderBook('JG0001');
    book.rest(order('B1', 'buy', 4_990, 10, 1));
    book.rest(order('B2', 'buy', 5_000, 10, 2));
    const matches = book.match({ side: 'sell', price: 4_990, remainingQuantity: 15, memberId: 's' });
    expect(matches.map((m) => [m.resting.orderNo, m.price, m.quantity])).toEqual([
      ['B2', 5_000, 10],
      ['B1', 4_990, 5],
    ]);
  });

  it('호가 잔량을 가격별로 합쳐 보여준다', () => {
    const book = new OrderBook('JG0001');
    book.rest(order('B1', 'buy', 4_990, 10, 1));
    book.rest(order('B2', 'buy', 4_990, 5, 2));
    book.rest(order('B3', 'buy', 4_980, 7, 3));
    book.rest(order('S1', 'sell', 5_000, 3, 4));
    expect(book.snapshot()).toEqual({
      stockCd: 'JG0001',
      bids: [
        { price: 4_990, quantity: 15, orderCount: 2 },
        { price: 4_980, quantity: 7, orderCount: 1 },
      ],
      asks: [{ price: 5_000, quantity: 3, orderCount: 1 }],
    });
    expect(book.snapshot(1).bids).toEqual([{ price: 4_990, quantity: 15, orderCount: 2 }]);
  });

  it('주문을 호가창에서 뺀다', () => {
    const book = new OrderBook('JG0001');
    book.rest(order('B1', 'buy', 4_990, 10, 1));
    expect(book.remove('B1')).toBe(true);
    expect(book.remove('B1')).toBe(false);
    expect(book.bestBid()).toBeNull();
  });
});
