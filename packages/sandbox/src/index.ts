export { createHandlers, createSandbox } from './handlers';
export type { Sandbox } from './handlers';
export { createFaultSwitches, faultHandler, faultResponse } from './faults/faults';
export type { Fault, FaultInput, FaultSwitches } from './faults/faults';
export { CONTROL_PREFIX } from './handlers/control-handlers';
export { PARTNER_PREFIX } from './partner/partner-handlers';
export { PLAIN_PASSWORD_TOKEN, sha256Hex } from './handlers/secrets';
export { createSandboxState } from './model/state';
export type { SandboxState, SandboxStateOptions } from './model/state';
export { createClock, SEOUL } from './model/clock';
export type { SandboxClock } from './model/clock';
export { KOREAN_HOLIDAYS, DEFAULT_DEAL_HOURS } from './model/calendar';
export type { DealHours } from './model/calendar';
export { SandboxRuleError } from './model/errors';
export { DEMO_ACCOUNT_PASSWORD, DEMO_PIN, DEMO_PIN_SHA256 } from './model/seed/members';
export { DEV_CERTIFICATES, DEV_KAKAO_PAY_KEY } from './model/seed/dev-certificates';
export { signAsDevKakaoPay } from './handlers/kakao-pay-signatures';
export type { DevCertificate } from './model/seed/dev-certificates';
export { priceLimits } from './model/market/trading';
export type { OrderInput } from './model/market/trading';
export type { AccountSummary, HoldingView, SandboxEventMap, SandboxEventName } from './model/events';
export type { SandboxContext, SandboxData, SandboxSettings, Session } from './model/context';
export type { TypedEmitter } from './model/emitter';
export type {
  Account,
  AccountHistoryKind,
  AccountHistoryRecord,
  Agreement,
  Ballot,
  BlockCode,
  BoardCategory,
  BookLevel,
  DailyPrice,
  Disclosure,
  Dividend,
  DwRecord,
  DwType,
  Faq,
  Holding,
  IndividualCorpCode,
  InvestorClass,
  ListedStock,
  Member,
  MemberNotification,
  Notice,
  NotificationCategory,
  Offering,
  OfferingStatus,
  Order,
  OrderBookSnapshot,
  OrderSide,
  OrderStatus,
  PolicyDocument,
  PressArticle,
  ProspectusDocument,
  Qna,
  SandboxEventItem,
  Story,
  Subscription,
  Trade,
  UserType,
  Vote,
  VoteAgenda,
  VoteDocument,
  VoteChoice,
  VoteOption,
  Withdrawal,
} from './model/types';
export { issueKeypadToken, openKeypadResult, KEYPAD_REFUSALS, KEYPAD_TOKEN_TTL_SECONDS } from './keypad/keypad-authority';
export type { KeypadExpectation } from './keypad/keypad-authority';
export { keypadHandlers } from './keypad/keypad-handlers';
export {
  GUEST_UID,
  LIVE_CONTROL_PATH,
  LIVE_PATH,
  USER_QUEUE,
  attachLiveEndpoint,
  connectLiveBridge,
  createMarketSimulator,
  createStompBroker,
  initialLiveMessages,
  liveSandboxExtension,
} from './live';
export type {
  LiveControlHandler,
  LiveEndpoint,
  LiveEndpointOptions,
  LiveExtensionOptions,
  LiveSessions,
  MarketSimulator,
  MarketSimulatorOptions,
  MarketSimulatorStats,
  StompAuthErrorCode,
  StompBroker,
  StompBrokerOptions,
  StompBrokerStats,
  StompTransport,
} from './live';
