import { DEMO_PIN, issueKeypadToken, openKeypadResult, setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type KeypadResult } from '../keypad/create-secure-keypad';
import { type KeypadKind } from '../layout/character-sets';
import { type KeypadToken } from '../token/keypad-token';
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
