// @vitest-environment jsdom
// The contents go through ui-kit's RichText (DOMPurify), which mis-sanitises under happy-dom.
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { DisclosureScreen } from './disclosure-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('DisclosureScreen', () => {
  it('공시의 제목, 공시일과 정리된 본문, 투자설명서로 가는 링크', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<DisclosureScreen id={108} disclosureId={10802} />);
    // Under the app header's h1 (공시): the disclosure's title is an h2 — one h1 per page.
    expect(await screen.findByRole('heading', { level: 2, name: '[투자위험] 광안리 오션뷰 스테이 주요 투자위험 안내' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('공시일 2025.02.22')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '임차인 공실에 따른 배당 감소 위험',
      '금리 변동에 따른 자산 가치 변동 위험',
      '유통시장 거래량 부족에 따른 환금성 위험',
    ]);
    const link = screen.getByRole('link', { name: '투자설명서 보기' });
    expect(link).toHaveAttribute('href', '/subscription/108/prospectus');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id/prospectus', params: { id: '108' } });
  });

  it('본문의 스크립트는 지운다', async () => {
    const offering = sandbox.state.data.offerings.find((item) => item.id === '108');
    const disclosure = offering?.disclosures[0];
    if (disclosure) disclosure.content = '<p>제출하였습니다.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>';
    const { container } = renderScreen(<DisclosureScreen id={108} disclosureId={10801} />);
    expect(await screen.findByText('제출하였습니다.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('다른 공모의 공시 번호면 찾을 수 없다고 말한다', async () => {
    renderScreen(<DisclosureScreen id={108} disclosureId={10701} />);
    expect(await screen.findByText('공시를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('이 공모의 공시가 아니에요.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /한남 스트리트 리테일/ })).not.toBeInTheDocument();
  });

  it('서버가 모르는 공시 번호면 찾을 수 없다고만 하고 다시 시도하기는 없다', async () => {
    renderScreen(<DisclosureScreen id={108} disclosureId={99999} />);
    expect(await screen.findByText('공시를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('삭제되었거나 주소가 바뀌었을 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도하기' })).not.toBeInTheDocument();
  });

  it('불러오는 동안 자리표시, 실패하면 한국어 안내와 다시 시도하기', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/product-disclosure/10801', times: 0 });
    const user = userEvent.setup();
    renderScreen(<DisclosureScreen id={108} disclosureId={10801} />);
    expect(screen.getByText('불러오는 중이에요')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('공시를 불러오지 못했어요.');
    sandbox.faults.clear();
    await user.click(within(alert.closest('section') ?? document.body).getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '[증권신고] 광안리 오션뷰 스테이 증권신고서 제출' })).toBeInTheDocument();
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderScreen(<DisclosureScreen id={108} disclosureId={10801} />);
    await screen.findByRole('heading', { level: 2 });
    await expectNoAxeViolations(container);
  });
});
