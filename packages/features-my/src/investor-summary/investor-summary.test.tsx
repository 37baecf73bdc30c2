import { renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvestorSummary } from './investor-summary';

const NOW = new Date('2025-03-04T10:00:00+09:00');
const sandbox = setupSandboxServer({ now: NOW.toISOString() });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const factsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('InvestorSummary', () => {
  it('투자자 정보 제공을 거절한 회원에게는 미제공과 청약·매수를 할 수 있음을 알리고 유효기간을 두지 않는다 (spec §4)', async () => {
    // What POST /main/v1/member/invest-tendency leaves after 투자자 정보 미제공 two years ago: the
    // maturity has passed, which must not matter for a member who gave no information.
    Object.assign(sandbox.state.member('demo-general'), {
      customerTendencyEvalCod: '-',
      investPersonInformOfferYn: 'N',
      investPersonInformChgAt: '20230102',
      investPersonInformChgMaturityAt: '20250102',
    });
    renderScreen(<InvestorSummary now={NOW} />, { token: sandbox.state.login('demo-general').token });
    const investor = screen.getByRole('region', { name: '투자자 정보' });
    await within(investor).findByText('정보 미제공');
    expect(factsOf(investor)).toEqual(['투자자 구분: 일반 개인투자자', '투자성향: 정보 미제공', '유효기간: -']);
    expect(investor).toHaveTextContent('투자자 정보를 제공하지 않았어요. 청약과 매수는 할 수 있고, 그때마다 부적합 거래 확인을 받아요.');
    expect(investor).not.toHaveTextContent('투자성향을 분석하면 청약과 주문을 할 수 있어요.');
    expect(within(investor).getByRole('link', { name: '투자성향 분석하기' })).toHaveAttribute('href', '/investment-analysis/invest-tendency');
  });

  it('분석한 적 없는 회원에게는 분석 전과 분석하면 투자할 수 있음을 알린다', async () => {
    Object.assign(sandbox.state.member('demo-general'), {
      customerTendencyEvalCod: '-',
      investPersonInformOfferYn: 'Y',
      investPersonInformChgAt: '',
      investPersonInformChgMaturityAt: '',
    });
    renderScreen(<InvestorSummary now={NOW} />, { token: sandbox.state.login('demo-general').token });
    const investor = screen.getByRole('region', { name: '투자자 정보' });
    await within(investor).findByText('분석 전');
    expect(factsOf(investor)).toEqual(['투자자 구분: 일반 개인투자자', '투자성향: 분석 전', '유효기간: -']);
    expect(investor).toHaveTextContent('투자성향을 분석하면 청약과 주문을 할 수 있어요.');
  });

  it('불러오지 못하면 제목이 말한 실패를 해요체 한 번으로 두고, 할 일만 덧붙인다', async () => {
    sandbox.faults.add({ status: 400, path: '/main/v1/member/info', method: 'GET', times: 1 });
    renderScreen(<InvestorSummary now={NOW} />, { token: sandbox.state.login('demo-general').token });
    const failure = await within(screen.getByRole('region', { name: '투자자 정보' })).findByRole('alert');
    expect(within(failure).getByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(failure).not.toHaveTextContent('에러가 발생했습니다');
  });
});
