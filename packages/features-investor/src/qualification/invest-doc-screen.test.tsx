import { investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvestDocScreen } from './invest-doc-screen';
import { startApplication } from './qualification-draft';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  resetInvestorInfo();
});
afterAll(() => sandbox.close());

describe('InvestDocScreen 서류 없이 신청하기', () => {
  it('누를 때마다 서류 올리기 버튼으로 초점을 옮기고, 알림을 새로 띄워 다시 읽히게 한다', async () => {
    startApplication('INCOME_QUALIFIED_INVESTOR');
    Object.assign(investorInfoStore, { incomeType: 'EARNED_INCOME', personalInfoAgreeYn: 'Y', investInformCheckRegisterYn: 'Y' });
    const user = userEvent.setup();
    renderScreen(<InvestDocScreen />, { token: sandbox.state.login('demo-general').token });
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
});
