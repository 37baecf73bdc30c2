import { isWithinQuoteRange, ORDER_QUOTE_RANGE, totalWithFee } from '@jogak/domain-rules';

/** The order rejections of spec §5, as the server codes them. */
export type OrderRejection =
  | 'NO_INPUT_PRICE_COUNT'
  | 'OVER_UPPER_PRICE'
  | 'UNDER_LOWER_PRICE'
  | 'OVER_MAX_QUOTE_1'
  | 'OVER_MAX_QUOTE_2'
  | 'OVER_DEAL_SPIN_RATE_1'
  | 'OVER_DEAL_SPIN_RATE_2'
  | 'OVER_INPUT_POSSIBLE_COUNT'
  | 'INSUFFICIENT_FUND_OVER_AMT'
  | 'INSUFFICIENT_FUND';

export type OrderSide = 'buy' | 'sell';

/** What the member typed. */
export interface OrderDraft {
  side: OrderSide;
  /** Won; 0 when empty. */
  price: number;
  /** Units; 0 when empty. */
  quantity: number;
}

/** What the screen knows about the market and the member when the order is sent. */
export interface OrderFacts {
  upperLimitPrice: number;
  lowerLimitPrice: number;
  currentPrice: number;
  bestAsk: number | undefined;
  bestBid: number | undefined;
  feeRate: number;
  /** Units one member may order per side per day. */
  dailyTurnoverLimitQty: number;
  /** Units the member already ordered today on this side (cancelled orders count too), or `undefined` while unknown. */
  orderedTodayQty: number | undefined;
  /** Buying power (buy), or `undefined` while unknown. */
  orderableAmt: number | undefined;
  /** Won the member may still invest this year (buy): `null` when unlimited, `undefined` while unknown. */
  remainingYearlyInvestAmt: number | null | undefined;
  /** Units the member may sell (sell), or `undefined` while unknown. */
  sellableQty: number | undefined;
}

/**
 * The first rule of spec §5 the order breaks, in the order the server checks them, or `null`
 * when it may be sent. Rules whose data is not known yet are left to the server.
 *
 * @example
 * orderRejection({ side: 'buy', price: 7_100, quantity: 1 }, facts); // 'OVER_UPPER_PRICE' with an upper limit of 7,050
 * orderRejection({ side: 'buy', price: 5_440, quantity: 2_133 }, { ...facts, remainingYearlyInvestAmt: 11_600_000 }); // 'INSUFFICIENT_FUND_OVER_AMT'
 */
export function orderRejection(draft: OrderDraft, facts: OrderFacts): OrderRejection | null {
  const { side, price, quantity } = draft;
  if (price <= 0 || quantity <= 0) return 'NO_INPUT_PRICE_COUNT';
  if (price > facts.upperLimitPrice) return 'OVER_UPPER_PRICE';
  if (price < facts.lowerLimitPrice) return 'UNDER_LOWER_PRICE';
  const references = [facts.bestBid, facts.bestAsk].filter((reference): reference is number => reference !== undefined);
  if (references.length === 0) references.push(facts.currentPrice);
  if (!references.some((reference) => isWithinQuoteRange(price, reference, ORDER_QUOTE_RANGE))) {
    return side === 'buy' ? 'OVER_MAX_QUOTE_1' : 'OVER_MAX_QUOTE_2';
  }
  if ((facts.orderedTodayQty ?? 0) + quantity > facts.dailyTurnoverLimitQty) return side === 'buy' ? 'OVER_DEAL_SPIN_RATE_1' : 'OVER_DEAL_SPIN_RATE_2';
  if (side === 'sell') return facts.sellableQty !== undefined && quantity > facts.sellableQty ? 'OVER_INPUT_POSSIBLE_COUNT' : null;
  // As the server counts it: the order's value, without the fee, against the yearly limit left (`null`: unlimited).
  if (typeof facts.remainingYearlyInvestAmt === 'number' && price * quantity > facts.remainingYearlyInvestAmt) return 'INSUFFICIENT_FUND_OVER_AMT';
  return facts.orderableAmt !== undefined && totalWithFee(price, quantity, facts.feeRate) > facts.orderableAmt ? 'INSUFFICIENT_FUND' : null;
}

/**
 * The most units buying power pays for at a price, fee included: the largest quantity whose
 * `totalWithFee` fits. Worked out in constant time, as the sheet asks again on every live book
 * frame.
 *
 * @example
 * maxBuyableQty(2_750_000, 5_440, 0.0033); // 503
 */
export function maxBuyableQty(orderableAmt: number, price: number, feeRate: number): number {
  if (price <= 0 || orderableAmt <= 0) return 0;
  // Without the fee no more than this fits, and the total never falls as the quantity grows.
  const withoutFee = Math.floor(orderableAmt / price);
  // The total is price × quantity × (1 + feeRate) less under 2.1 won of flooring, so this estimate
  // is the answer or a unit or two from it (a few more only at a price of 1 or 2 won); the exact
  // totals settle it.
  let quantity = Math.min(withoutFee, Math.floor(orderableAmt / (price * (1 + feeRate))));
  while (quantity > 0 && totalWithFee(price, quantity, feeRate) > orderableAmt) quantity -= 1;
  while (quantity < withoutFee && totalWithFee(price, quantity + 1, feeRate) <= orderableAmt) quantity += 1;
  return quantity;
}

/**
 * The most units the member may order at a price, what 최대 fills in: what buying power pays for
 * (buy) or what they hold (sell), within the units left of today's turnover limit on this side
 * and, for a buy, the won left of the yearly investment limit (the order's value without the fee,
 * as the server counts it). `undefined` while a figure it needs is unknown.
 *
 * @example
 * maxOrderQty('buy', 5_440, { ...facts, orderableAmt: 12_750_000, remainingYearlyInvestAmt: 11_600_000 }); // 2_132
 */
export function maxOrderQty(side: OrderSide, price: number, facts: OrderFacts): number | undefined {
  if (facts.orderedTodayQty === undefined) return undefined;
  const turnoverLeft = Math.max(0, facts.dailyTurnoverLimitQty - facts.orderedTodayQty);
  if (side === 'sell') return facts.sellableQty === undefined ? undefined : Math.min(facts.sellableQty, turnoverLeft);
  if (facts.orderableAmt === undefined || facts.remainingYearlyInvestAmt === undefined) return undefined;
  const affordable = maxBuyableQty(facts.orderableAmt, price, facts.feeRate);
  const withinYearlyLimit = facts.remainingYearlyInvestAmt === null || price <= 0 ? affordable : Math.floor(facts.remainingYearlyInvestAmt / price);
  return Math.min(affordable, turnoverLeft, withinYearlyLimit);
}
