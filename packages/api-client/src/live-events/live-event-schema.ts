import * as v from 'valibot';

/*
 * The payloads of the live feed (spec sections 3 and 7), written down for readers and tools in
 * `asyncapi/live.asyncapi.yaml`. Where an event carries something the HTTP contract already
 * describes (an order, a holding, the answer of a `/sync/…` call), its `data` is that contract
 * schema, so a live update can patch a cached HTTP answer as is. `live-event-schema.test.ts`
 * checks these schemas against both documents, so none can drift.
 *
 * Every message is `{ "event": <kind>, "data": { … } }`. Unknown fields are tolerated and dropped,
 * so the server can add a field before the client knows it.
 */

/** ISO-8601 on Seoul's wall clock (the contract's KstDateTime). */
const SEOUL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?\+09:00$/;

const won = v.pipe(v.number(), v.integer());
const nullableWon = v.nullable(won);
const quantity = v.pipe(v.number(), v.integer(), v.minValue(0));
const id = v.pipe(v.number(), v.integer());
const rate = v.number();
const dateTime = v.pipe(v.string(), v.regex(SEOUL_DATE_TIME));
/** KstDate: `yyyy-MM-dd`. */
const date = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** CompactDate: `yyyyMMdd`. */
const compactDate = v.pipe(v.string(), v.regex(/^\d{8}$/));
/** DealHour: a whole hour on Seoul's wall clock. */
const dealHour = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24));
const stockCd = v.pipe(v.string(), v.regex(/^[A-Z0-9]{6,12}$/));
const text = v.string();
const yn = v.picklist(['Y', 'N']);
const side = v.picklist(['buy', 'sell']);
const dealType = v.picklist(['DEPOSIT', 'WITHDRAWAL']);

/* Payloads that are the contract's own response shapes (openapi.yaml components). */

/** AllianceAccount: the answer of the alliance register/terminate calls. */
const allianceAccount = v.object({ accountNo: v.nullable(text), allianceAccountNoRegisterYn: yn });

/** ContractAccountList. */
const contractAccountList = v.object({
  content: v.array(v.object({ accountNo: text, accountName: text, allianceYn: yn, openedAt: date })),
});

/** ReceptionLookup. */
const receptionLookup = v.object({ receivedYn: yn, receivedAmt: won, depositAmt: won, lookedUpAt: dateTime });

const depositWithdrawalEntries = {
  dealAt: date,
  dealSeq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  dealType,
  dealAmt: won,
  balanceAmt: won,
  dealDateTime: dateTime,
  summary: text,
};

/** DepositWithdrawalList. */
const depositWithdrawalList = v.object({
  content: v.array(v.object(depositWithdrawalEntries)),
  nextChaseInform: v.nullable(text),
});

/** DepositWithdrawalDetail. */
const depositWithdrawalDetail = v.object({
  ...depositWithdrawalEntries,
  bankName: text,
  bankAccountNo: text,
  feeAmt: won,
  status: v.picklist(['COMPLETED', 'PROCESSING', 'FAILED']),
});

/** Subscription. */
const subscription = v.object({
  offeringId: id,
  subscribeInfoId: id,
  subsQty: quantity,
  subsAmt: won,
  status: v.picklist(['APPLIED', 'CANCELLED']),
  appliedAt: dateTime,
  refundAmt: won,
  refundStatus: v.picklist(['NONE', 'PENDING', 'DONE']),
});

/** Withdrawal. */
const withdrawal = v.object({
  dealAt: date,
  dealSeq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  dealAmt: won,
  depositAmt: won,
  withdrawableAmt: won,
});

/** AccountAmounts. */
const accountAmounts = v.object({
  accountNo: text,
  depositAmt: won,
  withdrawableAmt: won,
  orderableAmt: won,
  pendingSubscriptionAmt: won,
});

/** Order. */
const order = v.object({
  orderNo: text,
  stockCd,
  name: text,
  side,
  price: won,
  quantity,
  filledQuantity: quantity,
  remainingQuantity: quantity,
  avgFilledPrice: nullableWon,
  fee: won,
  status: v.picklist(['OPEN', 'PARTIAL', 'FILLED', 'CANCELLED']),
  orderedAt: dateTime,
  updatedAt: dateTime,
});

/** Holding (holdQty 0 once sold out). */
const holding = v.object({
  stockCd,
  name: text,
  thumbImgUrl: v.nullable(text),
  holdQty: quantity,
  sellableQty: quantity,
  avgBuyPrice: won,
  currentPrice: won,
  buyAmt: won,
  evalAmt: won,
  profitAmt: won,
  profitRate: rate,
});

/** Notification. */
const notification = v.object({
  id,
  category: v.picklist(['TRADE', 'SUBSCRIPTION', 'ACCOUNT', 'VOTE', 'NOTICE', 'EVENT']),
  title: text,
  contents: text,
  linkPath: v.nullable(text),
  checkYn: yn,
  createdAt: dateTime,
});

/** MarketOperationTime. */
const marketOperation = v.object({
  stdAt: compactDate,
  dayOffYn: yn,
  dealBeginHour: dealHour,
  dealEndingHour: dealHour,
  marketOpenYn: yn,
});

const bookLevel = v.object({ price: won, quantity, orderCount: quantity });

/** OrderBook. */
const orderBook = v.object({
  stockCd,
  /** Best (lowest) ask first, at most 10. */
  asks: v.pipe(v.array(bookLevel), v.maxLength(10)),
  /** Best (highest) bid first, at most 10. */
  bids: v.pipe(v.array(bookLevel), v.maxLength(10)),
  updatedAt: dateTime,
});

/* Payloads only the live feed has (defined in asyncapi/live.asyncapi.yaml). */

/** One fill of one of the user's orders. */
const trade = v.object({
  tradeNo: text,
  orderNo: text,
  stockCd,
  name: text,
  side,
  price: won,
  quantity,
  fee: won,
  tradedAt: dateTime,
});

/** One market's price and today's quote, with the contract's MarketStockDetail names. */
const ticker = v.object({
  stockCd,
  name: text,
  currentPrice: won,
  prevClosePrice: won,
  changePrice: won,
  changeRate: rate,
  openPrice: won,
  highPrice: won,
  lowPrice: won,
  upperLimitPrice: won,
  lowerLimitPrice: won,
  tradeQty: quantity,
  tradeAmt: won,
  updatedAt: dateTime,
});

/** One trade on one market; `side` is the side of the incoming order that took liquidity. */
const marketTrade = v.object({ stockCd, tradeNo: text, price: won, quantity, side, tradedAt: dateTime });

function eventOf<const K extends string, const S extends v.GenericSchema>(kind: K, data: S) {
  return v.object({ event: v.literal(kind), data });
}

/** The valibot schema of one live message: a union discriminated by `event`. */
export const liveEventSchema = v.variant('event', [
  eventOf('register-account', allianceAccount),
  eventOf('terminate-account', allianceAccount),
  eventOf('contract-accounts', contractAccountList),
  eventOf('reception-lookup', receptionLookup),
  eventOf('account-history', depositWithdrawalList),
  eventOf('account-history-detail', depositWithdrawalDetail),
  eventOf('subscribe-complete', subscription),
  eventOf('withdrawal-complete', withdrawal),
  eventOf('account-updated', accountAmounts),
  eventOf('trade', trade),
  eventOf('order-updated', order),
  eventOf('stock-balance-updated', holding),
  eventOf('notification', notification),
  eventOf('market-operation', marketOperation),
  eventOf('orderbook-snapshot', orderBook),
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

export type LiveAllianceAccount = v.InferOutput<typeof allianceAccount>;
export type LiveContractAccountList = v.InferOutput<typeof contractAccountList>;
export type LiveReceptionLookup = v.InferOutput<typeof receptionLookup>;
export type LiveDepositWithdrawalList = v.InferOutput<typeof depositWithdrawalList>;
export type LiveDepositWithdrawalDetail = v.InferOutput<typeof depositWithdrawalDetail>;
export type LiveSubscription = v.InferOutput<typeof subscription>;
export type LiveWithdrawal = v.InferOutput<typeof withdrawal>;
export type LiveAccountAmounts = v.InferOutput<typeof accountAmounts>;
export type LiveOrder = v.InferOutput<typeof order>;
export type LiveOrderStatus = LiveOrder['status'];
export type LiveOrderSide = LiveOrder['side'];
export type LiveHolding = v.InferOutput<typeof holding>;
export type LiveNotification = v.InferOutput<typeof notification>;
export type LiveMarketOperation = v.InferOutput<typeof marketOperation>;
export type LiveBookLevel = v.InferOutput<typeof bookLevel>;
export type LiveOrderBook = v.InferOutput<typeof orderBook>;
export type LiveTrade = v.InferOutput<typeof trade>;
export type LiveTicker = v.InferOutput<typeof ticker>;
export type LiveMarketTrade = v.InferOutput<typeof marketTrade>;
