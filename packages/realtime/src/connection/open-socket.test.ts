// @vitest-environment node
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LiveEndpoint, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_EVENT_EXAMPLES } from '../../test/live-event-examples';
import { type LiveConnection, createLiveConnection } from './live-connection';
import { createSocketOpener } from './open-socket';
import { type WebSocketConstructor, rawWebSocketUrl } from './raw-websocket';

const TICKER = JSON.stringify(LIVE_EVENT_EXAMPLES.ticker);

/**
 * A WebSocket that never opens, as behind a proxy that refuses WebSocket: it reports an error
 * and closes (code 1006) on the next turn. Every address it was asked for is kept.
 */
function refusedWebSocket(addresses: string[]): WebSocketConstructor {
  return class RefusedWebSocket {
    readonly url: string;
    readyState = 0;
    binaryType = 'blob';
    onclose: ((event?: unknown) => unknown) | null = null;
    onerror: ((event: unknown) => unknown) | null = null;
    onmessage: ((event: unknown) => unknown) | null = null;
    onopen: ((event?: unknown) => unknown) | null = null;
    private readonly closeListeners: Array<() => void> = [];

    constructor(url: string) {
      this.url = url;
      addresses.push(url);
      setTimeout(() => {
        this.readyState = 3;
        this.onerror?.({ type: 'error' });
        for (const listener of this.closeListeners) listener();
        this.onclose?.({ code: 1006, reason: '', wasClean: false });
      }, 0);
    }

    addEventListener(type: 'open' | 'close', listener: () => void): void {
      if (type === 'close') this.closeListeners.push(listener);
    }

    close(): void {}

    send(): void {
      throw new Error('a socket that never opened cannot send');
    }
  };
}

describe('rawWebSocketUrl', () => {
  it('SockJS 엔드포인트 옆의 원시 WebSocket 주소(<prefix>/websocket)를 ws/wss 로 만든다', () => {
    expect(rawWebSocketUrl('http://127.0.0.1:4010/ws')).toBe('ws://127.0.0.1:4010/ws/websocket');
    expect(rawWebSocketUrl('https://api.partner.example/ws/')).toBe('wss://api.partner.example/ws/websocket');
    expect(rawWebSocketUrl('/ws', 'https://jogak.example/home?tab=1')).toBe('wss://jogak.example/ws/websocket');
    expect(rawWebSocketUrl('/ws', 'http://127.0.0.1:4173/market/JG0001')).toBe('ws://127.0.0.1:4173/ws/websocket');
  });
});

describe('createSocketOpener', () => {
  it('원시 WebSocket 이 있으면 그것부터, 없거나 SockJS 전송을 정했으면 sockjs-client 로 연결한다', () => {
    const addresses: string[] = [];
    const RefusedWebSocket = refusedWebSocket(addresses);
    expect(createSocketOpener({ url: '/ws', webSocket: RefusedWebSocket }).transport).toBe('websocket');
    expect(createSocketOpener({ url: '/ws', webSocket: null }).transport).toBe('sockjs');
    expect(createSocketOpener({ url: '/ws', webSocket: RefusedWebSocket, transports: ['xhr-streaming'] }).transport).toBe('sockjs');
    expect(createSocketOpener({ url: '/ws', webSocket: RefusedWebSocket, socketFactory: () => new RefusedWebSocket('x') }).transport).toBe('custom');
  });
});

describe('원시 WebSocket 이 열리지 않으면 sockjs-client 로 (실제 SockJS + STOMP 엔드포인트)', () => {
  let server: Server | undefined;
  let live: LiveEndpoint | undefined;
  let connection: LiveConnection | undefined;

  afterEach(async () => {
    await connection?.disconnect();
    live?.detach();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('첫 시도가 원시 WebSocket 에서 실패하면 다음 시도부터 SockJS 로 연결해 이벤트를 받는다', async () => {
    server = createServer((_request, response) => response.end());
    live = attachLiveEndpoint(server, { sessions: createSandboxState({ now: '2025-03-04T10:00:00+09:00' }) });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const addresses: string[] = [];
    const statuses: string[] = [];
    connection = createLiveConnection({ url: `http://127.0.0.1:${port}/ws`, webSocket: refusedWebSocket(addresses), timings: { errorRetryDelayMs: 50 } });
    connection.onStatus((status) => statuses.push(status));
    const prices: number[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => {
      if (event.event === 'ticker') prices.push(event.data.currentPrice);
    });
    expect(connection.stats().transport).toBe('websocket');
    connection.connect();
    await expect.poll(() => connection?.status).toBe('connected');
    expect(addresses).toEqual([`ws://127.0.0.1:${port}/ws/websocket`]);
    expect(statuses).toEqual(['connecting', 'retrying', 'connecting', 'connected']);
    expect(connection.stats().transport).toBe('sockjs');
    await expect.poll(() => live?.status().subscriptions['/topic/market/JG0001']).toBe(1);
    live.broker.publish('/topic/market/JG0001', TICKER);
    await expect.poll(() => prices).toEqual([5000]);
  });
});
