import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen, requestedCalls } from '@jogak/feature-testing';
import { defaultPeriodChoice } from '../period/period-picker';
import { AccountHistoryList } from './account-history';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
const requests = requestedCalls(sandbox);
beforeAll(() => sandbox.listen());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
  requests.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

/** The history with its period kept as the screen keeps it. */
function AccountHistoryWithItsPeriod() {
  const [period, setPeriod] = useState(defaultPeriodChoice);
  return <AccountHistoryList period={period} onPeriodChange={setPeriod} />;
}

const renderHistory = () => renderScreen(<AccountHistoryWithItsPeriod />, { token: sandbox.state.login('demo-general').token });

/** The six months' list, which reaches back to the seeded purchase of 을지로 파인타워 1호 (2024.09). */
async function sixMonthList(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('list', { name: '거래 내역 목록' });
  await user.click(screen.getByRole('button', { name: '6개월' }));
  await waitFor(() => expect(requests).toContain('GET /main/v1/account/history/list?searchBeginAt=20240904&searchEndAt=20250304'));
  const list = await screen.findByRole('list', { name: '거래 내역 목록' });
  await within(list).findByRole('button', { name: /매수.*을지로 파인타워 1호/ });
  return list;
}

describe('AccountHistoryList 거래 내역', () => {
  it('1개월의 거래를 종류, 종목, 일시, 부호 있는 금액으로 보여준다', async () => {
    const { container } = renderHistory();
    const list = await screen.findByRole('list', { name: '거래 내역 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['청약광안리 오션뷰 스테이2025.03.04 09:00−500,000원', '출금출금2025.02.25 13:00−300,000원']);
    expect(within(list).getByText('−500,000원')).toHaveAttribute('data-tone', 'fall');
    expect(within(list).getByText('−300,000원')).toHaveAttribute('data-tone', 'fall');
    expect(requests).toContain('GET /main/v1/account/history/list?searchBeginAt=20250204&searchEndAt=20250304');
    await expectNoAxeViolations(container);
  });

  it('6개월이면 배당 입금(+)까지 보인다', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByRole('list', { name: '거래 내역 목록' });
    await user.click(screen.getByRole('button', { name: '6개월' }));
    await waitFor(() => expect(requests).toContain('GET /main/v1/account/history/list?searchBeginAt=20240904&searchEndAt=20250304'));
    const list = await screen.findByRole('list', { name: '거래 내역 목록' });
    await waitFor(() => expect(within(list).getAllByText('배당').length).toBeGreaterThan(0));
    expect(within(list).getAllByText('+6,092원')[0]).toHaveAttribute('data-tone', 'rise');
  });

  it('줄을 누르면 거래 상세(수량, 단가, 수수료, 잔액)를 보여준다', async () => {
    const user = userEvent.setup();
    renderHistory();
    const list = await sixMonthList(user);
    await user.click(within(list).getByRole('button', { name: /매수.*을지로 파인타워 1호/ }));
    const sheet = await screen.findByRole('dialog', { name: '거래 상세' });
    expect(await within(sheet).findByText('120주')).toBeInTheDocument();
    expect(within(sheet).getByText('을지로 파인타워 1호')).toBeInTheDocument();
    expect(requests.some((request) => request.startsWith('GET /main/v1/account/history/detail?accountId='))).toBe(true);
    await expectNoAxeViolations(sheet);
  });

  it('거래 상세의 금액은 목록과 같은 부호와 마이너스(−)로 쓴다', async () => {
    const user = userEvent.setup();
    renderHistory();
    const list = await sixMonthList(user);
    const buy = within(list).getByRole('button', { name: /매수.*을지로 파인타워 1호/ });
    expect(buy).toHaveTextContent('−600,000원');
    await user.click(buy);
    const sheet = await screen.findByRole('dialog', { name: '거래 상세' });
    const amount = (await within(sheet).findByText('금액')).nextElementSibling;
    expect(amount).toHaveTextContent(/^−600,000원$/);
  });

  it('불러오지 못하면 알린다', async () => {
    sandbox.faults.add({ path: '/main/v1/account/history/list', status: 500 });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('거래 내역을 불러오지 못했어요.');
  });
});
