// @vitest-environment node
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LiveEndpoint, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LiveClient, createLiveClient } from './live-client';
import { onReconnect } from './on-reconnect';

let server: Server;
let live: LiveEndpoint;
let client: LiveClient;

beforeEach(async () => {
  server = createServer((_request, response) => response.end());
  live = attachLiveEndpoint(server, { sessions: createSandboxState({ now: '2025-03-04T10:00:00+09:00' }) });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  client = createLiveClient({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`, transports: ['websocket'] });
});

afterEach(async () => {
  await client.disconnect();
  live.detach();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('onReconnect', () => {
  it('연결될 때마다(처음 연결, 끊긴 뒤 다시 연결) 알리고, 그만두면 더 알리지 않는다', async () => {
    let reconnects = 0;
    const stop = onReconnect(client, () => (reconnects += 1));
    client.connect();
    await expect.poll(() => reconnects).toBe(1);

    live.kill();
    live.restart();
    await expect.poll(() => client.stats().connects).toBe(2);
    expect(reconnects).toBe(2);

    stop();
    await client.reconnect();
    await expect.poll(() => client.stats().connects).toBe(3);
    expect(reconnects).toBe(2);
  });

  it('이미 연결된 뒤에 듣기 시작하면 지금의 연결은 알리지 않는다', async () => {
    client.connect();
    await expect.poll(() => client.connection.status).toBe('connected');
    let reconnects = 0;
    onReconnect(client, () => (reconnects += 1));
    await client.reconnect();
    await expect.poll(() => reconnects).toBe(1);
    expect(client.stats().connects).toBe(2);
  });
});
