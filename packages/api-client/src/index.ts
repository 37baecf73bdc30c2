export type { components, operations, paths } from './generated/openapi';
export { createJogakClient, jogakMiddleware } from './client/create-jogak-client';
export type { JogakClient, JogakClientOptions } from './client/create-jogak-client';
export { JogakApiError, isJogakApiError } from './errors/jogak-api-error';
export type { ApiErrorCode, ClientErrorCode, JogakApiErrorInit, JogakErrorCode } from './errors/jogak-api-error';
export {
  GENERIC_ERROR_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SIGN_UP_REQUIRED_MESSAGE,
} from './policy/error-messages';
export { ACCOUNT_AGENCY_TOKEN_PATH, resolveHttpError } from './policy/http-error-policy';
export type { HomeModal, HttpErrorEffect, HttpErrorOutcome, HttpFailure, UserContext } from './policy/http-error-policy';
export {
  QUERY_CACHE_TIME_MS,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
  jogakQueryClientDefaults,
  retryDelayFor,
  shouldRetryQuery,
} from './query/query-client-defaults';
export {
  LIVE_DESTINATIONS,
  LIVE_EVENT_KINDS,
  MARKET_EVENT_KINDS,
  USER_EVENT_KINDS,
  liveEventSchema,
  marketIdOf,
  marketTopic,
  parseLiveEvent,
} from './live-events';
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
  LiveEventParseResult,
  LiveEventRejection,
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
} from './live-events';
