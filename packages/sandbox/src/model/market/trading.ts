import { isValidQuotePrice, isWithinQuoteRange, ORDER_QUOTE_RANGE, roundToTick, stepTicks, totalWithFee } from '@jogak/domain-rules';
import { assertCanTransact, assertInvestorInformationCurrent, commitInvestment, emitAccount, emitHolding, freeCash, recordHistory, remainingYearlyLimit, requireAccount, requireMember } from '../accounts';
import { DateTime } from 'luxon';
import { isHoliday, isWeekend, isWithinDealHours, type DealHours } from '../calendar';
import { SEOUL } from '../clock';
import { nextId, nowIso, nowOf, notify, type SandboxContext } from '../context';
import { badRequest, notFound } from '../errors';
import type { Account, ListedStock, Order, OrderSide, Trade } from '../types';
import { OrderBook, type Match } from './order-book';

/** What a member sends to place a limit order. */
export interface OrderInput {
  stockCd: string;
  side: OrderSide;
  /** inputPrice: won, a quote price. */
  price: number;
  /** inputNumber: units. */
  quantity: number;
}

const RECENT_TRADES_KEPT = 50;

/**
 * Upper and lower price limits: ±30% of the reference price, on quote prices inside the band.
 *
 * @example
 * priceLimits(5_000); // { upper: 6_500, lower: 3_500 }
 */
export function priceLimits(basePrice: number): { upper: number; lower: number } {
  return {
    upper: roundToTick(Math.floor((basePrice * 13) / 10), 'buy'),
    lower: roundToTick(Math.ceil((basePrice * 7) / 10), 'sell'),
  };
}

/**
 * Whether the market takes orders now: weekdays that are not holidays, within deal hours.
 *
 * @example
 * isMarketOpen(ctx); // true at 10:00 on a Tuesday
 */
export function isMarketOpen(ctx: SandboxContext): boolean {
  return ctx.settings.alwaysOpen || isWithinDealHours(nowOf(ctx), ctx.settings.dealHours, ctx.settings.holidays);
}

/**
 * The deal hours the market announces (the operation call and its live event): the settings'
 * hours, or the whole day when the sandbox is always open, so the screens say the hours it keeps.
 *
 * @example
 * announcedDealHours(ctx); // { dealBeginHour: 9, dealEndingHour: 16 }; { 0, 24 } with alwaysOpen
 */
export function announcedDealHours(ctx: SandboxContext): DealHours {
  return ctx.settings.alwaysOpen ? { dealBeginHour: 0, dealEndingHour: 24 } : ctx.settings.dealHours;
}

/**
 * Whether a Seoul day is a trading day: a weekday that is not a holiday, or any day when the
 * sandbox is always open (it takes orders then, so the screens must not show 휴장일).
 */
function isTradingDay(ctx: SandboxContext, day: DateTime): boolean {
  return ctx.settings.alwaysOpen || !(isWeekend(day) || isHoliday(day, ctx.settings.holidays));
}

/**
 * Whether today is a day off for the market (`dayOffYn`): a weekend or a holiday, never when
 * the sandbox is always open.
 *
 * @example
 * isDayOff(ctx); // true on a Saturday; false with alwaysOpen
 */
export function isDayOff(ctx: SandboxContext): boolean {
  return !isTradingDay(ctx, nowOf(ctx));
}

/** The order book of a listed stock, created on first use. */
export function bookOf(ctx: SandboxContext, stockCd: string): OrderBook {
  let book = ctx.data.books.get(stockCd);
  if (!book) {
    book = new OrderBook(stockCd);
    ctx.data.books.set(stockCd, book);
  }
  return book;
}

function requireStock(ctx: SandboxContext, stockCd: string): ListedStock {
  const stock = ctx.data.stocks.get(stockCd);
  if (!stock) throw notFound('상장된 종목을 찾을 수 없어요.');
  return stock;
}

function turnoverKey(ctx: SandboxContext, stockCd: string, side: OrderSide): string {
  return `${nowOf(ctx).toFormat('yyyyMMdd')}:${stockCd}:${side}`;
}

function validateOrder(ctx: SandboxContext, memberId: string, input: OrderInput): { account: Account; stock: ListedStock; reserve: number } {
  const member = requireMember(ctx, memberId);
  assertCanTransact(member);
  const account = requireAccount(ctx, memberId);
  const stock = requireStock(ctx, input.stockCd);
  if (!isMarketOpen(ctx)) {
    const { dealBeginHour, dealEndingHour } = ctx.settings.dealHours;
    throw badRequest('MARKET_CLOSED', `지금은 거래 시간이 아니에요. 거래는 영업일 ${dealBeginHour}시부터 ${dealEndingHour}시까지 가능해요.`);
  }
  const { price, quantity, side } = input;
  if (!Number.isSafeInteger(price) || !Number.isSafeInteger(quantity) || price <= 0 || quantity <= 0) {
    throw badRequest('NO_INPUT_PRICE_COUNT', '주문 가격과 수량을 입력해주세요.');
  }
  if (!isValidQuotePrice(price)) throw badRequest('INVALID_TICK', '호가 단위에 맞는 가격을 입력해주세요.');
  if (price > stock.upperLimitPrice) throw badRequest('OVER_UPPER_PRICE', `상한가(${stock.upperLimitPrice.toLocaleString('ko-KR')}원)를 넘는 가격은 주문할 수 없어요.`);
  if (price < stock.lowerLimitPrice) throw badRequest('UNDER_LOWER_PRICE', `하한가(${stock.lowerLimitPrice.toLocaleString('ko-KR')}원)보다 낮은 가격은 주문할 수 없어요.`);
  const book = bookOf(ctx, stock.stockCd);
  const references = [book.bestBid(), book.bestAsk()].filter((p): p is number => p !== null);
  if (references.length === 0) references.push(stock.currentPrice);
  if (!references.some((reference) => isWithinQuoteRange(price, reference, ORDER_QUOTE_RANGE))) {
    const sideName = side === 'buy' ? '매수' : '매도';
    throw badRequest(side === 'buy' ? 'OVER_MAX_QUOTE_1' : 'OVER_MAX_QUOTE_2', `${sideName} 가격은 최우선 호가에서 5호가 안이어야 해요.`);
  }
  if (!member.marketMaker) {
    const cap = Math.floor(stock.listedQty * ctx.settings.dailyTurnoverRate);
    const ordered = account.orderedToday.get(turnoverKey(ctx, stock.stockCd, side)) ?? 0;
    if (ordered + quantity > cap) {
      throw badRequest(
        side === 'buy' ? 'OVER_DEAL_SPIN_RATE_1' : 'OVER_DEAL_SPIN_RATE_2',
        `일일 ${side === 'buy' ? '매수' : '매도'} 회전율 한도(${cap.toLocaleString('ko-KR')}주)를 초과했어요.`,
      );
    }
  }
  if (side === 'sell') {
    const holding = account.holdings.get(stock.stockCd);
    const sellable = holding ? holding.quantity - holding.reservedQuantity : 0;
    if (quantity > sellable) throw badRequest('OVER_INPUT_POSSIBLE_COUNT', `매도 가능 수량(${sellable.toLocaleString('ko-KR')}주)을 초과했어요.`);
    return { account, stock, reserve: 0 };
  }
  // A sale of what the member holds is not held back by old investor information; a buy is.
  assertInvestorInformationCurrent(ctx, member);
  const remaining = remainingYearlyLimit(ctx, memberId);
  if (remaining !== null && price * quantity > remaining) {
    throw badRequest('INSUFFICIENT_FUND_OVER_AMT', `연간 투자한도를 초과했어요. 남은 한도는 ${remaining.toLocaleString('ko-KR')}원이에요.`);
  }
  const reserve = totalWithFee(price, quantity, ctx.settings.feeRate);
  if (reserve > freeCash(account)) throw badRequest('INSUFFICIENT_FUND', '주문 가능 금액이 부족해요. 입금 후 다시 시도해주세요.');
  return { account, stock, reserve };
}

/** The Seoul year a buy order committed its limit price to: what its release gives back to. */
function orderYear(order: Order): number {
  return DateTime.fromISO(order.orderedAt, { zone: SEOUL }).year;
}

function statusOf(order: Order): Order['status'] {
  if (order.remainingQuantity === 0) return 'FILLED';
  return order.filledQuantity > 0 ? 'PARTIAL' : 'OPEN';
}

function settleMatch(ctx: SandboxContext, incoming: Order, match: Match, touched: Set<string>): Trade {
  const { resting, quantity, price } = match;
  const buy = incoming.side === 'buy' ? incoming : resting;
  const sell = incoming.side === 'sell' ? incoming : resting;
  const stock = requireStock(ctx, incoming.stockCd);
  const feeRate = ctx.settings.feeRate;
  const product = price * quantity;
  const fee = totalWithFee(price, quantity, feeRate) - product;

  const buyer = requireAccount(ctx, buy.memberId);
  const newReserve = totalWithFee(buy.price, buy.remainingQuantity - quantity, feeRate);
  buyer.reservedForOrders -= buy.reservedAmount - newReserve;
  buy.reservedAmount = newReserve;
  buyer.cash -= product + fee;
  commitInvestment(ctx, buyer, -(buy.price - price) * quantity, orderYear(buy));
  const bought = buyer.holdings.get(stock.stockCd) ?? { stockCd: stock.stockCd, quantity: 0, reservedQuantity: 0, averagePrice: 0 };
  bought.averagePrice = Math.round((bought.averagePrice * bought.quantity + product) / (bought.quantity + quantity));
  bought.quantity += quantity;
  buyer.holdings.set(stock.stockCd, bought);
  // Each side's line is written at its own cash change, so a member who buys from their own
  // resting sell gets a BUY line whose balance does not already include the sale.
  recordHistory(ctx, buyer, { kind: 'BUY', description: `${stock.name} 매수`, stockCd: stock.stockCd, quantity, price, amount: -(product + fee), fee });

  const seller = requireAccount(ctx, sell.memberId);
  seller.cash += product - fee;
  recordHistory(ctx, seller, { kind: 'SELL', description: `${stock.name} 매도`, stockCd: stock.stockCd, quantity, price, amount: product - fee, fee });
  const sold = seller.holdings.get(stock.stockCd);
  if (sold) {
    seller.realizedProfit += product - fee - sold.averagePrice * quantity;
    sold.quantity -= quantity;
    sold.reservedQuantity -= quantity;
    if (sold.quantity === 0) seller.holdings.delete(stock.stockCd);
  }

  const tradedAt = nowIso(ctx);
  for (const order of [buy, sell]) {
    order.filledQuantity += quantity;
    order.remainingQuantity -= quantity;
    order.filledAmount += product;
    order.fee += fee;
    order.status = statusOf(order);
    order.updatedAt = tradedAt;
  }

  const trade: Trade = {
    tradeNo: nextId(ctx, 'trade', 'T'),
    stockCd: stock.stockCd,
    price,
    quantity,
    aggressorSide: incoming.side,
    buyOrderNo: buy.orderNo,
    sellOrderNo: sell.orderNo,
    buyMemberId: buy.memberId,
    sellMemberId: sell.memberId,
    tradedAt,
  };
  if (stock.volume === 0) stock.openPrice = price;
  stock.highPrice = stock.volume === 0 ? price : Math.max(stock.highPrice, price);
  stock.lowPrice = stock.volume === 0 ? price : Math.min(stock.lowPrice, price);
  stock.currentPrice = price;
  stock.volume += quantity;
  stock.tradeAmount += product;
  stock.recentTrades.unshift(trade);
  stock.recentTrades.length = Math.min(stock.recentTrades.length, RECENT_TRADES_KEPT);
  recordMinute(stock, tradedAt, price, quantity);

  for (const order of [buy, sell]) {
    ctx.events.emit('order-filled', { order, trade });
    ctx.events.emit('order-updated', { order, reason: order.status === 'FILLED' ? 'FILLED' : 'PARTIAL' });
    touched.add(order.memberId);
    const member = ctx.data.members.get(order.memberId);
    if (member && !member.marketMaker) {
      const side = order.side === 'buy' ? '매수' : '매도';
      notify(ctx, order.memberId, 'TRADE', `${side} 체결`, `${stock.name} ${quantity.toLocaleString('ko-KR')}주가 ${price.toLocaleString('ko-KR')}원에 ${side} 체결되었어요.`, `/market/${stock.stockCd}`);
    }
  }
  ctx.events.emit('trade', { trade, stock });
  return trade;
}

/** Adds a trade to its Seoul minute's candle (`tradedAt` is ISO-8601 with the Seoul offset). */
function recordMinute(stock: ListedStock, tradedAt: string, price: number, quantity: number): void {
  const startAt = `${tradedAt.slice(0, 16)}:00+09:00`;
  const last = stock.minutePrices.at(-1);
  if (last?.startAt === startAt) {
    last.highPrice = Math.max(last.highPrice, price);
    last.lowPrice = Math.min(last.lowPrice, price);
    last.closePrice = price;
    last.volume += quantity;
    return;
  }
  stock.minutePrices.push({ startAt, openPrice: price, highPrice: price, lowPrice: price, closePrice: price, volume: quantity });
}

function announceBook(ctx: SandboxContext, stockCd: string): void {
  ctx.events.emit('orderbook-changed', { stockCd, book: bookOf(ctx, stockCd).snapshot() });
}

function announceMembers(ctx: SandboxContext, memberIds: Iterable<string>, stockCd: string): void {
  for (const memberId of memberIds) {
    emitAccount(ctx, memberId);
    emitHolding(ctx, memberId, stockCd);
  }
}

/**
 * Accept an order onto the book without the member-facing checks; used to seed resting orders
 * of market participants. Reserves cash or quantity like a real order.
 */
export function restOrder(ctx: SandboxContext, memberId: string, input: OrderInput): Order {
  const account = requireAccount(ctx, memberId);
  const order = newOrder(ctx, memberId, input, input.side === 'buy' ? totalWithFee(input.price, input.quantity, ctx.settings.feeRate) : 0);
  reserve(account, order);
  bookOf(ctx, input.stockCd).rest(order);
  return order;
}

function newOrder(ctx: SandboxContext, memberId: string, input: OrderInput, reservedAmount: number): Order {
  ctx.data.counters.seq += 1;
  const order: Order = {
    orderNo: nextId(ctx, 'order', 'O'),
    memberId,
    stockCd: input.stockCd,
    side: input.side,
    price: input.price,
    quantity: input.quantity,
    filledQuantity: 0,
    remainingQuantity: input.quantity,
    status: 'OPEN',
    orderedAt: nowIso(ctx),
    seq: ctx.data.counters.seq,
    reservedAmount,
    filledAmount: 0,
    fee: 0,
    updatedAt: nowIso(ctx),
  };
  ctx.data.orders.set(order.orderNo, order);
  return order;
}

function reserve(account: Account, order: Order): void {
  if (order.side === 'buy') {
    account.reservedForOrders += order.reservedAmount;
    return;
  }
  const holding = account.holdings.get(order.stockCd);
  if (holding) holding.reservedQuantity += order.remainingQuantity;
}

/**
 * Validate and place a limit order, then match it with price-time priority. What does not fill
 * rests on the book. Emits order-placed, order-filled/order-updated and trade per match,
 * orderbook-changed, account-updated and stock-balance-updated.
 *
 * @example
 * const order = placeOrder(ctx, 'demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_430, quantity: 10 });
 * order.status; // 'FILLED' when 10 units were offered at 5,430 or less
 */
export function placeOrder(ctx: SandboxContext, memberId: string, input: OrderInput): Order {
  const { account, stock, reserve: reservedAmount } = validateOrder(ctx, memberId, input);
  const order = newOrder(ctx, memberId, input, reservedAmount);
  reserve(account, order);
  if (input.side === 'buy') commitInvestment(ctx, account, input.price * input.quantity);
  const key = turnoverKey(ctx, stock.stockCd, input.side);
  account.orderedToday.set(key, (account.orderedToday.get(key) ?? 0) + input.quantity);
  ctx.events.emit('order-placed', { order });

  const book = bookOf(ctx, stock.stockCd);
  const touched = new Set<string>([memberId]);
  for (const match of book.match(order)) {
    settleMatch(ctx, order, match, touched);
    if (match.resting.remainingQuantity === 0) book.remove(match.resting.orderNo);
  }
  if (order.remainingQuantity > 0) book.rest(order);
  announceBook(ctx, stock.stockCd);
  announceMembers(ctx, touched, stock.stockCd);
  return order;
}

function releaseOrder(ctx: SandboxContext, order: Order, reason: 'CANCELLED' | 'EXPIRED'): void {
  const account = requireAccount(ctx, order.memberId);
  if (order.side === 'buy') {
    account.reservedForOrders -= order.reservedAmount;
    commitInvestment(ctx, account, -order.price * order.remainingQuantity, orderYear(order));
    order.reservedAmount = 0;
  } else {
    const holding = account.holdings.get(order.stockCd);
    if (holding) holding.reservedQuantity -= order.remainingQuantity;
  }
  order.status = 'CANCELLED';
  order.updatedAt = nowIso(ctx);
  bookOf(ctx, order.stockCd).remove(order.orderNo);
  ctx.events.emit('order-updated', { order, reason });
}

/**
 * Cancel the unfilled part of a member's open order.
 *
 * @example
 * cancelOrder(ctx, 'demo-general', 'O000042').status; // 'CANCELLED'
 */
export function cancelOrder(ctx: SandboxContext, memberId: string, orderNo: string): Order {
  const order = ctx.data.orders.get(orderNo);
  if (!order || order.memberId !== memberId) throw notFound('주문을 찾을 수 없어요.');
  if (order.status === 'FILLED' || order.status === 'CANCELLED') throw badRequest('ORDER_NOT_CANCELLABLE', '이미 체결되었거나 취소된 주문이에요.');
  releaseOrder(ctx, order, 'CANCELLED');
  announceBook(ctx, order.stockCd);
  announceMembers(ctx, [memberId], order.stockCd);
  return order;
}

/**
 * Cancel every unfilled order of a member (in one stock, or everywhere).
 *
 * @example
 * cancelAllOrders(ctx, 'demo-general', 'JG0001').length; // 2
 */
export function cancelAllOrders(ctx: SandboxContext, memberId: string, stockCd?: string): Order[] {
  const open = [...ctx.data.orders.values()].filter(
    (order) => order.memberId === memberId && (order.status === 'OPEN' || order.status === 'PARTIAL') && (!stockCd || order.stockCd === stockCd),
  );
  for (const order of open) releaseOrder(ctx, order, 'CANCELLED');
  for (const code of new Set(open.map((order) => order.stockCd))) {
    announceBook(ctx, code);
    announceMembers(ctx, [memberId], code);
  }
  return open;
}

/**
 * Seed a market's book with resting orders of the simulated participants around its price:
 * five bid levels from the current price down, five ask levels above.
 */
export function seedMakerBook(ctx: SandboxContext, stock: ListedStock): void {
  const makers = [...ctx.data.members.values()].filter((member) => member.marketMaker).map((member) => member.id);
  if (makers.length === 0) return;
  for (let level = 0; level < 5; level += 1) {
    const bid = stepTicks(stock.currentPrice, -level);
    const ask = stepTicks(stock.currentPrice, level + 1);
    for (const [side, price] of [['buy', bid], ['sell', ask]] as const) {
      const count = ctx.rng.int(1, 3);
      for (let n = 0; n < count; n += 1) {
        restOrder(ctx, ctx.rng.pick(makers), { stockCd: stock.stockCd, side, price, quantity: ctx.rng.int(2, 60) * 10 });
      }
    }
  }
}

/**
 * Start a new trading day where the clock has moved on: close yesterday (a daily price, only
 * for a trading day: a weekend or holiday has no candle, as the contract's day chart counts
 * trading days), expire open day orders, move the reference price to the close, and reseed the
 * participants' book.
 * Announces `trading-day` with the markets it moved, after their new books: nothing trades on a
 * weekend or at midnight, so without it the live ticker would keep yesterday's reference price,
 * limits and volume until the next trade.
 */
export function rollTradingDays(ctx: SandboxContext): void {
  const today = nowOf(ctx).toISODate() ?? '';
  const rolled: string[] = [];
  for (const stock of ctx.data.stocks.values()) {
    if (stock.tradingDay === today) continue;
    rolled.push(stock.stockCd);
    if (isTradingDay(ctx, DateTime.fromISO(stock.tradingDay, { zone: SEOUL }))) {
      stock.dailyPrices.push({
        date: stock.tradingDay,
        openPrice: stock.openPrice,
        highPrice: stock.highPrice,
        lowPrice: stock.lowPrice,
        closePrice: stock.currentPrice,
        volume: stock.volume,
      });
    }
    const touched = new Set<string>();
    for (const order of bookOf(ctx, stock.stockCd).orders()) {
      releaseOrder(ctx, order, 'EXPIRED');
      touched.add(order.memberId);
    }
    const { upper, lower } = priceLimits(stock.currentPrice);
    Object.assign(stock, {
      basePrice: stock.currentPrice,
      upperLimitPrice: upper,
      lowerLimitPrice: lower,
      openPrice: stock.currentPrice,
      highPrice: stock.currentPrice,
      lowPrice: stock.currentPrice,
      volume: 0,
      tradeAmount: 0,
      tradingDay: today,
      minutePrices: [],
    });
    seedMakerBook(ctx, stock);
    announceBook(ctx, stock.stockCd);
    announceMembers(ctx, [...touched].filter((id) => !ctx.data.members.get(id)?.marketMaker), stock.stockCd);
  }
  if (rolled.length > 0) ctx.events.emit('trading-day', { date: today, stockCds: rolled });
}

/**
 * A new listed stock for an offering that reached its listing date, its reference price the
 * offering price.
 *
 * @example
 * createListedStock(ctx, offering).upperLimitPrice; // 6_500 for a 5,000 won offering
 */
export function createListedStock(ctx: SandboxContext, offering: { id: string; stockCd: string; name: string; scrPrice: number; totalIssueQty: number }, basePrice = offering.scrPrice): ListedStock {
  const { upper, lower } = priceLimits(basePrice);
  const stock: ListedStock = {
    stockCd: offering.stockCd,
    offeringId: offering.id,
    name: offering.name,
    basePrice,
    upperLimitPrice: upper,
    lowerLimitPrice: lower,
    openPrice: basePrice,
    highPrice: basePrice,
    lowPrice: basePrice,
    currentPrice: basePrice,
    volume: 0,
    tradeAmount: 0,
    listedQty: offering.totalIssueQty,
    tradingDay: nowOf(ctx).toISODate() ?? '',
    recentTrades: [],
    dailyPrices: [],
    minutePrices: [],
  };
  ctx.data.stocks.set(stock.stockCd, stock);
  return stock;
}
