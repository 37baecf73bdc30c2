export type { components, operations, paths } from './generated/openapi';
export type { ApiSchema } from './api-schema';
export { createJogakClient, failureHandledByCaller, jogakMiddleware } from './client/create-jogak-client';
export type { JogakClient, JogakClientOptions } from './client/create-jogak-client';
export { JogakApiError, isJogakApiError, isNotFoundError } from './errors/jogak-api-error';
export type { ApiErrorCode, ClientErrorCode, JogakApiErrorInit, JogakErrorCode } from './errors/jogak-api-error';
export {
  GENERIC_ERROR_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SIGN_UP_REQUIRED_MESSAGE,
} from './policy/error-messages';
export { ACCOUNT_AGENCY_TOKEN_PATH, resolveHttpError } from './policy/http-error-policy';
export type { HomeModal, HttpErrorEffect, HttpErrorOutcome, HttpFailure, UserContext } from './policy/http-error-policy';
export { isToldByHttpPolicy } from './policy/told-by-http-policy';
export { failureMessage, failureSentence, refusalReasonOf } from './policy/refusal-reason';
export {
  QUERY_CACHE_TIME_MS,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
  jogakQueryClientDefaults,
  retryDelayFor,
  shouldRetryQuery,
} from './query/query-client-defaults';
export { createJogakQueryClient } from './query/create-jogak-query-client';
export { attachJogakClient, dataOf, jogakClientOf } from './query/jogak-client-binding';
export { patchLiveQueryData } from './query/patch-live-query-data';
export { accountMutations, accountQueries } from './queries/account-queries';
export type { AccountHistoryParams, DepositWithdrawalKey, DepositWithdrawalListParams, SyncOption } from './queries/account-queries';
export { authQueries, demoQueries } from './queries/auth-queries';
export { boardMutations, boardQueries } from './queries/board-queries';
export { boardFeedQueries } from './queries/board-feed-queries';
export type { FaqListParams, QnaAttachment, QnaInput } from './queries/board-queries';
export { uploadFileOf } from './upload-file/upload-file';
export type { UploadFile } from './upload-file/upload-file';
export { investorMutations, investorQueries } from './queries/investor-queries';
export { marketQueries } from './queries/market-queries';
export { memberMutations, memberQueries } from './queries/member-queries';
export type { MemberInfoParams } from './queries/member-queries';
export { notificationMutations, notificationQueries } from './queries/notification-queries';
export type { NotificationFeedParams, NotificationListParams } from './queries/notification-queries';
export { offeringMutations, offeringQueries } from './queries/offering-queries';
export type { OfferingListParams, SubscriptionApplyInput } from './queries/offering-queries';
export { orderMutations, orderQueries } from './queries/order-queries';
export type { OrderListParams } from './queries/order-queries';
export { policyMutations, policyQueries } from './queries/policy-queries';
export { voteMutations, voteQueries } from './queries/vote-queries';
export type { PageParams, SubmitVoteInput } from './queries/vote-queries';
export { LIVE_DESTINATIONS, LIVE_EVENT_KINDS, MARKET_EVENT_KINDS, USER_EVENT_KINDS, marketIdOf, marketTopic } from './live-events/live-destinations';
export { liveEventSchema } from './live-events/live-event-schema';
export { parseLiveEvent } from './live-events/parse-live-event';
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
} from './live-events/live-event-schema';
export type { LiveEventParseResult, LiveEventRejection } from './live-events/parse-live-event';
