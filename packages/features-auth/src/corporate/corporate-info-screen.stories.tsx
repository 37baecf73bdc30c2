import '../styles.css';
import type { RouteTarget } from '@jogak/app-core';
import { StoryProviders } from '@jogak/feature-testing/stories';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage } from '../../test/memory-storage';
import { storySandbox } from '../../test/story-sandbox';
import { CorporateInfoScreen } from './corporate-info-screen';

const { sandbox, parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });

/** The agreements the corporate terms page leaves. */
const AGREED = { 'jogak:sign-up:agreements': JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' }) };
/** The sandbox's corporation with a branch account and no application yet: (주)성수리빙. */
const BRANCH_CORPORATION = '2148812345';

interface StoryArgs {
  /** What the draft storage holds on arrival. */
  stored: Record<string, string>;
  onNavigate: (target: RouteTarget) => void;
}

/** Fresh draft storage per render. */
function CorporateInfoStory({ stored, onNavigate }: StoryArgs) {
  const [draftStorage] = useState(() => memoryStorage(stored));
  return <CorporateInfoScreen draftStorage={draftStorage} onNavigate={onNavigate} />;
}

const withSandbox: Decorator<StoryArgs> = (Story, { args }) => (
  <StoryProviders onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-auth/CorporateInfoScreen',
  render: (args) => <CorporateInfoStory {...args} />,
  decorators: [withSandbox],
  args: { stored: AGREED, onNavigate: fn() },
  parameters,
  beforeEach,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a business number and asks the sandbox whether the corporation may join. */
async function checkNumber(canvasElement: HTMLElement, digits: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: '사업자등록번호' }), digits);
  await userEvent.click(canvas.getByRole('button', { name: '가입 여부 확인' }));
}

/** After the terms: the branch-account note and the empty business-number field. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '법인 정보를 입력해주세요' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.');
    const field = canvas.getByRole('textbox', { name: '사업자등록번호' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription('숫자 10자리 (예: 214-88-12345)');
    await expect(canvas.getByRole('button', { name: '가입 여부 확인' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Fewer than ten digits: refused on the screen, without asking the sandbox. */
export const ShortNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkNumber(canvasElement, '214881234');
    await expect(canvas.getByRole('alert')).toHaveTextContent('사업자등록번호 10자리를 입력해주세요.');
    await expect(canvas.getByRole('textbox', { name: '사업자등록번호' })).toBeInvalid();
  },
};

/** A wrong check digit: refused on the screen, and the typed number stays. */
export const WrongNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkNumber(canvasElement, '2148812346');
    await expect(canvas.getByRole('alert')).toHaveTextContent('사업자등록번호가 올바르지 않아요. 다시 확인해주세요.');
    await expect(canvas.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('214-88-12346');
  },
};

/** A corporation with a branch account: the sandbox names it, and the application form opens. */
export const BranchCorporation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkNumber(canvasElement, BRANCH_CORPORATION);
    const form = await canvas.findByRole('form', { name: '법인 정보' });
    await expect(within(form).getByText('영업점에서 계좌를 연 법인이에요. 가입 신청에 필요한 정보를 입력해주세요.')).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: '법인명' })).toHaveValue('(주)성수리빙');
    await expect(canvas.queryByRole('button', { name: '가입 여부 확인' })).toBeNull();
  },
};

/** 가입 신청하기 with the form left empty: each field says what it needs. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkNumber(canvasElement, BRANCH_CORPORATION);
    const form = await canvas.findByRole('form', { name: '법인 정보' });
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    await expect(within(form).getByRole('textbox', { name: '법인 대표 전화번호' })).toHaveAccessibleDescription('법인 대표 전화번호를 9~11자리 숫자로 입력해주세요.');
    await expect(within(form).getByRole('textbox', { name: '담당자 이름' })).toHaveAccessibleDescription('담당자 이름을 입력해주세요.');
    await expect(within(form).getByRole('textbox', { name: '이메일' })).toHaveAccessibleDescription('이메일을 입력해주세요.');
    await expect(within(form).getByRole('textbox', { name: '법인명' })).toBeValid();
  },
};

/** The filled form is applied for: the sandbox takes it, and the application waits for approval. */
export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await checkNumber(canvasElement, BRANCH_CORPORATION);
    const form = await canvas.findByRole('form', { name: '법인 정보' });
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '0212345678');
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    await userEvent.type(within(form).getByRole('textbox', { name: '이메일' }), 'ceo@living.example.kr');
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '가입 신청을 받았어요' })).toBeVisible();
    await expect(canvas.getByText('(주)성수리빙의 법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '홈으로' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/home' });
  },
};

/** An application already waiting for approval: CORP_SIGN_UP_WAITING, and no form. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await checkNumber(canvasElement, '2208705236');
    const dialog = await screen.findByRole('dialog', { name: '가입 승인을 기다리고 있어요' });
    await expect(dialog).toHaveTextContent('법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(within(canvasElement).queryByRole('form', { name: '법인 정보' })).toBeNull();
  },
};

/** No branch account yet: CORP_SIGN_UP_NEEDED. */
export const NeedsBranchAccount: Story = {
  play: async ({ canvasElement }) => {
    await checkNumber(canvasElement, '1010101013');
    const dialog = await screen.findByRole('dialog', { name: '법인 계좌 개설이 먼저 필요해요' });
    await expect(dialog).toHaveTextContent('법인 회원가입은 영업점에서 법인 계좌를 개설한 뒤 진행할 수 있어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(within(canvasElement).queryByRole('form', { name: '법인 정보' })).toBeNull();
  },
};

/** A corporation that is already a member: CORP_SIGN_UP_EXIST, and 로그인하기 opens the corporate login. */
export const AlreadyMember: Story = {
  beforeEach: () => {
    sandbox.state.member('demo-corp').corpBusinessPersonNo = '3148812344';
  },
  play: async ({ canvasElement, args }) => {
    await checkNumber(canvasElement, '3148812344');
    const dialog = await screen.findByRole('dialog', { name: '이미 가입된 법인이에요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'corporate' } }));
  },
};

/** Arrived without agreeing to the corporate terms: back to the terms. */
export const NeedsTerms: Story = {
  args: { stored: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '약관 동의가 먼저 필요해요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '약관 동의하러 가기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up/corporate/terms' });
  },
};
