import { DEMO_PIN, issueKeypadToken, openKeypadResult, setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toBase64 } from '../crypto/base64';
import { type KeypadResult } from '../keypad/create-secure-keypad';
import { type KeypadKind } from '../layout/character-sets';
import { type KeypadToken, parseKeypadToken, TOKEN_ID_BYTES } from '../token/keypad-token';
import { SecureKeypad } from './secure-keypad';
import './secure-keypad.css';

/**
 * The sandbox plays the server in the page (no service worker needed): it issues the token and
 * opens the result.
 */
const sandbox = setupSandboxWorker().state;

interface DemoProps {
  kind: KeypadKind;
  maxLength: number;
  label: string;
  /** What the demo server compares the opened input with. */
  expected: string;
  defaultAccessible?: boolean;
}

function KeypadDemo({ token, ...props }: DemoProps & { token: KeypadToken }) {
  const [verdict, setVerdict] = useState<string | null>(null);
  const onFinish = async ({ encrypted }: KeypadResult) => {
    try {
      const typed = await openKeypadResult(sandbox.context, encrypted, { kind: props.kind });
      setVerdict(typed === props.expected ? '서버 확인: 일치해요' : '서버 확인: 일치하지 않아요');
    } catch (error) {
      setVerdict(`서버 거절: ${error instanceof Error ? error.message : '알 수 없는 오류'}`);
    }
  };
  return (
    <div style={{ maxWidth: 480, margin: '0 auto' }}>
      <SecureKeypad
        token={token}
        kind={props.kind}
        maxLength={props.maxLength}
        label={props.label}
        defaultAccessible={props.defaultAccessible ?? false}
        onFinish={(result) => void onFinish(result)}
      />
      <p role="log" style={{ textAlign: 'center', minHeight: 24 }}>
        {verdict}
      </p>
    </div>
  );
}

const meta = {
  title: 'secure-keypad/SecureKeypad',
  loaders: [async () => ({ token: await issueKeypadToken(sandbox.context) })],
  render: (args, { loaded }) => <KeypadDemo {...args} token={loaded.token as KeypadToken} />,
  parameters: { layout: 'padded' },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared wait limit: a busy machine may take long to derive or seal, never longer than this. */
const FIND = { timeout: 15_000 };

const base64url = (bytes: Uint8Array): string => toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/**
 * A token as a misconfigured server would send it, around `publicKey` (the bytes it sends as SPKI):
 * well-formed, so it passes `parseKeypadToken` at the edge, as the app's fetch would take it.
 */
function tokenAround(publicKey: Uint8Array): KeypadToken {
  const id = crypto.getRandomValues(new Uint8Array(TOKEN_ID_BYTES));
  return parseKeypadToken({ token: `jk1.${base64url(id)}.${base64url(publicKey)}`, expiresAt: new Date(Date.now() + 300_000).toISOString() });
}

/** The keypad's own region, named by its heading. */
function keypadRegion(canvasElement: HTMLElement, label: string) {
  return within(within(canvasElement).getByRole('region', { name: label }));
}

/** Press a key by its spoken label (only the screen-reader mode exposes which key is which). */
async function pressKey(canvas: ReturnType<typeof within>, label: string) {
  await userEvent.click(await canvas.findByRole('button', { name: label }));
}

export const PinPad: Story = {
  args: { kind: 'pin', maxLength: DEMO_PIN.length, label: 'PIN을 입력해주세요', expected: DEMO_PIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: '키 배열' });
    await expect(canvas.getAllByRole('button', { name: /^(보안 키|빈 키)/ })).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: '음성 안내' }));
    for (const digit of DEMO_PIN) await pressKey(canvas, `숫자 ${digit}`);
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent('서버 확인: 일치해요'));
    await expect(canvasElement.textContent).not.toContain(DEMO_PIN);
    // Its token is used: the keypad closed and wiped its layout.
    const keypad = keypadRegion(canvasElement, 'PIN을 입력해주세요');
    await expect(keypad.getByRole('status')).toHaveTextContent('보안 키패드가 닫혀 있어요');
    await expect(keypad.queryByRole('group', { name: /키 배열/ })).toBeNull();
  },
};

export const WrongPin: Story = {
  args: { kind: 'pin', maxLength: DEMO_PIN.length, label: 'PIN을 입력해주세요', expected: DEMO_PIN, defaultAccessible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const digit of '000000'.slice(0, DEMO_PIN.length)) await pressKey(canvas, `숫자 ${digit}`);
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent('서버 확인: 일치하지 않아요'));
  },
};

export const EraseAndClear: Story = {
  args: { kind: 'pin', maxLength: 8, label: '비밀번호를 입력해주세요', expected: '', defaultAccessible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressKey(canvas, '숫자 1');
    await pressKey(canvas, '숫자 2');
    await pressKey(canvas, '숫자 3');
    const keypad = within(canvas.getByRole('region', { name: '비밀번호를 입력해주세요' }));
    await userEvent.click(keypad.getByRole('button', { name: '지우기' }));
    await expect(keypad.getByRole('status')).toHaveTextContent('여덟 자리 중 두 자리 입력했어요');
    await userEvent.click(keypad.getByRole('button', { name: '전체 삭제' }));
    await expect(keypad.getByRole('status')).toHaveTextContent('여덟 자리 중 아직 입력하지 않았어요');
  },
};

export const FullKeyboard: Story = {
  args: { kind: 'keyboard', maxLength: 16, label: '비밀번호를 입력해주세요', expected: 'aB!', defaultAccessible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: /키 배열/ });
    await pressKey(canvas, '소문자 a');
    await userEvent.click(canvas.getByRole('button', { name: '대문자' }));
    await pressKey(canvas, '대문자 B');
    await userEvent.click(canvas.getByRole('button', { name: '특수문자' }));
    await pressKey(canvas, '느낌표');
    await userEvent.click(canvas.getByRole('button', { name: '입력 완료' }));
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent('서버 확인: 일치해요'));
  },
};

/**
 * The token's public key is not an RSA key (a server that sends the wrong bytes): the keypad
 * cannot prepare a session, says so, and stays closed with no keys to press.
 */
export const TokenKeyCannotImport: Story = {
  args: { kind: 'pin', maxLength: DEMO_PIN.length, label: 'PIN을 입력해주세요', expected: DEMO_PIN },
  loaders: [() => ({ token: tokenAround(crypto.getRandomValues(new Uint8Array(64))) })],
  play: async ({ canvasElement }) => {
    const keypad = keypadRegion(canvasElement, 'PIN을 입력해주세요');
    await expect(await keypad.findByRole('alert', {}, FIND)).toHaveTextContent('보안 키패드를 준비하지 못했어요. 다시 시도해주세요.');
    await expect(keypad.getByRole('status')).toHaveTextContent('보안 키패드가 닫혀 있어요');
    await expect(keypad.queryByRole('group', { name: /키 배열/ })).toBeNull();
  },
};

/**
 * The server's RSA key is too small to wrap the session keys (1024 bits: OAEP-SHA-256 fits 62
 * bytes, the keys and the seed are 80). The layout opens and takes the PIN, but sealing fails: the
 * keypad says so, hands nothing to the server, and keeps the input so 지우기 still works.
 */
export const KeyTooSmallToSeal: Story = {
  args: { kind: 'pin', maxLength: DEMO_PIN.length, label: 'PIN을 입력해주세요', expected: DEMO_PIN, defaultAccessible: true },
  loaders: [
    async () => {
      const { publicKey } = await crypto.subtle.generateKey(
        { name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
        true,
        ['encrypt', 'decrypt'],
      );
      return { token: tokenAround(new Uint8Array(await crypto.subtle.exportKey('spki', publicKey))) };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keypad = keypadRegion(canvasElement, 'PIN을 입력해주세요');
    for (const digit of DEMO_PIN) await pressKey(canvas, `숫자 ${digit}`);
    await expect(await keypad.findByRole('alert', {}, FIND)).toHaveTextContent('입력을 암호화하지 못했어요. 다시 시도해주세요.');
    await expect(canvas.getByRole('log')).toHaveTextContent('');
    await userEvent.click(keypad.getByRole('button', { name: '지우기' }));
    await expect(keypad.getByRole('status')).toHaveTextContent('여섯 자리 중 다섯 자리 입력했어요');
  },
};

/**
 * A browser without WebCrypto (a page served over plain http has no `crypto.subtle`): the keypad
 * says it cannot be used here. The story hides `crypto.subtle` once its token is issued, and gives
 * it back when it ends.
 */
export const NoWebCrypto: Story = {
  args: { kind: 'pin', maxLength: DEMO_PIN.length, label: 'PIN을 입력해주세요', expected: DEMO_PIN },
  beforeEach: () => {
    Object.defineProperty(crypto, 'subtle', { configurable: true, value: undefined });
    return () => {
      Reflect.deleteProperty(crypto, 'subtle');
    };
  },
  play: async ({ canvasElement }) => {
    const keypad = keypadRegion(canvasElement, 'PIN을 입력해주세요');
    await expect(await keypad.findByRole('alert', {}, FIND)).toHaveTextContent('이 브라우저에서는 보안 키패드를 사용할 수 없어요.');
    await expect(keypad.getByRole('status')).toHaveTextContent('보안 키패드가 닫혀 있어요');
    await expect(keypad.queryByRole('group', { name: /키 배열/ })).toBeNull();
  },
};

/** Lets the key imports `holdKeyImports` holds go on; set by the story that holds them. */
let releaseKeyImports = () => {};

/**
 * Holds every `crypto.subtle.importKey` until {@link releaseKeyImports}, as a slow phone takes its
 * time over the server's key; returns the story's cleanup, which gives the real one back.
 */
function holdKeyImports() {
  const subtle = crypto.subtle;
  let resolve = () => {};
  const released = new Promise<void>((settle) => {
    resolve = settle;
  });
  releaseKeyImports = resolve;
  const realImportKey = SubtleCrypto.prototype.importKey;
  Object.defineProperty(subtle, 'importKey', {
    configurable: true,
    value: async (...args: Parameters<SubtleCrypto['importKey']>) => {
      await released;
      return realImportKey.apply(subtle, args);
    },
  });
  return () => {
    resolve();
    Reflect.deleteProperty(subtle, 'importKey');
  };
}

/** While the keypad derives its layout it says it is getting ready, then opens with the keys. */
export const Preparing: Story = {
  args: { kind: 'pin', maxLength: DEMO_PIN.length, label: 'PIN을 입력해주세요', expected: DEMO_PIN },
  beforeEach: holdKeyImports,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'PIN을 입력해주세요' });
    const keypad = within(region);
    await expect(await keypad.findByText('보안 키패드를 준비하고 있어요', {}, FIND)).toHaveAttribute('role', 'status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(keypad.queryByRole('group', { name: /키 배열/ })).toBeNull();
    releaseKeyImports();
    await expect(await keypad.findByRole('group', { name: '키 배열' }, FIND)).toBeVisible();
    await expect(keypad.getByRole('status')).toHaveTextContent('여섯 자리 중 아직 입력하지 않았어요');
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};
