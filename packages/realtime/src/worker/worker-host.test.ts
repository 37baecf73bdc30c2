// @vitest-environment node
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LiveEndpoint, type SandboxState, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import type { IStompSocket } from '@stomp/stompjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_EVENT_EXAMPLES } from '../../test/live-event-examples';
import { loadSockJS } from '../connection/load-sockjs';
import type { WebSocketConstructor } from '../connection/raw-websocket';
import type { PageMessage, WorkerMessage, WorkerScope } from './protocol';
import { serveLiveWorker } from './worker-host';

let server: Server | undefined;
let live: LiveEndpoint;
let url: string;
let state: SandboxState;
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
  await Promise.all(stops.splice(0).map((stop) => stop()));
  live.detach();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function until(check: () => boolean): Promise<void> {
  await expect.poll(check, { interval: 5 }).toBe(true);
}

/** Node 20 has no `WebSocket`: sockjs-client's websocket transport stands in for it. */
async function nodeWebSocket(): Promise<WebSocketConstructor> {
  const openSockJS = await loadSockJS({ transports: ['websocket'] });
  return function SockJSWebSocket(rawUrl: string): IStompSocket {
    return openSockJS(rawUrl.replace(/^ws/, 'http').replace(/\/websocket$/, ''));
  } as unknown as WebSocketConstructor;
}

/**
 * The worker's handler on a fake scope: the test posts as the page would (`send`), reads what the
 * worker posted (`posted`), and decides when a gathered batch goes out (`releaseBatch`).
 */
async function host() {
  const posted: WorkerMessage[] = [];
  let onMessage: ((event: { data: PageMessage }) => void) | undefined;
  const scope: WorkerScope = {
    postMessage: (message) => posted.push(structuredClone(message)),
    addEventListener: (_type, listener) => {
      onMessage = listener;
    },
  };
  let batch: (() => void) | null = null;
  stops.push(
    serveLiveWorker(scope, {
      webSocket: await nodeWebSocket(),
      schedule: (run) => {
        batch = run;
        return () => {
          batch = null;
        };
      },
    }),
  );
  return {
    posted,
    send: (message: PageMessage) => onMessage?.({ data: message }),
    releaseBatch: () => batch?.(),
    hasBatch: () => batch !== null,
    of: <T extends WorkerMessage['type']>(type: T) => posted.filter((message): message is Extract<WorkerMessage, { type: T }> => message.type === type),
  };
}

describe('라이브 워커의 메시지 처리 (가짜 포트, 실제 SockJS + STOMP 엔드포인트)', () => {
  it('시작하면 ready를 알리고, 연결 상태를 state로 보낸다', async () => {
    await startServer();
    const worker = await host();
    expect(worker.posted).toEqual([{ type: 'ready' }]);
    worker.send({ type: 'start', url });
    worker.send({ type: 'subscribe', destination: '/topic/market/JG0001' });
    worker.send({ type: 'connect', uid: 'guest', token: null, epoch: 0 });
    await until(() => worker.of('state').some((message) => message.status === 'connected'));
    await until(() => worker.of('state').at(-1)?.subscribed.includes('/topic/market/JG0001') === true);
    expect(worker.of('state').at(-1)).toEqual({ type: 'state', status: 'connected', connects: 1, transport: 'websocket', subscribed: ['/topic/market/JG0001'] });
  });

  it('한 배치 동안 받은 메시지는 도착 순서대로 events 메시지 하나로 보낸다', async () => {
    await startServer();
    const worker = await host();
    worker.send({ type: 'start', url });
    worker.send({ type: 'subscribe', destination: '/topic/market/JG0001' });
    worker.send({ type: 'connect', uid: 'guest', token: null, epoch: 0 });
    await until(() => live.status().subscriptions['/topic/market/JG0001'] === 1);
    live.broker.publish('/topic/market/JG0001', JSON.stringify(LIVE_EVENT_EXAMPLES['orderbook-snapshot']));
    live.broker.publish('/topic/market/JG0001', JSON.stringify(LIVE_EVENT_EXAMPLES.ticker));
    live.broker.publish('/topic/market/JG0001', JSON.stringify(LIVE_EVENT_EXAMPLES['market-trade']));
    // Delivery on one connection is ordered: once this malformed one is reported, the three before are queued.
    live.broker.publish('/topic/market/JG0001', 'not json');
    await until(() => worker.of('invalid').length === 1);
    expect(worker.of('events')).toEqual([]);
    worker.releaseBatch();
    expect(worker.of('events')).toEqual([
      {
        type: 'events',
        epoch: 0,
        events: [
          ['/topic/market/JG0001', LIVE_EVENT_EXAMPLES['orderbook-snapshot']],
          ['/topic/market/JG0001', LIVE_EVENT_EXAMPLES.ticker],
          ['/topic/market/JG0001', LIVE_EVENT_EXAMPLES['market-trade']],
        ],
      },
    ]);
    expect(worker.hasBatch()).toBe(false);
    expect(worker.of('invalid')[0]?.message).toMatchObject({ destination: '/topic/market/JG0001', body: 'not json', reason: 'not-json' });
  });

  it('회원으로 연결하면 Authorization으로 인증하고, 신원이 바뀌면 그 전의 이벤트를 이전 epoch으로 먼저 보낸다', async () => {
    await startServer();
    const worker = await host();
    worker.send({ type: 'start', url });
    worker.send({ type: 'subscribe', destination: '/user/queue/events' });
    worker.send({ type: 'connect', uid: 'demo-general', token: state.login('demo-general').token, epoch: 1 });
    await until(() => live.status().subscriptions['/user/queue/events'] === 1);
    live.broker.sendToUser('demo-general', JSON.stringify(LIVE_EVENT_EXAMPLES['order-updated']));
    await until(() => worker.hasBatch());
    worker.send({ type: 'connect', uid: 'guest', token: null, epoch: 2 });
    expect(worker.of('events')).toEqual([{ type: 'events', epoch: 1, events: [['/user/queue/events', LIVE_EVENT_EXAMPLES['order-updated']]] }]);
    await until(() => worker.of('state').at(-1)?.status === 'connected' && live.status().subscriptions['/user/queue/events'] === undefined);
  });

  it('로그아웃된 토큰은 거절되고, 거절을 그 신원의 epoch과 함께 알린다', async () => {
    await startServer();
    const worker = await host();
    const session = state.login('demo-general');
    state.logout(session.token);
    worker.send({ type: 'start', url, timings: { errorRetryDelayMs: 20 } });
    worker.send({ type: 'connect', uid: 'demo-general', token: session.token, epoch: 3 });
    await until(() => worker.of('refused').length === 1);
    expect(worker.of('refused')[0]).toMatchObject({ type: 'refused', epoch: 3, refusal: { code: 'UNAUTHORIZED' } });
    await until(() => worker.of('state').at(-1)?.status === 'connected');
  });

  it('disconnect와 reconnect에는 끝난 뒤 같은 id로 done을 답한다', async () => {
    await startServer();
    const worker = await host();
    worker.send({ type: 'start', url });
    worker.send({ type: 'connect', uid: 'guest', token: null, epoch: 0 });
    await until(() => worker.of('state').at(-1)?.status === 'connected');
    worker.send({ type: 'reconnect', id: 7 });
    await until(() => worker.of('done').length === 1);
    expect(worker.of('done')).toEqual([{ type: 'done', id: 7 }]);
    await until(() => worker.of('state').at(-1)?.connects === 2);
    worker.send({ type: 'disconnect', id: 8 });
    await until(() => worker.of('done').length === 2);
    expect(worker.of('state').at(-1)).toMatchObject({ status: 'idle', subscribed: [] });
  });

  it('reconnect를 처리하는 사이 온 connect에도 세션은 하나이고, 로그아웃과 disconnect 뒤에는 남지 않는다', async () => {
    await startServer();
    const worker = await host();
    worker.send({ type: 'start', url });
    worker.send({ type: 'subscribe', destination: '/topic/market/JG0001' });
    worker.send({ type: 'subscribe', destination: '/user/queue/events' });
    worker.send({ type: 'connect', uid: 'guest', token: null, epoch: 0 });
    await until(() => worker.of('state').at(-1)?.status === 'connected');
    // The page's foreground reconnect, then a login: the worker takes the second before the first is done.
    worker.send({ type: 'reconnect', id: 1 });
    worker.send({ type: 'connect', uid: 'demo-general', token: state.login('demo-general').token, epoch: 1 });
    await until(() => worker.of('done').length === 1 && live.status().subscriptions['/user/queue/events'] === 1);
    worker.send({ type: 'connect', uid: 'guest', token: null, epoch: 2 });
    await until(() => worker.of('state').at(-1)?.status === 'connected' && live.status().subscriptions['/user/queue/events'] === undefined && live.status().sessions === 1);
    expect(worker.of('state').at(-1)?.connects).toBe(3);
    expect(live.broker.sendToUser('demo-general', JSON.stringify(LIVE_EVENT_EXAMPLES['order-updated']))).toBe(0);
    worker.send({ type: 'disconnect', id: 2 });
    await until(() => worker.of('done').length === 2);
    await until(() => live.status().sessions === 0);
  });
});
