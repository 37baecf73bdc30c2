// @vitest-environment node
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveClient } from '@jogak/realtime';
import { type LiveEndpoint, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveFeed, listenWhenLoaded } from './live-feed';

/** How often the app's chunk of `@jogak/realtime` was asked for; the first request fails, as offline or after a deploy. */
const chunk = vi.hoisted(() => ({ requests: 0 }));
vi.mock('@jogak/realtime', async (importOriginal) => {
  chunk.requests += 1;
  if (chunk.requests === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

let server: Server;
let live: LiveEndpoint;
let url: string;

beforeEach(async () => {
  server = createServer((_request, response) => response.end());
  live = attachLiveEndpoint(server, { sessions: createSandboxState({ now: '2025-03-04T10:00:00+09:00' }) });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});

afterEach(async () => {
  live.detach();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('createLiveFeed', () => {
  it('불러오기에 한 번 실패해도 다음에 다시 불러와 연결한다', async () => {
    const feed = createLiveFeed({ url, identity: () => ({}) });
    await expect(feed.client()).rejects.toThrow();
    // 다시 시도하기 on "실시간 시세에 연결하지 못했어요." asks again.
    const client = await feed.client();
    await expect.poll(() => live.status()).toMatchObject({ sessions: 1, subscriptions: { '/topic/market/operation': 1 } });
    expect(await feed.client()).toBe(client);
    expect(chunk.requests).toBe(2);
    await client.disconnect();
  });
});

describe('listenWhenLoaded', () => {
  it('불러온 뒤에 붙인 것을 멈추고, 불러오기 전에 떠난 화면은 아무것도 붙이지 않는다', async () => {
    const stop = vi.fn();
    const attach = vi.fn(() => [stop]);
    const loaded = Promise.resolve({} as LiveClient);
    const stopEarly = listenWhenLoaded({ client: () => loaded }, attach);
    stopEarly();
    await loaded;
    expect(attach).not.toHaveBeenCalled();

    const stopLater = listenWhenLoaded({ client: () => loaded }, attach);
    await loaded;
    expect(attach).toHaveBeenCalledOnce();
    stopLater();
    expect(stop).toHaveBeenCalledOnce();
  });
});
