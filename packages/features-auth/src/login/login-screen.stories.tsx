import '../styles.css';
import '../demo-login/demo-login.css';
import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import {
  commonStore,
  createDefaultCommonState,
  createMemoryPersistence,
  resetSession,
  resetUser,
  sessionStore,
  userStore,
  type PersistenceAdapter,
} from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import { DialogHost } from '@jogak/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_MEMBER_KEY } from './login-member';
import { DemoLoginSheet } from '../demo-login/demo-login-sheet';
import { LoginScreen } from './login-screen';
import type { VerifyPin } from './pin-login';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

/** SHA-256 hex of the sandbox's demo PIN 123456: what the sandbox takes in place of a sealed entry. */
const PIN_SHA256 = '8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92';
const WRONG_PIN_SHA256 = '0'.repeat(64);
const SIGNED_OUT_DEVICE = { [LOGIN_MEMBER_KEY]: JSON.stringify({ memberId: 'demo-signed-out', name: '임수빈' }), 'jogak:ci': 'demo-ci-demo-signed-out' };

/** A device storage that never answers: the screen stays on its loading line. */
const silentPersistence: PersistenceAdapter = { get: () => new Promise(() => {}), set: async () => {}, remove: async () => {} };

interface StoryArgs {
  device: Record<string, string> | 'never-answers';
  tab: 'individual' | 'corporate' | undefined;
  verifyPin: VerifyPin;
  withDemo: boolean;
  onSignedIn: ReturnType<typeof fn>;
  onNavigate: ReturnType<typeof fn>;
  onTabChange: ReturnType<typeof fn>;
}

function LoginStory({ device, tab, verifyPin, withDemo, onSignedIn, onNavigate, onTabChange }: StoryArgs) {
  const [services] = useState(() => ({
    client: createJogakClient({
      baseUrl: window.location.origin,
      getToken: () => sessionStore.token || null,
      getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
    }),
    persistence: device === 'never-answers' ? silentPersistence : createMemoryPersistence(device),
  }));
  const [queryClient] = useState(() => {
    const created = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    attachJogakClient(created, services.client);
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <LoginScreen
        services={services}
        tab={tab}
        onTabChange={onTabChange}
        verifyPin={verifyPin}
        corporateLogin={<p>법인 회원은 공동인증서로 로그인해요.</p>}
        onSignedIn={onSignedIn}
        onNavigate={onNavigate}
        developerShortcut={withDemo ? <DemoLoginSheet services={services} onSignedIn={onSignedIn} /> : undefined}
      />
      <DialogHost />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'features-auth/LoginScreen',
  render: (args) => <LoginStory {...args} />,
  args: {
    device: SIGNED_OUT_DEVICE,
    tab: undefined,
    verifyPin: (async () => ({ encrypted: PIN_SHA256 })) as VerifyPin,
    withDemo: false,
    onSignedIn: fn(),
    onNavigate: fn(),
    onTabChange: fn(),
  },
  parameters: { msw: { handlers: sandbox.handlers } },
  beforeEach: () => {
    sandbox.reset();
    resetUser();
    resetSession();
    Object.assign(commonStore, createDefaultCommonState());
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device's member logs in with the PIN on the secure keypad. */
export const PinLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '임수빈님, 반가워요' }, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'PIN으로 로그인' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  },
};

/** Reading the device's member. */
export const Loading: Story = {
  args: { device: 'never-answers' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('로그인 정보를 불러오는 중')).toBeVisible();
  },
};

/** A device without a member: sign-up or forgot-PIN. */
export const NoMemberOnDevice: Story = {
  args: { device: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '이 기기에 로그인할 회원 정보가 없어요' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '회원가입' })).toBeVisible();
  },
};

/** A wrong PIN: the server's message with the tries left. */
export const WrongPin: Story = {
  args: { verifyPin: async () => ({ encrypted: WRONG_PIN_SHA256 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'PIN으로 로그인' }, { timeout: 15_000 }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.');
  },
};

/** The fifth wrong PIN: the PIN_LOCKED dialog, then only 재설정. */
export const Locked: Story = {
  args: { verifyPin: async () => ({ encrypted: WRONG_PIN_SHA256 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const login = await canvas.findByRole('button', { name: 'PIN으로 로그인' }, { timeout: 15_000 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await userEvent.click(login);
      await canvas.findByRole('alert', {}, { timeout: 15_000 });
    }
    const dialog = await screen.findByRole('dialog', { name: 'PIN이 잠겼어요' }, { timeout: 15_000 });
    await expect(dialog).toHaveTextContent('본인인증 후 PIN을 다시 설정해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PIN 다시 설정하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/forgot-pin' });
  },
};

/** The keypad closed without a PIN. */
export const KeypadClosed: Story = {
  args: { verifyPin: async () => null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'PIN으로 로그인' }, { timeout: 15_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PIN 입력을 취소했어요.');
  },
};

/** `?tabs=corporate`: the certificate login's tab. */
export const CorporateTab: Story = {
  args: { tab: 'corporate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '법인', selected: true })).toBeVisible();
    await expect(canvas.getByText('법인 회원은 공동인증서로 로그인해요.')).toBeVisible();
  },
};

/** Sandbox builds: the 체험 계정 sheet, a labelled developer shortcut. */
export const DemoSheet: Story = {
  args: { withDemo: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '체험 계정으로 로그인 (개발용)' }));
    const sheet = await screen.findByRole('dialog', { name: '체험 계정 (개발용)' });
    await expect(await within(sheet).findByRole('button', { name: /김민준/ }, { timeout: 15_000 })).toBeVisible();
  },
};
