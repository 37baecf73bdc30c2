import { stepTicks } from '@jogak/domain-rules';
import { cancelOrder, isMarketOpen, placeOrder } from '../model/market/trading';
import type { SandboxState } from '../model/state';
import type { LiveControlHandler } from './live-endpoint';

export interface MarketSimulatorOptions {
  /** Actions (orders placed or cancelled) per second across the simulated markets; default 4. */
  ratePerSecond?: number;
  /** The markets to move; every listed stock by default. */
  stockCds?: readonly string[];
  /** A source of numbers in [0, 1); `Math.random` by default (pass a seeded one in tests). */
  random?: () => number;
  /** How often the simulator wakes up, in ms; default 20. */
  tickMs?: number;
}

/** What the simulator has done since it was created. */
export interface MarketSimulatorStats {
  running: boolean;
  ratePerSecond: number;
  stockCds: string[];
  placed: number;
  cancelled: number;
  /** Actions the engine refused (market closed, a limit, a rule): the book is left as it was. */
  rejected: number;
}

/** A book deeper than this many resting orders gets cancels instead of new orders. */
const MAX_RESTING_ORDERS = 60;
/** The share of new orders that take liquidity (and so trade) rather than rest on the book. */
const TAKER_SHARE = 0.3;

/**
 * Simulated market participants (the sandbox's market-maker members) placing and cancelling limit
 * orders through the same engine as the HTTP order calls: every order respects the tick table,
 * the price limits and the 5-quote range, and is matched with price-time priority, so the book,
 * the ticker and the trades move as a real market would. Nothing trades while the market is
 * closed; the clock is synced every second so the market-operation events go out on the hour.
 * (The engine's functions are called directly rather than through the state's per-call sync,
 * which settles offerings and trading days on every call and would cap the rate.)
 *
 * @example
 * const simulator = createMarketSimulator(sandbox.state, { ratePerSecond: 1_000, stockCds: ['JG0001'] });
 * simulator.start();
 * simulator.setRate(4);
 * simulator.stop();
 */
export function createMarketSimulator(state: SandboxState, options: MarketSimulatorOptions = {}) {
  const random = options.random ?? Math.random;
  const tickMs = options.tickMs ?? 20;
  let ratePerSecond = options.ratePerSecond ?? 4;
  let chosen: string[] | null = options.stockCds ? [...options.stockCds] : null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let syncTimer: ReturnType<typeof setInterval> | undefined;
  let budget = 0;
  const stats = { placed: 0, cancelled: 0, rejected: 0 };

  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

  function makers(): string[] {
    return [...state.data.members.values()].filter((member) => member.marketMaker).map((member) => member.id);
  }

  function markets(): string[] {
    return chosen ?? [...state.data.stocks.keys()];
  }

  function attempt(run: () => void): boolean {
    try {
      run();
      return true;
    } catch {
      stats.rejected += 1;
      return false;
    }
  }

  /** One action on one market: a cancel when the book is deep, otherwise a new order. */
  function step(): void {
    const stockCd = pick(markets());
    const maker = pick(makers());
    const stock = stockCd ? state.data.stocks.get(stockCd) : undefined;
    if (!stockCd || !maker || !stock) return;
    if (!isMarketOpen(state.context)) {
      stats.rejected += 1;
      return;
    }
    const book = state.data.books.get(stockCd);
    const resting = book?.orders().filter((order) => state.data.members.get(order.memberId)?.marketMaker) ?? [];
    if (resting.length > MAX_RESTING_ORDERS) {
      const order = pick(resting);
      if (order && attempt(() => cancelOrder(state.context, order.memberId, order.orderNo))) stats.cancelled += 1;
      return;
    }
    const side = random() < 0.5 ? 'buy' : 'sell';
    const bestBid = book?.bestBid() ?? null;
    const bestAsk = book?.bestAsk() ?? null;
    let price: number;
    let quantity: number;
    if (random() < TAKER_SHARE && (side === 'buy' ? bestAsk : bestBid) !== null) {
      price = (side === 'buy' ? bestAsk : bestBid) ?? stock.currentPrice;
      quantity = between(1, 50);
    } else {
      const own = side === 'buy' ? (bestBid ?? stepTicks(stock.currentPrice, -1)) : (bestAsk ?? stepTicks(stock.currentPrice, 1));
      const away = between(0, 4);
      price = stepTicks(own, side === 'buy' ? -away : away);
      if (side === 'buy' && bestAsk !== null && price >= bestAsk) price = stepTicks(bestAsk, -1);
      if (side === 'sell' && bestBid !== null && price <= bestBid) price = stepTicks(bestBid, 1);
      quantity = between(1, 30) * 10;
    }
    price = Math.min(Math.max(price, stock.lowerLimitPrice), stock.upperLimitPrice);
    if (attempt(() => placeOrder(state.context, maker, { stockCd, side, price, quantity }))) stats.placed += 1;
  }

  let lastTickAt = 0;
  function tick(): void {
    // Timers run late on a busy machine: count the time that really passed, so the rate holds.
    const now = performance.now();
    budget = Math.min(budget + (ratePerSecond * (now - lastTickAt)) / 1_000, ratePerSecond);
    lastTickAt = now;
    while (budget >= 1) {
      budget -= 1;
      step();
    }
  }

  function start(): void {
    if (timer) return;
    lastTickAt = performance.now();
    timer = setInterval(tick, tickMs);
    syncTimer = setInterval(() => state.sync(), 1_000);
  }

  function stop(): void {
    clearInterval(timer);
    clearInterval(syncTimer);
    timer = undefined;
    syncTimer = undefined;
    budget = 0;
  }

  function setRate(next: number): void {
    if (!Number.isFinite(next) || next < 0) throw new RangeError(`The rate must be a number of actions per second ≥ 0, got ${next}`);
    ratePerSecond = next;
  }

  function currentStats(): MarketSimulatorStats {
    return { running: timer !== undefined, ratePerSecond, stockCds: markets(), ...stats };
  }

  /**
   * The simulator's part of the control route: `GET /__sandbox/live/simulator` reads its stats;
   * `POST /__sandbox/live/simulator` with `{ ratePerSecond?, running?, stockCds? }` changes it.
   */
  const control: LiveControlHandler = (method, route, body) => {
    if (route !== '/simulator') return undefined;
    if (method === 'POST') {
      const { ratePerSecond: rate, running, stockCds } = body;
      if (rate !== undefined && (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0)) {
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'ratePerSecond는 0 이상의 숫자여야 해요.' } };
      }
      if (stockCds !== undefined && !(Array.isArray(stockCds) && stockCds.every((code) => typeof code === 'string' && state.data.stocks.has(code)))) {
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'stockCds는 상장된 종목 코드의 목록이어야 해요.' } };
      }
      if (typeof rate === 'number') setRate(rate);
      if (Array.isArray(stockCds)) chosen = stockCds.map(String);
      if (running === true) start();
      if (running === false) stop();
    }
    return { status: 200, body: currentStats() };
  };

  const simulator = {
    start,
    stop,
    /** Run `count` actions now (tests and benchmarks that need an exact number). */
    step(count = 1): void {
      for (let n = 0; n < count; n += 1) step();
    },
    setRate,
    setMarkets(stockCds: readonly string[] | null): void {
      chosen = stockCds ? [...stockCds] : null;
    },
    get running(): boolean {
      return timer !== undefined;
    },
    stats: currentStats,
    control,
  };
  return simulator;
}

/** The simulator `createMarketSimulator` returns. */
export type MarketSimulator = ReturnType<typeof createMarketSimulator>;
