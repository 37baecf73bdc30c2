// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import type { OfferingFilter, SubscriptionListSearch } from '../offering-facts/offering-filter';
import { SubscriptionListScreen } from './subscription-list-screen';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

function renderList(search: SubscriptionListSearch = {}, token?: string) {
  const onFilterChange = vi.fn<(filter: OfferingFilter) => void>();
  const result = renderScreen(<SubscriptionListScreen search={search} onFilterChange={onFilterChange} now={new Date(NOW)} />, { token });
  return { ...result, onFilterChange };
}

function cardTexts(list: HTMLElement) {
  return within(list).getAllByRole('listitem').map((item) => item.textContent);
}

/** A finger pulling the list down 90 px, past pull-to-refresh's threshold, and lifting. */
function pullDown(root: HTMLElement) {
  fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(root, { touches: [{ clientY: 190 }] });
  fireEvent.touchEnd(root);
}

describe('SubscriptionListScreen', () => {
  it('청약 중 공모를 이미지, 상태, D-day, 이름, 공모가, 수량, 청약률, 위험 등급과 함께 보여준다', async () => {
    renderList({ filter: 'open' });
    // The app's header titles the page (its one h1); the screen repeats no title of its own, not even a hidden one.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const list = await screen.findByRole('list', { name: '청약 중 공모' });
    expect(cardTexts(list)).toEqual([
      '청약 중D-4 마감광안리 오션뷰 스테이공모가 5,000원총 발행800,000주모집720,000주청약331,200주청약률46%위험 등급1등급 매우 높은 위험',
      '청약 중D-6 마감판교 테크원 라이프공모가 5,000원총 발행1,500,000주모집1,350,000주청약418,500주청약률31%위험 등급3등급 다소 높은 위험',
      '청약 중D-Day 마감홍대 와우산로 스테이공모가 5,000원총 발행500,000주모집450,000주청약396,000주청약률88%위험 등급1등급 매우 높은 위험',
    ]);
    const first = within(list).getByRole('link', { name: /광안리 오션뷰 스테이/ });
    expect(first).toHaveAttribute('href', '/subscription/108');
    expect(first.querySelector('img')).toHaveAttribute('src', '/__sandbox/images/offering-108.svg');
  });

  it('청약률은 정확히 맞는 퍼센트를 한 자리 낮게 내리지 않는다 (391,500주 / 1,350,000주 → 29%)', async () => {
    const offering = sandbox.state.data.offerings.find((item) => item.name === '판교 테크원 라이프');
    if (!offering) throw new Error('no 판교 테크원 라이프 in the sandbox');
    offering.totalScrQty = 391_500;
    renderList({ filter: 'open' });
    const list = await screen.findByRole('list', { name: '청약 중 공모' });
    expect(within(list).getByRole('link', { name: /판교 테크원 라이프/ }).closest('li')).toHaveTextContent(
      '청약 중D-6 마감판교 테크원 라이프공모가 5,000원총 발행1,500,000주모집1,350,000주청약391,500주청약률29%위험 등급3등급 다소 높은 위험',
    );
  });

  it('필터마다 D-day 는 오픈까지, 마감 후, 상장까지와 상장 후를 센다', async () => {
    const upcoming = renderList({ filter: 'upcoming' });
    expect(cardTexts(await screen.findByRole('list', { name: '청약 예정 공모' })).map((text) => text?.split('공모가')[0])).toEqual([
      '청약 예정D-3 오픈명동 헤리티지 호텔',
      '청약 예정D-4 오픈센텀시티 비즈니스 타워',
    ]);
    upcoming.unmount();
    const closed = renderList({ filter: 'closed' });
    expect(cardTexts(await screen.findByRole('list', { name: '청약 마감 공모' })).map((text) => text?.split('공모가')[0])).toEqual(['청약 마감D+1 마감한남 스트리트 리테일']);
    closed.unmount();
    renderList({ filter: 'listed' });
    const listed = await screen.findByRole('list', { name: '배정·상장 공모' });
    expect(cardTexts(listed).map((text) => text?.split('공모가')[0])).toEqual([
      '상장D+175 상장을지로 파인타워 1호',
      '상장D+155 상장성수 레드브릭 오피스',
      '상장D+135 상장해운대 마린시티 오션스퀘어',
      '상장D+115 상장역삼 테헤란 418',
      '배정 완료D-6 상장서면 센트럴 스테이션',
      '배정 완료D-7 상장여의도 리버사이드 오피스',
    ]);
  });

  it('필터를 누르면 앱에 알리고, 누른 필터는 눌린 상태로 보인다', async () => {
    const user = userEvent.setup();
    const { onFilterChange } = renderList({ filter: 'open' });
    const filters = screen.getByRole('group', { name: '공모 상태' });
    expect(within(filters).getAllByRole('button').map((button) => `${button.textContent}:${button.getAttribute('aria-pressed')}`)).toEqual([
      '전체:false',
      '청약 예정:false',
      '청약 중:true',
      '청약 마감:false',
      '배정·상장:false',
    ]);
    await user.click(within(filters).getByRole('button', { name: '배정·상장' }));
    await user.click(within(filters).getByRole('button', { name: '청약 중' }));
    expect(onFilterChange.mock.calls).toEqual([['listed']]);
  });

  it('전체는 12개 공모를 모두 보여준다', async () => {
    renderList();
    expect(within(await screen.findByRole('list', { name: '전체 공모' })).getAllByRole('listitem')).toHaveLength(12);
  });

  it('회원의 청약에는 내 청약 수량을 표시한다', async () => {
    const { token } = sandbox.state.login('demo-general');
    renderList({ filter: 'open' }, token);
    const list = await screen.findByRole('list', { name: '청약 중 공모' });
    const own = within(list).getAllByText(/^내 청약/);
    expect(own.map((element) => element.closest('li')?.querySelector('strong')?.textContent + ' ' + element.textContent)).toEqual(['광안리 오션뷰 스테이 내 청약 100주']);
  });

  it('불러오는 동안 자리표시를 보여준다', async () => {
    renderList({ filter: 'open' });
    expect(screen.getByText('불러오는 중이에요').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('list', { name: '청약 중 공모' });
    expect(screen.queryByText('불러오는 중이에요')).not.toBeInTheDocument();
  });

  it('공모가 없으면 필터에 맞는 빈 상태를 보여준다', async () => {
    sandbox.state.data.offerings.splice(0);
    renderList({ filter: 'closed' });
    expect(await screen.findByText('청약이 마감된 공모가 없어요')).toBeInTheDocument();
  });

  it('실패하면 한국어 안내와 다시 시도하기, 다시 시도하면 채운다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/offerings', times: 0 });
    const user = userEvent.setup();
    renderList({ filter: 'open' });
    expect(await screen.findByRole('alert')).toHaveTextContent('공모 정보를 불러오지 못했어요.');
    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('list', { name: '청약 중 공모' })).toBeInTheDocument();
  });

  it('맨 위에서 당겼다 놓으면 새로 불러온다', async () => {
    const { container } = renderList({ filter: 'open' });
    const list = await screen.findByRole('list', { name: '청약 중 공모' });
    expect(within(list).getByText('광안리 오션뷰 스테이')).toBeInTheDocument();
    const offering = sandbox.state.data.offerings.find((item) => item.id === '108');
    if (offering) offering.totalScrQty = 720_000;
    const root = container.querySelector('.jg-subs') as HTMLElement;
    fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientY: 140 }] });
    expect(screen.getByText('당겨서 새로고침')).toBeInTheDocument();
    fireEvent.touchMove(root, { touches: [{ clientY: 190 }] });
    expect(screen.getByText('놓으면 새로고침해요')).toBeInTheDocument();
    fireEvent.touchEnd(root);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('청약률100%'));
  });

  it('당겨서 새로고침이 실패하면 있던 목록을 그대로 두고 최신 정보를 불러오지 못했다고 말한다', async () => {
    const { container } = renderList({ filter: 'open' });
    const list = await screen.findByRole('list', { name: '청약 중 공모' });
    sandbox.faults.add({ abort: true, path: '/main/v1/offerings', method: 'GET', times: 0 });
    const root = container.querySelector('.jg-subs') as HTMLElement;
    pullDown(root);
    expect(await screen.findByRole('alert')).toHaveTextContent('최신 공모 정보를 불러오지 못했어요.');
    await waitFor(() => expect(screen.queryByText('새로고침 중이에요')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: '청약 중 공모' })).toBe(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    // The next pull that succeeds takes the notice away.
    sandbox.faults.clear();
    pullDown(root);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: '청약 중 공모' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('당겨서 새로고침이 실패하면 알림 안의 다시 시도하기로 당기지 않고도 다시 불러오고, 성공할 때까지 알림이 남는다', async () => {
    const user = userEvent.setup();
    const { container } = renderList({ filter: 'open' });
    const list = await screen.findByRole('list', { name: '청약 중 공모' });
    sandbox.faults.add({ abort: true, path: '/main/v1/offerings', method: 'GET', times: 0 });
    const root = container.querySelector('.jg-subs') as HTMLElement;
    pullDown(root);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('최신 공모 정보를 불러오지 못했어요.');
    await waitFor(() => expect(screen.queryByText('새로고침 중이에요')).not.toBeInTheDocument());

    // The retry is busy while its answer is on its way; one that fails again keeps the notice and
    // its button where they were, ready for the next try.
    sandbox.faults.clear();
    const dropped = sandbox.faults.add({ hold: true, path: '/main/v1/offerings', method: 'GET' });
    const retry = within(alert).getByRole('button', { name: '다시 시도하기' });
    await user.click(retry);
    await waitFor(() => expect(sandbox.faults.list()).toEqual([]));
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('alert')).toBe(alert);
    sandbox.faults.clear(dropped.id);
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(within(alert).getByRole('button', { name: '다시 시도하기' })).toBe(retry);

    // The server answers, with an offering opened since: the notice goes and the list shows it.
    const opened = sandbox.state.data.offerings.find((item) => item.id === '108');
    if (!opened) throw new Error('no offering 108 in the sandbox');
    sandbox.state.data.offerings.push({ ...structuredClone(opened), id: '901', name: '새로 열린 테스트 공모' });
    const answered = sandbox.faults.add({ hold: true, path: '/main/v1/offerings', method: 'GET' });
    await user.click(retry);
    await waitFor(() => expect(sandbox.faults.list()).toEqual([]));
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('alert')).toBe(alert);
    sandbox.faults.release(answered.id);
    expect(await within(list).findByRole('link', { name: /새로 열린 테스트 공모/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // The button left with the notice: its focus went to the cards it brought, not to the page's start.
    await waitFor(() => expect(list).toHaveFocus());
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderList();
    await screen.findByRole('list', { name: '전체 공모' });
    await expectNoAxeViolations(container);
  });
});
