import * as v from 'valibot';

/*
 * The payloads of the live feed (spec sections 3 and 7). The same shapes are written down for
 * readers and other tools in `asyncapi/live.asyncapi.yaml`; `live-event-schema.test.ts` checks
 * the two against each other, so neither can drift.
 *
 * Every message is `{ "event": <kind>, "data": { … } }`. Unknown fields are tolerated and dropped,
 * so the server can add a field before the client knows it.
 */

/** ISO-8601 on Seoul's wall clock, as the HTTP contract writes instants. */
const SEOUL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?\+09:00$/;

const won = v.pipe(v.number(), v.integer(), v.minValue(0));
const signedWon = v.pipe(v.number(), v.integer());
const quantity = v.pipe(v.number(), v.integer(), v.minValue(0));
const sequence = v.pipe(v.number(), v.integer(), v.minValue(0));
const dateTime = v.pipe(v.string(), v.regex(SEOUL_DATE_TIME));
/** `yyyyMMdd`, the form the account-history calls take their dates in. */
const compactDate = v.pipe(v.string(), v.regex(/^\d{8}$/));
const stockCd = v.pipe(v.string(), v.minLength(1), v.maxLength(20));
const text = v.string();
const yn = v.picklist(['Y', 'N']);
const side = v.picklist(['buy', 'sell']);
/** A whole hour of the day on Seoul's wall clock (0–24), as the common app state keeps deal hours. */
const hour = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24));

const allianceAccountResult = v.object({
  success: v.boolean(),
  accountNo: v.nullable(text),
  allianceAccountNoRegisterYn: yn,
  message: v.nullable(text),
  completedAt: dateTime,
});

const contractAccounts = v.object({
  accounts: v.array(v.object({ accountNo: text, accountName: text, contractAt: compactDate })),
});

const receptionLookup = v.object({
  items: v.array(
    v.object({
      receptionNo: text,
      stockCd,
      name: text,
      receptionType: v.picklist(['SUBSCRIBE', 'CANCEL', 'DEPOSIT', 'WITHDRAWAL']),
      quantity,
      amount: won,
      status: v.picklist(['RECEIVED', 'PROCESSING', 'DONE', 'REJECTED']),
      receivedAt: dateTime,
    }),
  ),
});

/** One deposit or withdrawal, as GET /main/v1/account/dw/list lists it. */
const dwRecord = v.object({
  dealAt: compactDate,
  dealSeq: sequence,
  type: v.picklist(['DEPOSIT', 'WITHDRAWAL']),
  amount: won,
  balanceAfter: won,
  description: text,
  occurredAt: dateTime,
});

const accountHistory = v.object({
  searchBeginAt: compactDate,
  searchEndAt: compactDate,
  orderSeq: v.picklist(['D', 'A']),
  beforeSearchChaseInform: v.nullable(text),
  items: v.array(dwRecord),
});

const accountHistoryDetail = v.object({ ...dwRecord.entries, accountNo: text });

const subscribeComplete = v.object({
  subscriptionId: text,
  subscribeInfoId: text,
  stockCd,
  name: text,
  quantity,
  amount: won,
  appliedAt: dateTime,
});

const withdrawalComplete = v.object({
  accountNo: text,
  amount: won,
  dealAt: compactDate,
  dealSeq: sequence,
  balanceAfter: won,
  withdrawableAmount: won,
  completedAt: dateTime,
});

const account = v.object({
  accountNo: text,
  /** 예수금. */
  cash: won,
  withdrawableAmount: won,
  orderableAmount: won,
  reservedForOrders: won,
  reservedForSubscriptions: won,
  purchaseAmount: won,
  evaluationAmount: won,
  profitAmount: signedWon,
  totalAssetAmount: won,
  updatedAt: dateTime,
});

const trade = v.object({
  tradeNo: text,
  orderNo: text,
  stockCd,
  side,
  price: won,
  quantity,
  fee: won,
  tradedAt: dateTime,
});

const order = v.object({
  orderNo: text,
  stockCd,
  side,
  price: won,
  quantity,
  filledQuantity: quantity,
  remainingQuantity: quantity,
  status: v.picklist(['OPEN', 'PARTIAL', 'FILLED', 'CANCELLED']),
  /** Why it changed: accepted, a (partial) fill, a cancel, or the end of the trading day. */
  reason: v.picklist(['PLACED', 'PARTIAL', 'FILLED', 'CANCELLED', 'EXPIRED']),
  orderedAt: dateTime,
  updatedAt: dateTime,
});

const stockBalance = v.object({
  stockCd,
  name: text,
  /** 0 once sold out. */
  quantity,
  sellableQuantity: quantity,
  averagePrice: won,
  currentPrice: won,
  evaluationAmount: won,
  profitAmount: signedWon,
  updatedAt: dateTime,
});

const notification = v.object({
  id: text,
  category: v.picklist(['TRADE', 'SUBSCRIPTION', 'ACCOUNT', 'NOTICE', 'EVENT']),
  title: text,
  content: text,
  link: text,
  createdAt: dateTime,
});

const marketOperation = v.object({
  status: v.picklist(['OPEN', 'CLOSE']),
  stdAt: compactDate,
  dayOffYn: yn,
  dealBeginHour: hour,
  dealEndingHour: hour,
  changedAt: dateTime,
});

const bookLevel = v.object({ price: won, quantity, orderCount: quantity });

const orderBookSnapshot = v.object({
  stockCd,
  seq: sequence,
  /** Best (lowest) ask first. */
  asks: v.array(bookLevel),
  /** Best (highest) bid first. */
  bids: v.array(bookLevel),
  at: dateTime,
});

const ticker = v.object({
  stockCd,
  seq: sequence,
  name: text,
  currentPrice: won,
  /** The previous close: the reference of the change and of the price limits. */
  basePrice: won,
  changeAmount: signedWon,
  /** Percent against the base price, two decimals (−1.25 means −1.25 %). */
  changeRate: v.number(),
  openPrice: won,
  highPrice: won,
  lowPrice: won,
  upperLimitPrice: won,
  lowerLimitPrice: won,
  volume: quantity,
  tradeAmount: won,
  at: dateTime,
});

const marketTrade = v.object({ stockCd, tradeNo: text, price: won, quantity, aggressorSide: side, tradedAt: dateTime });

function eventOf<const K extends string, const S extends v.GenericSchema>(kind: K, data: S) {
  return v.object({ event: v.literal(kind), data });
}

/** The valibot schema of one live message: a union discriminated by `event`. */
export const liveEventSchema = v.variant('event', [
  eventOf('register-account', allianceAccountResult),
  eventOf('terminate-account', allianceAccountResult),
  eventOf('contract-accounts', contractAccounts),
  eventOf('reception-lookup', receptionLookup),
  eventOf('account-history', accountHistory),
  eventOf('account-history-detail', accountHistoryDetail),
  eventOf('subscribe-complete', subscribeComplete),
  eventOf('withdrawal-complete', withdrawalComplete),
  eventOf('account-updated', account),
  eventOf('trade', trade),
  eventOf('order-updated', order),
  eventOf('stock-balance-updated', stockBalance),
  eventOf('notification', notification),
  eventOf('market-operation', marketOperation),
  eventOf('orderbook-snapshot', orderBookSnapshot),
  eventOf('ticker', ticker),
  eventOf('market-trade', marketTrade),
]);

/** One live message, discriminated by `event`. */
export type LiveEvent = v.InferOutput<typeof liveEventSchema>;
/** The 17 values of the `event` field. */
export type LiveEventKind = LiveEvent['event'];
/** The message of one kind. */
export type LiveEventOf<K extends LiveEventKind> = Extract<LiveEvent, { event: K }>;
/** The `data` of one kind. */
export type LiveEventData<K extends LiveEventKind> = LiveEventOf<K>['data'];

export type LiveAllianceAccountResult = v.InferOutput<typeof allianceAccountResult>;
export type LiveContractAccounts = v.InferOutput<typeof contractAccounts>;
export type LiveReceptionLookup = v.InferOutput<typeof receptionLookup>;
export type LiveAccountHistory = v.InferOutput<typeof accountHistory>;
export type LiveAccountHistoryDetail = v.InferOutput<typeof accountHistoryDetail>;
export type LiveSubscribeComplete = v.InferOutput<typeof subscribeComplete>;
export type LiveWithdrawalComplete = v.InferOutput<typeof withdrawalComplete>;
export type LiveAccount = v.InferOutput<typeof account>;
export type LiveTrade = v.InferOutput<typeof trade>;
export type LiveOrder = v.InferOutput<typeof order>;
export type LiveOrderStatus = LiveOrder['status'];
export type LiveStockBalance = v.InferOutput<typeof stockBalance>;
export type LiveNotification = v.InferOutput<typeof notification>;
export type LiveMarketOperation = v.InferOutput<typeof marketOperation>;
export type LiveBookLevel = v.InferOutput<typeof bookLevel>;
export type LiveOrderBookSnapshot = v.InferOutput<typeof orderBookSnapshot>;
export type LiveTicker = v.InferOutput<typeof ticker>;
export type LiveMarketTrade = v.InferOutput<typeof marketTrade>;
export type LiveOrderSide = LiveTrade['side'];
