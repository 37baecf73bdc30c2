import type { LiveEventKind } from './live-event-schema';

/**
 * The STOMP destinations of the live feed (see `asyncapi/README.md`).
 *
 * The user queue follows the Spring convention: a client subscribes to the bare
 * `/user/queue/events`, and the broker delivers there only the events of the member the CONNECT
 * frame's `Authorization` token belongs to (its `uid` header must name that member, or the
 * connection is refused: any client can write a `uid`). A guest may not subscribe to it.
 */
export const LIVE_DESTINATIONS = {
  marketOperation: '/topic/market/operation',
  userEvents: '/user/queue/events',
} as const;

const MARKET_TOPIC_PREFIX = '/topic/market/';

/** The contract's StockCd; `operation` (the market-operation topic) can never match it. */
const MARKET_ID = /^[A-Z0-9]{6,12}$/;

/**
 * The topic of one market, keyed by its stock code.
 *
 * @example
 * marketTopic('JG0001'); // '/topic/market/JG0001'
 */
export function marketTopic(stockCd: string): string {
  if (!MARKET_ID.test(stockCd)) throw new RangeError(`Not a market id: ${JSON.stringify(stockCd)}`);
  return `${MARKET_TOPIC_PREFIX}${stockCd}`;
}

/**
 * The stock code of a market topic, or `null` for any other destination.
 *
 * @example
 * marketIdOf('/topic/market/JG0001'); // 'JG0001'
 * marketIdOf('/topic/market/operation'); // null
 */
export function marketIdOf(destination: string): string | null {
  if (!destination.startsWith(MARKET_TOPIC_PREFIX)) return null;
  const id = destination.slice(MARKET_TOPIC_PREFIX.length);
  return MARKET_ID.test(id) ? id : null;
}

/** Every value of the `event` field, in the spec's order. */
export const LIVE_EVENT_KINDS = [
  'register-account',
  'terminate-account',
  'contract-accounts',
  'reception-lookup',
  'account-history',
  'account-history-detail',
  'subscribe-complete',
  'withdrawal-complete',
  'account-updated',
  'trade',
  'order-updated',
  'stock-balance-updated',
  'notification',
  'market-operation',
  'orderbook-snapshot',
  'ticker',
  'market-trade',
] as const satisfies readonly LiveEventKind[];

/** The kinds published on a market's topic, `/topic/market/{stockCd}`. */
export const MARKET_EVENT_KINDS = ['orderbook-snapshot', 'ticker', 'market-trade'] as const satisfies readonly LiveEventKind[];

/** The kinds delivered only to their user, on `/user/queue/events`. */
export const USER_EVENT_KINDS = LIVE_EVENT_KINDS.filter(
  (kind): kind is Exclude<LiveEventKind, (typeof MARKET_EVENT_KINDS)[number] | 'market-operation'> =>
    kind !== 'market-operation' && !(MARKET_EVENT_KINDS as readonly string[]).includes(kind),
);
