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
/** `HH:mm` on Seoul's wall clock. */
const hourMinute = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const stockCd = v.pipe(v.string(), v.minLength(1), v.maxLength(20));
const text = v.string();
const yn = v.picklist(['Y', 'N']);
const side = v.picklist(['BUY', 'SELL']);
const dealType = v.picklist(['DEPOSIT', 'WITHDRAWAL', 'BUY', 'SELL', 'DIVIDEND', 'SUBSCRIBE', 'REFUND', 'FEE']);

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
      qty: quantity,
      amount: won,
      status: v.picklist(['RECEIVED', 'PROCESSING', 'DONE', 'REJECTED']),
      receivedAt: dateTime,
    }),
  ),
});

const accountHistoryItem = v.object({
  dealAt: compactDate,
  dealSeq: sequence,
  dealType,
  summary: text,
  amount: won,
  balance: won,
});

const accountHistory = v.object({
  searchBeginAt: compactDate,
  searchEndAt: compactDate,
  orderSeq: v.picklist(['D', 'A']),
  beforeSearchChaseInform: v.nullable(text),
  items: v.array(accountHistoryItem),
});

const accountHistoryDetail = v.object({
  ...accountHistoryItem.entries,
  stockCd: v.nullable(stockCd),
  name: v.nullable(text),
  qty: v.nullable(quantity),
  price: v.nullable(won),
  fee: won,
  tax: won,
  dealtAt: dateTime,
});

const subscribeComplete = v.object({
  subscribeInfoId: v.pipe(v.number(), v.integer()),
  stockCd,
  name: text,
  subsQty: quantity,
  subsAmt: won,
  completedAt: dateTime,
});

const withdrawalComplete = v.object({ accountNo: text, amount: won, withdrawableAmt: won, completedAt: dateTime });

const account = v.object({
  accountNo: text,
  depositAmt: won,
  withdrawableAmt: won,
  orderableAmt: won,
  updatedAt: dateTime,
});

const trade = v.object({
  tradeId: text,
  orderId: text,
  stockCd,
  side,
  price: won,
  qty: quantity,
  fee: won,
  tradedAt: dateTime,
});

const order = v.object({
  orderId: text,
  stockCd,
  side,
  price: won,
  orderQty: quantity,
  filledQty: quantity,
  remainingQty: quantity,
  status: v.picklist(['ACCEPTED', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED', 'REJECTED']),
  orderedAt: dateTime,
  updatedAt: dateTime,
});

const stockBalance = v.object({
  stockCd,
  name: text,
  holdingQty: quantity,
  sellableQty: quantity,
  avgBuyPrice: won,
  updatedAt: dateTime,
});

const notification = v.object({
  id: text,
  category: text,
  title: text,
  contents: text,
  link: v.nullable(text),
  createdAt: dateTime,
});

const marketOperation = v.object({
  status: v.picklist(['OPEN', 'CLOSED']),
  stdAt: compactDate,
  dayOffYn: yn,
  dealBeginHour: hourMinute,
  dealEndingHour: hourMinute,
  changedAt: dateTime,
});

const bookLevel = v.object({ price: won, qty: quantity });

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
  price: won,
  prevClosePrice: won,
  changeAmt: signedWon,
  /** Percent against the previous close, two decimals (−1.25 means −1.25 %). */
  changeRate: v.number(),
  openPrice: v.nullable(won),
  highPrice: v.nullable(won),
  lowPrice: v.nullable(won),
  upperLimitPrice: won,
  lowerLimitPrice: won,
  volume: quantity,
  tradeAmt: won,
  at: dateTime,
});

const marketTrade = v.object({ stockCd, tradeId: text, price: won, qty: quantity, side, tradedAt: dateTime });

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
