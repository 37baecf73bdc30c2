import '../styles.css';
import { investorInfoStore, resetInvestorInfo, type InvestorInfo, type NavigateToRoute } from '@jogak/app-core';
import { failingGets, fails, neverAnswers, retryWithServerBack, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IncomeCondScreen } from './income-cond-screen';
import { InvestChangeScreen } from './invest-change-screen';
import { InvestDivScreen } from './invest-div-screen';
import { InvestDocScreen } from './invest-doc-screen';
import { InvestQuestionScreen } from './invest-question-screen';
import { InvestReportScreen } from './invest-report-screen';
import { QualChangeFailScreen, QualChangeSuccessScreen } from './qual-change-result-screens';
import { WriteConfirmScreen } from './write-confirm-screen';

type View = 'confirm' | 'div' | 'income' | 'question' | 'report' | 'doc' | 'change' | 'success' | 'fail';
interface Args {
  readonly onNavigate: NavigateToRoute;
  readonly memberId: string;
  readonly view: View;
  /** What the earlier steps left in app-core's investor information. */
  readonly draft: Partial<InvestorInfo>;
}

// The sandbox answers through Storybook's MSW worker at a fixed instant, so dates read the same.
const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });
const NOW = new Date('2025-03-04T10:00:00+09:00');
const INCOME_DRAFT: Partial<InvestorInfo> = {
  investInformChgMatterCod: 'INCOME_QUALIFIED_INVESTOR',
  specialInvestMemberApplyYn: 'Y',
  incomeType: 'EARNED_INCOME',
};
const CORPORATE = { userType: '200', individualCorpCode: 'GENERAL_CORPORATION' } as const;

const withSandbox: Decorator<Args> = (Story, { args, loaded }) => (
  <StoryProviders
    token={(loaded as { token: string }).token}
    userContext={args.memberId.startsWith('demo-corp') ? CORPORATE : undefined}
    onNavigate={args.onNavigate}
  >
    <Story />
  </StoryProviders>
);

const SCREENS: Record<View, () => React.ReactElement> = {
  confirm: () => <WriteConfirmScreen now={NOW} />,
  div: () => <InvestDivScreen />,
  income: () => <IncomeCondScreen />,
  question: () => <InvestQuestionScreen />,
  report: () => <InvestReportScreen />,
  doc: () => <InvestDocScreen />,
  change: () => <InvestChangeScreen />,
  success: () => <QualChangeSuccessScreen />,
  fail: () => <QualChangeFailScreen />,
};

const meta = {
  title: 'features-investor/Qualification',
  render: ({ view }) => SCREENS[view](),
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.faults.clear();
      sandbox.reset();
      resetInvestorInfo();
      Object.assign(investorInfoStore, args.draft);
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { onNavigate: fn(), memberId: 'demo-general', view: 'confirm', draft: {} },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

const FIND = { timeout: 15_000 };

export const ConfirmLoading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/more-info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요')).toBeInTheDocument();
  },
};

export const ConfirmFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/member/more-info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('투자자 정보를 불러오지 못했어요.', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** 이서연: income-qualified, 연 40,000,000원. */
export const Confirm: Story = {
  args: { memberId: 'demo-income' },
  play: async ({ canvasElement }) => {
    const facts = await within(canvasElement).findByLabelText('나의 투자자 정보', {}, { timeout: 15_000 });
    await expect(facts).toHaveTextContent('소득적격 개인투자자');
    await expect(facts).toHaveTextContent('연 40,000,000원');
  },
};

/** 이서연's remaining yearly limit fails: its row says so with 다시 시도하기; the other facts stay. */
export const ConfirmRemainingLimitFailed: Story = {
  args: { memberId: 'demo-income' },
  parameters: { msw: { handlers: [fails('/main/v1/account/remaining-yy-invest-limit-amt'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const facts = await within(canvasElement).findByLabelText('나의 투자자 정보', {}, { timeout: 15_000 });
    const failure = await within(facts).findByRole('alert', {}, { timeout: 15_000 });
    await expect(failure).toHaveTextContent('남은 한도를 불러오지 못했어요.');
    await expect(within(failure).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
    // The row names no year without the answer; the other facts are in.
    await expect(within(facts).getByText('남은 한도')).toBeVisible();
    await expect(facts).toHaveTextContent('소득적격 개인투자자');
    await expect(facts).toHaveTextContent('연 40,000,000원');
  },
};

/** Investor information older than 24 months: INVEST_INFORM_REG_AGAIN. */
export const RegisterAgainDialog: Story = {
  args: { memberId: 'demo-tendency-expired' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '투자자 자격 변경하기' }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '투자자 정보를 다시 등록해주세요' }, { timeout: 15_000 })).toHaveTextContent(
      '투자자 정보를 등록한 지 24개월이 지났어요. 다시 등록해야 청약과 매수를 할 수 있어요.',
    );
  },
};

/** A request under review: INVEST_QUAL_ERROR. */
export const QualErrorDialog: Story = {
  args: { memberId: 'demo-in-progress' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '투자자 자격 변경하기' }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '이미 접수된 신청이 있어요' }, { timeout: 15_000 })).toHaveTextContent(
      '투자자 자격 변경 신청을 처리하고 있어요. 결과가 나온 뒤 다시 신청해주세요.',
    );
  },
};

/** The individual classes with their limits. */
export const Classes: Story = {
  args: { view: 'div' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '투자자 구분' }, { timeout: 15_000 });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
  },
};

export const CorporateClasses: Story = {
  args: { view: 'div', memberId: 'demo-corp' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '투자자 구분' }, { timeout: 15_000 });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
  },
};

export const AlreadyGeneralDialog: Story = {
  args: { view: 'div' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /일반 개인투자자/ }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '이미 일반투자자로 등록되어 있어요' }, { timeout: 15_000 })).toHaveTextContent('투자자 자격을 바꿀 필요가 없어요.');
  },
};

export const AlreadyProDialog: Story = {
  args: { view: 'div', memberId: 'demo-pro' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /소득적격 개인투자자/ }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '이미 전문투자자로 등록되어 있어요' }, { timeout: 15_000 })).toHaveTextContent('투자자 자격을 바꿀 필요가 없어요.');
  },
};

/** A professional switching back to general must call customer service: INVEST_CHANGE_ERROR, without asking first. */
export const ChangeErrorDialog: Story = {
  args: { view: 'div', memberId: 'demo-pro' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /일반 개인투자자/ }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '고객센터로 문의해주세요' }, { timeout: 15_000 })).toHaveTextContent('고객센터(');
  },
};

/** A switch back while an application is under review goes through customer service too: INVEST_CHANGE_ERROR. */
export const ChangeErrorWhileReviewingDialog: Story = {
  args: { view: 'div', memberId: 'demo-income' },
  loaders: [
    () => {
      sandbox.state.member('demo-income').pendingInvestorClass = 'PRO_INVESTOR';
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /일반 개인투자자/ }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '고객센터로 문의해주세요' }, { timeout: 15_000 })).toHaveTextContent(
      '소득적격투자자 신청이 진행 중이거나 전문투자자 요건을 갖추었다면',
    );
  },
};

/** A second change the same day: INVEST_INFORM_TIMES. */
export const InformTimesDialog: Story = {
  args: { view: 'div', memberId: 'demo-income' },
  loaders: [
    () => {
      sandbox.faults.add({ status: 400, code: 'INVEST_INFORM_TIMES', message: '투자자 자격은 하루 1번까지 변경할 수 있어요.', path: '/main/v1/member/invest-person/general', times: 0 });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /일반 개인투자자/ }, { timeout: 15_000 }));
    await userEvent.click(within(await body(canvasElement).findByRole('dialog', { name: '일반 개인투자자로 바꿀까요?' })).getByRole('button', { name: '바꾸기' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '오늘은 더 변경할 수 없어요' }, { timeout: 15_000 })).toHaveTextContent(
      '투자자 정보는 하루에 정해진 횟수까지만 변경할 수 있어요. 내일 다시 시도해주세요.',
    );
  },
};

/** 이서연 switches back: the question names the new limit, then the result screen. */
export const BackToGeneral: Story = {
  args: { view: 'div', memberId: 'demo-income' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /일반 개인투자자/ }, { timeout: 15_000 }));
    const ask = await body(canvasElement).findByRole('dialog', { name: '일반 개인투자자로 바꿀까요?' }, { timeout: 15_000 });
    await expect(ask).toHaveTextContent('바꾸면 연간 투자 한도가 20,000,000원으로 바로 적용돼요.');
    await userEvent.click(within(ask).getByRole('button', { name: '바꾸기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/invest-qual-change/success' }), { timeout: 15_000 });
  },
};

export const IncomeConditions: Story = {
  args: { view: 'income', draft: { investInformChgMatterCod: 'INCOME_QUALIFIED_INVESTOR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('해당하는 소득 요건을 골라주세요.');
  },
};

export const ProfessionalRequirements: Story = {
  args: { view: 'question', draft: { investInformChgMatterCod: 'PRO_INVESTOR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '아니요' }));
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('잔고 요건을 갖추어야 전문투자자로 신청할 수 있어요.');
  },
};

export const MissingDraft: Story = {
  args: { view: 'report' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '투자자 구분을 먼저 골라주세요' })).toBeVisible();
  },
};

export const Report: Story = {
  args: { view: 'report', draft: INCOME_DRAFT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('신청 내용')).toHaveTextContent('제출할 서류소득 증빙 서류');
  },
};

/** 신청하기 without a file names the missing document. */
export const DocumentRequired: Story = {
  args: { view: 'doc', draft: { ...INCOME_DRAFT, personalInfoAgreeYn: 'Y', investInformCheckRegisterYn: 'Y' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '증빙 서류 제출' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '신청하기' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('소득 증빙 서류를 첨부해주세요.');
  },
};

/** The document goes with the request; the app is told to show its status. */
export const DocumentsSent: Story = {
  args: { view: 'doc', draft: { ...INCOME_DRAFT, personalInfoAgreeYn: 'Y', investInformCheckRegisterYn: 'Y' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('소득 증빙 서류'), new File(['%PDF-1.4'], '소득금액증명원.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-change' }), { timeout: 15_000 });
  },
};

export const UnderReview: Story = {
  args: { view: 'change', memberId: 'demo-in-progress' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '신청 상태' }, { timeout: 15_000 })).toHaveTextContent('신청이 접수되었어요');
  },
};

/** Nothing under review: the status says so and offers to start a change. */
export const NoPendingRequest: Story = {
  args: { view: 'change' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '신청 상태' }, { timeout: 15_000 })).toHaveTextContent('심사 중인 신청이 없어요');
    await expect(canvas.getByRole('button', { name: '투자자 자격 변경하기' })).toBeEnabled();
  },
};

export const Success: Story = {
  args: { view: 'success', memberId: 'demo-income' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('변경된 투자자 정보', {}, { timeout: 15_000 })).toHaveTextContent('연 40,000,000원');
  },
};

export const Fail: Story = {
  args: { view: 'fail' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('지금 투자자 정보', {}, { timeout: 15_000 })).toHaveTextContent('일반 개인투자자');
  },
};

/** 정우성 never registered investor information: a change asks for it first (not "24 months"), and 등록하기 leads to the questionnaire. */
export const FirstRegistrationDialog: Story = {
  args: { memberId: 'demo-account-open' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '투자자 자격 변경하기' }, FIND));
    const first = await body(canvasElement).findByRole('dialog', { name: '투자자 정보를 먼저 등록해주세요' }, FIND);
    await expect(first).toHaveTextContent('투자자 자격을 바꾸려면 투자자 정보 등록과 투자성향 분석을 먼저 마쳐야 해요.');
    await userEvent.click(within(first).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' }), FIND);
  },
};

/** The member info (which says individual or corporate) could not be had: 다시 시도하기 (the server back) brings the classes. */
export const ClassesMemberFailed: Story = {
  args: { view: 'div' },
  loaders: [failingGets(sandbox.faults, '/main/v1/member/info')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('회원정보를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    const list = await canvas.findByRole('list', { name: '투자자 구분' }, FIND);
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
  },
};

/**
 * The server says the change was applied for already (INVEST_ALREADY_APPLY; the sandbox itself
 * answers INVEST_QUAL_ERROR for a request under review, so a fault plays this one): its dialog
 * opens, 확인 closes it, and the chosen file stays.
 */
export const AlreadyApplyDialog: Story = {
  args: { view: 'doc', draft: { ...INCOME_DRAFT, personalInfoAgreeYn: 'Y', investInformCheckRegisterYn: 'Y' } },
  loaders: [
    () => {
      sandbox.faults.add({ status: 400, code: 'INVEST_ALREADY_APPLY', message: '이미 투자자 자격 변경을 신청했어요.', path: '/main/v1/member/invest-person/change', method: 'POST', times: 0 });
      return {};
    },
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('소득 증빙 서류'), new File(['%PDF-1.4'], '소득금액증명원.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: '신청하기' }));
    const applied = await body(canvasElement).findByRole('dialog', { name: '이미 신청했어요' }, FIND);
    await expect(applied).toHaveTextContent('투자자 자격 변경을 이미 신청했어요. 심사 결과를 기다려주세요.');
    await userEvent.click(within(applied).getByRole('button', { name: '확인' }));
    await expect(await canvas.findByRole('button', { name: '신청하기' }, FIND)).toBeEnabled();
    await expect(canvas.getByText('소득금액증명원.pdf')).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
