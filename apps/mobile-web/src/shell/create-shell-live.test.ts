import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationQueries } from '@jogak/api-client';
import { resetSession, resetUser, sessionStore, updateUser } from '@jogak/app-core';
import { createBrowserTransport, DEV_STORAGE_PREFIX } from '@jogak/native-bridge/browser';
import { type LiveEndpoint, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShell, type Shell } from './create-shell';

let server: Server;
let endpoint: LiveEndpoint;
let liveUrl: string;
let token: string;
let shell: Shell | undefined;

beforeEach(async () => {
  const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
  token = state.login('demo-general').token;
  server = createServer((_request, response) => response.end());
  endpoint = attachLiveEndpoint(server, { sessions: state });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  liveUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});

afterEach(async () => {
  if (shell) await (await shell.services.live.client()).disconnect();
  shell?.dispose();
  shell = undefined;
  window.localStorage.clear();
  resetSession();
  resetUser();
  endpoint.detach();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** What the shell's storage holds from an earlier launch. */
function store(entries: Record<string, string>): void {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(`${DEV_STORAGE_PREFIX}${key}`, value);
}

async function startApp(): Promise<Shell> {
  const started = createShell({
    liveUrl,
    history: createMemoryHistory({ initialEntries: ['/home'] }),
    transport: createBrowserTransport({ sendInit: false }),
    apiBaseUrl: 'http://127.0.0.1:4519',
    isOnline: () => true,
  });
  await started.ready;
  return started;
}

describe('다시 열린 앱의 실시간 연결', () => {
  it('기기에서 읽은 세션(토큰과 저장된 회원, 세션의 아이디 없이)은 그 회원으로 연결해 회원 이벤트를 받는다', async () => {
    // What a reload leaves: the stored token and user; the session's own userId is not kept.
    store({ 'jogak:app-state': 'login', 'jogak:token': token, 'jogak:user': JSON.stringify({ id: 'demo-general', userType: '200' }) });
    shell = await startApp();
    expect([sessionStore.token, sessionStore.userId]).toEqual([token, '']);

    const client = await shell.services.live.client();
    await expect.poll(() => endpoint.status().subscriptions['/topic/market/operation']).toBe(1);
    expect(client.stats()).toMatchObject({ status: 'connected', uid: 'demo-general' });
    await expect.poll(() => endpoint.status().subscriptions['/user/queue/events']).toBe(1);
  });

  it('토큰만 읽힌 세션은 회원 정보가 아이디를 채우면 그 회원으로 다시 연결한다', async () => {
    store({ 'jogak:app-state': 'login', 'jogak:token': token });
    shell = await startApp();
    const client = await shell.services.live.client();
    await expect.poll(() => endpoint.status().subscriptions['/topic/market/operation']).toBe(1);
    expect(client.stats().uid).toBe('guest');

    // The member info of start-up fills the user store.
    updateUser({ id: 'demo-general' });
    await expect.poll(() => endpoint.status().subscriptions['/user/queue/events']).toBe(1);
    expect(client.stats()).toMatchObject({ status: 'connected', uid: 'demo-general' });
  });
});

describe('헤더의 알림 종', () => {
  it('/alert 밖에서도 실시간 알림이 오면 새 알림 여부를 다시 묻는다', async () => {
    store({ 'jogak:app-state': 'login', 'jogak:token': token, 'jogak:user': JSON.stringify({ id: 'demo-general', userType: '200' }) });
    shell = await startApp();
    const { queryKey } = notificationQueries.hasNew();
    shell.queryClient.setQueryData(queryKey, { hasNew: false });
    await shell.services.live.client();
    await expect.poll(() => endpoint.status().subscriptions['/user/queue/events']).toBe(1);

    const notification = { id: 9001, category: 'TRADE', title: '매수 체결', contents: '1주', linkPath: null, checkYn: 'N', createdAt: '2025-03-04T10:15:30+09:00' };
    expect(endpoint.broker.sendToUser('demo-general', JSON.stringify({ event: 'notification', data: notification }))).toBe(1);
    await expect.poll(() => shell?.queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
