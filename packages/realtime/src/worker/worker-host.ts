import type { LiveEvent } from '@jogak/api-client';
import { type WebSocketConstructor, openRawWebSocket } from '../connection/raw-websocket';
import type { LiveTransport, SocketOpener } from '../connection/raw-websocket';
import { type LiveConnection, createStompConnection } from '../connection/stomp-connection';
import type { FrameScheduler } from '../feed/frame-batcher';
import type { LiveDelivery, PageMessage, WorkerMessage, WorkerScope } from './protocol';

/**
 * How long the worker gathers events before posting them: about one frame. The page applies
 * what arrives once per animation frame anyway; posting every message instead would cost the
 * page one task (and one structured-clone read) per message, the very work the worker is for.
 */
export const WORKER_BATCH_MS = 16;

const everyBatch: FrameScheduler = (run) => {
  const id = setTimeout(run, WORKER_BATCH_MS);
  return () => clearTimeout(id);
};

/** Why a worker gives its connection back to the page. */
export const HAND_OVER_SOCKJS = 'the raw WebSocket never opened: SockJS runs on the main thread';

export interface LiveWorkerHostOptions {
  /** When gathered events are posted; every 16 ms by default. */
  schedule?: FrameScheduler;
  /** The WebSocket to open; the worker's own by default. */
  webSocket?: WebSocketConstructor;
}

/**
 * The raw WebSocket only. A socket that never opened means sockjs-client is needed, which is not
 * bundled into the worker: before the next attempt the connection is handed back to the page.
 */
function workerSockets(url: string, RawWebSocket: WebSocketConstructor, handOver: () => void): SocketOpener {
  let transport: LiveTransport = 'websocket';
  return {
    get transport() {
      return transport;
    },
    async prepare() {
      // The attempt that follows is skipped: `handOver` deactivates the client first.
      if (transport === 'sockjs') handOver();
    },
    open() {
      return openRawWebSocket(url, RawWebSocket, () => {
        transport = 'sockjs';
      });
    },
  };
}

/**
 * The live worker's side: runs one STOMP connection for the page (socket, frame parsing,
 * schema check) and posts the validated events in batches of about a frame. Returns the
 * function that stops it (tests).
 *
 * @example
 * // live-worker.ts
 * serveLiveWorker(self as unknown as WorkerScope);
 */
export function serveLiveWorker(scope: WorkerScope, options: LiveWorkerHostOptions = {}): () => Promise<void> {
  const schedule = options.schedule ?? everyBatch;
  const post = (message: WorkerMessage) => scope.postMessage(message);
  let connection: LiveConnection | null = null;
  const releases = new Map<string, () => void>();
  let epoch = 0;
  let handedOver = false;
  let queue: LiveDelivery[] = [];
  let cancel: (() => void) | null = null;

  function flush(): void {
    cancel?.();
    cancel = null;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    post({ type: 'events', epoch, events });
  }

  function receive(event: LiveEvent, destination: string): void {
    if (handedOver) return;
    queue.push([destination, event]);
    cancel ??= schedule(flush);
  }

  function postState(): void {
    if (!connection || handedOver) return;
    const stats = connection.stats();
    const subscribed = Object.entries(stats.destinations)
      .filter(([, destination]) => destination.subscribed)
      .map(([destination]) => destination);
    post({ type: 'state', status: stats.status, connects: stats.connects, transport: stats.transport, subscribed });
  }

  function handOver(): void {
    if (handedOver || !connection) return;
    flush();
    handedOver = true;
    post({ type: 'hand-over', reason: HAND_OVER_SOCKJS });
    releases.clear();
    void connection.disconnect();
  }

  async function handle(message: PageMessage): Promise<void> {
    if (message.type === 'start') {
      const RawWebSocket = options.webSocket ?? (globalThis.WebSocket as WebSocketConstructor);
      const started = createStompConnection(
        { onInvalidMessage: (invalid) => post({ type: 'invalid', message: invalid }), ...(message.timings ? { timings: message.timings } : {}) },
        workerSockets(message.url, RawWebSocket, handOver),
      );
      started.onStatus(postState);
      started.onRefused((refusal) => {
        if (!handedOver) post({ type: 'refused', epoch, refusal });
      });
      connection = started;
      return;
    }
    if (!connection || handedOver) return;
    switch (message.type) {
      case 'connect':
        if (message.epoch !== epoch) {
          // What arrived under the previous identity goes out stamped with it.
          flush();
          epoch = message.epoch;
        }
        connection.connect(message.token === null ? {} : { uid: message.uid, token: message.token });
        break;
      case 'subscribe':
        if (!releases.has(message.destination)) releases.set(message.destination, connection.subscribe(message.destination, receive));
        break;
      case 'unsubscribe':
        releases.get(message.destination)?.();
        releases.delete(message.destination);
        break;
      case 'disconnect':
        releases.clear();
        cancel?.();
        cancel = null;
        queue = [];
        await connection.disconnect();
        // The state first, so the page's stats are current when its promise resolves.
        postState();
        post({ type: 'done', id: message.id });
        return;
      case 'reconnect':
        await connection.reconnect();
        postState();
        post({ type: 'done', id: message.id });
        return;
    }
    postState();
  }

  scope.addEventListener('message', (event) => void handle(event.data));
  post({ type: 'ready' });
  return async () => {
    cancel?.();
    await connection?.disconnect();
  };
}
