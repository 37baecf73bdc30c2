// @vitest-environment node
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@jogak/api-client';
import { type LiveEndpoint, type SandboxState, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import type { IStompSocket } from '@stomp/stompjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_EVENT_EXAMPLES } from '../../test/live-event-examples';
import type { LiveConnection, LiveRefusal } from '../connection/live-connection';
import { loadSockJS } from '../connection/load-sockjs';
import type { WebSocketConstructor } from '../connection/raw-websocket';
import type { LiveWorker, PageMessage, WorkerMessage, WorkerScope } from './protocol';
import { HAND_OVER_SOCKJS, serveLiveWorker } from './worker-host';
import { createWorkerConnection } from './worker-connection';

const TRADE = JSON.stringify(LIVE_EVENT_EXAMPLES['market-trade']);
const ORDER = JSON.stringify(LIVE_EVENT_EXAMPLES['order-updated']);

let server: Server | undefined;
let live: LiveEndpoint;
let url: string;
let state: SandboxState;
const connections: LiveConnection[] = [];
const stops: (() => Promise<void>)[] = [];

async function startServer() {
  server = createServer((_request, response) => response.end());
  state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
  live = attachLiveEndpoint(server, { sessions: state });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
}

afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.disconnect()));
  await Promise.all(stops.splice(0).map((stop) => stop()));
  live.detach();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function until(check: () => boolean): Promise<void> {
  await expect.poll(check, { interval: 5 }).toBe(true);
}

/**
 * Node 20 has no `WebSocket`: the worker's "raw WebSocket" here is sockjs-client's websocket
 * transport to the same endpoint, which speaks the same STOMP frames over a real socket.
 */
async function nodeWebSocket(): Promise<WebSocketConstructor> {
  const openSockJS = await loadSockJS({ transports: ['websocket'] });
  return function SockJSWebSocket(rawUrl: string): IStompSocket {
    return openSockJS(rawUrl.replace(/^ws/, 'http').replace(/\/websocket$/, ''));
  } as unknown as WebSocketConstructor;
}

/** A WebSocket that never opens (a proxy refusing WebSocket): it closes on the next turn. */
class RefusedWebSocket {
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  readyState = 0;
  binaryType = 'arraybuffer';
  private readonly listeners: (() => void)[] = [];
  constructor() {
    setTimeout(() => {
      this.readyState = 3;
      for (const listener of this.listeners) listener();
      this.onerror?.();
      this.onclose?.({ code: 1006, reason: '', wasClean: false });
    }, 0);
  }
  addEventListener(type: 'open' | 'close', listener: () => void): void {
    if (type === 'close') this.listeners.push(listener);
  }
  send(): void {}
  close(): void {}
}

/**
 * A worker in this process: the page's and the worker's ends of a channel over which every
 * message is structured-cloned and delivered on a later turn, as `postMessage` does. `sent` keeps
 * what the page posted, `posted` what the worker posted.
 */
function inProcessWorker(webSocket: WebSocketConstructor, options: { schedule?: (run: () => void) => () => void } = {}) {
  const sent: PageMessage[] = [];
  const posted: WorkerMessage[] = [];
  const toWorker = new Set<(event: { data: PageMessage }) => void>();
  const toPage = new Set<(event: { data: WorkerMessage }) => void>();
  let terminated = false;
  const scope: WorkerScope = {
    postMessage(message) {
      if (terminated) return;
      posted.push(message);
      const data = structuredClone(message);
      setImmediate(() => toPage.forEach((listener) => listener({ data })));
    },
    addEventListener(_type, listener) {
      toWorker.add(listener);
    },
  };
  const worker: LiveWorker = {
    postMessage(message) {
      sent.push(message);
      const data = structuredClone(message);
      setImmediate(() => toWorker.forEach((listener) => listener({ data })));
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') toPage.add(listener as (event: { data: WorkerMessage }) => void);
    },
    terminate() {
      terminated = true;
    },
  };
  stops.push(serveLiveWorker(scope, { webSocket, ...(options.schedule ? { schedule: options.schedule } : {}) }));
  return { worker, sent, posted, isTerminated: () => terminated };
}

/** A worker the test speaks for: what the page posts is kept, the test answers by hand. */
function scriptedWorker() {
  const sent: PageMessage[] = [];
  const messageListeners: ((event: { data: WorkerMessage }) => void)[] = [];
  const errorListeners: ((event: { message?: string }) => void)[] = [];
  let terminated = false;
  const worker: LiveWorker = {
    postMessage: (message) => sent.push(message),
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') messageListeners.push(listener as (event: { data: WorkerMessage }) => void);
      else errorListeners.push(listener as (event: { message?: string }) => void);
    },
    terminate: () => {
      terminated = true;
    },
  };
  return {
    worker,
    sent,
    isTerminated: () => terminated,
    answer: (message: WorkerMessage) => messageListeners.forEach((listener) => listener({ data: message })),
    fail: (message: string) => errorListeners.forEach((listener) => listener({ message })),
  };
}

describe('워커 연결 (페이지 ↔ 워커 메시지, 실제 SockJS + STOMP 엔드포인트)', () => {
  it('게스트로 워커에서 연결해 검증된 이벤트를 페이지의 리스너에 넘긴다', async () => {
    await startServer();
    const channel = inProcessWorker(await nodeWebSocket());
    const connection = createWorkerConnection({ url }, () => channel.worker);
    connections.push(connection);
    const received: LiveEvent[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => received.push(event));
    connection.connect();
    await until(() => connection.status === 'connected' && live.status().subscriptions['/topic/market/JG0001'] === 1);
    live.broker.publish('/topic/market/JG0001', TRADE);
    live.broker.publish('/topic/market/JG0001', '{"event":"market-trade","data":{"price":"비쌈"}}');
    live.broker.publish('/topic/market/JG0001', JSON.stringify(LIVE_EVENT_EXAMPLES.ticker));
    await until(() => received.length === 2);
    expect(received.map((event) => event.event)).toEqual(['market-trade', 'ticker']);
    expect(channel.posted.filter((message) => message.type === 'invalid').map((message) => message.type === 'invalid' && message.message.reason)).toEqual(['invalid']);
    expect(connection.stats()).toMatchObject({
      status: 'connected',
      uid: 'guest',
      connects: 1,
      transport: 'websocket',
      thread: 'worker',
      workerFallback: null,
      destinations: { '/topic/market/JG0001': { refs: 1, listeners: 1, subscribed: true } },
    });
    expect(channel.sent[0]).toEqual({ type: 'start', url });
  });

  it('회원의 토큰은 connect 메시지로만 워커에 가고, 자기 큐의 이벤트를 받는다', async () => {
    await startServer();
    const channel = inProcessWorker(await nodeWebSocket());
    const connection = createWorkerConnection({ url }, () => channel.worker);
    connections.push(connection);
    const mine: string[] = [];
    connection.subscribeUserEvents((event) => mine.push(event.event));
    const token = state.login('demo-general').token;
    connection.connect({ uid: 'demo-general', token });
    await until(() => live.status().subscriptions['/user/queue/events'] === 1);
    live.broker.sendToUser('demo-pro', ORDER);
    live.broker.sendToUser('demo-general', ORDER);
    await until(() => mine.length === 1);
    expect(mine).toEqual(['order-updated']);
    expect(connection.signedIn).toBe(true);
    const carrying = channel.sent.filter((message) => JSON.stringify(message).includes(token));
    expect(carrying).toEqual([{ type: 'connect', uid: 'demo-general', token, epoch: 1 }]);
  });

  it('마지막 구독자가 떠나면 워커가 해지하고, disconnect는 워커가 끝낸 뒤에 끝난다', async () => {
    await startServer();
    const channel = inProcessWorker(await nodeWebSocket());
    const connection = createWorkerConnection({ url }, () => channel.worker);
    const first = connection.subscribe('/topic/market/JG0001', () => undefined);
    const second = connection.subscribe('/topic/market/JG0001', () => undefined);
    connection.connect();
    await until(() => live.status().subscriptions['/topic/market/JG0001'] === 1);
    first();
    second();
    await until(() => live.status().subscriptions['/topic/market/JG0001'] === undefined);
    expect(channel.sent.filter((message) => message.type === 'subscribe' || message.type === 'unsubscribe')).toEqual([
      { type: 'subscribe', destination: '/topic/market/JG0001' },
      { type: 'unsubscribe', destination: '/topic/market/JG0001' },
    ]);
    await connection.disconnect();
    expect(connection.status).toBe('idle');
    expect(channel.posted.at(-2)).toMatchObject({ type: 'state', status: 'idle' });
    expect(channel.posted.at(-1)).toEqual({ type: 'done', id: 1 });
    await until(() => live.status().sessions === 0);
  });

  it('원시 WebSocket이 열리지 않으면 워커는 연결을 페이지에 넘기고, 페이지는 SockJS로 이어 받는다', async () => {
    await startServer();
    const channel = inProcessWorker(RefusedWebSocket as unknown as WebSocketConstructor);
    const connection = createWorkerConnection({ url, timings: { errorRetryDelayMs: 20 } }, () => channel.worker);
    connections.push(connection);
    const received: string[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => received.push(event.event));
    connection.connect();
    await until(() => connection.stats().thread === 'main');
    expect(channel.posted.find((message) => message.type === 'hand-over')).toEqual({ type: 'hand-over', reason: HAND_OVER_SOCKJS });
    expect(channel.isTerminated()).toBe(true);
    await until(() => connection.status === 'connected' && live.status().subscriptions['/topic/market/JG0001'] === 1);
    live.broker.publish('/topic/market/JG0001', TRADE);
    await until(() => received.length === 1);
    expect(connection.stats()).toMatchObject({ thread: 'main', transport: 'sockjs', workerFallback: HAND_OVER_SOCKJS, connects: 1 });
  });
});

describe('워커 연결 (워커가 시작하지 못할 때)', () => {
  it('준비되기 전에 error 이벤트가 오면 메인 스레드 연결로 바꾸고 구독과 신원을 다시 건다', async () => {
    await startServer();
    const scripted = scriptedWorker();
    const connection = createWorkerConnection({ url }, () => scripted.worker);
    connections.push(connection);
    const received: string[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => received.push(event.event));
    connection.connect();
    scripted.fail('Refused to create a worker: Content Security Policy');
    expect(scripted.isTerminated()).toBe(true);
    await until(() => connection.status === 'connected' && live.status().subscriptions['/topic/market/JG0001'] === 1);
    live.broker.publish('/topic/market/JG0001', TRADE);
    await until(() => received.length === 1);
    expect(connection.stats()).toMatchObject({
      thread: 'main',
      workerFallback: 'the worker failed to start: Refused to create a worker: Content Security Policy',
      destinations: { '/topic/market/JG0001': { refs: 1, listeners: 1, subscribed: true } },
    });
  });

  it('워커를 만들 수 없으면 (생성자가 던지면) 처음부터 메인 스레드에서 연결한다', async () => {
    await startServer();
    const connection = createWorkerConnection({ url }, () => {
      throw new Error('SecurityError');
    });
    connections.push(connection);
    connection.connect();
    await until(() => connection.status === 'connected');
    expect(connection.stats()).toMatchObject({ thread: 'main', workerFallback: 'the worker could not be created: SecurityError' });
  });

  it('준비된 뒤의 error 이벤트는 워커를 버리지 않는다', () => {
    const scripted = scriptedWorker();
    const connection = createWorkerConnection({ url: 'http://127.0.0.1:9/ws' }, () => scripted.worker);
    scripted.answer({ type: 'ready' });
    scripted.fail('Uncaught TypeError in a listener');
    expect(scripted.isTerminated()).toBe(false);
    expect(connection.stats()).toMatchObject({ thread: 'worker', workerFallback: null });
  });
});

describe('워커 연결 (신원이 바뀐 사이에 오는 메시지)', () => {
  it('사용자를 바꾼 뒤에 도착한 이전 사용자의 이벤트는 버리고, 시장 이벤트는 넘긴다', () => {
    const scripted = scriptedWorker();
    const connection = createWorkerConnection({ url: 'http://127.0.0.1:9/ws' }, () => scripted.worker);
    const mine: string[] = [];
    const market: string[] = [];
    connection.subscribeUserEvents((event) => mine.push(event.event));
    connection.subscribe('/topic/market/JG0001', (event) => market.push(event.event));
    connection.connect({ uid: 'demo-general', token: 'token-a' });
    connection.connect({ uid: 'demo-pro', token: 'token-b' });
    expect(scripted.sent.filter((message) => message.type === 'connect')).toEqual([
      { type: 'connect', uid: 'demo-general', token: 'token-a', epoch: 1 },
      { type: 'connect', uid: 'demo-pro', token: 'token-b', epoch: 2 },
    ]);
    scripted.answer({
      type: 'events',
      epoch: 1,
      events: [
        ['/user/queue/events', LIVE_EVENT_EXAMPLES['order-updated']],
        ['/topic/market/JG0001', LIVE_EVENT_EXAMPLES['market-trade']],
      ],
    });
    scripted.answer({ type: 'events', epoch: 2, events: [['/user/queue/events', LIVE_EVENT_EXAMPLES['account-updated']]] });
    expect(mine).toEqual(['account-updated']);
    expect(market).toEqual(['market-trade']);
  });

  it('거절은 그 토큰의 신원일 때만 게스트로 되돌린다', () => {
    const scripted = scriptedWorker();
    const connection = createWorkerConnection({ url: 'http://127.0.0.1:9/ws' }, () => scripted.worker);
    const refusals: LiveRefusal[] = [];
    connection.onRefused((refusal) => refusals.push(refusal));
    connection.connect({ uid: 'demo-general', token: 'token-a' });
    connection.connect({ uid: 'demo-general', token: 'token-b' });
    scripted.answer({ type: 'refused', epoch: 1, refusal: { code: 'UNAUTHORIZED', message: 'expired' } });
    expect(connection.signedIn).toBe(true);
    expect(refusals).toEqual([]);
    scripted.answer({ type: 'refused', epoch: 2, refusal: { code: 'UNAUTHORIZED', message: 'logged out' } });
    expect(connection.signedIn).toBe(false);
    expect(connection.uid).toBe('guest');
    expect(refusals).toEqual([{ code: 'UNAUTHORIZED', message: 'logged out' }]);
  });

  it('같은 신원으로 다시 connect하면 워커에 아무것도 보내지 않는다', () => {
    const scripted = scriptedWorker();
    const connection = createWorkerConnection({ url: 'http://127.0.0.1:9/ws' }, () => scripted.worker);
    connection.connect({ uid: 'demo-general', token: 'token-a' });
    connection.connect({ uid: 'demo-general', token: 'token-a' });
    expect(scripted.sent.map((message) => message.type)).toEqual(['start', 'connect']);
  });
});
