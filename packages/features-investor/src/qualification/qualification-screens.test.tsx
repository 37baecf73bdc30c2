// The dialogs sanitise their copy with DOMPurify, which mis-sanitises under happy-dom: jsdom here.
// @vitest-environment jsdom
import { memberQueries } from '@jogak/api-client';
import { investorInfoStore, memberInfoQuery, resetInvestorInfo } from '@jogak/app-core';
import { expectNoAxeViolations, renderScreen, SANDBOX_ORIGIN } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IncomeCondScreen } from './income-cond-screen';
import { InvestChangeScreen } from './invest-change-screen';
import { InvestDivScreen } from './invest-div-screen';
import { InvestDocScreen } from './invest-doc-screen';
import { InvestQuestionScreen } from './invest-question-screen';
import { InvestReportScreen } from './invest-report-screen';
import { isInvestorFlowDirty, isInvestorFlowSending } from '../investor-flow/leave-investor-flow';
import { QualChangeFailScreen, QualChangeSuccessScreen } from './qual-change-result-screens';
import { startApplication } from './qualification-draft';
import { WriteConfirmScreen } from './write-confirm-screen';

const NOW = new Date('2025-03-04T10:00:00+09:00');
const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(async () => {
  // A dialog closes through a transition; the next screen must not start under it.
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  sandbox.server.events.removeAllListeners();
  sandbox.faults.clear();
  sandbox.reset();
  resetInvestorInfo();
});
afterAll(() => sandbox.close());

const tokenOf = (memberId: string) => sandbox.state.login(memberId).token;
const dialog = () => screen.findByRole('dialog');
const CORPORATE = { userType: '200', individualCorpCode: 'GENERAL_CORPORATION' } as const;
const pdf = () => new File(['%PDF-1.4'], '소득금액증명원.pdf', { type: 'application/pdf' });
const facts = (list: HTMLElement) => Array.from(list.children, (item) => item.textContent);

/** The methods of the calls that reach `path`, in order, from now on. */
function callsTo(path: string): string[] {
  const seen: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.method);
  });
  return seen;
}

async function call(method: string, path: string, memberId: string) {
  return fetch(`${SANDBOX_ORIGIN}${path}`, { method, headers: { authorization: `Bearer ${tokenOf(memberId)}` } });
}

describe('WriteConfirmScreen', () => {
  it('투자자 구분, 연간 한도, 올해 남은 한도, 유효기간을 보여주고 변경을 시작한다', async () => {
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-income') });
    expect(screen.getByRole('heading', { level: 1, name: '투자자 정보 확인' })).toBeInTheDocument();
    const list = await screen.findByLabelText('나의 투자자 정보');
    await waitFor(() => expect(facts(list)).toContain('2025년 남은 한도'));
    expect(facts(list).slice(0, 4)).toEqual(['투자자 구분', '소득적격 개인투자자', '연간 투자 한도', '연 40,000,000원']);
    expect(list).toHaveTextContent('투자자 정보 유효기간2026.12.04까지');
    await expectNoAxeViolations(container);
    investorInfoStore.incomeType = 'EARNED_INCOME';
    await user.click(screen.getByRole('button', { name: '투자자 자격 변경하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-div' }));
    expect(investorInfoStore.incomeType).toBe('');
  });

  it('투자자 정보가 24개월이 지났으면 INVEST_INFORM_REG_AGAIN 창에서 다시 등록하러 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-tendency-expired') });
    await user.click(await screen.findByRole('button', { name: '투자자 자격 변경하기' }));
    const expired = await dialog();
    expect(expired).toHaveTextContent('투자자 정보를 다시 등록해주세요');
    await user.click(within(expired).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' }));
  });

  it('투자자 정보를 한 번도 등록하지 않았으면 먼저 등록하라고 안내한다 (24개월이 지났다고 하지 않는다)', async () => {
    const user = userEvent.setup();
    Object.assign(sandbox.state.member('demo-general'), { investPersonInformChgMaturityAt: '' });
    const { onNavigate } = renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: '투자자 자격 변경하기' }));
    const first = await dialog();
    expect(first).toHaveTextContent('투자자 정보를 먼저 등록해주세요');
    expect(first).not.toHaveTextContent('24개월');
    await user.click(within(first).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' }));
  });

  it('심사 중인 신청이 있으면 보여주고 INVEST_QUAL_ERROR 창으로 막는다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-in-progress') });
    expect(await screen.findByLabelText('나의 투자자 정보')).toHaveTextContent('자격 변경 신청심사 중');
    await user.click(screen.getByRole('button', { name: '투자자 자격 변경하기' }));
    const pending = await dialog();
    expect(pending).toHaveTextContent('이미 접수된 신청이 있어요');
    await user.click(within(pending).getByRole('button', { name: '확인' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('남은 한도를 불러오지 못하면 그 줄에서 알리고, 다시 시도하면 한도를 보여준다', async () => {
    sandbox.faults.add({ abort: true, path: '/main/v1/account/remaining-yy-invest-limit-amt', times: 1 });
    const user = userEvent.setup();
    renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-income') });
    const list = await screen.findByLabelText('나의 투자자 정보');
    const failure = await within(list).findByRole('alert');
    expect(failure).toHaveTextContent('남은 한도를 불러오지 못했어요.');
    // The other facts stay.
    expect(facts(list).slice(0, 4)).toEqual(['투자자 구분', '소득적격 개인투자자', '연간 투자 한도', '연 40,000,000원']);
    await user.click(within(failure).getByRole('button', { name: '다시 시도하기' }));
    await waitFor(() => expect(facts(list)).toContain('2025년 남은 한도'));
    expect(within(list).queryByRole('alert')).toBeNull();
  });

  it('투자자 구분을 알 수 없는 답이면 일반 개인투자자로 짐작하지 않고 구분과 한도를 - 로 둔다', async () => {
    // A class this app does not know yet, as the partner may add one: invest's only key is it.
    Object.assign(sandbox.state.member('demo-corp'), { investorClass: 'FOREIGN_CORP_INVESTOR' });
    renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-corp'), userContext: CORPORATE });
    const list = await screen.findByLabelText('나의 투자자 정보');
    expect(facts(list).slice(0, 4)).toEqual(['투자자 구분', '-', '연간 투자 한도', '-']);
    expect(list).not.toHaveTextContent('일반 개인투자자');
  });

  it('불러오지 못하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/more-info', times: 1 });
    const user = userEvent.setup();
    renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-general') });
    expect(await screen.findByText('투자자 정보를 불러오지 못했어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByLabelText('나의 투자자 정보')).toHaveTextContent('일반 개인투자자');
  });
});

describe('InvestDivScreen', () => {
  it('개인 회원에게 세 구분과 연간 한도를 보여주고, 소득적격은 소득 요건으로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<InvestDivScreen />, { token: tokenOf('demo-general') });
    const list = await screen.findByRole('list', { name: '투자자 구분' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      '일반 개인투자자 (현재)연간 투자 한도 20,000,000원누구나 바로 바꿀 수 있어요.',
      '소득적격 개인투자자연간 투자 한도 40,000,000원이자·배당소득이나 사업·근로소득 요건을 갖추면 신청할 수 있어요.',
      '전문 개인투자자연간 투자 한도 한도 없음전문투자자 확인서가 필요해요.',
    ]);
    await expectNoAxeViolations(container);
    await user.click(within(list).getByRole('button', { name: /소득적격 개인투자자/ }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/income-cond' });
    expect(investorInfoStore.investInformChgMatterCod).toBe('INCOME_QUALIFIED_INVESTOR');
  });

  it('회원 정보가 늦게 와도 빈 화면 대신 불러오는 중을 보이고, 온 뒤에 구분을 보여준다', async () => {
    // The member's kind is held at the sandbox until the test lets it go: no race with a slow machine.
    const memberInfo = sandbox.faults.add({ hold: true, path: '/main/v1/member/info' });
    const { queryClient } = renderScreen(<InvestDivScreen />, { token: tokenOf('demo-general') });
    // The investor information is in; the member's kind is still on its way.
    await waitFor(() => expect(queryClient.getQueryState(memberQueries.moreInfo().queryKey)?.status).toBe('success'));
    expect(queryClient.getQueryState(memberInfoQuery().queryKey)?.status).toBe('pending');
    expect(screen.getByText('불러오는 중이에요').closest('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '투자자 구분' })).not.toBeInTheDocument();
    sandbox.faults.release(memberInfo.id);
    expect(await screen.findByRole('list', { name: '투자자 구분' })).toHaveTextContent('일반 개인투자자 (현재)');
    expect(screen.queryByText('불러오는 중이에요')).not.toBeInTheDocument();
  });

  it('전문투자자는 요건 질문으로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDivScreen />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: /전문 개인투자자/ }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-question' });
    expect(investorInfoStore.investInformChgMatterCod).toBe('PRO_INVESTOR');
  });

  it('이미 일반투자자면 INVEST_ALREADY_GENERAL 창을 연다', async () => {
    const user = userEvent.setup();
    renderScreen(<InvestDivScreen />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: /일반 개인투자자/ }));
    const already = await dialog();
    expect(already).toHaveTextContent('이미 일반투자자로 등록되어 있어요');
    await user.click(within(already).getByRole('button', { name: '확인' }));
  });

  it('소득적격투자자가 일반으로 되돌리면 묻고, 바꾸고, 결과로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDivScreen />, { token: tokenOf('demo-income') });
    await user.click(await screen.findByRole('button', { name: /일반 개인투자자/ }));
    const ask = await dialog();
    expect(ask).toHaveTextContent('일반 개인투자자로 바꿀까요?');
    expect(ask).toHaveTextContent('바꾸면 연간 투자 한도가 20,000,000원으로 바로 적용돼요.');
    await user.click(within(ask).getByRole('button', { name: '바꾸기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/invest-qual-change/success' }));
    expect(await screen.findByText('일반 개인투자자로 바뀌었어요.')).toBeInTheDocument();
    expect(sandbox.state.member('demo-income').investorClass).toBe('GENERAL_INVESTOR');
  });

  it('일반으로 바꾼 뒤에는 시작해 둔 신청이 남지 않아 떠날 때 묻지 않는다', async () => {
    // As after 전문 개인투자자 → the balance requirement answered → back to invest-div.
    startApplication('PRO_INVESTOR');
    investorInfoStore.documentChecks = { balance: 'Y' };
    expect(isInvestorFlowDirty()).toBe(true);
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDivScreen />, { token: tokenOf('demo-income') });
    await user.click(await screen.findByRole('button', { name: /일반 개인투자자/ }));
    await user.click(within(await dialog()).getByRole('button', { name: '바꾸기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/invest-qual-change/success' }));
    expect(sandbox.state.member('demo-income').investorClass).toBe('GENERAL_INVESTOR');
    expect(isInvestorFlowDirty()).toBe(false);
  });

  it('일반으로 바꾸다 연결이 끊기면 실패를 한 번, 해요체로 말한다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDivScreen />, { token: tokenOf('demo-income') });
    await user.click(await screen.findByRole('button', { name: /일반 개인투자자/ }));
    sandbox.faults.add({ abort: true, path: '/main/v1/member/invest-person/general', method: 'PUT', times: 1 });
    await user.click(within(await dialog()).getByRole('button', { name: '바꾸기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('투자자 구분을 바꾸지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('서버가 거절한 이유는 그대로 보여준다', async () => {
    const user = userEvent.setup();
    renderScreen(<InvestDivScreen />, { token: tokenOf('demo-income') });
    await user.click(await screen.findByRole('button', { name: /일반 개인투자자/ }));
    sandbox.faults.add({ status: 400, code: 'BAD_REQUEST', message: '지금은 투자자 구분을 바꿀 수 없어요.', path: '/main/v1/member/invest-person/general', method: 'PUT', times: 1 });
    await user.click(within(await dialog()).getByRole('button', { name: '바꾸기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('투자자 구분을 바꾸지 못했어요. 지금은 투자자 구분을 바꿀 수 없어요.');
  });

  it('같은 날 두 번째 변경은 INVEST_INFORM_TIMES 창으로 거절된다', async () => {
    expect((await call('PUT', '/main/v1/member/invest-person/general/corp', 'demo-corp-pro')).status).toBe(200);
    sandbox.state.member('demo-corp-pro').investorClass = 'CORP_INVESTOR';
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDivScreen />, { token: tokenOf('demo-corp-pro'), userContext: { userType: '200', individualCorpCode: 'CORPORATE' } });
    await user.click(await screen.findByRole('button', { name: /일반 법인투자자/ }));
    await user.click(within(await dialog()).getByRole('button', { name: '바꾸기' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('오늘은 더 변경할 수 없어요'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(sandbox.state.member('demo-corp-pro').investorClass).toBe('CORP_INVESTOR');
  });

  it('전문투자자의 일반 전환은 묻지 않고 INVEST_CHANGE_ERROR, 신청은 INVEST_ALREADY_PRO로 막힌다', async () => {
    const switches = callsTo('/main/v1/member/invest-person/general');
    const user = userEvent.setup();
    renderScreen(<InvestDivScreen />, { token: tokenOf('demo-pro') });
    await user.click(await screen.findByRole('button', { name: /일반 개인투자자/ }));
    const customerService = await dialog();
    expect(customerService).toHaveTextContent('고객센터로 문의해주세요');
    expect(customerService).toHaveTextContent('고객센터(1644-0000)');
    expect(customerService).not.toHaveTextContent('바로 적용돼요');
    await user.click(within(customerService).getByRole('button', { name: '확인' }));
    expect(switches).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /소득적격 개인투자자/ }));
    const already = await dialog();
    expect(already).toHaveTextContent('이미 전문투자자로 등록되어 있어요');
    await user.click(within(already).getByRole('button', { name: '확인' }));
  });

  it('심사 중인 신청이 있으면 새 신청은 INVEST_QUAL_ERROR, 일반 전환은 묻지 않고 INVEST_CHANGE_ERROR로 막힌다', async () => {
    // 이서연 with a professional application under review (demo-in-progress is blocked with 403 A0010 besides).
    sandbox.state.member('demo-income').pendingInvestorClass = 'PRO_INVESTOR';
    const switches = callsTo('/main/v1/member/invest-person/general');
    const user = userEvent.setup();
    renderScreen(<InvestDivScreen />, { token: tokenOf('demo-income') });
    await user.click(await screen.findByRole('button', { name: /전문 개인투자자/ }));
    const pending = await dialog();
    expect(pending).toHaveTextContent('이미 접수된 신청이 있어요');
    await user.click(within(pending).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /일반 개인투자자/ }));
    const customerService = await dialog();
    expect(customerService).toHaveTextContent('고객센터로 문의해주세요');
    expect(customerService).not.toHaveTextContent('바로 적용돼요');
    await user.click(within(customerService).getByRole('button', { name: '확인' }));
    expect(switches).toEqual([]);
    expect(sandbox.state.member('demo-income').investorClass).toBe('INCOME_QUALIFIED_INVESTOR');
  });

  it('법인 회원에게는 법인 구분 두 가지를 보여준다', async () => {
    renderScreen(<InvestDivScreen />, { token: tokenOf('demo-corp'), userContext: CORPORATE });
    const list = await screen.findByRole('list', { name: '투자자 구분' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      '일반 법인투자자 (현재)연간 투자 한도 한도 없음누구나 바로 바꿀 수 있어요.',
      '전문 법인투자자연간 투자 한도 한도 없음전문투자자 확인서가 필요해요.',
    ]);
  });
});

describe('IncomeCondScreen', () => {
  it('구분을 고르지 않고 오면 고르러 보낸다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<IncomeCondScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('region', { name: '투자자 구분을 먼저 골라주세요' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '투자자 구분 고르기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-div' });
  });

  it('소득 요건을 보조기술에 필수 항목으로 알린다', () => {
    startApplication('INCOME_QUALIFIED_INVESTOR');
    renderScreen(<IncomeCondScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('radiogroup', { name: '어떤 소득 요건을 갖추었나요?' })).toHaveAttribute('aria-required', 'true');
  });

  it('소득 요건을 골라야 넘어간다', async () => {
    startApplication('INCOME_QUALIFIED_INVESTOR');
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<IncomeCondScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('heading', { level: 1, name: '소득 요건 확인' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('alert')).toHaveTextContent('해당하는 소득 요건을 골라주세요.');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: '이자·배당소득이 연 2,000만원을 넘어요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-report' });
    expect(investorInfoStore.incomeType).toBe('FINANCIAL_INCOME');
  });
});

describe('InvestQuestionScreen', () => {
  it('개인은 잔고 요건과 다른 요건 하나를 갖추어야 넘어간다', async () => {
    startApplication('PRO_INVESTOR');
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<InvestQuestionScreen />, { token: tokenOf('demo-general') });
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['잔고 요건을 갖추었는지 골라주세요.', '갖춘 요건을 하나 골라주세요.']);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: '아니요' }));
    await user.click(screen.getByRole('radio', { name: /자산 요건/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('alert')).toHaveTextContent('잔고 요건을 갖추어야 전문투자자로 신청할 수 있어요.');
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '네' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-report' });
    expect(investorInfoStore.documentChecks).toEqual({ balance: 'Y', asset: 'Y' });
  });

  it('잔고 요건과 갖춘 요건을 보조기술에 필수 항목으로 알린다', () => {
    startApplication('PRO_INVESTOR');
    renderScreen(<InvestQuestionScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('radiogroup', { name: '최근 5년 중 1년 이상 금융투자상품 월말 평균잔고가 5,000만원 이상이었나요?' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radiogroup', { name: '다음 중 갖춘 요건을 골라주세요.' })).toHaveAttribute('aria-required', 'true');
  });

  it('법인은 잔고 요건만 묻는다', async () => {
    startApplication('CORP_INVESTOR');
    renderScreen(<InvestQuestionScreen />, { token: tokenOf('demo-corp'), userContext: CORPORATE });
    expect(screen.getAllByRole('radiogroup').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      '금융투자상품 잔고가 100억원(외부감사 대상 법인은 50억원) 이상인가요?',
    ]);
  });
});

describe('InvestReportScreen', () => {
  it('신청 내용을 보여주고 두 동의를 받아야 서류로 간다', async () => {
    startApplication('INCOME_QUALIFIED_INVESTOR');
    investorInfoStore.incomeType = 'EARNED_INCOME';
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<InvestReportScreen />, { token: tokenOf('demo-general') });
    expect(facts(screen.getByLabelText('신청 내용'))).toEqual([
      '신청 구분',
      '소득적격 개인투자자',
      '연간 투자 한도',
      '연 40,000,000원',
      '갖춘 요건',
      '사업·근로소득이 연 1억원을 넘어요',
      '제출할 서류',
      '소득 증빙 서류',
    ]);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('checkbox', { name: '[필수] 개인(신용)정보 수집·이용에 동의해요' }));
    await user.click(screen.getByRole('button', { name: '서류 제출하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('두 항목에 모두 동의해주세요.');
    const truthful = screen.getByRole('checkbox', { name: '[필수] 위 내용이 사실과 다르지 않음을 확인해요' });
    expect(truthful).toHaveFocus();
    expect(truthful).toBeInvalid();
    expect(truthful).toHaveAccessibleDescription('두 항목에 모두 동의해주세요.');
    expect(screen.getByRole('checkbox', { name: '[필수] 개인(신용)정보 수집·이용에 동의해요' })).not.toBeInvalid();
    await user.click(truthful);
    await user.click(screen.getByRole('button', { name: '서류 제출하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-doc' });
  });

  it('두 동의를 보조기술에 필수 항목으로 알린다', () => {
    startApplication('INCOME_QUALIFIED_INVESTOR');
    investorInfoStore.incomeType = 'EARNED_INCOME';
    renderScreen(<InvestReportScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('checkbox', { name: '[필수] 개인(신용)정보 수집·이용에 동의해요' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: '[필수] 위 내용이 사실과 다르지 않음을 확인해요' })).toHaveAttribute('aria-required', 'true');
  });

  it('전문투자자 신청은 확인서를 제출 서류로 든다', () => {
    startApplication('PRO_INVESTOR');
    investorInfoStore.documentChecks = { balance: 'Y', expert: 'Y' };
    renderScreen(<InvestReportScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByLabelText('신청 내용')).toHaveTextContent('제출할 서류전문투자자 확인서');
  });
});

describe('InvestDocScreen', () => {
  const readyIncome = () => {
    startApplication('INCOME_QUALIFIED_INVESTOR');
    Object.assign(investorInfoStore, { incomeType: 'EARNED_INCOME', personalInfoAgreeYn: 'Y', investInformCheckRegisterYn: 'Y' });
  };

  it('신청에 꼭 필요한 서류를 보조기술에 필수 항목으로 알린다', () => {
    readyIncome();
    renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByLabelText('소득 증빙 서류', { selector: 'input[type="file"]' })).toHaveAttribute('aria-required', 'true');
  });

  it('서류 없이 누를 때마다 서류 올리기 버튼으로 초점을 옮기고, 알림을 새로 띄워 다시 읽히게 한다', async () => {
    readyIncome();
    const user = userEvent.setup();
    renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    const apply = screen.getByRole('button', { name: '신청하기' });
    const add = screen.getByRole('button', { name: '소득 증빙 서류 올리기' });

    await user.click(apply);
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('소득 증빙 서류를 첨부해주세요.');
    await waitFor(() => expect(add).toHaveFocus());

    // Nothing fixed: the second press is a new alert, not the one already read.
    await user.click(apply);
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(first).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('소득 증빙 서류를 첨부해주세요.');
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('서류 없이는 보내지 않고, 올리면 신청이 접수되어 상태 화면으로 간다', async () => {
    readyIncome();
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('heading', { level: 1, name: '증빙 서류 제출' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('소득 증빙 서류를 첨부해주세요.');
    await user.upload(screen.getByLabelText('소득 증빙 서류'), pdf());
    expect(within(screen.getByRole('list', { name: '올린 파일' })).getByText('소득금액증명원.pdf')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-change' }));
    expect(sandbox.state.member('demo-general').pendingInvestorClass).toBe('INCOME_QUALIFIED_INVESTOR');
    expect(investorInfoStore.investInformChgMatterCod).toBe('ETC');
  });

  it('신청 뒤 상태 화면은 첫 화면부터 심사 중을 보여주고 다시 신청하게 하지 않는다', async () => {
    const user = userEvent.setup();
    const flow = renderScreen(<WriteConfirmScreen now={NOW} />, { token: tokenOf('demo-general') });
    expect(await screen.findByLabelText('나의 투자자 정보')).toHaveTextContent('일반 개인투자자');
    readyIncome();
    flow.rerender(<InvestDocScreen />);
    await user.upload(screen.getByLabelText('소득 증빙 서류'), pdf());
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(flow.onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-change' }));
    flow.rerender(<InvestChangeScreen />);
    // At once, without waiting: write-confirm's cached "nothing under review" must not show first.
    expect(screen.getByRole('region', { name: '신청 상태' })).toHaveTextContent('신청이 접수되었어요');
    expect(screen.queryByRole('button', { name: '투자자 자격 변경하기' })).toBeNull();
  });

  it('파일을 준비하는 동안 신청하기를 또 눌러도 신청은 한 번만 간다', async () => {
    readyIncome();
    const applications = callsTo('/main/v1/member/invest-person/change');
    // The file's bytes wait until the test lets them go: the screen is still encoding it at the second press.
    let releaseBytes: (bytes: ArrayBuffer) => void = () => undefined;
    const heldBytes = new Promise<ArrayBuffer>((resolve) => {
      releaseBytes = resolve;
    });
    const evidence = pdf();
    Object.defineProperty(evidence, 'arrayBuffer', { value: () => heldBytes });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    await user.upload(screen.getByLabelText('소득 증빙 서류'), evidence);
    const apply = screen.getByRole('button', { name: '신청하기' });
    await user.click(apply);
    await user.click(apply);
    expect(apply).toHaveAttribute('aria-busy', 'true');
    expect(apply).toHaveTextContent('보내는 중이에요');
    releaseBytes(new TextEncoder().encode('%PDF-1.4').buffer);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-change' }));
    expect(applications).toEqual(['POST']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sandbox.state.member('demo-general').pendingInvestorClass).toBe('INCOME_QUALIFIED_INVESTOR');
  });

  it('파일을 준비하고 신청을 보내는 동안에는 그만하기가 막혀 떠날 수 없다', async () => {
    readyIncome();
    let releaseBytes: (bytes: ArrayBuffer) => void = () => undefined;
    const heldBytes = new Promise<ArrayBuffer>((resolve) => {
      releaseBytes = resolve;
    });
    const evidence = pdf();
    Object.defineProperty(evidence, 'arrayBuffer', { value: () => heldBytes });
    const application = sandbox.faults.add({ hold: true, path: '/main/v1/member/invest-person/change', method: 'POST' });
    const applications = callsTo('/main/v1/member/invest-person/change');
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    await user.upload(screen.getByLabelText('소득 증빙 서류'), evidence);
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    // Still encoding the file: 그만하기 asks nothing and goes nowhere.
    const leave = screen.getByRole('button', { name: '그만하기' });
    await waitFor(() => expect(leave).toHaveAttribute('aria-disabled', 'true'));
    await user.click(leave);
    expect(screen.queryByRole('dialog')).toBeNull();
    releaseBytes(new TextEncoder().encode('%PDF-1.4').buffer);
    // The request is on its way (held at the sandbox): still no leaving.
    await waitFor(() => expect(applications).toEqual(['POST']));
    expect(leave).toHaveAttribute('aria-disabled', 'true');
    await user.click(leave);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(investorInfoStore.investInformChgMatterCod).toBe('INCOME_QUALIFIED_INVESTOR');
    sandbox.faults.release(application.id);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-change' }));
    expect(onNavigate).not.toHaveBeenCalledWith({ route: '/_main/home' });
  });

  it('파일을 준비하는 동안 화면을 떠났으면 신청을 보내지 않고 데려가지도 않는다', async () => {
    readyIncome();
    let releaseBytes: (bytes: ArrayBuffer) => void = () => undefined;
    const heldBytes = new Promise<ArrayBuffer>((resolve) => {
      releaseBytes = resolve;
    });
    const evidence = pdf();
    Object.defineProperty(evidence, 'arrayBuffer', { value: () => heldBytes });
    const applications = callsTo('/main/v1/member/invest-person/change');
    const user = userEvent.setup();
    const { onNavigate, unmount } = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    await user.upload(screen.getByLabelText('소득 증빙 서류'), evidence);
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(isInvestorFlowSending()).toBe(true));
    unmount();
    releaseBytes(new TextEncoder().encode('%PDF-1.4').buffer);
    await waitFor(() => expect(isInvestorFlowSending()).toBe(false));
    expect(applications).toEqual([]);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(sandbox.state.member('demo-general').pendingInvestorClass).toBeNull();
  });

  it('오늘 이미 바꿨으면 INVEST_INFORM_TIMES 창을 열고 파일을 지킨다', async () => {
    expect((await call('PUT', '/main/v1/member/invest-person/general', 'demo-income')).status).toBe(200);
    readyIncome();
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-income') });
    await user.upload(screen.getByLabelText('소득 증빙 서류'), pdf());
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    const refused = await dialog();
    expect(refused).toHaveTextContent('오늘은 더 변경할 수 없어요');
    await user.click(within(refused).getByRole('button', { name: '확인' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByText('소득금액증명원.pdf')).toBeInTheDocument();
    expect(sandbox.state.member('demo-income').pendingInvestorClass).toBeNull();
  });

  it('투자자 정보가 만료되었으면 INVEST_INFORM_REG_AGAIN 창에서 다시 등록하러 간다', async () => {
    readyIncome();
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-tendency-expired') });
    await user.upload(screen.getByLabelText('소득 증빙 서류'), pdf());
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    await user.click(within(await dialog()).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' }));
  });

  it('신청이 실패해 화면을 떠났다 와도(오류 화면에서 이전 화면으로) 고른 파일이 남고, 신청이 되면 지운다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/invest-person/change', method: 'POST', times: 1 });
    readyIncome();
    const user = userEvent.setup();
    const first = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    await user.upload(screen.getByLabelText('소득 증빙 서류'), pdf());
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('신청하지 못했어요. 잠시 후 다시 시도해주세요.');
    first.unmount();
    const second = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    expect(within(screen.getByRole('list', { name: '올린 파일' })).getByText('소득금액증명원.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(second.onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-change' }));
    expect(sandbox.state.member('demo-general').pendingInvestorClass).toBe('INCOME_QUALIFIED_INVESTOR');
    // Sent: a later application starts without them.
    second.unmount();
    readyIncome();
    renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    expect(screen.queryByText('소득금액증명원.pdf')).not.toBeInTheDocument();
  });

  it('고른 파일은 그 구분의 신청에만 남는다', async () => {
    readyIncome();
    const user = userEvent.setup();
    const first = renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    await user.upload(screen.getByLabelText('소득 증빙 서류'), pdf());
    first.unmount();
    startApplication('PRO_INVESTOR');
    Object.assign(investorInfoStore, { personalInfoAgreeYn: 'Y', investInformCheckRegisterYn: 'Y' });
    renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByLabelText('전문투자자 확인서')).toBeInTheDocument();
    expect(screen.queryByText('소득금액증명원.pdf')).not.toBeInTheDocument();
  });

  it('동의 없이 오면 구분부터 고르게 한다', () => {
    startApplication('PRO_INVESTOR');
    renderScreen(<InvestDocScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('region', { name: '투자자 구분을 먼저 골라주세요' })).toBeInTheDocument();
  });
});

describe('InvestChangeScreen', () => {
  it('심사 중인 신청을 보여준다', async () => {
    const { container } = renderScreen(<InvestChangeScreen />, { token: tokenOf('demo-in-progress') });
    expect(await screen.findByRole('region', { name: '신청 상태' })).toHaveTextContent('신청이 접수되었어요서류를 심사하고 있어요. 결과는 알림으로 알려드릴게요.');
    expect(screen.queryByRole('button', { name: '투자자 자격 변경하기' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('신청이 없으면 변경을 시작할 수 있다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<InvestChangeScreen />, { token: tokenOf('demo-general') });
    expect(await screen.findByRole('region', { name: '신청 상태' })).toHaveTextContent('심사 중인 신청이 없어요');
    await user.click(screen.getByRole('button', { name: '투자자 자격 변경하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/write-confirm' });
  });
});

describe('invest-qual-change results', () => {
  it('샌드박스에서 승인하면 성공 화면이 새 구분과 연 40,000,000원 한도를 보여준다', async () => {
    const approved = await fetch(`${SANDBOX_ORIGIN}/__sandbox/investor-change/demo-in-progress/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(sandbox.state.data.notifications.find((item) => item.memberId === 'demo-in-progress')?.link).toBe('/invest-qual-change/success');
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<QualChangeSuccessScreen />, { token: tokenOf('demo-in-progress') });
    expect(screen.getByRole('heading', { level: 1, name: '투자자 자격이 변경되었어요' })).toBeInTheDocument();
    const list = await screen.findByLabelText('변경된 투자자 정보');
    expect(facts(list).slice(0, 4)).toEqual(['투자자 구분', '소득적격 개인투자자', '연간 투자 한도', '연 40,000,000원']);
    await waitFor(() => expect(list).toHaveTextContent('2025년 남은 한도40,000,000원'));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '홈으로' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/home' });
  });

  it('샌드박스에서 반려하면 실패 화면이 그대로인 구분과 다시 신청하기를 보여준다', async () => {
    const rejected = await fetch(`${SANDBOX_ORIGIN}/__sandbox/investor-change/demo-in-progress/reject`, { method: 'POST' });
    expect(rejected.status).toBe(200);
    const again = await fetch(`${SANDBOX_ORIGIN}/__sandbox/investor-change/demo-in-progress/reject`, { method: 'POST' });
    expect(again.status).toBe(400);
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<QualChangeFailScreen now={NOW} />, { token: tokenOf('demo-in-progress') });
    expect(screen.getByRole('heading', { level: 1, name: '투자자 자격 변경이 반려되었어요' })).toBeInTheDocument();
    expect(screen.getByText(/고객센터\(1644-0000\)로 문의해주세요/)).toBeInTheDocument();
    expect(await screen.findByLabelText('지금 투자자 정보')).toHaveTextContent('일반 개인투자자');
    await expectNoAxeViolations(container);
    investorInfoStore.incomeType = 'EARNED_INCOME';
    await user.click(screen.getByRole('button', { name: '다시 신청하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investor-status-change/invest-div' }));
    expect(investorInfoStore.incomeType).toBe('');
  });

  it('투자자 정보가 24개월이 지났으면 다시 신청하기가 INVEST_INFORM_REG_AGAIN 창에서 다시 등록하러 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<QualChangeFailScreen now={NOW} />, { token: tokenOf('demo-tendency-expired') });
    await user.click(await screen.findByRole('button', { name: '다시 신청하기' }));
    const expired = await dialog();
    expect(expired).toHaveTextContent('투자자 정보를 다시 등록해주세요');
    await user.click(within(expired).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' }));
    expect(onNavigate).not.toHaveBeenCalledWith({ route: '/investor-status-change/invest-div' });
  });

  it('투자자 정보를 한 번도 등록하지 않았으면 다시 신청하기가 먼저 등록하라고 안내하고, 취소하면 머문다', async () => {
    Object.assign(sandbox.state.member('demo-general'), { investPersonInformChgMaturityAt: '' });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<QualChangeFailScreen now={NOW} />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: '다시 신청하기' }));
    const first = await dialog();
    expect(first).toHaveTextContent('투자자 정보를 먼저 등록해주세요');
    await user.click(within(first).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
