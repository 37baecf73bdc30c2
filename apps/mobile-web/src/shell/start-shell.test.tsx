import { sessionStore, userStore } from '@jogak/app-core';
import { DEV_STORAGE_PREFIX } from '@jogak/native-bridge/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type CommandEnvelope, type NativeTransport } from '@jogak/native-bridge';
import { phoneShell } from '../test/phone-shell';
import { renderApp } from '../test/render-app';
import { SESSION_NOT_RESTORED } from './start-shell';

/**
 * A phone shell that answers `bridge.ready` with `greeting` at once (as a phone does with `init`,
 * or with the push that opened the app, before its keystore is up) and holds its storage answers
 * until `answerStorage`.
 */
function shellGreetingBeforeStorage(greeting: { type: string; payload: Record<string, unknown> }) {
  const held: CommandEnvelope[] = [];
  let storageAnswered = false;
  let forward: (envelope: CommandEnvelope) => void = () => undefined;
  let greeted: () => void = () => undefined;
  const greetingDelivered = new Promise<void>((resolve) => {
    greeted = resolve;
  });
  const transport = (browser: NativeTransport): NativeTransport => {
    let deliver: ((wire: unknown) => void) | undefined;
    forward = (envelope) => browser.post(envelope);
    return {
      name: browser.name,
      connect(receive) {
        deliver = receive;
        return browser.connect?.(receive) ?? (() => undefined);
      },
      post(envelope) {
        if (envelope.command === 'bridge.ready') {
          queueMicrotask(() => {
            deliver?.({ jogak: PROTOCOL_VERSION, kind: 'message', ...greeting });
            greeted();
          });
        }
        if (envelope.command === 'storage.get' && !storageAnswered) held.push(envelope);
        else browser.post(envelope);
      },
    };
  };
  return {
    transport,
    greetingDelivered,
    answerStorage: () => {
      storageAnswered = true;
      for (const envelope of held.splice(0)) forward(envelope);
    },
  };
}

/** A phone shell whose keystore refuses the first `times` reads of `key` (not ready yet at launch). */
function shellRefusingReads(key: string, times: number) {
  let refused = 0;
  return phoneShell((envelope) => {
    if (envelope.command !== 'storage.get' || envelope.payload.key !== key || refused >= times) return undefined;
    refused += 1;
    return { ok: false, error: { kind: 'rejected', message: '키 저장소가 아직 준비되지 않았어요.' } };
  });
}

/** A session the sandbox accepts for the demo member, as a sign-in on an earlier launch left it. */
async function sandboxToken(memberId: string): Promise<string> {
  const response = await fetch('http://127.0.0.1:4519/main/v1/auth/demo/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberId }),
  });
  return ((await response.json()) as { token: string }).token;
}

const storedUser = JSON.stringify({ id: 'demo-general', name: '김민준', userType: '200', individualCorpCode: 'INDIVIDUAL', media: 'IOS' });

/** What a phone that signed 김민준 in on an earlier launch keeps in the shell's storage. */
function storeSignedInDevice(token: string): void {
  const stored = { 'jogak:app-state': 'login', 'jogak:token': token, 'jogak:user': storedUser };
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(`${DEV_STORAGE_PREFIX}${key}`, value);
}

const onDevice = (key: string) => window.localStorage.getItem(`${DEV_STORAGE_PREFIX}${key}`);

describe('시작할 때 저장소를 읽지 못하면', () => {
  it('한 번 더 읽어 저장된 세션으로 시작하고, init 뒤에도 기기의 세션은 그대로다', async () => {
    const token = await sandboxToken('demo-general');
    storeSignedInDevice(token);
    const { nativeMessage } = await renderApp('/home', { shellTransport: shellRefusingReads('jogak:token', 1) });
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect([sessionStore.token, userStore.name]).toEqual([token, '김민준']);

    nativeMessage('init', { pushToken: 'push-1', os: 'ios', version: '1.2.0', pin: '' });
    await waitFor(() => expect(onDevice('jogak:push-token')).toBe('push-1'));
    expect(onDevice('jogak:token')).toBe(token);
    expect(onDevice('jogak:app-state')).toBe('login');
    expect(JSON.parse(onDevice('jogak:user') ?? '{}')).toMatchObject({ id: 'demo-general', name: '김민준', userType: '200' });
  });

  it('다시 읽어도 안 되는 값은 init 이 스토어를 바꿔도 지우거나 기본값으로 덮어쓰지 않는다', async () => {
    const token = await sandboxToken('demo-general');
    storeSignedInDevice(token);
    const { nativeMessage } = await renderApp('/home', { shellTransport: shellRefusingReads('jogak:token', 2) });
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(sessionStore.token).toBe('');
    // The member starts as a guest and is told why.
    expect(await screen.findByText(SESSION_NOT_RESTORED)).toBeInTheDocument();

    nativeMessage('init', { pushToken: 'push-1', os: 'ios', version: '1.2.0', pin: '' });
    await waitFor(() => expect(onDevice('jogak:push-token')).toBe('push-1'));
    expect(onDevice('jogak:token')).toBe(token);
    expect(onDevice('jogak:app-state')).toBe('login');
    expect(JSON.parse(onDevice('jogak:user') ?? '{}')).toMatchObject({ id: 'demo-general', name: '김민준', userType: '200' });
  });
});

describe('셸이 저장소보다 먼저 메시지를 보내면', () => {
  it('저장소를 읽은 뒤에 init 을 적용해 푸시 토큰이 스토어와 기기에 남는다 (첫 설치)', async () => {
    const shell = shellGreetingBeforeStorage({ type: 'init', payload: { pushToken: 'push-1', os: 'android', version: '1.2.0', pin: '' } });
    const rendering = renderApp('/home', { shellTransport: shell.transport });
    await shell.greetingDelivered;
    shell.answerStorage();
    await rendering;
    // A first install: nothing stored, so the welcome of a new device.
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    await waitFor(() => expect(onDevice('jogak:push-token')).toBe('push-1'));
    expect(sessionStore.pushToken).toBe('push-1');
  });

  it('로그인이 필요한 화면으로 가는 푸시는 저장된 세션을 읽은 뒤에 열려 로그인 화면으로 보내지 않는다', async () => {
    storeSignedInDevice(await sandboxToken('demo-general'));
    const shell = shellGreetingBeforeStorage({ type: 'apppush', payload: { path: '/my/info' } });
    const rendering = renderApp('/home', { shellTransport: shell.transport });
    await shell.greetingDelivered;
    shell.answerStorage();
    const { location } = await rendering;
    await waitFor(() => expect(location().pathname).toBe('/my/info'));
    // The screen itself, with the stored member's facts: the path alone passes while start-up is
    // still to run and could yet replace it, or while the screen is a login.
    expect(await screen.findByRole('heading', { level: 1, name: '회원정보' })).toBeInTheDocument();
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('region', { name: '기본 정보' })).toHaveTextContent('김민준');
    expect(location().pathname).toBe('/my/info');
    expect(screen.queryByRole('heading', { name: '로그인' })).toBeNull();
  });
});

describe('회원이 떠나면', () => {
  it('그 회원에게 열린 대화상자는 로그아웃과 함께 거둬지고, 그 답이 할 일(고객확인으로 가기)은 하지 않는다', async () => {
    const { shell, location } = await renderApp('/home?modal=CDD', { member: 'demo-cdd' });
    const dialog = await screen.findByRole('dialog', { name: '고객확인이 필요해요' });
    expect(within(dialog).getByRole('button', { name: '고객확인하기' })).toBeInTheDocument();

    await shell.services.logout();

    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '고객확인이 필요해요' })).toBeNull());
    expect(screen.queryByRole('button', { name: '고객확인하기' })).toBeNull();
    expect(location().pathname).toBe('/auth/login');
  });
});
