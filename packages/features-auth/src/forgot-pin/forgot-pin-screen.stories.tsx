import '../styles.css';
import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { createMemoryPersistence, type SyncStorage } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import { DialogHost } from '@jogak/ui-kit';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { SetPin } from '../identity/identity-result-screen';
import { ForgotPinScreen } from './forgot-pin-screen';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const KEY = 'story-pin-request';
const NEW_PIN_SHA256 = 'b'.repeat(64);
const OTHER_PIN_SHA256 = 'c'.repeat(64);
const VERIFIED = { key: KEY, resultCode: 'SUCCESS', ci: 'demo-ci-demo-general', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234', nation: 'LOCAL' };

function storyStorage(initial: Record<string, string>): SyncStorage {
  const items = new Map(Object.entries(initial));
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/**
 * Finishes a verification for `KEY` on the sandbox's verifier pages (answered by the worker), so
 * the reset is accepted as it would be after a real round trip.
 */
async function finishVerification(): Promise<void> {
  const origin = window.location.origin;
  const returnUrl = `${origin}/auth/forgot-pin`;
  await fetch(`${origin}/__sandbox/verifier?${new URLSearchParams({ key: KEY, returnUrl })}`);
  const post = (action: string, fields: Record<string, string>) =>
    fetch(`${origin}/__sandbox/verifier/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: KEY, ...fields }),
    });
  await post('send', { carrier: 'KT', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234' });
  const messages = (await (await fetch(`${origin}/__sandbox/verifier/messages?phoneNo=01023451234`)).json()) as { content: { code: string }[] };
  await post('confirm', { code: messages.content.at(-1)?.code ?? '' });
}

interface StoryArgs {
  search: Record<string, string>;
  setPin: SetPin;
  verifier: boolean;
  onNavigate: ReturnType<typeof fn>;
  openVerifier: ReturnType<typeof fn>;
}

function ForgotPinStory({ search, setPin, verifier, onNavigate, openVerifier }: StoryArgs) {
  const [storages] = useState(() => ({ verificationStorage: storyStorage({ 'jogak:kmc:key': KEY }), persistence: createMemoryPersistence() }));
  return (
    <>
      <ForgotPinScreen
        search={search}
        setPin={setPin}
        onNavigate={onNavigate}
        openVerifier={verifier ? openVerifier : null}
        createRequestKey={() => KEY}
        {...storages}
      />
      <DialogHost />
    </>
  );
}

const withSandboxQueries: Decorator<StoryArgs> = (Story) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({ baseUrl: window.location.origin, getToken: () => null, getUserContext: () => ({ userType: '900', individualCorpCode: null }) }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Story />
    </QueryClientProvider>
  );
};

const meta = {
  title: 'features-auth/ForgotPinScreen',
  render: (args) => <ForgotPinStory {...args} />,
  decorators: [withSandboxQueries],
  args: { search: {}, setPin: async () => ({ encrypted: NEW_PIN_SHA256 }), verifier: true, onNavigate: fn(), openVerifier: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
  beforeEach: () => {
    sandbox.reset();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What happens, then 본인인증 하기. */
export const Start: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PIN 다시 설정하기' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '본인인증 하기' }));
    await expect(args.openVerifier).toHaveBeenCalledWith(KEY);
  },
};

/** A build without a verifier: the reason, the button off. */
export const NoVerifier: Story = {
  args: { verifier: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('본인인증 서비스에 연결할 수 없어요')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '본인인증 하기' })).toBeDisabled();
  },
};

/** Verified: the new PIN twice, then 로그인하기. */
export const NewPinSet: Story = {
  args: { search: VERIFIED },
  beforeEach: async () => {
    await finishVerification();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '새 PIN 설정' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '새 PIN 설정하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'PIN을 다시 설정했어요' }, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'individual' } });
  },
};

/** The confirmation differs: PIN_MISMATCH, set again. */
export const PinMismatch: Story = {
  args: {
    search: VERIFIED,
    setPin: (() => {
      let call = 0;
      return async () => ({ encrypted: (call += 1) % 2 === 0 ? OTHER_PIN_SHA256 : NEW_PIN_SHA256 });
    })(),
  },
  beforeEach: async () => {
    await finishVerification();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '새 PIN 설정하기' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('PIN이 서로 달라요.');
    await expect(canvas.getByRole('button', { name: '새 PIN 다시 설정하기' })).toBeVisible();
  },
};

/** No finished verification behind the result (expired or never done): verify again. */
export const VerificationExpired: Story = {
  args: { search: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '새 PIN 설정하기' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('본인인증이 끝나지 않았거나 시간이 지났어요.');
    await expect(canvas.getByRole('button', { name: '본인인증 다시 하기' })).toBeVisible();
  },
};

/** A wrong code at the verifier: NOT_MATCH_AUTH_NUMBER. */
export const WrongCodeDialog: Story = {
  args: { search: { key: KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 요청하기' }));
    await expect(args.openVerifier).toHaveBeenCalledWith(KEY);
  },
};

/** 취소 at the verifier: NOT_MOBILE_AUTH_COMPLETE. */
export const LeftVerifierDialog: Story = {
  args: { search: { key: KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await expect(within(dialog).getByRole('button', { name: '나가기' })).toBeVisible();
  },
};

/** A result this device did not ask for. */
export const Unreadable: Story = {
  args: { search: { ...VERIFIED, key: 'another-device' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '본인인증 결과를 확인할 수 없어요' })).toBeVisible();
  },
};
