export { LIVE_DESTINATIONS, LIVE_EVENT_KINDS, MARKET_EVENT_KINDS, USER_EVENT_KINDS, marketIdOf, marketTopic } from './live-destinations';
export { liveEventSchema } from './live-event-schema';
export type {
  LiveAccountAmounts,
  LiveAllianceAccount,
  LiveBookLevel,
  LiveContractAccountList,
  LiveDepositWithdrawalDetail,
  LiveDepositWithdrawalList,
  LiveEvent,
  LiveEventData,
  LiveEventKind,
  LiveEventOf,
  LiveHolding,
  LiveMarketOperation,
  LiveMarketTrade,
  LiveNotification,
  LiveOrder,
  LiveOrderBook,
  LiveOrderSide,
  LiveOrderStatus,
  LiveReceptionLookup,
  LiveSubscription,
  LiveTicker,
  LiveTrade,
  LiveWithdrawal,
} from './live-event-schema';
export { parseLiveEvent } from './parse-live-event';
export type { LiveEventParseResult, LiveEventRejection } from './parse-live-event';
