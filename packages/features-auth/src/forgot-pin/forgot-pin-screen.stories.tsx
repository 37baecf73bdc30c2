import '../styles.css';
import { createMemoryPersistence, type RouteTarget } from '@jogak/app-core';
import { StoryProviders } from '@jogak/feature-testing/stories';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage } from '../../test/memory-storage';
import { verifyAtSandbox as verifyAtSandboxFor } from '../../test/sandbox-verifier';
import { storySandbox } from '../../test/story-sandbox';
import type { SetPin } from '../identity/identity-result-screen';
import { ForgotPinScreen } from './forgot-pin-screen';

const { sandbox, parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });

const KEY = 'story-pin-request';
/** What the sandbox takes in place of a sealed keypad entry: the SHA-256 hex of the new PIN. */
const NEW_PIN_SHA256 = 'b'.repeat(64);
const LOGIN: RouteTarget = { route: '/auth/login', search: { tabs: 'individual' } };
/** The verifier's return for 김민준: his seeded CI, for the request this device started. */
const VERIFIED = { key: KEY, resultCode: 'SUCCESS', ci: 'demo-ci-demo-general', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234', nation: 'LOCAL' };

/** 김민준's finished verification for `KEY` at the sandbox, which the PIN reset spends. */
const verifyAtSandbox = () => verifyAtSandboxFor(window.location.origin, KEY).then(() => undefined);

interface StoryArgs {
  search: Record<string, string>;
  openVerifier: ((key: string) => void) | null;
  setPin: SetPin;
  onNavigate: (target: RouteTarget) => void;
}

/** Fresh storages per render: the request key this device left before leaving for the verifier. */
function ForgotPinStory(args: StoryArgs) {
  const [storages] = useState(() => ({ verificationStorage: memoryStorage({ 'jogak:kmc:key': KEY }), persistence: createMemoryPersistence() }));
  return <ForgotPinScreen {...args} {...storages} createRequestKey={() => KEY} />;
}

const withSandbox: Decorator<StoryArgs> = (Story, { args }) => (
  <StoryProviders onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-auth/ForgotPinScreen',
  render: (args) => <ForgotPinStory {...args} />,
  decorators: [withSandbox],
  args: { search: {}, openVerifier: fn() as StoryArgs['openVerifier'], setPin: fn<SetPin>(async () => ({ encrypted: NEW_PIN_SHA256 })), onNavigate: fn() },
  parameters,
  beforeEach,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start: what happens, then 본인인증하기 leaves for the verifier with a request key. */
export const Start: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PIN 다시 설정하기' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'PIN 재설정 순서' })).toHaveTextContent('문자로 받은 인증번호 6자리를 3분 안에 입력해요.');
    await userEvent.click(canvas.getByRole('button', { name: '본인인증하기' }));
    await expect(args.openVerifier).toHaveBeenCalledWith(KEY);
    await userEvent.click(canvas.getByRole('button', { name: '로그인으로 돌아가기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(LOGIN);
  },
};

/** A build without a verifier address: the reason, and 본인인증하기 off. */
export const NoVerifier: Story = {
  args: { openVerifier: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('본인인증 서비스에 연결할 수 없어요');
    await expect(canvas.getByRole('button', { name: '본인인증하기' })).toBeDisabled();
  },
};

/** A return this device did not start: the result is not used, and 본인인증 다시 하기. */
export const Unreadable: Story = {
  args: { search: { ...VERIFIED, key: 'another-request' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '본인인증 결과를 확인할 수 없어요' })).toBeVisible();
    await expect(canvas.getByText('본인인증 요청이 끝났거나 다른 기기에서 시작한 요청이에요. 본인인증을 다시 해주세요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '본인인증 다시 하기' }));
    await expect(args.openVerifier).toHaveBeenCalledWith(KEY);
  },
};

/** A wrong code at the verifier: NOT_MATCH_AUTH_NUMBER, then a new code with the same request. */
export const WrongCode: Story = {
  args: { search: { key: KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 요청하기' }));
    await expect(args.openVerifier).toHaveBeenCalledWith(KEY);
  },
};

/** Left the verifier mid-way: NOT_MOBILE_AUTH_COMPLETE, and 나가기 goes back to the login. */
export const LeftMidway: Story = {
  args: { search: { key: KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '휴대폰 본인인증을 그만할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(LOGIN));
  },
};

/** Verified: the new-PIN step, before the keypad opens. */
export const NewPin: Story = {
  args: { search: VERIFIED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '새 PIN 설정' })).toBeVisible();
    await expect(canvas.getByText('김민준님, 본인인증이 끝났어요. 로그인할 때 쓸 새 PIN 6자리를 설정해주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '새 PIN 설정하기' })).toBeEnabled();
    await expect(args.setPin).not.toHaveBeenCalled();
  },
};

/** The same new PIN twice on the keypad: the sandbox takes it, then 로그인하기 with the new PIN. */
export const PinReset: Story = {
  args: { search: VERIFIED },
  beforeEach: verifyAtSandbox,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '새 PIN 설정하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'PIN을 다시 설정했어요' })).toBeVisible();
    await expect(canvas.getByText('김민준님, 이제 새 PIN으로 로그인해주세요.')).toBeVisible();
    await expect(args.setPin).toHaveBeenNthCalledWith(1, 'enter');
    await expect(args.setPin).toHaveBeenNthCalledWith(2, 'confirm');
    await expect(sandbox.state.member('demo-general').pinHash).toBe(NEW_PIN_SHA256);
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(LOGIN);
  },
};

/** The confirmation differed: the sandbox's reason, and 새 PIN 다시 설정하기. */
export const PinMismatch: Story = {
  args: { search: VERIFIED, setPin: fn<SetPin>(async (step) => ({ encrypted: step === 'enter' ? NEW_PIN_SHA256 : DEMO_PIN_SHA256 })) },
  beforeEach: verifyAtSandbox,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '새 PIN 설정하기' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PIN이 서로 달라요. 처음부터 다시 입력해주세요.');
    await expect(canvas.getByRole('button', { name: '새 PIN 다시 설정하기' })).not.toHaveAttribute('aria-disabled');
    await expect(sandbox.state.member('demo-general').pinHash).toBe(DEMO_PIN_SHA256);
  },
};

/** The keypad was closed: the PIN is not set, and the screen says so. */
export const KeypadClosed: Story = {
  args: { search: VERIFIED, setPin: fn<SetPin>(async () => null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '새 PIN 설정하기' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PIN 설정을 취소했어요. 새 PIN을 설정해야 로그인할 수 있어요.');
    await expect(canvas.getByRole('button', { name: '새 PIN 다시 설정하기' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The verification is over 10 minutes old: the sandbox refuses it, and 본인인증 다시 하기. */
export const VerificationExpired: Story = {
  args: { search: VERIFIED },
  beforeEach: async () => {
    await verifyAtSandbox();
    sandbox.state.clock.advance({ minutes: 11 });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '새 PIN 설정하기' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('본인인증이 끝나지 않았거나 시간이 지났어요. 본인인증을 다시 해주세요.');
    await userEvent.click(canvas.getByRole('button', { name: '본인인증 다시 하기' }));
    await expect(args.openVerifier).toHaveBeenCalledWith(KEY);
  },
};
