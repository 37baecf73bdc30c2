import { DEMO_PIN, issueKeypadToken, setupSandboxWorker } from '@jogak/sandbox/browser';
import { getResponse } from 'msw';
import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { constantFill, expectedLayouts, slotOf } from '../../test/fixtures';
import { parseKeypadToken, type KeypadToken } from '../token/keypad-token';
import { SecureKeypad } from './secure-keypad';
import './secure-keypad.css';

/** The demo member's PIN (six digits: never turns up in a ~500-character base64 body by chance). */
const PIN = DEMO_PIN;
/** The sandbox's own handlers answer in the page, through MSW's `getResponse` (no service worker). */
const sandbox = setupSandboxWorker();

const consoleLines: string[] = [];
const requestBodies: string[] = [];
let root: Root | undefined;
let host: HTMLElement | undefined;
/** The token the page fetched last: the test needs it (with the injected fill) to know the layout. */
let lastToken = '';
const originalFetch = globalThis.fetch;
const originalConsole = { ...console };

/** The app's side of a PIN login: fetch a token, show the keypad, post the result. */
function LoginHarness({ fill }: { fill: (bytes: Uint8Array<ArrayBuffer>) => void }) {
  const [token, setToken] = useState<KeypadToken | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    void fetch('/main/v1/auth/keypad/token')
      .then((response) => response.json())
      .then((body) => setToken(parseKeypadToken(body)));
  }, []);
  if (!token) return <p>불러오는 중</p>;
  return (
    <>
      <SecureKeypad
        token={token}
        label="PIN을 입력해주세요"
        maxLength={PIN.length}
        getRandomValues={fill}
        onFinish={({ encrypted }) => {
          const body = { memberId: 'demo-general', hashCI: 'demo-ci-demo-general', hashPIN: encrypted, pushToken: '', media: 'ANDROID' };
          void fetch('/main/v1/auth/simple/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).then(async (response) => {
            const answer = (await response.json()) as { message?: string };
            setMessage(response.ok ? '로그인했어요' : (answer.message ?? '오류'));
          });
        }}
      />
      <p role="log">{message}</p>
    </>
  );
}

beforeEach(() => {
  consoleLines.length = 0;
  requestBodies.length = 0;
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    console[level] = (...args: unknown[]) => {
      consoleLines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      originalConsole[level](...args);
    };
  }
  // The network, as the page sees it: every body is recorded; the sandbox answers in-page.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), location.origin), init);
    if (typeof init?.body === 'string') requestBodies.push(init.body);
    const response = await getResponse(sandbox.handlers, request);
    if (!response) throw new Error(`the sandbox has no handler for ${request.method} ${request.url}`);
    if (request.url.endsWith('/main/v1/auth/keypad/token')) {
      lastToken = ((await response.clone().json()) as { token: string }).token;
    }
    return response;
  };
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  globalThis.fetch = originalFetch;
  Object.assign(console, originalConsole);
  localStorage.clear();
  sessionStorage.clear();
});

/** Waits for an outcome, up to the shared preset's `expect.poll` limit. */
async function waitUntil(check: () => boolean, what: string) {
  await expect.poll(check, { message: `waiting for ${what}` }).toBe(true);
}

function keyButtons(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>('.jk-keypad__key')];
}

describe('보안 키패드 — 실제 Chromium', () => {
  it('PIN을 입력해도 숫자는 DOM 텍스트, 속성, 저장소, 콘솔, 요청 본문 어디에도 없다', async () => {
    const fill = constantFill(0x6d);
    act(() => root?.render(<LoginHarness fill={fill} />));
    await waitUntil(() => keyButtons().length === 12, 'the PIN pad');
    const [layout] = await expectedLayouts({ token: lastToken, expiresAt: '' }, 'pin', 0x6d);

    for (const [index, digit] of [...PIN].entries()) {
      await userEvent.click(keyButtons()[slotOf(layout, digit)] as HTMLElement);
      if (index < PIN.length - 1) {
        await waitUntil(() => document.querySelectorAll('.jk-keypad__dot[data-filled]').length === index + 1, 'a dot');
        expect(document.body.textContent).not.toMatch(/[0-9]/);
        if (index >= 3) expect(document.body.outerHTML).not.toContain(PIN.slice(0, index + 1));
      }
    }
    await waitUntil(() => document.querySelector('[role="log"]')?.textContent === '로그인했어요', 'the login answer');

    // DOM: no text node holds a digit at all; no attribute or property holds the PIN.
    expect(document.body.textContent).not.toMatch(/[0-9]/);
    expect(document.body.outerHTML).not.toContain(PIN);
    expect(document.querySelectorAll('input, textarea, [contenteditable]')).toHaveLength(0);
    // Storage.
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`),
    );
    expect(stored.filter((entry) => entry.includes(PIN))).toEqual([]);
    expect(document.cookie).not.toContain(PIN);
    expect((await indexedDB.databases()).map((db) => db.name)).toEqual([]);
    // Console.
    expect(consoleLines.filter((line) => line.includes(PIN))).toEqual([]);
    // Network: the login body carries only the sealed positions.
    expect(requestBodies).toHaveLength(1);
    expect(requestBodies[0]).not.toContain(PIN);
    expect(JSON.parse(requestBodies[0] ?? '{}').hashPIN).toMatch(/^[A-Za-z0-9+/]{400,}={0,2}$/);
  });

  it('틀린 PIN이면 서버가 거절한다', async () => {
    const fill = constantFill(0x11);
    act(() => root?.render(<LoginHarness fill={fill} />));
    await waitUntil(() => keyButtons().length === 12, 'the PIN pad');
    const [layout] = await expectedLayouts({ token: lastToken, expiresAt: '' }, 'pin', 0x11);
    for (const digit of '111222') await userEvent.click(keyButtons()[slotOf(layout, digit)] as HTMLElement);
    await waitUntil(
      () => document.querySelector('[role="log"]')?.textContent?.startsWith('PIN 번호가 일치하지 않아요.') === true,
      'the refusal',
    );
  });

  it('글자 그림은 세션마다 픽셀이 다르다 (같은 키, 같은 글자)', async () => {
    const { token } = await issueKeypadToken(sandbox.state.context);
    const images: string[] = [];
    for (let session = 0; session < 2; session += 1) {
      act(() =>
        root?.render(
          <SecureKeypad
            key={session}
            token={{ token, expiresAt: '2030-01-01T00:00:00+09:00' }}
            defaultAccessible
            onFinish={() => {}}
          />,
        ),
      );
      await waitUntil(() => document.querySelector('[aria-label="숫자 5"]') !== null, 'the key for 5');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const canvas = document.querySelector('[aria-label="숫자 5"] canvas') as HTMLCanvasElement;
      images.push(canvas.toDataURL());
      act(() => root?.render(<p>닫힘</p>));
    }
    expect(images[0]?.length).toBeGreaterThan(1_000);
    expect(images[0]).not.toBe(images[1]);
  });
});
