export { LIVE_DESTINATIONS, LIVE_EVENT_KINDS, MARKET_EVENT_KINDS, USER_EVENT_KINDS, marketIdOf, marketTopic } from './live-destinations';
export { liveEventSchema } from './live-event-schema';
export type {
  LiveAccount,
  LiveAccountHistory,
  LiveAccountHistoryDetail,
  LiveAllianceAccountResult,
  LiveBookLevel,
  LiveContractAccounts,
  LiveEvent,
  LiveEventData,
  LiveEventKind,
  LiveEventOf,
  LiveMarketOperation,
  LiveMarketTrade,
  LiveNotification,
  LiveOrder,
  LiveOrderBookSnapshot,
  LiveOrderSide,
  LiveOrderStatus,
  LiveReceptionLookup,
  LiveStockBalance,
  LiveSubscribeComplete,
  LiveTicker,
  LiveTrade,
  LiveWithdrawalComplete,
} from './live-event-schema';
export { parseLiveEvent } from './parse-live-event';
export type { LiveEventParseResult, LiveEventRejection } from './parse-live-event';
