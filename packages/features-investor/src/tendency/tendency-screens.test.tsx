// The dialogs sanitise their copy with DOMPurify, which mis-sanitises under happy-dom: jsdom here.
// @vitest-environment jsdom
import { investorInfoStore, resetInvestorInfo, resetSession, resetUser, sessionStore, updateUser, userStore } from '@jogak/app-core';
import { expectNoAxeViolations, renderScreen, SANDBOX_ORIGIN } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { confirmLeaveInvestorFlow, isInvestorFlowSending } from '../investor-flow/leave-investor-flow';
import { DangerNoticeScreen } from './danger-notice-screen';
import { InvestResultScreen } from './invest-result-screen';
import { InvestTendencyScreen } from './invest-tendency-screen';
import { PersonalAnalysisScreen } from './personal-analysis-screen';
import { PersonalQuestionScreen } from './personal-question-screen';

const NOW = new Date('2025-03-04T10:00:00+09:00');
const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(async () => {
  // A dialog closes through a transition; the next screen must not start under it.
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  sandbox.faults.clear();
  sandbox.reset();
  resetInvestorInfo();
  resetUser();
});
afterAll(() => sandbox.close());

const tokenOf = (memberId: string) => sandbox.state.login(memberId).token;
const dialog = () => screen.findByRole('dialog');

const INDIVIDUAL_ANSWERS = {
  ageGroupCod: '02',
  investProposeCod: '03',
  financePduUnderstandLevelCod: '03',
  investPossibleTermCod: '04',
  endureRiskLevelCod: '03',
  indivisualPropertySituationCod: '02',
  incomeStatusCod: '03',
  investExperienceTermCd: '04',
} as const;

describe('InvestTendencyScreen', () => {
  it('지금 투자성향과 유효기간을 보여주고 다시 분석을 시작한다', async () => {
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<InvestTendencyScreen now={NOW} />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('heading', { level: 1, name: '투자성향 분석' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '나의 투자성향' });
    expect(card).toHaveTextContent('위험중립형');
    expect(card).toHaveTextContent('2026.12.04까지 유효해요');
    await expectNoAxeViolations(container);
    investorInfoStore.ageGroupCod = '01';
    await user.click(screen.getByRole('button', { name: '투자성향 다시 분석하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/personal-analysis' });
    expect(investorInfoStore.ageGroupCod).toBe('');
  });

  it('분석한 적이 없으면 시작하기를 보여준다', async () => {
    renderScreen(<InvestTendencyScreen now={NOW} />, { token: tokenOf('demo-account-open') });
    expect(await screen.findByRole('region', { name: '나의 투자성향' })).toHaveTextContent('아직 분석하지 않았어요');
    expect(screen.getByRole('button', { name: '투자성향 분석 시작하기' })).toBeInTheDocument();
  });

  it('24개월이 지났으면 만료 안내 창을 열고, 다시 분석하기로 시작한다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestTendencyScreen now={NOW} />, { token: tokenOf('demo-tendency-expired') });
    const expired = await dialog();
    expect(expired).toHaveTextContent('투자성향 분석 유효기간이 지났어요');
    expect(expired).toHaveTextContent('투자성향 분석 결과는 24개월 동안 유효해요.');
    // The open dialog hides the page from the accessibility tree; the card is still drawn under it.
    expect(screen.getByText('2025.01.04에 만료되었어요')).toBeInTheDocument();
    await user.click(within(expired).getByRole('button', { name: '다시 분석하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/personal-analysis' }));
  });

  it('불러오지 못하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/more-info', times: 1 });
    const user = userEvent.setup();
    renderScreen(<InvestTendencyScreen now={NOW} />, { token: tokenOf('demo-general') });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('불러오는 중이에요');
    expect(await screen.findByText('투자자 정보를 불러오지 못했어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('region', { name: '나의 투자성향' })).toHaveTextContent('위험중립형');
  });
});

describe('PersonalAnalysisScreen', () => {
  it('고르지 않은 항목마다 한국어로 알려주고 넘어가지 않는다', async () => {
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<PersonalAnalysisScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('heading', { level: 1, name: '투자자 정보 확인' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '투자자 정보 제공 여부를 선택해주세요.',
      '투자권유 희망 여부를 선택해주세요.',
      '개인(신용)정보 수집·이용에 동의해주세요.',
    ]);
    const consent = screen.getByRole('checkbox', { name: '[필수] 개인(신용)정보 수집·이용에 동의해요' });
    expect(consent).toBeInvalid();
    expect(consent).toHaveAccessibleDescription('개인(신용)정보 수집·이용에 동의해주세요.');
    expect(onNavigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('다음에 꼭 필요한 두 질문과 동의를 보조기술에 필수 항목으로 알린다', () => {
    renderScreen(<PersonalAnalysisScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('radiogroup', { name: '투자자 정보를 제공할까요?' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radiogroup', { name: '투자권유를 희망하나요?' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: '[필수] 개인(신용)정보 수집·이용에 동의해요' })).toHaveAttribute('aria-required', 'true');
  });

  it('동의만 빠졌으면 포커스가 그 동의로 간다', async () => {
    const user = userEvent.setup();
    renderScreen(<PersonalAnalysisScreen />, { token: tokenOf('demo-general') });
    await user.click(within(screen.getByRole('radiogroup', { name: '투자자 정보를 제공할까요?' })).getByRole('radio', { name: '제공할게요' }));
    await user.click(within(screen.getByRole('radiogroup', { name: '투자권유를 희망하나요?' })).getByRole('radio', { name: '희망해요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('checkbox', { name: '[필수] 개인(신용)정보 수집·이용에 동의해요' })).toHaveFocus();
  });

  it('정보를 제공하면 질문으로, 제공하지 않으면 위험 고지로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<PersonalAnalysisScreen />, { token: tokenOf('demo-general') });
    await user.click(within(screen.getByRole('radiogroup', { name: '투자자 정보를 제공할까요?' })).getByRole('radio', { name: '제공할게요' }));
    await user.click(within(screen.getByRole('radiogroup', { name: '투자권유를 희망하나요?' })).getByRole('radio', { name: '희망해요' }));
    await user.click(screen.getByRole('checkbox', { name: '[필수] 개인(신용)정보 수집·이용에 동의해요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/investment-analysis/personal-question' });
    expect([investorInfoStore.investPersonInformOfferYn, investorInfoStore.investRecommandHopeYn, investorInfoStore.personalInfoAgreeYn]).toEqual(['Y', 'Y', 'Y']);

    await user.click(screen.getByRole('radio', { name: '제공하지 않을게요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/investment-analysis/danger-notice' });
  });

  it('그만하기는 먼저 묻고, 나가면 고른 것을 버리고 홈으로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<PersonalAnalysisScreen />, { token: tokenOf('demo-general') });
    await user.click(screen.getByRole('radio', { name: '제공할게요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    investorInfoStore.investPersonInformOfferYn = 'Y';
    await user.click(screen.getByRole('button', { name: '그만하기' }));
    const ask = await dialog();
    expect(ask).toHaveTextContent('작성을 그만할까요?');
    await user.click(within(ask).getByRole('button', { name: '계속 작성하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(investorInfoStore.investPersonInformOfferYn).toBe('Y');
    expect(screen.getByRole('radio', { name: '제공할게요' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '그만하기' }));
    await user.click(within(await dialog()).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/home' }));
    expect(investorInfoStore.investPersonInformOfferYn).toBe('');
  });
});

describe('PersonalQuestionScreen', () => {
  const consent = () => Object.assign(investorInfoStore, { investPersonInformOfferYn: 'Y', investRecommandHopeYn: 'Y', personalInfoAgreeYn: 'Y' });

  it('동의 없이 오면 동의 단계로 보낸다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<PersonalQuestionScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('region', { name: '투자자 정보 제공 동의가 먼저 필요해요' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '투자자 정보 확인하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/personal-analysis' });
  });

  it('개인 회원의 여덟 문항을 모두 답해야 넘어가고, 빠진 문항으로 옮긴다', async () => {
    consent();
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<PersonalQuestionScreen />, { token: tokenOf('demo-general') });
    const groups = await screen.findAllByRole('radiogroup');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      '1. 연령대를 선택해주세요.',
      '2. 투자 목적은 무엇인가요?',
      '3. 금융상품에 대한 이해도는 어느 정도인가요?',
      '4. 투자 가능 기간은 얼마인가요?',
      '5. 감내할 수 있는 손실 수준은?',
      '6. 총 자산 중 금융자산 비중은?',
      '7. 현재 수입원은 어떻게 되나요?',
      '8. 투자 경험 기간은?',
    ]);
    expect(screen.getByText('8문항 중 0문항에 답했어요')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    for (const group of groups.slice(0, 7)) await user.click(within(group).getAllByRole('radio')[2] as HTMLElement);
    expect(screen.getByText('8문항 중 7문항에 답했어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('답하지 않은 문항이 1개 있어요.')).toBeInTheDocument();
    expect(groups[7]).toHaveAccessibleDescription('이 문항에 답해주세요.');
    expect(groups[7]).toHaveFocus();
    expect(onNavigate).not.toHaveBeenCalled();

    await user.click(within(groups[7] as HTMLElement).getByRole('radio', { name: '3년 이상' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/danger-notice' });
    expect([investorInfoStore.ageGroupCod, investorInfoStore.investExperienceTermCd, investorInfoStore.corporateRiskToleranceCod]).toEqual(['03', '04', '']);
  });

  it('답 없이 다음을 누르면 요약 하나만 알리고, 문항마다의 안내는 묶음의 설명이다; 답해도 다시 알리지 않는다', async () => {
    consent();
    const user = userEvent.setup();
    const { container } = renderScreen(<PersonalQuestionScreen />, { token: tokenOf('demo-general') });
    const groups = await screen.findAllByRole('radiogroup');
    // What the first question says as focus reaches it: its message must be drawn by then.
    let describedOnFocus: string | null = null;
    groups[0]?.addEventListener('focus', (event) => {
      const describedBy = (event.currentTarget as HTMLElement).getAttribute('aria-describedby');
      describedOnFocus = describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
    });
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['답하지 않은 문항이 8개 있어요.']);
    for (const group of groups) {
      expect(group).toHaveAttribute('aria-invalid', 'true');
      expect(group).toHaveAccessibleDescription('이 문항에 답해주세요.');
    }
    expect(groups[0]).toHaveFocus();
    expect(describedOnFocus).toBe('이 문항에 답해주세요.');
    await expectNoAxeViolations(container);

    await user.click(within(groups[0] as HTMLElement).getAllByRole('radio')[1] as HTMLElement);
    // The polite progress says the answer counted; the summary's new count is seen, not said over the radio.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.getByText('8문항 중 1문항에 답했어요')).toBeInTheDocument();
    expect(screen.getByText('답하지 않은 문항이 7개 있어요.')).toBeInTheDocument();
    expect(groups[0]).not.toHaveAttribute('aria-invalid');
    expect(groups[0]).not.toHaveAccessibleDescription();

    // 다음 again says the summary again, once.
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['답하지 않은 문항이 7개 있어요.']);
    expect(groups[1]).toHaveFocus();
  });

  it('모든 문항을 보조기술에 필수 항목으로 알린다', async () => {
    consent();
    renderScreen(<PersonalQuestionScreen />, { token: tokenOf('demo-general') });
    const questions = await screen.findAllByRole('radiogroup');
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question).toHaveAttribute('aria-required', 'true');
  });

  it('법인 회원은 법인 문항을 받는다', async () => {
    consent();
    renderScreen(<PersonalQuestionScreen />, { token: tokenOf('demo-corp'), userContext: { userType: '200', individualCorpCode: 'GENERAL_CORPORATION' } });
    const groups = await screen.findAllByRole('radiogroup');
    expect(groups).toHaveLength(7);
    expect(screen.getByRole('radiogroup', { name: '5. 법인 총자산 규모는?' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: '7. 법인의 위험 감내 수준은?' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /연령대/ })).toBeNull();
  });

  it('앞에서 고른 답은 돌아와도 남아 있다', async () => {
    consent();
    investorInfoStore.investProposeCod = '04';
    renderScreen(<PersonalQuestionScreen />, { token: tokenOf('demo-general') });
    const purpose = await screen.findByRole('radiogroup', { name: '2. 투자 목적은 무엇인가요?' });
    expect(within(purpose).getByRole('radio', { name: '높은 수익 추구' })).toBeChecked();
    expect(screen.getByText('8문항 중 1문항에 답했어요')).toBeInTheDocument();
  });
});

describe('DangerNoticeScreen', () => {
  const answered = () =>
    Object.assign(investorInfoStore, { investPersonInformOfferYn: 'Y', investRecommandHopeYn: 'Y', personalInfoAgreeYn: 'Y', ...INDIVIDUAL_ANSWERS });

  it('단계를 건너뛰고 오면 처음부터 하게 한다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('region', { name: '투자성향 분석을 처음부터 진행해주세요' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '처음부터 하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/personal-analysis' });
  });

  it('보내기에 꼭 필요한 위험 확인을 보조기술에 필수 항목으로 알린다', () => {
    answered();
    renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' })).toHaveAttribute('aria-required', 'true');
  });

  it('위험을 확인해야 보내고, 보내면 투자성향이 저장되어 결과로 간다', async () => {
    answered();
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-tendency-expired') });
    expect(screen.getByRole('heading', { level: 1, name: '투자 위험 고지' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '투자 위험' })).getAllByRole('listitem')).toHaveLength(4);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('투자 위험을 확인했다고 체크해주세요.');
    const confirmation = screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' });
    expect(confirmation).toHaveFocus();
    expect(confirmation).toBeInvalid();
    expect(confirmation).toHaveAccessibleDescription('투자 위험을 확인했다고 체크해주세요.');
    await user.click(confirmation);
    expect(confirmation).not.toBeInvalid();
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-result' }));
    const member = sandbox.state.member('demo-tendency-expired');
    expect([member.customerTendencyEvalCod, member.investPersonInformChgAt, member.investPersonInformChgMaturityAt]).toEqual(['4', '20250304', '20270304']);
    expect([userStore.customerTendencyEvalCod, userStore.investTendencyDiagnosisYn, userStore.investPersonInformChgMaturityAt]).toEqual([
      '4',
      'Y',
      '2027-03-04T10:00:00+09:00',
    ]);
    expect(investorInfoStore.ageGroupCod).toBe('');
  });

  it('결과 화면은 첫 화면부터 새 투자성향을 보여준다 (앞서 본 투자성향 화면의 낡은 정보가 아니라)', async () => {
    const user = userEvent.setup();
    const flow = renderScreen(<InvestTendencyScreen now={NOW} />, { token: tokenOf('demo-general') });
    expect(await screen.findByRole('region', { name: '나의 투자성향' })).toHaveTextContent('위험중립형');
    answered();
    flow.rerender(<DangerNoticeScreen />);
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    await waitFor(() => expect(flow.onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-result' }));
    flow.rerender(<InvestResultScreen />);
    // At once, without waiting: the questionnaire's answer is what the member sees first.
    const card = screen.getByRole('region', { name: '나의 투자성향' });
    expect(card).toHaveTextContent('적극투자형');
    expect(card).toHaveTextContent('2027.03.04까지 유효해요 (24개월)');
  });

  it('투자자 정보를 제공하지 않으면 그 뜻을 알리고 답 없이 보낸다', async () => {
    Object.assign(investorInfoStore, { investPersonInformOfferYn: 'N', investRecommandHopeYn: 'N', personalInfoAgreeYn: 'Y' });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('region', { name: '투자자 정보 미제공 안내' })).toHaveTextContent('청약과 매수는 할 수 있고, 그때마다 부적합 거래 확인을 받아요.');
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-result' }));
    expect([sandbox.state.member('demo-general').customerTendencyEvalCod, sandbox.state.member('demo-general').investPersonInformOfferYn]).toEqual(['-', 'N']);
  });

  it('오늘 변경 횟수를 다 쓰면 INVEST_INFORM_TIMES 창을 열고 답을 지킨다', async () => {
    const token = tokenOf('demo-general');
    const body = JSON.stringify({ investPersonInformOfferYn: 'N', investRecommandHopeYn: 'N', personalInfoAgreeYn: 'Y', investInformChgMatterCod: 'ETC', ageGroupCod: null, investProposeCod: null, financePduUnderstandLevelCod: null, investPossibleTermCod: null, endureRiskLevelCod: null, indivisualPropertySituationCod: null, corporatePropertySituationCod: null, incomeStatusCod: null, investExperienceTermCd: null, corporateRiskToleranceCod: null });
    for (let count = 0; count < 3; count += 1) {
      const response = await fetch(`${SANDBOX_ORIGIN}/main/v1/member/invest-tendency`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
      expect(response.status).toBe(200);
    }
    answered();
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<DangerNoticeScreen />, { token });
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    const refused = await dialog();
    expect(refused).toHaveTextContent('오늘은 더 변경할 수 없어요');
    await user.click(within(refused).getByRole('button', { name: '확인' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(investorInfoStore.ageGroupCod).toBe('02');
    expect(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' })).toBeChecked();
  });

  it('답을 보내는 동안에는 그만하기가 막혀 떠날 수 없고, 저장되면 결과로 간다', async () => {
    answered();
    // The answers are held at the sandbox until the test lets them go.
    const submission = sandbox.faults.add({ hold: true, path: '/main/v1/member/invest-tendency', method: 'POST' });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-general') });
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    const leave = screen.getByRole('button', { name: '그만하기' });
    await waitFor(() => expect(leave).toHaveAttribute('aria-disabled', 'true'));
    await user.click(leave);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect(confirmLeaveInvestorFlow()).resolves.toBe(false);
    expect(investorInfoStore.ageGroupCod).toBe('02');
    sandbox.faults.release(submission.id);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-result' }));
    expect(onNavigate).not.toHaveBeenCalledWith({ route: '/_main/home' });
    expect(leave).not.toHaveAttribute('aria-disabled');
  });

  it('답을 보내는 동안 화면을 떠났으면 저장된 뒤에도 결과로 데려가지 않는다', async () => {
    answered();
    const submission = sandbox.faults.add({ hold: true, path: '/main/v1/member/invest-tendency', method: 'POST' });
    const user = userEvent.setup();
    const { onNavigate, unmount } = renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-general') });
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    await waitFor(() => expect(isInvestorFlowSending()).toBe(true));
    unmount();
    sandbox.faults.release(submission.id);
    // Saved all the same: the member's tendency is the new one, and the flow is no longer sending.
    await waitFor(() => expect(userStore.customerTendencyEvalCod).toBe('4'));
    await waitFor(() => expect(isInvestorFlowSending()).toBe(false));
    expect(onNavigate).not.toHaveBeenCalledWith({ route: '/investment-analysis/invest-result' });
  });

  it('답을 기다리는 동안 로그아웃되고 다른 회원이 로그인했으면, 그 회원의 투자성향과 진행 중인 분석을 건드리지 않는다', async () => {
    onTestFinished(resetSession);
    answered();
    const tokenA = tokenOf('demo-general');
    Object.assign(sessionStore, { token: tokenA, userId: 'demo-general' });
    updateUser({ id: 'demo-general' });
    const submission = sandbox.faults.add({ hold: true, path: '/main/v1/member/invest-tendency', method: 'POST' });
    const user = userEvent.setup();
    const { unmount } = renderScreen(<DangerNoticeScreen />, { token: tokenA });
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    await waitFor(() => expect(isInvestorFlowSending()).toBe(true));
    // The foreground logout takes A to the login page; B signs in and starts their own analysis.
    unmount();
    resetSession();
    resetUser();
    resetInvestorInfo();
    Object.assign(sessionStore, { token: tokenOf('demo-account-open'), userId: 'demo-account-open' });
    updateUser({ id: 'demo-account-open', customerTendencyEvalCod: '-', investTendencyDiagnosisYn: 'N', investPersonInformChgMaturityAt: '' });
    Object.assign(investorInfoStore, { personalInfoAgreeYn: 'Y', investPersonInformOfferYn: 'Y', ageGroupCod: '05' });
    sandbox.faults.release(submission.id);
    await waitFor(() => expect(isInvestorFlowSending()).toBe(false));
    // A's answer is A's: the server keeps it, B's store and flow stay as B left them.
    expect(sandbox.state.member('demo-general').customerTendencyEvalCod).toBe('4');
    expect([userStore.id, userStore.customerTendencyEvalCod, userStore.investTendencyDiagnosisYn, userStore.investPersonInformChgMaturityAt]).toEqual([
      'demo-account-open',
      '-',
      'N',
      '',
    ]);
    expect([investorInfoStore.personalInfoAgreeYn, investorInfoStore.ageGroupCod]).toEqual(['Y', '05']);
  });

  it('서버가 실패하면 이유를 보여주고 다시 보낼 수 있다', async () => {
    answered();
    sandbox.faults.add({ status: 400, code: 'BAD_REQUEST', message: '요청 값을 확인해주세요.', path: '/main/v1/member/invest-tendency', times: 1 });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-general') });
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('투자성향을 저장하지 못했어요. 요청 값을 확인해주세요.');
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-result' }));
  });

  it('연결이 끊기면 실패를 한 번, 해요체로 말하고 할 일을 알린다 (합니다체 일반 문구를 덧붙이지 않는다)', async () => {
    answered();
    sandbox.faults.add({ abort: true, path: '/main/v1/member/invest-tendency', times: 1 });
    const user = userEvent.setup();
    renderScreen(<DangerNoticeScreen />, { token: tokenOf('demo-general') });
    await user.click(screen.getByRole('checkbox', { name: '[필수] 위 투자 위험을 모두 확인했어요' }));
    await user.click(screen.getByRole('button', { name: '분석 결과 보기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('투자성향을 저장하지 못했어요. 잠시 후 다시 시도해주세요.');
  });
});

describe('InvestResultScreen', () => {
  it('투자성향, 유효기간, 위험등급별 투자 가능 여부를 보여주고 홈으로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<InvestResultScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('heading', { level: 1, name: '투자성향 분석 결과' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '나의 투자성향' });
    expect(card).toHaveTextContent('위험중립형');
    expect(card).toHaveTextContent('2026.12.04까지 유효해요 (24개월)');
    const table = screen.getByRole('table', { name: '상품 위험등급별 투자 가능 여부' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '1등급 매우 높은 위험부적합 확인 필요',
      '2등급 높은 위험부적합 확인 필요',
      '3등급 다소 높은 위험부적합 확인 필요',
      '4등급 보통 위험투자 가능',
      '5등급 낮은 위험투자 가능',
      '6등급 매우 낮은 위험투자 가능',
    ]);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '홈으로' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/home' });
  });

  it('투자자 정보를 제공하지 않았으면 청약에 필요하다고 알린다', async () => {
    const member = sandbox.state.member('demo-general');
    Object.assign(member, { customerTendencyEvalCod: '-', investPersonInformOfferYn: 'N' });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestResultScreen />, { token: tokenOf('demo-general') });
    expect(await screen.findByRole('region', { name: '나의 투자성향' })).toHaveTextContent('투자성향에 맞는 상품을 안내받으려면 투자자 정보를 제공하고 투자성향 분석을 마쳐주세요.');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: '투자성향 분석하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' });
  });
});
