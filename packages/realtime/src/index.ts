export { GUEST, LIVE_TIMINGS, createLiveConnection, normalizeIdentity } from './connection/live-connection';
export type {
  InvalidLiveMessage,
  LiveConnection,
  LiveConnectionOptions,
  LiveConnectionStats,
  LiveConnectionStatus,
  LiveEventListener,
  LiveIdentity,
  LiveRefusal,
  LiveThread,
  LiveTimings,
} from './connection/live-connection';
export { loadSockJS } from './connection/load-sockjs';
export type { SocketFactory } from './connection/load-sockjs';
export { createSocketOpener } from './connection/open-socket';
export type { SocketOpenerOptions } from './connection/open-socket';
export { rawWebSocketUrl } from './connection/raw-websocket';
export type { LiveTransport, SocketOpener, WebSocketConstructor } from './connection/raw-websocket';
export { createFrameBatcher, nextFrame } from './feed/frame-batcher';
export type { FrameScheduler } from './feed/frame-batcher';
export { createLiveClient } from './feed/live-client';
export type { LiveClient, LiveClientOptions } from './feed/live-client';
export { onReconnect } from './feed/on-reconnect';
export { MARKET_TRADES_KEPT, MY_ITEMS_KEPT, applyLiveEvents, clearUserState, createLiveState } from './stores/live-stores';
export type { LiveState, MarketStock, SyncResults, TodayQuote } from './stores/live-stores';
export { createWorkerConnection } from './worker/worker-connection';
export { serveLiveWorker } from './worker/worker-host';
export type { LiveWorkerHostOptions } from './worker/worker-host';
export type { LiveDelivery, LiveWorker, PageMessage, WorkerMessage, WorkerScope } from './worker/protocol';
