import { createSandboxState, DEMO_PIN, issueKeypadToken, openKeypadResult } from '@jogak/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge, type NativeBridge } from '../create-native-bridge';
import { createBrowserTransport } from './create-browser-transport';
import { createKeypadPinEntry } from './keypad-pin-entry';

let bridge: NativeBridge | undefined;

afterEach(() => {
  bridge?.dispose();
  document.body.innerHTML = '';
});

/** The sandbox issues the token, as `GET /main/v1/auth/keypad/token` does. */
function sandboxFetch(state: ReturnType<typeof createSandboxState>) {
  return vi.fn(async (url: string) => {
    expect(url).toBe('/main/v1/auth/keypad/token');
    return new Response(JSON.stringify(await issueKeypadToken(state.context)), { status: 200 });
  });
}

/** In the keypad's screen-reader mode each key is named for its digit, so a test can find it. */
function digitKey(dialog: HTMLElement, digit: string): HTMLElement {
  return within(dialog).getByRole('button', { name: `숫자 ${digit}` });
}

describe('createKeypadPinEntry', () => {
  // The sandbox's first token generates its RSA key pair, which takes seconds on a busy machine:
  // the preset's waits (15 s per findBy, 30 s per test) cover it.
  it('pin.verify: 대화상자의 보안 키패드로 입력하고, 샌드박스가 봉인된 결과를 열면 PIN 이 맞다', async () => {
    const user = userEvent.setup();
    const state = createSandboxState({ now: '2026-11-21T10:00:00+09:00' });
    bridge = createNativeBridge({
      window,
      transport: createBrowserTransport({
        sendInit: false,
        pinEntry: createKeypadPinEntry({ fetch: sandboxFetch(state) as unknown as typeof fetch, maxLength: 6, accessible: true }),
      }),
    });
    const answer = bridge.request('pin.verify', { owner: 'individual' });
    const dialog = await screen.findByRole('dialog', { name: 'PIN을 입력해주세요' });
    await within(dialog).findByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
    for (const digit of DEMO_PIN) await user.click(digitKey(dialog, digit));
    const sealed = await answer;
    expect(sealed.token.startsWith('jk1.')).toBe(true);
    expect(sealed.encrypted).not.toContain(DEMO_PIN);
    expect(await openKeypadResult(state.context, sealed.encrypted, { kind: 'pin', token: sealed.token })).toBe(DEMO_PIN);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('닫기를 누르면 cancelled 로 실패하고 대화상자가 사라진다', async () => {
    const user = userEvent.setup();
    const state = createSandboxState({ now: '2026-11-21T10:00:00+09:00' });
    bridge = createNativeBridge({
      window,
      transport: createBrowserTransport({
        sendInit: false,
        pinEntry: createKeypadPinEntry({ fetch: sandboxFetch(state) as unknown as typeof fetch }),
      }),
    });
    const outcome = bridge.request('pin.set', { owner: 'corporate' }).catch((error: unknown) => error);
    const dialog = await screen.findByRole('dialog', { name: '법인 새 PIN을 입력해주세요' });
    await user.click(await within(dialog).findByRole('button', { name: '닫기' }));
    expect(await outcome).toMatchObject({ kind: 'cancelled', message: 'PIN 입력을 취소했어요.' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('새 PIN 확인 입력은 한 번 더 입력해달라고 묻는다', async () => {
    const user = userEvent.setup();
    const state = createSandboxState({ now: '2026-11-21T10:00:00+09:00' });
    bridge = createNativeBridge({
      window,
      transport: createBrowserTransport({
        sendInit: false,
        pinEntry: createKeypadPinEntry({ fetch: sandboxFetch(state) as unknown as typeof fetch }),
      }),
    });
    const outcome = bridge.request('pin.set', { owner: 'individual', step: 'confirm' }).catch((error: unknown) => error);
    const dialog = await screen.findByRole('dialog', { name: '새 PIN을 한 번 더 입력해주세요' });
    await user.click(await within(dialog).findByRole('button', { name: '닫기' }));
    expect(await outcome).toMatchObject({ kind: 'cancelled' });
  });

  it('토큰을 받지 못하면 rejected 로 실패하고 대화상자를 열지 않는다', async () => {
    const pinEntry = createKeypadPinEntry({
      fetch: (async () => new Response('{}', { status: 503 })) as unknown as typeof fetch,
    });
    await expect(pinEntry({ owner: 'individual', purpose: 'verify' })).rejects.toMatchObject({
      kind: 'rejected',
      message: '보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
