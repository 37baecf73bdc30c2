import { LIVE_DESTINATIONS, type LiveEvent, type LiveEventKind, type LiveEventOf, marketTopic } from '@jogak/api-client';
import { type LiveConnection, type LiveConnectionOptions, type LiveIdentity, createLiveConnection, normalizeIdentity } from '../connection/live-connection';
import { type LiveState, applyLiveEvents, clearUserState, createLiveState, forgetMarket } from '../stores/live-stores';
import type { LiveWorker } from '../worker/protocol';
import { startLiveWorker } from '../worker/start-live-worker';
import { createWorkerConnection } from '../worker/worker-connection';
import { type FrameScheduler, createFrameBatcher } from './frame-batcher';

export interface LiveClientOptions extends LiveConnectionOptions {
  /** When queued events are applied; the next animation frame by default. */
  scheduleFlush?: FrameScheduler;
  /**
   * Whether the socket, the STOMP parsing and the schema check run in a dedicated Web Worker.
   * By default (`true`) they do where the platform has `Worker` and `WebSocket` and no
   * `socketFactory`, `transports` or `webSocket` was given (those pin a main-thread transport);
   * `false` keeps them on the main thread; a function starts the worker (tests, bundlers that
   * need their own worker syntax).
   */
  worker?: boolean | (() => LiveWorker);
}

function chooseConnection(options: LiveClientOptions): LiveConnection {
  if (options.worker === false || options.socketFactory || options.transports || options.webSocket !== undefined) return createLiveConnection(options);
  if (typeof options.worker === 'function') return createWorkerConnection(options, options.worker);
  if (typeof Worker !== 'function' || typeof WebSocket !== 'function') return createLiveConnection(options);
  return createWorkerConnection(options, startLiveWorker);
}

type AnyEventListener = (event: LiveEvent) => void;

/** The market whose topic an event comes on, or `undefined` for the operation and user events. */
function marketOf(event: LiveEvent): string | undefined {
  switch (event.event) {
    case 'orderbook-snapshot':
    case 'ticker':
    case 'market-trade':
      return event.data.stockCd;
    default:
      return undefined;
  }
}

/**
 * The live feed of the app: one connection, the live state (valtio) and reference-counted
 * watches. Events are queued as they arrive and applied once per animation frame, then passed
 * to `onEvent` listeners, so a screen renders at most once a frame whatever the message rate.
 * In a browser the socket, the STOMP parsing and the schema check run in a Web Worker that
 * posts the validated events about once a frame (`worker` option; `stats().thread`).
 *
 * @example
 * const live = createLiveClient({ url: '/ws' });
 * live.connect({ uid: 'demo-general', token: sessionStore.token });
 * const leave = live.watchMarket('JG0001');
 * live.state.tickers['JG0001']?.currentPrice; // after the first frame
 * leave();
 */
export function createLiveClient(options: LiveClientOptions) {
  const state: LiveState = createLiveState();
  const connection = chooseConnection(options);
  const listeners = new Set<AnyEventListener>();
  const batcher = createFrameBatcher<LiveEvent>((events) => {
    applyLiveEvents(state, events);
    for (const event of events) for (const listener of [...listeners]) listener(event);
  }, options.scheduleFlush);
  const enqueue = (event: LiveEvent) => batcher.push(event);
  // The member's own events waiting for the frame, so forgetting the member drops them too
  // (applied after the forgetting, they would put the last member's orders and fills back).
  const queuedUserEvents = new WeakSet<LiveEvent>();
  const enqueueUserEvent = (event: LiveEvent) => {
    queuedUserEvents.add(event);
    batcher.push(event);
  };
  let releaseUser: (() => void) | null = null;
  // The watches of each market, and of the operation topic, held here as well as in the
  // connection: their last release forgets what the feed said, which froze the moment the topic
  // was left, so the next visit shows the HTTP answer until the server's first message.
  const marketWatches = new Map<string, Set<object>>();
  let operationWatches = new Set<object>();
  const forgetMarketFeed = (stockCd: string) => {
    batcher.drop((event) => marketOf(event) === stockCd);
    forgetMarket(state, stockCd);
  };
  connection.onStatus((status) => {
    state.status = status;
    if (status === 'retrying') state.interrupted = true;
    else if (status !== 'connecting') state.interrupted = false;
  });
  const forgetUser = () => {
    releaseUser?.();
    releaseUser = null;
    batcher.drop((event) => queuedUserEvents.has(event));
    clearUserState(state);
  };
  // The server ended the token: the user's data must not stay on screen as if it were live.
  connection.onRefused(forgetUser);

  return {
    state,
    connection,

    /**
     * Connect as a member (`{ uid, token }`: the user id and the session's bearer token), or as a
     * guest without them. A member also receives their own events (orders, fills, account,
     * holdings, notifications, sync answers); switching user, or falling back to guest, forgets
     * the previous user's. Call it again after every login, logout or token refresh.
     *
     * @example
     * live.connect({ uid: sessionStore.userId, token: sessionStore.token });
     */
    connect(identity: LiveIdentity = {}): void {
      const next = normalizeIdentity(identity);
      if (next.uid !== connection.uid) forgetUser();
      if (next.token !== null && !releaseUser) releaseUser = connection.subscribeUserEvents(enqueueUserEvent);
      connection.connect(identity);
    },

    /** Close the connection and drop every watch, queued event, user data and market figures. */
    async disconnect(): Promise<void> {
      releaseUser = null;
      batcher.clear();
      clearUserState(state);
      for (const stockCd of marketWatches.keys()) forgetMarket(state, stockCd);
      marketWatches.clear();
      operationWatches = new Set();
      state.marketOperation = null;
      await connection.disconnect();
    },

    /** Reconnect now, keeping every watch (the shell's foreground message). */
    reconnect(): Promise<void> {
      return connection.reconnect();
    },

    /**
     * Follow one market's book, ticker and trades; returns the function that stops. When the
     * last watch of the market stops, its figures leave the state (and the frame's queue).
     */
    watchMarket(stockCd: string): () => void {
      const release = connection.subscribe(marketTopic(stockCd), enqueue);
      const watches = marketWatches.get(stockCd) ?? new Set<object>();
      marketWatches.set(stockCd, watches);
      const watch = {};
      watches.add(watch);
      return () => {
        release();
        // A watch from before a disconnect() no longer counts: its set is not the market's now.
        if (!watches.delete(watch) || watches.size > 0 || marketWatches.get(stockCd) !== watches) return;
        marketWatches.delete(stockCd);
        forgetMarketFeed(stockCd);
      };
    },

    /**
     * Follow the market opening and closing; returns the function that stops. When the last
     * watch stops, the live operation leaves the state.
     */
    watchMarketOperation(): () => void {
      const release = connection.subscribe(LIVE_DESTINATIONS.marketOperation, enqueue);
      const watches = operationWatches;
      const watch = {};
      watches.add(watch);
      return () => {
        release();
        if (!watches.delete(watch) || watches.size > 0 || operationWatches !== watches) return;
        batcher.drop((event) => event.event === 'market-operation');
        state.marketOperation = null;
      };
    },

    /**
     * Be told of every event (or of one kind) after it is applied to the state.
     *
     * @example
     * live.onEvent('register-account', (event) => event.data.success);
     */
    onEvent<K extends LiveEventKind>(kind: K | '*', listener: (event: LiveEventOf<K>) => void): () => void {
      const wrapped: AnyEventListener = (event) => {
        if (kind === '*' || event.event === kind) listener(event as LiveEventOf<K>);
      };
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },

    /** Apply what is queued now (tests and benchmarks). */
    flush(): void {
      batcher.flushNow();
    },

    /** Counts for tests and debugging. */
    stats() {
      return { ...connection.stats(), flushes: batcher.flushes, pending: batcher.pending, eventListeners: listeners.size };
    },
  };
}

/** The client `createLiveClient` returns. */
export type LiveClient = ReturnType<typeof createLiveClient>;
