import '../styles.css';
import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import type { SyncStorage } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import { DialogHost } from '@jogak/ui-kit';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CorporateInfoScreen } from './corporate-info-screen';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });
const DRAFT = JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' });

function storyStorage(initial: Record<string, string>): SyncStorage {
  const items = new Map(Object.entries(initial));
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

interface StoryArgs {
  agreed: boolean;
  onNavigate: ReturnType<typeof fn>;
}

function InfoStory({ agreed, onNavigate }: StoryArgs) {
  const [draftStorage] = useState(() => storyStorage(agreed ? { 'jogak:sign-up:agreements': DRAFT } : {}));
  return (
    <>
      <CorporateInfoScreen draftStorage={draftStorage} onNavigate={onNavigate} />
      <DialogHost />
    </>
  );
}

const withSandboxQueries: Decorator<StoryArgs> = (Story) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({ baseUrl: window.location.origin, getToken: () => null, getUserContext: () => ({ userType: '100', individualCorpCode: null }) }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Story />
    </QueryClientProvider>
  );
};

async function checkNumber(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: '사업자등록번호' }), value);
  await userEvent.click(canvas.getByRole('button', { name: '가입 여부 확인' }));
}

const meta = {
  title: 'features-auth/CorporateInfoScreen',
  render: (args) => <InfoStory {...args} />,
  decorators: [withSandboxQueries],
  args: { agreed: true, onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
  beforeEach: () => {
    sandbox.reset();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The branch-account note first, then the business number. */
export const BusinessNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.');
    await expect(canvas.getByRole('textbox', { name: '사업자등록번호' })).toBeVisible();
  },
};

/** A wrong check digit is refused before any call. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    await checkNumber(canvasElement, '2148812346');
    await expect(within(canvasElement).getByText('사업자등록번호가 올바르지 않아요. 다시 확인해주세요.')).toBeVisible();
  },
};

/** A branch corporation: the information form, then the application. */
export const Apply: Story = {
  play: async ({ canvasElement }) => {
    await checkNumber(canvasElement, '2148812345');
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: '법인 정보' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '0212345678');
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    await userEvent.type(within(form).getByRole('textbox', { name: '이메일' }), 'ceo@living.example.kr');
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '가입 신청을 받았어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** Waiting for approval: CORP_SIGN_UP_WAITING (the due-diligence pending dialog). */
export const WaitingDialog: Story = {
  play: async ({ canvasElement }) => {
    await checkNumber(canvasElement, '2208705236');
    await expect(await screen.findByRole('dialog', { name: '가입 승인을 기다리고 있어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** Already a member: CORP_SIGN_UP_EXIST. */
export const ExistDialog: Story = {
  beforeEach: () => {
    sandbox.state.member('demo-corp').corpBusinessPersonNo = '3148812344';
  },
  play: async ({ canvasElement }) => {
    await checkNumber(canvasElement, '3148812344');
    await expect(await screen.findByRole('dialog', { name: '이미 가입된 법인이에요' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** No branch account: CORP_SIGN_UP_NEEDED. */
export const NeededDialog: Story = {
  play: async ({ canvasElement }) => {
    await checkNumber(canvasElement, '1010101013');
    await expect(await screen.findByRole('dialog', { name: '법인 계좌 개설이 먼저 필요해요' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** Arrived without the agreements. */
export const NoAgreements: Story = {
  args: { agreed: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '약관 동의가 먼저 필요해요' })).toBeVisible();
  },
};
