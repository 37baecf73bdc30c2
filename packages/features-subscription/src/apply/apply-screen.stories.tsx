import '../styles.css';
import { clearFormDrafts, type NativeBackEvents, type NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_NOW } from '../../test/story-clock';
import { ApplyScreen, type ApplyScreenProps } from './apply-screen';
import { LINKED_APPLICANT } from './linked-applicant';

type ApplyStoryArgs = ApplyScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

const sandbox = setupSandboxWorker({ now: STORY_NOW });
const FIND = { timeout: 15_000 };
const DETAIL_109 = { route: '/_main/subscription/$id', params: { id: '109' } };

/** Today's hours as the server would answer on another day. */
function hoursOf(stdAt: string, dayOffYn: 'Y' | 'N', marketOpenYn: 'Y' | 'N') {
  return http.get('*/main/v1/stock/market-operation-time', () => HttpResponse.json({ stdAt, dayOffYn, dealBeginHour: 9, dealEndingHour: 16, marketOpenYn }));
}

/** The shell's side of the bridge for the back-button story. */
const backListeners = new Set<() => void>();
const shellBack: NativeBackEvents = {
  on: (_type, handler) => {
    backListeners.add(handler);
    return () => backListeners.delete(handler);
  },
};

const withSandbox: Decorator<ApplyStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-subscription/ApplyScreen',
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <ApplyScreen {...props} />,
  decorators: [withSandbox],
  // 이서연 (소득적격투자자: 25,000,000원 left of 40,000,000원, 12,000,000원 deposited) and 판교 테크원 라이프 (5,000원).
  loaders: [
    ({ args }) => {
      sandbox.reset();
      // A story that typed a quantity or applied keeps it in memory; the next one starts with none.
      clearFormDrafts();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { id: 109, user: LINKED_APPLICANT, memberId: 'demo-income', onGate: fn(), onDeposit: fn(), onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<ApplyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the dialog (not for the end of its opening transition), checks its copy and answers it. */
async function answerDialog(canvasElement: HTMLElement, name: string, contents: string, button: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name }, FIND);
  await expect(dialog).toHaveTextContent(contents);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name })).toBeNull(), FIND);
}

async function submitQuantity(canvasElement: HTMLElement, quantity: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('청약 수량', {}, FIND), quantity);
  await userEvent.click(canvas.getByRole('button', { name: '청약 신청하기' }));
}

async function agreeToBoth(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '투자설명서(상품 설명서) 확인 열기' }));
  await userEvent.click(await page(canvasElement).findByRole('button', { name: '설명서 내용을 읽었고 이해했어요' }, FIND));
  await userEvent.click(canvas.getByRole('button', { name: '부적합 거래 확인 열기' }));
  await userEvent.click(await page(canvasElement).findByRole('button', { name: '부적합할 수 있음을 알고 청약할게요' }, FIND));
  await waitFor(() => expect(canvas.getAllByText('동의 완료')).toHaveLength(2), FIND);
}

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings/109'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요', {}, FIND)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '청약하기' })).toBeInTheDocument();
  },
};

/** The form: the limits by investor class, the quantity in won. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('청약 수량', {}, FIND), '10');
    await expect(canvas.getByText('청약 금액 50,000원')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: '청약하기' })).toBeInTheDocument();
    await expect(canvas.getByText('판교 테크원 라이프 · 공모가 5,000원')).toBeInTheDocument();
    await expect(canvas.getByLabelText('청약 가능 범위')).toHaveTextContent('연간 투자 한도40,000,000원 (소득적격 개인투자자)남은 연간 투자 한도25,000,000원청약 가능 금액12,000,000원');
  },
};

/** Both confirmations read and agreed: the order goes to the certificate step. */
export const ReadyToCertify: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('청약 수량', {}, FIND), '10');
    await agreeToBoth(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '청약 신청하기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/subscription/$id/apply/certificate', params: { id: '109' } }, { replace: true }), FIND);
  },
};

export const AgreementsMissing: Story = {
  play: async ({ canvasElement, args }) => {
    await submitQuantity(canvasElement, '10');
    await expect(await within(canvasElement).findByRole('alert', {}, FIND)).toHaveTextContent('투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');
    await expect(within(canvasElement).getByLabelText('청약 수량')).toHaveValue('10');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '다시 시도하기' }, FIND)).toBeInTheDocument();
    await expect(canvas.getByText('청약 정보를 불러오지 못했어요.')).toBeInTheDocument();
  },
};

export const GuestNeedsSignUp: Story = {
  args: { user: { ...LINKED_APPLICANT, userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '회원가입이 필요해요' }, FIND);
    await userEvent.click(within(dialog).getByRole('button', { name: '회원가입하기' }));
    await expect(args.onGate).toHaveBeenCalledWith('NEED_SIGN_UP');
    await expect(await within(canvasElement).findByText('이 공모는 지금 청약할 수 없어요.', {}, FIND)).toBeInTheDocument();
  },
};

/** SUBSCRIPTION_LOGIN. */
export const LoggedOutNeedsLogin: Story = {
  args: { user: { ...LINKED_APPLICANT, userType: '100' } },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '로그인이 필요해요', '청약하려면 로그인해주세요.', '로그인하기');
    await expect(args.onGate).toHaveBeenCalledWith('NEED_LOG_IN');
  },
};

export const NeedsAccountLink: Story = {
  args: { user: { ...LINKED_APPLICANT, allianceAccountNoRegisterYn: 'N' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '계좌 연동이 필요해요' }, FIND);
    await userEvent.click(within(dialog).getByRole('button', { name: '연동하기' }));
    await expect(args.onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
  },
};

/** SUBSCRIPTION_PROPENSITY. */
export const NeedsTendency: Story = {
  args: { user: { ...LINKED_APPLICANT, customerTendencyEvalCod: '-' } },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '투자성향 분석이 필요해요', '투자성향 분석을 마쳐주세요.', '분석하러 가기');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' });
  },
};

/** SUBSCRIPTION_OVER_DATE: 107 has closed. */
export const Closed: Story = {
  args: { id: 107 },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '청약 기간이 끝났어요', '청약 기간이 지나 더 이상 청약할 수 없어요.', '확인');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id', params: { id: '107' } }, { returnTo: true });
    await expect(await within(canvasElement).findByText('이 공모는 지금 청약할 수 없어요.', {}, FIND)).toBeInTheDocument();
  },
};

/** SUBSCRIPTION_IMPOSSIBLE_SET: 111 has not opened yet. */
export const NotSetUp: Story = {
  args: { id: 111 },
  play: async ({ canvasElement }) => {
    await answerDialog(canvasElement, '청약을 준비하고 있어요', '아직 청약 정보가 등록되지 않았어요.', '확인');
  },
};

/** SUBSCRIPTION_IMPOSSIBLE_TIME on a Saturday, with the weekday hours. */
export const Weekend: Story = {
  parameters: { msw: { handlers: [hoursOf('20250308', 'Y', 'N'), ...sandbox.handlers] } },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '지금은 청약할 수 없는 시간이에요', '청약은 평일 09:00 ~ 16:00에만 할 수 있어요.', '확인');
    await expect(args.onNavigate).toHaveBeenCalledWith(DETAIL_109, { returnTo: true });
  },
};

/** SUBSCRIPTION_IMPOSSIBLE_TIME on a business day after 16:00. */
export const AfterHours: Story = {
  parameters: { msw: { handlers: [hoursOf('20250304', 'N', 'N'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await answerDialog(canvasElement, '지금은 청약할 수 없는 시간이에요', '청약은 평일 09:00 ~ 16:00에만 할 수 있어요.', '확인');
  },
};

/** SUBSCRIPTION_IMPOSSIBLE_DAY_OFF on a weekday holiday. */
export const Holiday: Story = {
  parameters: { msw: { handlers: [hoursOf('20250303', 'Y', 'N'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await answerDialog(canvasElement, '오늘은 청약할 수 없어요', '주말과 공휴일에는 청약할 수 없어요.', '확인');
  },
};

/** SUBSCRIPTION_ADD: 김민준 already applied for 100 units of 108 and adds more. */
export const AlreadyAppliedAdd: Story = {
  args: { id: 108, memberId: 'demo-general' },
  play: async ({ canvasElement }) => {
    await answerDialog(canvasElement, '추가로 청약할까요?', '추가로 청약하면 기존 청약 수량에 더해져요.', '추가 청약하기');
    await expect(await within(canvasElement).findByLabelText('추가 청약 수량', {}, FIND)).toBeInTheDocument();
    await expect(within(canvasElement).getByLabelText('청약 가능 범위')).toHaveTextContent('이미 청약한 수량100주');
  },
};

/** SUBSCRIPTION_ALREADY_OWN: not adding, so go and cancel. */
export const AlreadyAppliedGoCancel: Story = {
  args: { id: 108, memberId: 'demo-general' },
  play: async ({ canvasElement, args }) => {
    await answerDialog(canvasElement, '추가로 청약할까요?', '이미 청약한 내역이 있어요.', '취소');
    await answerDialog(canvasElement, '이미 청약한 공모예요', '청약 취소로 이동할까요?', '청약 취소하기');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/subscription/cancel/certificate', search: { id: '108' } }, { replace: true });
  },
};

/** SUBSCRIPTION_NONE_AMOUNT. */
export const NoQuantity: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '청약 신청하기' }, FIND));
    await answerDialog(canvasElement, '청약 수량을 입력해주세요', '청약할 수량을 1주 이상 입력해주세요.', '확인');
  },
};

/** SUBSCRIPTION_OVER_AMOUNT; the typed quantity stays. */
export const OverQuantity: Story = {
  play: async ({ canvasElement }) => {
    await submitQuantity(canvasElement, '1350001');
    await answerDialog(canvasElement, '청약 가능 수량을 넘었어요', '최대 청약 가능 수량 안에서 입력해주세요.', '확인');
    await expect(within(canvasElement).getByLabelText('청약 수량')).toHaveValue('1350001');
  },
};

/** INSUFFICIENT_FUND_OVER_AMT names what is left of the yearly limit. */
export const OverYearlyLimit: Story = {
  play: async ({ canvasElement }) => {
    await submitQuantity(canvasElement, '6000');
    await answerDialog(canvasElement, '연간 투자 한도를 넘었어요', '올해 남은 투자 한도는 25,000,000원이에요.', '확인');
  },
};

/** INSUFFICIENT_FUND offers a deposit. */
export const InsufficientFund: Story = {
  play: async ({ canvasElement, args }) => {
    await submitQuantity(canvasElement, '3000');
    await answerDialog(canvasElement, '예치금이 부족해요', '예치금을 입금할까요?', '입금하기');
    await expect(args.onDeposit).toHaveBeenCalledOnce();
  },
};

/** The shell's back button (spec §9: this page handles it): back to the offering, returning to it rather than stacking it. */
export const NativeBack: Story = {
  args: { nativeBack: shellBack },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(await within(canvasElement).findByLabelText('청약 수량', {}, FIND), '10');
    for (const listener of backListeners) listener();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(DETAIL_109, { returnTo: true }), FIND);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};
