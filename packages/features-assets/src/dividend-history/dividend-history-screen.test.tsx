import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { DividendHistoryScreen } from './dividend-history-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const renderDividends = (stockCd: string, member = 'demo-general') =>
  renderScreen(<DividendHistoryScreen stockCd={stockCd} />, { token: sandbox.state.login(member).token });

describe('DividendHistoryScreen 배당 내역', () => {
  it('건물의 배당을 지급일별 차트, 합계, 매수가 대비 배당률로 보여준다', async () => {
    const { container } = renderDividends('JG0001');
    // Under the app header's h1 (배당 내역), the building's history is an h2: one h1 per page.
    expect(await screen.findByRole('heading', { level: 2, name: '을지로 파인타워 1호 배당 내역' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('받은 배당금 (세후)').nextElementSibling).toHaveTextContent('12,184원');
    expect(await screen.findByText('2.03%')).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: '지급일별 배당금 (세후)' });
    expect(within(chart).getAllByRole('row').map((row) => row.textContent)).toEqual(['지급일세후 배당금', '2024.10.156,092원', '2025.01.156,092원']);
    const payments = screen.getByRole('list', { name: '배당 지급 목록' });
    const rows = within(payments).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('지급일 2025.01.15세후 배당금6,092원주당 배당금60원 × 120주세금1,108원매수가 대비 배당률1.20%');
    await expectNoAxeViolations(container);
  });

  it('받은 배당이 없으면 빈 상태', async () => {
    renderDividends('JG0004');
    expect(await screen.findByRole('heading', { level: 2, name: '역삼 테헤란 418 배당 내역' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '받은 배당금이 없어요' })).toBeInTheDocument();
  });

  it('없는 종목은 찾을 수 없다고 알린다', async () => {
    renderDividends('XX9999');
    expect(await screen.findByRole('region', { name: '종목을 찾을 수 없어요' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('불러오지 못하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ path: '/main/v1/account/dividends', status: 500 });
    renderDividends('JG0001');
    expect(await screen.findByRole('alert')).toHaveTextContent('배당 내역을 불러오지 못했어요.');
  });
});
