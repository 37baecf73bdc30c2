import '../styles.css';
import { createJogakClient } from '@jogak/api-client';
import { createMemoryPersistence, sessionStore, userStore, type LoginTab } from '@jogak/app-core';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { devKakaoPayLogin } from '../../test/dev-kakao-pay';
import { storySandbox } from '../../test/story-sandbox';
import { LOGIN_MEMBER_KEY } from './login-member';
import { LoginScreen } from './login-screen';
import type { VerifyPin } from './pin-login';
import type { KakaoPayLogin } from './sign-in-with-kakao-pay';

const { parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });

const WRONG_PIN_SHA256 = '0'.repeat(64);
const SIGNED_OUT_DEVICE = { [LOGIN_MEMBER_KEY]: JSON.stringify({ memberId: 'demo-signed-out', name: '임수빈' }), 'jogak:ci': 'demo-ci-demo-signed-out' };
const UNREGISTERED_KAKAO_DEVICE = { [LOGIN_MEMBER_KEY]: JSON.stringify({ memberId: 'demo-kakao', name: '강지민' }), 'jogak:ci': 'demo-ci-demo-kakao' };

interface StoryArgs {
  stored: Record<string, string>;
  tab: LoginTab | undefined;
  verifyPin: VerifyPin;
  kakaoPayLogin: KakaoPayLogin | undefined;
  onSignedIn: ReturnType<typeof fn>;
  onNavigate: ReturnType<typeof fn>;
  onTabChange: ReturnType<typeof fn>;
}

/** Fresh device storage per render: the member the last login left on it (or none). */
function LoginScreenStory({ stored, ...props }: StoryArgs) {
  const [services] = useState(() => ({
    client: createJogakClient({
      baseUrl: window.location.origin,
      getToken: () => sessionStore.token || null,
      getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
    }),
    persistence: createMemoryPersistence(stored),
  }));
  return <LoginScreen services={services} corporateLogin={<p>법인 회원은 공동인증서로 로그인해요</p>} {...props} />;
}

const meta = {
  title: 'features-auth/LoginScreen',
  render: (args) => <LoginScreenStory {...args} />,
  args: {
    stored: SIGNED_OUT_DEVICE,
    tab: undefined,
    verifyPin: fn<VerifyPin>(async () => ({ encrypted: DEMO_PIN_SHA256 })),
    kakaoPayLogin: devKakaoPayLogin({ origin: window.location.origin }),
    onSignedIn: fn(),
    onNavigate: fn(),
    onTabChange: fn(),
  },
  parameters,
  beforeEach,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const greeting = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { name: '임수빈님, 반가워요' });

/** The device's signed-out member (900) logs in with the PIN typed on the secure keypad. */
export const PinSignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(await greeting(canvasElement)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'PIN으로 로그인' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(userStore).toMatchObject({ id: 'demo-signed-out', userType: '200' });
  },
};

/** A wrong PIN: the server's message with the tries left. */
export const WrongPin: Story = {
  args: { verifyPin: fn<VerifyPin>(async () => ({ encrypted: WRONG_PIN_SHA256 })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'PIN으로 로그인' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The fifth wrong PIN locks it: the dialog offers PIN 다시 설정하기. */
export const PinLocked: Story = {
  args: { verifyPin: fn<VerifyPin>(async () => ({ encrypted: WRONG_PIN_SHA256 })) },
  play: async ({ canvasElement, args }) => {
    const login = await within(canvasElement).findByRole('button', { name: 'PIN으로 로그인' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await userEvent.click(login);
      await within(canvasElement).findByText(`PIN 번호가 일치하지 않아요. ${4 - attempt}번 더 틀리면 PIN이 잠겨요.`);
    }
    await userEvent.click(login);
    const dialog = await within(document.body).findByRole('dialog', { name: 'PIN이 잠겼어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'PIN 다시 설정하기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/forgot-pin' }));
  },
};

/** 카카오페이 인증서로 로그인: the signature verified, the auto-sign checked, signed in. */
export const KakaoPaySignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '카카오페이 인증서로 로그인' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(sessionStore.publicKey).not.toBe('');
  },
};

/** A forged pay-provider signature: the sandbox refuses it and nobody is signed in. */
export const KakaoPayForged: Story = {
  args: { kakaoPayLogin: devKakaoPayLogin({ origin: window.location.origin, forge: true }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '카카오페이 인증서로 로그인' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '전자서명이 카카오페이 인증서와 일치하지 않아요. 카카오페이 인증서로 다시 로그인해주세요.',
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(sessionStore.token).toBe('');
  },
};

/** A member who has not registered the pay-provider certificate (102). */
export const KakaoPayNotRegistered: Story = {
  args: { stored: UNREGISTERED_KAKAO_DEVICE },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '카카오페이 인증서로 로그인' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('카카오페이 인증서를 먼저 등록해주세요.');
  },
};

/** The person cancelled in the pay provider's app. */
export const KakaoPayCancelled: Story = {
  args: { kakaoPayLogin: async () => null },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '카카오페이 인증서로 로그인' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '카카오페이 인증서 서명을 취소했어요. 로그인하려면 카카오페이에서 서명해주세요.',
    );
  },
};

/** A shell without the pay provider: the PIN only. */
export const PinOnly: Story = {
  args: { kakaoPayLogin: undefined },
  play: async ({ canvasElement }) => {
    await expect(await greeting(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: '카카오페이 인증서로 로그인' })).toBeNull();
  },
};

/** A device without a member: sign-up, or identity verification to set the PIN again. */
export const NoMemberOnDevice: Story = {
  args: { stored: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '이 기기에 로그인할 회원 정보가 없어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '회원가입' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up' });
  },
};

/** `?tabs=corporate`: the corporate tab (the app passes the certificate login). */
export const CorporateTab: Story = {
  args: { tab: 'corporate' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '법인', selected: true })).toBeVisible();
    await expect(canvas.getByText('법인 회원은 공동인증서로 로그인해요')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '개인' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('individual');
  },
};
