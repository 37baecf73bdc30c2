import type { LiveEvent } from '@jogak/api-client';
import type { InvalidLiveMessage, LiveConnectionStatus, LiveRefusal, LiveTimings } from '../connection/stomp-connection';
import type { LiveTransport } from '../connection/raw-websocket';

/*
 * The messages between the page and the live worker. Everything here survives structured
 * cloning (no functions, no class instances): the page's listeners, the valtio state and the
 * frame batcher stay on the page; the socket, STOMP and the schema check run in the worker.
 */

/** The page asks the worker. */
export type PageMessage =
  /** First message: the endpoint (absolute: the worker's own address is not the page's) and timings. */
  | { type: 'start'; url: string; timings?: Partial<LiveTimings> }
  /**
   * Who to connect as. The token travels only here, never in a URL. `epoch` counts the page's
   * identity changes; the worker stamps its event batches with the epoch they were received
   * under, so the page can drop a previous member's events still in flight.
   */
  | { type: 'connect'; uid: string; token: string | null; epoch: number }
  | { type: 'subscribe'; destination: string }
  | { type: 'unsubscribe'; destination: string }
  /** Answered by `done` with the same id once finished. */
  | { type: 'disconnect'; id: number }
  | { type: 'reconnect'; id: number };

/** One validated event and the destination it came from. */
export type LiveDelivery = [destination: string, event: LiveEvent];

/** Where the worker's connection stands, sent on every change of status and after each command. */
export interface WorkerConnectionState {
  status: LiveConnectionStatus;
  connects: number;
  transport: LiveTransport;
  /** Destinations with a live STOMP subscription. */
  subscribed: string[];
}

/** The worker tells the page. */
export type WorkerMessage =
  /** The worker's module ran: from now on an `error` event is no failure to start. */
  | { type: 'ready' }
  | ({ type: 'state' } & WorkerConnectionState)
  /** The events received since the last batch, in arrival order. */
  | { type: 'events'; epoch: number; events: LiveDelivery[] }
  /** The server refused the token of `epoch`'s identity; the worker went on as a guest. */
  | { type: 'refused'; epoch: number; refusal: LiveRefusal }
  | { type: 'invalid'; message: InvalidLiveMessage }
  | { type: 'done'; id: number }
  /**
   * The raw WebSocket never opened: the next attempt needs sockjs-client, which runs on the
   * page. The worker has stopped; the page carries on with a main-thread connection.
   */
  | { type: 'hand-over'; reason: string };

/** The worker's end of the channel: `self` inside a dedicated worker, a fake in tests. */
export interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: { data: PageMessage }) => void): void;
}

/** The page's end of the channel: a `Worker`, or a fake in tests. */
export interface LiveWorker {
  postMessage(message: PageMessage): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerMessage }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}
