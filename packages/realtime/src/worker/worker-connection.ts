import { LIVE_DESTINATIONS, type LiveEvent } from '@jogak/api-client';
import { type LiveConnectionOptions, createLiveConnection } from '../connection/live-connection';
import { type DestinationHold, holdDestination } from '../connection/destination-holds';
import type { LiveTransport } from '../connection/raw-websocket';
import {
  GUEST,
  type LiveConnection,
  type LiveConnectionStats,
  type LiveConnectionStatus,
  type LiveEventListener,
  type LiveIdentity,
  type LiveRefusal,
  normalizeIdentity,
  warnInvalidMessage,
} from '../connection/stomp-connection';
import type { LiveWorker, WorkerConnectionState, WorkerMessage } from './protocol';

/** Destinations that carry one member's own events. */
const USER_PREFIX = '/user/';


/**
 * The page's side of a connection that runs in the live worker: the same API as
 * `createLiveConnection`, with the holders, listeners and identity kept here and the socket,
 * STOMP parsing and schema check in the worker, which posts the validated events in batches.
 *
 * If the worker cannot start (`start` throws, or an `error` event comes before the worker said
 * it is ready: a CSP without `worker-src`, a bundler that did not emit it, a browser without
 * module workers), or if it hands the connection back because the raw WebSocket never opened
 * (sockjs-client runs on the page only), the same connection carries on with a main-thread
 * `createLiveConnection`: watches, listeners and identity are replayed on it. `stats()` says which
 * (`thread`, `workerFallback`).
 *
 * @example
 * const connection = createWorkerConnection({ url: '/ws' }, startLiveWorker);
 * connection.connect({ uid: 'demo-general', token });
 */
export function createWorkerConnection(options: LiveConnectionOptions, start: () => LiveWorker): LiveConnection {
  const registry = new Map<string, DestinationHold>();
  const statusListeners = new Set<(status: LiveConnectionStatus) => void>();
  const refusalListeners = new Set<(refusal: LiveRefusal) => void>();
  const reportInvalid = options.onInvalidMessage ?? warnInvalidMessage;
  let uid = GUEST;
  let token: string | null = null;
  /** Counts identity changes; the worker stamps each event batch with the one it was received under. */
  let epoch = 0;
  /** Whether `connect` was called since the last `disconnect` (what a fallback replays). */
  let active = false;
  let status: LiveConnectionStatus = 'idle';
  let remote: WorkerConnectionState = { status: 'idle', connects: 0, transport: 'websocket', subscribed: [] };
  let worker: LiveWorker | null = null;
  let ready = false;
  /** The main-thread connection once the worker is out of the picture. */
  let local: LiveConnection | null = null;
  let fallbackReason: string | null = null;
  const localReleases = new Map<string, () => void>();
  const pending = new Map<number, () => void>();
  let nextRequest = 1;

  function setStatus(next: LiveConnectionStatus): void {
    if (status === next) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function deliver(destination: string, event: LiveEvent): void {
    const entry = registry.get(destination);
    if (!entry) return;
    for (const listener of [...entry.listeners.keys()]) listener(event, destination);
  }

  function refused(refusal: LiveRefusal): void {
    uid = GUEST;
    token = null;
    epoch += 1;
    for (const listener of [...refusalListeners]) listener(refusal);
  }

  function identity(): LiveIdentity {
    return token === null ? {} : { uid, token };
  }

  function fallBack(reason: string, sockJSOnly: boolean): void {
    if (local) return;
    fallbackReason = reason;
    worker?.terminate();
    worker = null;
    const main = createLiveConnection(sockJSOnly ? { ...options, webSocket: null } : options);
    local = main;
    main.onStatus(setStatus);
    main.onRefused(refused);
    for (const destination of registry.keys()) localReleases.set(destination, main.subscribe(destination, (event) => deliver(destination, event)));
    if (active) main.connect(identity());
    // A disconnect or reconnect the worker will never answer: the main-thread connection now
    // stands where they would have left it.
    for (const resolve of pending.values()) resolve();
    pending.clear();
  }

  function onMessage(message: WorkerMessage): void {
    if (local) return;
    switch (message.type) {
      case 'ready':
        ready = true;
        break;
      case 'state': {
        const { type: _type, ...state } = message;
        remote = state;
        setStatus(state.status);
        break;
      }
      case 'events':
        for (const [destination, event] of message.events) {
          // A previous member's events still in flight when the page switched user must not
          // reach the next one (the worker's connection was bound to the previous token).
          if (destination.startsWith(USER_PREFIX) && message.epoch !== epoch) continue;
          deliver(destination, event);
        }
        break;
      case 'refused':
        // Only if the page has not moved to another identity since.
        if (message.epoch === epoch && token !== null) refused(message.refusal);
        break;
      case 'invalid':
        reportInvalid(message.message);
        break;
      case 'done':
        pending.get(message.id)?.();
        pending.delete(message.id);
        break;
      case 'hand-over':
        fallBack(message.reason, true);
        break;
    }
  }

  function request(type: 'disconnect' | 'reconnect'): Promise<void> {
    return new Promise((resolve) => {
      if (!worker) return resolve();
      const id = nextRequest++;
      pending.set(id, resolve);
      worker.postMessage({ type, id });
    });
  }

  try {
    const started = start();
    worker = started;
    started.addEventListener('message', (event) => onMessage(event.data));
    started.addEventListener('error', (event) => {
      if (!ready) fallBack(`the worker failed to start: ${event.message ?? 'error event'}`, false);
    });
    started.postMessage({ type: 'start', url: new URL(options.url, globalThis.location?.href).href, ...(options.timings ? { timings: options.timings } : {}) });
  } catch (error) {
    fallBack(`the worker could not be created: ${error instanceof Error ? error.message : String(error)}`, false);
  }

  const connection: LiveConnection = {
    connect(next: LiveIdentity = {}): void {
      const normalized = normalizeIdentity(next);
      if (active && normalized.uid === uid && normalized.token === token) return;
      if (normalized.uid !== uid || normalized.token !== token) epoch += 1;
      uid = normalized.uid;
      token = normalized.token;
      active = true;
      if (local) local.connect(next);
      else worker?.postMessage({ type: 'connect', uid, token, epoch });
    },

    async disconnect(): Promise<void> {
      registry.clear();
      active = false;
      if (local) {
        localReleases.clear();
        await local.disconnect();
      } else {
        remote = { ...remote, subscribed: [] };
        await request('disconnect');
      }
      setStatus('idle');
    },

    async reconnect(): Promise<void> {
      if (local) await local.reconnect();
      else await request('reconnect');
    },

    subscribe(destination: string, listener: LiveEventListener): () => void {
      return holdDestination(registry, destination, listener, () => ({ refs: 0, listeners: new Map() }), {
        opened: () => {
          if (local) localReleases.set(destination, local.subscribe(destination, (event) => deliver(destination, event)));
          else worker?.postMessage({ type: 'subscribe', destination });
        },
        closed: () => {
          if (local) {
            localReleases.get(destination)?.();
            localReleases.delete(destination);
          } else {
            worker?.postMessage({ type: 'unsubscribe', destination });
          }
        },
      });
    },

    subscribeUserEvents(listener: LiveEventListener): () => void {
      return connection.subscribe(LIVE_DESTINATIONS.userEvents, listener);
    },

    get status(): LiveConnectionStatus {
      return status;
    },
    get uid(): string {
      return uid;
    },

    onStatus(listener: (status: LiveConnectionStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },

    onRefused(listener: (refusal: LiveRefusal) => void): () => void {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },

    get signedIn(): boolean {
      return token !== null;
    },

    stats(): LiveConnectionStats {
      const main = local?.stats();
      const destinations: LiveConnectionStats['destinations'] = {};
      for (const [destination, entry] of registry) {
        const subscribed = main ? (main.destinations[destination]?.subscribed ?? false) : remote.subscribed.includes(destination);
        destinations[destination] = { refs: entry.refs, listeners: entry.listeners.size, subscribed };
      }
      const transport: LiveTransport = main ? main.transport : remote.transport;
      return {
        status,
        uid,
        connects: remote.connects + (main?.connects ?? 0),
        transport,
        thread: main ? 'main' : 'worker',
        workerFallback: fallbackReason,
        statusListeners: statusListeners.size,
        destinations,
      };
    },
  };
  return connection;
}
