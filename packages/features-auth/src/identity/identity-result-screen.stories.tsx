import '../styles.css';
import { createMemoryPersistence } from '@jogak/app-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { memoryStorage } from '../../test/memory-storage';
import { storySandbox, withGuestQueries } from '../../test/story-sandbox';
import { IdentityResultScreen, type SetPin } from './identity-result-screen';

const { sandbox, parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });

/** SHA-256 hex of the sandbox's demo PIN 123456: what the sandbox takes in place of a sealed entry. */
const PIN_SHA256 = '8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92';
const KEY = 'story-request-key';
const VERIFIED = { key: KEY, resultCode: 'SUCCESS', ci: 'kmc-ci-story', name: '문가은', birth: '940517', genderDigit: '2', phoneNo: '01012349876', nation: 'LOCAL' };

interface StoryArgs {
  search: Record<string, string>;
  setPin: SetPin;
  onNavigate: ReturnType<typeof fn>;
  openVerifier: ReturnType<typeof fn>;
}

/** Fresh storages per render: the request key and the agreements the earlier pages left. */
function ResultStory({ search, setPin, onNavigate, openVerifier }: StoryArgs) {
  const [storages] = useState(() => ({
    verificationStorage: memoryStorage({ 'jogak:kmc:key': KEY }),
    draftStorage: memoryStorage({
      'jogak:sign-up:agreements': JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' }),
    }),
    persistence: createMemoryPersistence(),
  }));
  return <IdentityResultScreen search={search} setPin={setPin} onNavigate={onNavigate} openVerifier={openVerifier} {...storages} />;
}


const samePinTwice: SetPin = async () => ({ encrypted: PIN_SHA256 });

const meta = {
  title: 'features-auth/IdentityResultScreen',
  render: (args) => <ResultStory {...args} />,
  decorators: [withGuestQueries],
  args: { search: VERIFIED, setPin: samePinTwice, onNavigate: fn(), openVerifier: fn() },
  parameters,
  beforeEach,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Verified and free to join: the PIN step. */
export const PinStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'PIN 설정' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('문가은님, 본인인증이 끝났어요. 조각에 로그인할 때 쓸 PIN 6자리를 설정해주세요.')).toBeVisible();
  },
};

/** The same PIN twice: the member is created (101), welcomed, and sent to /kyc. */
export const Joined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'PIN 설정하기' }, { timeout: 15_000 }));
    const welcome = await screen.findByRole('dialog', { name: '문가은님과 함께하게 되어 기뻐요' });
    await userEvent.click(within(welcome).getByRole('button', { name: '시작하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/kyc' });
    await expect(await canvas.findByRole('heading', { level: 1, name: '가입이 끝났어요' })).toBeVisible();
  },
};

const mismatched = (): SetPin => {
  const entries = [PIN_SHA256, 'a'.repeat(64)];
  return async () => ({ encrypted: entries.shift() ?? PIN_SHA256 });
};

/** The confirmation differed: the reason, and 다시 설정하기. */
export const PinMismatch: Story = {
  args: { setPin: mismatched() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'PIN 설정하기' }, { timeout: 15_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PIN이 서로 달라요. 처음부터 다시 입력해주세요.');
    await expect(canvas.getByRole('button', { name: 'PIN 다시 설정하기' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Under 19: CAN_NOT_REGISTER. */
export const UnderAge: Story = {
  args: { search: { ...VERIFIED, birth: '060305', genderDigit: '4' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '가입할 수 없어요' }, { timeout: 15_000 });
    await expect(dialog).toHaveTextContent('조각은 만 19세 이상부터 가입할 수 있어요.');
  },
};

/** A member verified again: the already-member dialog with 로그인하기. */
export const AlreadyMember: Story = {
  args: { search: { ...VERIFIED, ci: 'demo-ci-demo-general', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '이미 가입된 회원이에요' }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/login' });
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

/** Left the verifier mid-way: NOT_MOBILE_AUTH_COMPLETE. */
export const LeftMidway: Story = {
  args: { search: { key: KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '휴대폰 본인인증을 그만할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up' });
  },
};

/** A return this device did not start. */
export const Unreadable: Story = {
  args: { search: { ...VERIFIED, key: 'another-request' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('본인인증 결과를 확인할 수 없어요');
  },
};

/** The eligibility check failed: the reason and 다시 시도하기. */
export const CheckFailed: Story = {
  beforeEach: () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/cert/check', times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('가입 가능 여부를 확인하지 못했어요');
  },
};
