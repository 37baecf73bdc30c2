import { investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { fakeNativeShell, renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvestQuestionScreen } from './invest-question-screen';
import { startApplication } from './qualification-draft';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  resetInvestorInfo();
});
afterAll(() => sandbox.close());

describe('전문투자자 요건 확인 화면의 뒤로 버튼 (스펙 9의 invest-question)', () => {
  it('요건 질문 앞 단계인 투자자 구분 선택으로 가고, 고른 잔고 요건은 초안에 남는다', async () => {
    startApplication('PRO_INVESTOR');
    const shell = fakeNativeShell();
    const { onNavigate } = renderScreen(<InvestQuestionScreen nativeBack={shell.events} />, { token: sandbox.state.login('demo-general').token });
    expect(screen.getByRole('heading', { level: 1, name: '전문투자자 요건 확인' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '네' }));
    shell.pressBack();
    expect(onNavigate.mock.calls).toEqual([[{ route: '/investor-status-change/invest-div' }, { returnTo: true }]]);
    expect(investorInfoStore.investInformChgMatterCod).toBe('PRO_INVESTOR');
    expect(investorInfoStore.documentChecks).toEqual({ balance: 'Y' });
  });

  it('구분을 고르지 않고 왔으면 화면의 투자자 구분 고르기와 같은 곳으로', async () => {
    const shell = fakeNativeShell();
    const { onNavigate } = renderScreen(<InvestQuestionScreen nativeBack={shell.events} />, { token: sandbox.state.login('demo-general').token });
    expect(screen.getByRole('region', { name: '투자자 구분을 먼저 골라주세요' })).toBeInTheDocument();
    shell.pressBack();
    await userEvent.click(screen.getByRole('button', { name: '투자자 구분 고르기' }));
    // The back returns to the choice; the screen's button opens it.
    expect(onNavigate.mock.calls).toEqual([[{ route: '/investor-status-change/invest-div' }, { returnTo: true }], [{ route: '/investor-status-change/invest-div' }]]);
  });
});
