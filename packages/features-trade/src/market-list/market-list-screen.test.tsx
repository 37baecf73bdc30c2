import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveLiveSandboxPerFile, type LiveSandbox } from '../../test/live-sandbox';
import { marketScreenQueries } from '../market-queries/market-screen-queries';
import { MarketListScreen } from './market-list-screen';
import type { MarketListSearch } from './market-list-search';
import { holdClosedMarketOperation } from '../../test/hold-market-operation';
import { formatMarketCap } from '@jogak/domain-rules';
import type * as DomainRules from '@jogak/domain-rules';

// The rows' market cap goes through a spy (the real rule behind it): its calls say which rows drew.
vi.mock('@jogak/domain-rules', async (importOriginal) => {
  const rules = await importOriginal<typeof DomainRules>();
  return { ...rules, formatMarketCap: vi.fn(rules.formatMarketCap) };
});

const { sandbox, startLive } = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
let live: LiveSandbox;

async function renderList({ withholdMarketOperation = false, search = {}, onSearchChange = () => undefined }: { withholdMarketOperation?: boolean; search?: MarketListSearch; onSearchChange?: (search: MarketListSearch) => void } = {}) {
  live = await startLive(null, { withholdMarketOperation });
  return renderScreen(<MarketListScreen loadLive={() => Promise.resolve(live.client)} search={search} onSearchChange={onSearchChange} />);
}

function rowTexts(list: HTMLElement) {
  return within(list).getAllByRole('listitem').map((item) => item.textContent);
}

describe('MarketListScreen', () => {
  it('상장 건물을 현재가, 등락, 거래량, 시가총액과 함께 보여주고 거래 중임을 알린다', async () => {
    const { container } = await renderList();
    expect(await screen.findByRole('heading', { name: '상장된 건물' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '상장 건물 시세' });
    expect(rowTexts(list)).toEqual([
      '성수 레드브릭 오피스6,120원 보합0 (0.00%)거래량 0주시가총액 73억 원',
      '역삼 테헤란 41810,450원 보합0 (0.00%)거래량 0주시가총액 261억 원',
      '을지로 파인타워 1호5,430원 보합0 (0.00%)거래량 0주시가총액 97억 원',
      '해운대 마린시티 오션스퀘어4,780원 보합0 (0.00%)거래량 0주시가총액 43억 원',
    ]);
    expect(within(list).getByRole('link', { name: /을지로 파인타워 1호/ })).toHaveAttribute('href', '/market/JG0001');
    expect(await screen.findByRole('status', { name: '장 운영 상태' })).toHaveTextContent('거래 중평일 09:00 ~ 16:00에 거래할 수 있어요.');
    await expectNoAxeViolations(container);
  });

  it('장 운영 상태가 올 때까지 제목 아래를 불러오는 중으로 두어, 상태가 와도 검색창과 시세가 밀리지 않는다', async () => {
    const answer = holdClosedMarketOperation(sandbox);
    const { queryClient } = await renderList({ withholdMarketOperation: true });
    await waitFor(() => expect(queryClient.getQueryState(marketScreenQueries.list().queryKey)?.status).toBe('success'));
    expect(screen.getByRole('heading', { name: '상장된 건물' })).toBeInTheDocument();
    expect(screen.getByText('불러오는 중이에요')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: '건물 이름 검색' })).toBeNull();
    expect(screen.queryByRole('list', { name: '상장 건물 시세' })).toBeNull();

    answer();
    expect(await screen.findByRole('status', { name: '장 운영 상태' })).toHaveTextContent('장 마감지금은 거래 시간이 아니에요.');
    expect(screen.getByRole('searchbox', { name: '건물 이름 검색' })).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('list', { name: '상장 건물 시세' }))).toHaveLength(4);
  });

  it('장 운영 시간 조회가 실패해도 시세와 검색을 보여준다', async () => {
    sandbox.faults.add({ method: 'GET', path: '/main/v1/stock/market-operation-time', status: 500 });
    await renderList();
    expect(rowTexts(await screen.findByRole('list', { name: '상장 건물 시세' }))).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: '건물 이름 검색' })).toBeInTheDocument();
  });

  it('체결이 일어나면 가격과 등락이 실시간으로 바뀐다: 상승은 빨간 +, 하락은 파란 −', async () => {
    await renderList();
    const list = await screen.findByRole('list', { name: '상장 건물 시세' });
    await waitFor(() => expect(live.client.state.marketStocks.JG0001).toBeDefined());
    const buyer = sandbox.state.login('demo-general');
    sandbox.state.placeOrder(buyer.memberId, { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    // The makers' bids step aside, so the member's sell rests at 4,770 and a maker's buy takes it there.
    for (const maker of ['sim-maker-1', 'sim-maker-2']) sandbox.state.cancelAllOrders(maker, 'JG0003');
    sandbox.state.placeOrder(buyer.memberId, { stockCd: 'JG0003', side: 'sell', price: 4_770, quantity: 10 });
    sandbox.state.placeOrder('sim-maker-1', { stockCd: 'JG0003', side: 'buy', price: 4_770, quantity: 10 });
    const rising = within(list).getByRole('link', { name: /을지로/ });
    await waitFor(() => expect(rising).toHaveTextContent('5,440원 상승+10 (+0.18%)거래량 10주'));
    expect(rising.querySelector('[data-tone="rise"]')).not.toBeNull();
    const falling = within(list).getByRole('link', { name: /해운대/ });
    await waitFor(() => expect(falling).toHaveTextContent('4,770원 하락\u221210 (\u22120.21%)거래량 10주'));
    expect(falling.querySelector('[data-tone="fall"]')).not.toBeNull();
    // Rows keep their places while figures move; tapping the sort again orders by the latest.
    expect(rowTexts(list).map((text) => text?.slice(0, 2))).toEqual(['성수', '역삼', '을지', '해운']);
    await userEvent.setup().click(screen.getByRole('button', { name: '등락률순' }));
    expect(rowTexts(list).map((text) => text?.slice(0, 2))).toEqual(['을지', '성수', '역삼', '해운']);
  });

  it('한 건물의 체결은 그 건물의 행만 다시 그린다', async () => {
    await renderList();
    const list = await screen.findByRole('list', { name: '상장 건물 시세' });
    await waitFor(() => expect(Object.keys(live.client.state.marketStocks)).toHaveLength(4));
    const drawnCaps = vi.mocked(formatMarketCap);
    drawnCaps.mockClear();
    const buyer = sandbox.state.login('demo-general');
    sandbox.state.placeOrder(buyer.memberId, { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    await waitFor(() => expect(within(list).getByRole('link', { name: /을지로/ })).toHaveTextContent('5,440원 상승+10 (+0.18%)거래량 10주시가총액 97억 원'));
    expect(drawnCaps).toHaveBeenCalled();
    expect(new Set(drawnCaps.mock.calls.map(([amount]) => amount)).size).toBe(1);
  });

  it('거래량순, 이름순으로 정렬하고 이름으로 검색한다', async () => {
    const user = userEvent.setup();
    await renderList();
    const list = await screen.findByRole('list', { name: '상장 건물 시세' });
    await user.click(screen.getByRole('button', { name: '이름순' }));
    expect(screen.getByRole('button', { name: '이름순' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowTexts(list).map((text) => text?.slice(0, 2))).toEqual(['성수', '역삼', '을지', '해운']);
    await user.type(screen.getByLabelText('건물 이름 검색'), '해운대');
    expect(rowTexts(list).map((text) => text?.slice(0, 3))).toEqual(['해운대']);
    await user.clear(screen.getByLabelText('건물 이름 검색'));
    await user.type(screen.getByLabelText('건물 이름 검색'), '강남');
    expect(await screen.findByText('검색 결과가 없어요')).toBeInTheDocument();
    expect(screen.getByLabelText('건물 이름 검색')).toHaveValue('강남');
  });

  it('조합 중인 글자(역을 치는 중의 ㅇ, 여)에도 검색 결과 없음을 띄우지 않고 맞는 건물을 보여준다', async () => {
    const user = userEvent.setup();
    await renderList();
    await screen.findByRole('list', { name: '상장 건물 시세' });
    const box = screen.getByLabelText('건물 이름 검색');
    const shown = () => rowTexts(screen.getByRole('list', { name: '상장 건물 시세' })).map((text) => text?.slice(0, 2));
    // A keyboard's IME hands the box each step of the syllable: 'ㅇ', then '여', then '역'.
    for (const composing of ['ㅇ', '여', '역']) {
      await user.clear(box);
      await user.type(box, composing);
      expect(screen.queryByText('검색 결과가 없어요')).toBeNull();
      expect(shown()).toContain('역삼');
    }
    expect(shown()).toEqual(['역삼']);
  });

  it('주소의 정렬과 검색어로 열리고, 바꾼 정렬과 검색어를 주소에 쓰도록 알린다', async () => {
    const onSearchChange = vi.fn<(search: MarketListSearch) => void>();
    const user = userEvent.setup();
    await renderList({ search: { sort: 'name', q: '역' }, onSearchChange });
    const list = await screen.findByRole('list', { name: '상장 건물 시세' });
    expect(screen.getByRole('button', { name: '이름순' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('건물 이름 검색')).toHaveValue('역');
    expect(rowTexts(list).map((text) => text?.slice(0, 2))).toEqual(['역삼']);
    await user.click(screen.getByRole('button', { name: '거래량순' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: 'volume', q: '역' });
    await user.type(screen.getByLabelText('건물 이름 검색'), '삼');
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: 'volume', q: '역삼' });
    await user.click(screen.getByRole('button', { name: '등락률순' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: '역삼' });
  });

  it('실시간 연결이 끊기면 다시 연결될 때까지 끊겼다고 알리고, 알림은 시세 목록 뒤에 붙어 행을 밀지 않는다', async () => {
    await renderList();
    const list = await screen.findByRole('list', { name: '상장 건물 시세' });
    await waitFor(() => expect(live.client.state.status).toBe('connected'));
    const notice = screen.getByRole('status', { name: '실시간 시세 연결' });
    expect(notice).toBeEmptyDOMElement();
    // Last in the screen: nothing above it moves when its text arrives.
    expect(notice.parentElement?.lastElementChild).toBe(notice);
    expect(list.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    live.endpoint.kill();
    await waitFor(() => expect(notice).toHaveTextContent('실시간 시세 연결이 끊겼어요. 다시 연결하는 중이에요.'));
    live.endpoint.restart();
    await waitFor(() => expect(notice).toBeEmptyDOMElement(), { timeout: 10_000 });
    expect(live.client.state.status).toBe('connected');
  }, 20_000);

  it('실시간 장 운영이 지난 날(금요일 장 마감)의 것이면 더 새로운 날의 조회(토요일 휴장일)를 따른다', async () => {
    sandbox.state.clock.set('2025-03-08T10:00:00+09:00');
    // The sandbox moves to Saturday before the feed starts, so the feed has no Saturday operation to send.
    sandbox.state.sync();
    live = await startLive(null, { withholdMarketOperation: true });
    live.client.state.marketOperation = { stdAt: '20250307', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'N' };
    renderScreen(<MarketListScreen loadLive={() => Promise.resolve(live.client)} search={{}} onSearchChange={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('status', { name: '장 운영 상태' })).toHaveTextContent('휴장일오늘은 휴장일이에요. 거래는 평일 09:00 ~ 16:00에 할 수 있어요.'));
  });

  it('장이 끝나면 장 마감과 거래 시간을 알린다', async () => {
    sandbox.state.clock.set('2025-03-04T17:00:00+09:00');
    await renderList();
    expect(await screen.findByRole('status', { name: '장 운영 상태' })).toHaveTextContent('장 마감지금은 거래 시간이 아니에요. 거래는 평일 09:00 ~ 16:00에 할 수 있어요.');
  });

  it('불러오지 못하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ method: 'GET', path: '/main/v1/market/stocks', status: 500 });
    const user = userEvent.setup();
    await renderList();
    expect(await screen.findByText('시세를 불러오지 못했어요.')).toBeInTheDocument();
    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('list', { name: '상장 건물 시세' })).toBeInTheDocument();
  });

  it('시세를 다시 불러오다 실패해도 (앱으로 돌아올 때 등) 보던 목록은 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = await renderList();
    const list = await screen.findByRole('list', { name: '상장 건물 시세' });
    sandbox.faults.add({ status: 400, path: '/main/v1/market/stocks', method: 'GET', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryState(marketScreenQueries.list().queryKey)?.status).toBe('error'));
    expect(rowTexts(list)).toHaveLength(4);
    expect(within(list).getByRole('link', { name: /을지로 파인타워 1호/ })).toBeInTheDocument();
    expect(screen.queryByText('시세를 불러오지 못했어요.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
