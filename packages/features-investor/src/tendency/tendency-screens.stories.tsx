import '../styles.css';
import { investorInfoStore, resetInvestorInfo, type InvestorInfo, type NavigateToRoute } from '@jogak/app-core';
import { failingGets, fails, neverAnswers, retryWithServerBack, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DangerNoticeScreen } from './danger-notice-screen';
import { InvestResultScreen } from './invest-result-screen';
import { InvestTendencyScreen } from './invest-tendency-screen';
import { PersonalAnalysisScreen } from './personal-analysis-screen';
import { PersonalQuestionScreen } from './personal-question-screen';

type View = 'tendency' | 'analysis' | 'question' | 'notice' | 'result';
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
const CONSENTED: Partial<InvestorInfo> = { investPersonInformOfferYn: 'Y', investRecommandHopeYn: 'Y', personalInfoAgreeYn: 'Y' };
const ANSWERED: Partial<InvestorInfo> = {
  ...CONSENTED,
  ageGroupCod: '02',
  investProposeCod: '03',
  financePduUnderstandLevelCod: '03',
  investPossibleTermCod: '04',
  endureRiskLevelCod: '03',
  indivisualPropertySituationCod: '02',
  incomeStatusCod: '03',
  investExperienceTermCd: '04',
};

const withSandbox: Decorator<Args> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const SCREENS: Record<View, () => React.ReactElement> = {
  tendency: () => <InvestTendencyScreen now={NOW} />,
  analysis: () => <PersonalAnalysisScreen />,
  question: () => <PersonalQuestionScreen />,
  notice: () => <DangerNoticeScreen />,
  result: () => <InvestResultScreen />,
};

const meta = {
  title: 'features-investor/Tendency',
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
  args: { onNavigate: fn(), memberId: 'demo-general', view: 'tendency', draft: {} },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** 김민준: 위험중립형, valid until 2026.12.04. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: '나의 투자성향' }, { timeout: 15_000 });
    await expect(card).toHaveTextContent('위험중립형');
    await expect(card).toHaveTextContent('2026.12.04까지 유효해요');
  },
};

/** 정우성 (no account yet): never analysed, so the card says so and offers to start. */
export const NotAnalysed: Story = {
  args: { memberId: 'demo-account-open' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '나의 투자성향' }, { timeout: 15_000 })).toHaveTextContent('아직 분석하지 않았어요');
    await expect(canvas.getByRole('button', { name: '투자성향 분석 시작하기' })).toBeEnabled();
  },
};

/** 배유나: older than 24 months; the expiration dialog opens by itself. */
export const ExpiredDialog: Story = {
  args: { memberId: 'demo-tendency-expired' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const expired = await body.findByRole('dialog', { name: '투자성향 분석 유효기간이 지났어요' }, { timeout: 15_000 });
    await expect(expired).toHaveTextContent('투자성향 분석 결과는 24개월 동안 유효해요.');
    await userEvent.click(within(expired).getByRole('button', { name: '다시 분석하기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/personal-analysis' }));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/more-info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/member/more-info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('투자자 정보를 불러오지 못했어요.', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** The consent step: every missing choice is named in Korean. */
export const ConsentInvalid: Story = {
  args: { view: 'analysis' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '투자자 정보 제공 여부를 선택해주세요.',
      '투자권유 희망 여부를 선택해주세요.',
      '개인(신용)정보 수집·이용에 동의해주세요.',
    ]);
  },
};

/** 그만하기 with a choice made asks CONFIRM_LEAVE_INVESTOR_PROFILE first. */
export const LeaveDialog: Story = {
  args: { view: 'analysis', draft: CONSENTED },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '그만하기' }));
    const ask = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '작성을 그만할까요?' }, { timeout: 15_000 });
    await userEvent.click(within(ask).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/home' }));
  },
};

/** The individual questionnaire: eight questions from the sandbox. */
export const Questions: Story = {
  args: { view: 'question', draft: CONSENTED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8문항 중 0문항에 답했어요', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(8);
  },
};

/** A corporation gets the corporate questions. */
export const CorporateQuestions: Story = {
  args: { view: 'question', draft: CONSENTED, memberId: 'demo-corp' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radiogroup', { name: '7. 법인의 위험 감내 수준은?' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const QuestionsWithoutConsent: Story = {
  args: { view: 'question' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '투자자 정보 제공 동의가 먼저 필요해요' }, FIND)).toBeVisible();
  },
};

/** The risk notice sends the answers; the app is told to show the result. */
export const NoticeSubmitted: Story = {
  args: { view: 'notice', draft: ANSWERED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await userEvent.click(canvas.getByRole('button', { name: '분석 결과 보기' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-result' }), { timeout: 15_000 });
  },
};

/** Declining to give information: the notice says what it means. */
export const NoticeDeclined: Story = {
  args: { view: 'notice', draft: { investPersonInformOfferYn: 'N', investRecommandHopeYn: 'N', personalInfoAgreeYn: 'Y' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '투자자 정보 미제공 안내' })).toHaveTextContent('청약과 매수는 할 수 있고, 그때마다 부적합 거래 확인을 받아요.');
  },
};

/** Today's changes used up: INVEST_INFORM_TIMES. */
export const NoticeTimesDialog: Story = {
  args: { view: 'notice', draft: ANSWERED },
  // After the meta's loader has reset the sandbox: the refusal the daily rule gives once the count is used up.
  loaders: [
    () => {
      sandbox.faults.add({ status: 400, code: 'INVEST_INFORM_TIMES', message: '투자자 정보는 하루 3번까지 변경할 수 있어요.', path: '/main/v1/member/invest-tendency', times: 0 });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await userEvent.click(canvas.getByRole('button', { name: '분석 결과 보기' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '오늘은 더 변경할 수 없어요' }, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** The result against every product risk level. */
export const Result: Story = {
  args: { view: 'result' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '상품 위험등급별 투자 가능 여부' }, { timeout: 15_000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
  },
};

/** Declined to give information: the result says subscribing needs it, and leads to the questionnaire. */
export const ResultDeclined: Story = {
  loaders: [
    () => {
      Object.assign(sandbox.state.member('demo-general'), { customerTendencyEvalCod: '-', investPersonInformOfferYn: 'N' });
      return {};
    },
  ],
  args: { view: 'result' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: '나의 투자성향' }, { timeout: 15_000 });
    await expect(card).toHaveTextContent('투자자 정보를 제공하지 않았어요');
    await expect(card).toHaveTextContent('투자성향에 맞는 상품을 안내받으려면 투자자 정보를 제공하고 투자성향 분석을 마쳐주세요.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '투자성향 분석하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' });
  },
};

/** The questionnaire could not be had: the screen says so, and 다시 시도하기 (the server back) brings the questions. */
export const QuestionsFailed: Story = {
  args: { view: 'question', draft: CONSENTED },
  loaders: [failingGets(sandbox.faults, '/main/v1/member/invest-tendency/questionnaire')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('투자성향 질문을 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByText('8문항 중 0문항에 답했어요', {}, FIND)).toBeVisible();
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(8);
  },
};

/**
 * The member info, which says which questionnaire (individual or corporate) to ask, could not be
 * had: the same failure, and 다시 시도하기 (the server back) asks for it, then the questions come.
 */
export const QuestionsMemberFailed: Story = {
  args: { view: 'question', draft: CONSENTED },
  loaders: [failingGets(sandbox.faults, '/main/v1/member/info')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('투자성향 질문을 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByRole('radiogroup', { name: '1. 연령대를 선택해주세요.' }, FIND)).toBeVisible();
  },
};

/** The risk notice opened without the earlier steps: it sends the member back to the start. */
export const NoticeWithoutEarlierSteps: Story = {
  args: { view: 'notice' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByRole('region', { name: '투자성향 분석을 처음부터 진행해주세요' }, FIND);
    await expect(start).toHaveTextContent('투자자 정보 제공 여부를 선택하고 질문에 답한 뒤 위험 고지를 확인할 수 있어요.');
    await expect(canvas.queryByRole('button', { name: '분석 결과 보기' })).toBeNull();
    await userEvent.click(within(start).getByRole('button', { name: '처음부터 하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/personal-analysis' });
  },
};

/** The result is on its way: the screen says it is loading, with no grade yet. */
export const ResultLoading: Story = {
  args: { view: 'result' },
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/more-info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('불러오는 중이에요', {}, FIND)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: '투자성향 분석 결과' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '나의 투자성향' })).toBeNull();
  },
};

/** The result could not be had: the screen says so, and 다시 시도하기 (the server back) shows the grade and the table. */
export const ResultFailed: Story = {
  args: { view: 'result' },
  loaders: [failingGets(sandbox.faults, '/main/v1/member/more-info')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('투자성향 분석 결과를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByRole('region', { name: '나의 투자성향' }, FIND)).toHaveTextContent('위험중립형');
    await expect(canvas.getByRole('table', { name: '상품 위험등급별 투자 가능 여부' })).toBeVisible();
  },
};
