import type { BookLevel, Order, OrderBookSnapshot, OrderSide } from '../types';

/** One match between an incoming order and a resting one, at the resting order's price. */
export interface Match {
  resting: Order;
  quantity: number;
  price: number;
}

/** Whether `a` comes before `b` on its side: better price first, then earlier arrival. */
function ahead(side: OrderSide, a: Order, b: Order): boolean {
  if (a.price !== b.price) return side === 'buy' ? a.price > b.price : a.price < b.price;
  return a.seq < b.seq;
}

/**
 * One stock's limit order book with price-time priority. It only orders and matches; money,
 * holdings and events are the state's business.
 *
 * @example
 * const book = new OrderBook('JG0001');
 * book.rest(sellOrder);
 * const matches = book.match(buyOrder); // fills against the best ask first
 */
export class OrderBook {
  readonly stockCd: string;
  private readonly bids: Order[] = [];
  private readonly asks: Order[] = [];

  constructor(stockCd: string) {
    this.stockCd = stockCd;
  }

  private sideOf(side: OrderSide): Order[] {
    return side === 'buy' ? this.bids : this.asks;
  }

  /** Put an order with a remaining quantity on the book, keeping priority order. */
  rest(order: Order): void {
    const list = this.sideOf(order.side);
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = list[mid];
      if (other && ahead(order.side, other, order)) low = mid + 1;
      else high = mid;
    }
    list.splice(low, 0, order);
  }

  /**
   * Match an incoming order against the opposite side while prices cross. Mutates nothing:
   * the caller applies each match (so money moves and events go out in one place).
   */
  match(incoming: Pick<Order, 'side' | 'price' | 'remainingQuantity' | 'memberId'>): Match[] {
    const opposite = this.sideOf(incoming.side === 'buy' ? 'sell' : 'buy');
    const matches: Match[] = [];
    let left = incoming.remainingQuantity;
    for (const resting of opposite) {
      if (left <= 0) break;
      const crosses = incoming.side === 'buy' ? resting.price <= incoming.price : resting.price >= incoming.price;
      if (!crosses) break;
      const quantity = Math.min(left, resting.remainingQuantity);
      matches.push({ resting, quantity, price: resting.price });
      left -= quantity;
    }
    return matches;
  }

  /** Take an order off the book (filled or cancelled); returns whether it was there. */
  remove(orderNo: string): boolean {
    for (const list of [this.bids, this.asks]) {
      const index = list.findIndex((order) => order.orderNo === orderNo);
      if (index >= 0) {
        list.splice(index, 1);
        return true;
      }
    }
    return false;
  }

  /** Orders on the book, bids then asks, in priority order. */
  orders(): Order[] {
    return [...this.bids, ...this.asks];
  }

  bestBid(): number | null {
    return this.bids[0]?.price ?? null;
  }

  bestAsk(): number | null {
    return this.asks[0]?.price ?? null;
  }

  /** Aggregated price levels, best first, at most `depth` per side. */
  snapshot(depth = 10): OrderBookSnapshot {
    const levels = (list: Order[]): BookLevel[] => {
      const out: BookLevel[] = [];
      for (const order of list) {
        const last = out[out.length - 1];
        if (last && last.price === order.price) {
          last.quantity += order.remainingQuantity;
          last.orderCount += 1;
        } else if (out.length < depth) {
          out.push({ price: order.price, quantity: order.remainingQuantity, orderCount: 1 });
        } else {
          break;
        }
      }
      return out;
    };
    return { stockCd: this.stockCd, bids: levels(this.bids), asks: levels(this.asks) };
  }
}
