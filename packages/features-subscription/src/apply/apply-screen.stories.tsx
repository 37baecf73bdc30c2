import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_NOW } from '../../test/story-clock';
import type { ApplyUser } from './apply-gates';
import { ApplyScreen, type ApplyScreenProps } from './apply-screen';

type ApplyStoryArgs = ApplyScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

const sandbox = setupSandboxWorker({ now: STORY_NOW });
const LINKED: ApplyUser = { userType: '200', investPersonUniqueNo: 'P0001', allianceAccountNoRegisterYn: 'Y', investPersonInformOfferYn: 'Y', customerTendencyEvalCod: '3' };
const FIND = { timeout: 15_000 };

/** Today's hours as the server would answer on another day. */
function hoursOf(stdAt: string, dayOffYn: 'Y' | 'N', marketOpenYn: 'Y' | 'N') {
  return http.get('*/main/v1/stock/market-operation-time', () => HttpResponse.json({ stdAt, dayOffYn, dealBeginHour: 9, dealEndingHour: 16, marketOpenYn }));
}

const withSandbox: Decorator<ApplyStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-subscription/ApplyScreen',
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <ApplyScreen {...props} />,
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { id: 109, user: LINKED, memberId: 'demo-income', onGate: fn(), onDeposit: fn(), onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<ApplyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function answerDialog(canvasElement: HTMLElement, name: string, button: string) {
  const dialog = await body(canvasElement).findByRole('dialog', { name }, FIND);
  await expect(dialog).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

async function submitQuantity(canvasElement: HTMLElement, quantity: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('청약 수량', {}, FIND), quantity);
  await userEvent.click(canvas.getByRole('button', { name: '청약 신청하기' }));
}

/** The form: limits by investor class, the quantity in won, the two confirmations. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('청약 수량', {}, FIND), '10');
    await expect(canvas.getByText('청약 금액 50,000원')).toBeVisible();
    await expect(canvas.getByLabelText('청약 가능 범위')).toHaveTextContent('남은 연간 투자 한도25,000,000원');
    await userEvent.click(canvas.getByRole('button', { name: '투자설명서(상품 설명서) 확인 열기' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: '설명서 내용을 읽었고 이해했어요' }, FIND));
    await expect(await canvas.findByText('동의 완료', {}, FIND)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings/109'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('불러오는 중이에요', {}, FIND)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '다시 시도하기' }, FIND)).toBeVisible();
  },
};

export const GuestNeedsSignUp: Story = {
  args: { user: { ...LINKED, userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' } },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '회원가입이 필요해요', '취소');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id', params: { id: '109' } });
  },
};

export const LoggedOutNeedsLogin: Story = {
  args: { user: { ...LINKED, userType: '100' } },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '로그인이 필요해요', '로그인하기');
    await expect(args.onGate).toHaveBeenCalledWith('NEED_LOG_IN');
  },
};

export const NeedsTendency: Story = {
  args: { user: { ...LINKED, customerTendencyEvalCod: '-' } },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '투자성향 분석이 필요해요', '분석하러 가기');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' });
  },
};

export const Closed: Story = {
  args: { id: 107 },
  play: async ({ canvasElement }) => {
    await answerDialog(canvasElement, '청약 기간이 끝났어요', '확인');
    await expect(await within(canvasElement).findByText('이 공모는 지금 청약할 수 없어요.', {}, FIND)).toBeVisible();
  },
};

export const NotSetUp: Story = {
  args: { id: 111 },
  play: async ({ canvasElement }) => answerDialog(canvasElement, '청약을 준비하고 있어요', '확인'),
};

/** A Saturday: outside weekday hours, and the dialog says which. */
export const Weekend: Story = {
  parameters: { msw: { handlers: [hoursOf('20250308', 'Y', 'N'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' }, FIND);
    await expect(dialog).toHaveTextContent('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  },
};

export const AfterHours: Story = {
  parameters: { msw: { handlers: [hoursOf('20250304', 'N', 'N'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => answerDialog(canvasElement, '지금은 청약할 수 없는 시간이에요', '확인'),
};

export const Holiday: Story = {
  parameters: { msw: { handlers: [hoursOf('20250303', 'Y', 'N'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => answerDialog(canvasElement, '오늘은 청약할 수 없어요', '확인'),
};

/** 김민준 already applied for 108: add to it. */
export const AlreadyApplied: Story = {
  args: { id: 108, memberId: 'demo-general' },
  play: async ({ canvasElement }) => {
    await answerDialog(canvasElement, '추가로 청약할까요?', '추가 청약하기');
    await expect(await within(canvasElement).findByLabelText('추가 청약 수량', {}, FIND)).toBeVisible();
  },
};

export const AlreadyAppliedGoCancel: Story = {
  args: { id: 108, memberId: 'demo-general' },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '추가로 청약할까요?', '취소');
    await answerDialog(canvasElement, '이미 청약한 공모예요', '청약 취소하기');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/subscription/cancel/certificate', search: { id: '108' } });
  },
};

export const NoQuantity: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '청약 신청하기' }, FIND));
    await answerDialog(canvasElement, '청약 수량을 입력해주세요', '확인');
  },
};

export const OverQuantity: Story = {
  play: async ({ canvasElement }) => {
    await submitQuantity(canvasElement, '1350001');
    await answerDialog(canvasElement, '청약 가능 수량을 넘었어요', '확인');
  },
};

export const OverYearlyLimit: Story = {
  play: async ({ canvasElement }) => {
    await submitQuantity(canvasElement, '6000');
    const dialog = await body(canvasElement).findByRole('dialog', { name: '연간 투자 한도를 넘었어요' }, FIND);
    await expect(dialog).toHaveTextContent('올해 남은 투자 한도는 25,000,000원이에요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  },
};

export const InsufficientFund: Story = {
  play: async ({ canvasElement, args }) => {
    await submitQuantity(canvasElement, '3000');
    await answerDialog(canvasElement, '예치금이 부족해요', '입금하기');
    await expect(args.onDeposit).toHaveBeenCalledOnce();
  },
};
