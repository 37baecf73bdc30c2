import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveLiveSandboxPerFile, type LiveSandbox } from '../../test/live-sandbox';
import { marketScreenQueries } from '../market-queries/market-screen-queries';
import { MarketDetailScreen } from './market-detail-screen';
import { holdClosedMarketOperation } from '../../test/hold-market-operation';

// happy-dom has no canvas: the chart stands in as the number of candles it was given (drawn in
// the stories, in Chromium).
vi.mock('../price-chart/candle-chart', () => ({
  default: ({ candles }: { readonly candles: readonly unknown[] }) => <p>캔들 {candles.length}개</p>,
}));

const { sandbox, startLive } = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
let live: LiveSandbox;

const LINKED = { userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'Y' } as const;
const GUEST = { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: 'N' } as const;

async function renderDetail({ stockCd = 'JG0001', signedIn = false, withholdMarketOperation = false } = {}) {
  const session = signedIn ? sandbox.state.login('demo-general') : null;
  live = await startLive(session ? { uid: session.memberId, token: session.token } : null, { withholdMarketOperation });
  const foreground = new Set<() => void>();
  const onGate = vi.fn();
  const result = renderScreen(
    <MarketDetailScreen
      stockCd={stockCd}
      loadLive={() => Promise.resolve(live.client)}
      user={signedIn ? LINKED : GUEST}
      onGate={onGate}
      onDeposit={vi.fn()}
      subscribeToForeground={(listener) => {
        foreground.add(listener);
        return () => foreground.delete(listener);
      }}
    />,
    { token: session?.token ?? null },
  );
  return { ...result, onGate, foreground: () => foreground.forEach((listener) => listener()) };
}

function bookRows() {
  return within(screen.getByRole('table', { name: '호가' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

describe('MarketDetailScreen', () => {
  it('장 운영 상태가 올 때까지 불러오는 중으로 두어, 상태가 와도 탭이 밀리지 않는다', async () => {
    const answer = holdClosedMarketOperation(sandbox);
    const { queryClient } = await renderDetail({ withholdMarketOperation: true });
    await waitFor(() => expect(queryClient.getQueryState(marketScreenQueries.detail('JG0001').queryKey)?.status).toBe('success'));
    expect(screen.getByText('불러오는 중이에요')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '을지로 파인타워 1호' })).toBeNull();

    answer();
    expect(await screen.findByRole('status', { name: '장 운영 상태' })).toHaveTextContent('장 마감지금은 거래 시간이 아니에요.');
    expect(screen.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '호가' })).toBeInTheDocument();
  });

  it('현재가, 오늘의 시세, 상·하한가와 호가를 잔량과 함께 보여준다', async () => {
    const { container } = await renderDetail();
    expect(await screen.findByRole('heading', { name: '을지로 파인타워 1호' })).toBeInTheDocument();
    const ticker = screen.getByRole('region', { name: '현재가' });
    expect(ticker).toHaveTextContent('5,430원 보합0 (0.00%)');
    expect(within(screen.getByLabelText('오늘의 시세')).getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '5,430원',
      '5,430원',
      '5,430원',
      '5,430원',
      '7,050원',
      '3,810원',
      '0주',
      '97억 원',
    ]);
    await waitFor(() => expect(bookRows()).toHaveLength(10));
    expect(bookRows()).toEqual([
      '4005,480',
      '1,3805,470',
      '3205,460',
      '1705,450',
      '1,2605,440',
      '5,430920',
      '5,420850',
      '5,410120',
      '5,40080',
      '5,390620',
    ]);
    expect(screen.getByRole('button', { name: /5,430 매수호가, 잔량 920주, 현재가/ }).closest('td')).toHaveAttribute('data-current', 'true');
    expect(screen.getByLabelText('최우선 호가')).toHaveTextContent('최우선 매도호가5,440원최우선 매수호가5,430원');
    await expectNoAxeViolations(container);
  });

  it('체결이 나면 호가, 현재가, 체결 목록이 실시간으로 바뀐다', async () => {
    const user = userEvent.setup();
    await renderDetail();
    await waitFor(() => expect(bookRows()).toHaveLength(10));
    await waitFor(() => expect(live.client.state.tickers.JG0001).toBeDefined());
    sandbox.state.placeOrder('sim-maker-1', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 1_260 });
    await waitFor(() => expect(bookRows()).toHaveLength(9));
    expect(bookRows().slice(3, 5)).toEqual(['1705,450', '5,430920']);
    expect(screen.getByRole('region', { name: '현재가' })).toHaveTextContent('5,440원 상승+10 (+0.18%)');
    await user.click(screen.getByRole('tab', { name: '체결' }));
    const trades = await screen.findByRole('table', { name: '최근 체결' });
    expect(within(trades).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '10:00:005,440원매수 370주',
      '10:00:005,440원매수 590주',
      '10:00:005,440원매수 300주',
    ]);
    // The side is seen, not only coloured (nor only heard).
    expect(trades.querySelector('.jg-visually-hidden')).toBeNull();
  });

  it('떠났던 종목에 실시간 연결이 끊긴 채 다시 오면, 남은 옛 실시간 시세 대신 조회한 시세를 보이고 연결이 끊겼다고 알린다', async () => {
    const guestDetail = () => (
      <MarketDetailScreen stockCd="JG0001" loadLive={() => Promise.resolve(live.client)} user={GUEST} onGate={vi.fn()} onDeposit={vi.fn()} subscribeToForeground={() => () => undefined} />
    );
    live = await startLive();
    const first = renderScreen(guestDetail());
    await waitFor(() => expect(live.client.state.tickers.JG0001).toBeDefined());
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    await waitFor(() => expect(screen.getByRole('region', { name: '현재가' })).toHaveTextContent('5,440원 상승+10 (+0.18%)'));
    expect(screen.getByRole('status', { name: '실시간 시세 연결' })).toBeEmptyDOMElement();
    first.unmount();

    live.endpoint.kill();
    await waitFor(() => expect(live.client.state.status).not.toBe('connected'));
    // Traded while the feed is down: only the stock call knows.
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 20 });
    renderScreen(guestDetail());
    const ticker = await screen.findByRole('region', { name: '현재가' });
    expect(within(screen.getByLabelText('오늘의 시세')).getByText('거래량').nextElementSibling).toHaveTextContent('30주');
    expect(ticker).toHaveTextContent('5,440원 상승+10 (+0.18%)');
    await waitFor(() => expect(screen.getByRole('status', { name: '실시간 시세 연결' })).toHaveTextContent('실시간 시세 연결이 끊겼어요. 다시 연결하는 중이에요.'));
  });

  it('실시간 시세가 장 운영의 날보다 이전 날(금요일)의 것이면 조회한 오늘의 시세(토요일)를 보여준다', async () => {
    sandbox.state.clock.set('2025-03-07T10:00:00+09:00');
    sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    sandbox.state.clock.set('2025-03-08T10:00:00+09:00');
    sandbox.state.sync();
    live = await startLive();
    // The feed is down before the screen follows the market, so Friday's ticker is all it holds.
    live.endpoint.kill();
    live.client.state.tickers.JG0001 = {
      stockCd: 'JG0001', name: '을지로 파인타워 1호', currentPrice: 5_440, prevClosePrice: 5_430, changePrice: 10, changeRate: 0.18, openPrice: 5_440, highPrice: 5_440,
      lowPrice: 5_440, upperLimitPrice: 7_050, lowerLimitPrice: 3_810, tradeQty: 10, tradeAmt: 54_400, updatedAt: '2025-03-07T10:00:00+09:00',
    };
    renderScreen(
      <MarketDetailScreen stockCd="JG0001" loadLive={() => Promise.resolve(live.client)} user={GUEST} onGate={vi.fn()} onDeposit={vi.fn()} subscribeToForeground={() => () => undefined} />,
    );
    const ticker = await screen.findByRole('region', { name: '현재가' });
    expect(ticker).toHaveTextContent('5,440원 보합0 (0.00%)');
    expect(within(screen.getByLabelText('오늘의 시세')).getAllByRole('definition').map((item) => item.textContent).slice(0, 7)).toEqual([
      '5,440원',
      '5,440원',
      '5,440원',
      '5,440원',
      '7,070원',
      '3,810원',
      '0주',
    ]);
    expect(screen.getByRole('status', { name: '장 운영 상태' })).toHaveTextContent('휴장일');
  });

  it('차트 탭: 일봉 이력 뒤로 오늘의 실시간 체결이 새 봉을 열고 움직인다', async () => {
    const user = userEvent.setup();
    const { container } = await renderDetail();
    await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
    await waitFor(() => expect(live.client.state.tickers.JG0001).toBeDefined());
    await user.click(screen.getByRole('tab', { name: '차트' }));
    expect(await screen.findByText('캔들 250개')).toBeInTheDocument();
    expect(screen.getByLabelText('2025.02.28 시세')).toBeInTheDocument();
    sandbox.state.placeOrder('sim-maker-1', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 1_260 });
    const today = await screen.findByLabelText('2025.03.04 시세');
    await waitFor(() => expect(within(today).getAllByRole('definition').map((item) => item.textContent)).toEqual(['5,440원', '5,440원', '5,440원', '5,440원', '1,260주']));
    expect(screen.getByText('캔들 251개')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('앱이 다시 앞으로 오면 새 호가 스냅숏으로 맞춘다', async () => {
    const { foreground } = await renderDetail();
    await waitFor(() => expect(bookRows()).toHaveLength(10));
    const snapshots = vi.fn();
    sandbox.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/order-book')) snapshots();
    });
    foreground();
    await waitFor(() => expect(snapshots).toHaveBeenCalledTimes(1));
    sandbox.server.events.removeAllListeners();
  });

  it('다시 맞추기가 실패해도 보이던 시세와 열린 주문 시트, 입력한 수량은 그대로다', async () => {
    const { foreground, queryClient } = await renderDetail({ signedIn: true });
    await waitFor(() => expect(bookRows()).toHaveLength(10));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '매수' }));
    const sheet = await screen.findByRole('dialog', { name: '매수 주문' });
    await user.type(within(sheet).getByLabelText('주문 수량', { exact: true }), '3');
    // The path matches the re-sync's two calls (the book's and the stock's): both fail.
    sandbox.faults.add({ method: 'GET', path: '/main/v1/market/stocks/JG0001', status: 500, times: 2 });
    foreground();
    await waitFor(() => expect(queryClient.getQueryState(marketScreenQueries.detail('JG0001').queryKey)?.status).toBe('error'));
    // Behind the open sheet (hidden from the accessibility tree while it is open).
    expect(screen.getByText('을지로 파인타워 1호', { selector: 'h2' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: '매수 주문' })).getByLabelText('주문 수량', { exact: true })).toHaveValue('3');
    expect(screen.queryByText('시세를 불러오지 못했어요.')).toBeNull();
  });

  it('주문 시트가 열린 채 다른 종목으로 옮겨 가면(다른 건물의 알림 등) 시트를 닫고 새 종목을 처음부터 보여준다', async () => {
    const { rerender } = await renderDetail({ signedIn: true });
    await waitFor(() => expect(bookRows()).toHaveLength(10));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '매수' }));
    const sheet = await screen.findByRole('dialog', { name: '매수 주문' });
    await user.type(within(sheet).getByLabelText('주문 수량', { exact: true }), '3');

    rerender(
      <MarketDetailScreen stockCd="JG0003" loadLive={() => Promise.resolve(live.client)} user={LINKED} onGate={vi.fn()} onDeposit={vi.fn()} subscribeToForeground={() => () => undefined} />,
    );
    expect(await screen.findByRole('heading', { name: '해운대 마린시티 오션스퀘어' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull();
    expect(screen.getByRole('button', { name: '매수' })).toBeInTheDocument();
  });

  it('미체결 탭을 보던 회원이 더는 거래할 수 없게 되면(연동이 끊긴 것을 다시 읽음) 빈 화면 대신 호가를 보여준다', async () => {
    const { rerender } = await renderDetail({ signedIn: true });
    await waitFor(() => expect(bookRows()).toHaveLength(10));
    await userEvent.click(screen.getByRole('tab', { name: '미체결' }));
    expect(screen.getByRole('tab', { name: '미체결' })).toHaveAttribute('aria-selected', 'true');

    rerender(
      <MarketDetailScreen
        stockCd="JG0001"
        loadLive={() => Promise.resolve(live.client)}
        user={{ ...LINKED, allianceAccountNoRegisterYn: 'N' }}
        onGate={vi.fn()}
        onDeposit={vi.fn()}
        subscribeToForeground={() => () => undefined}
      />,
    );
    expect(screen.queryByRole('tab', { name: '미체결' })).toBeNull();
    expect(screen.getByRole('tab', { name: '호가' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: '호가' })).toBeInTheDocument();
  });

  it('건물 정보, 배당, 공시를 탭으로 보여준다', async () => {
    const user = userEvent.setup();
    const { container } = await renderDetail({ signedIn: true });
    await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
    await user.click(screen.getByRole('tab', { name: '건물 정보' }));
    expect(await screen.findByRole('region', { name: '건물 정보' })).toHaveTextContent('용도');
    await user.click(screen.getByRole('tab', { name: '배당' }));
    const dividends = await screen.findByRole('region', { name: '배당' });
    expect(dividends).toHaveTextContent('예상 배당수익률');
    expect(await within(dividends).findByRole('table', { name: '받은 배당금' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '공시' }));
    const disclosures = await screen.findByRole('list', { name: '공시' });
    expect(within(disclosures).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/subscription\/101\/disclosure\/\d+$/));
    await expectNoAxeViolations(container);
  });

  it('실시간 연결이 없는데 호가 스냅숏도 실패하면 호가를 불러오지 못했다고 알리고, 다시 시도하기로 불러온다', async () => {
    live = await startLive();
    // Connected to nothing: the feed never brings a book, so the snapshot is the only one.
    live.endpoint.kill();
    const failing = sandbox.faults.add({ method: 'GET', path: '/main/v1/market/stocks/JG0001/order-book', abort: true, times: 0 });
    renderScreen(
      <MarketDetailScreen stockCd="JG0001" loadLive={() => Promise.resolve(live.client)} user={GUEST} onGate={vi.fn()} onDeposit={vi.fn()} subscribeToForeground={() => () => undefined} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('호가를 불러오지 못했어요.');
    expect(screen.queryByText('호가를 불러오는 중이에요')).toBeNull();
    sandbox.faults.clear(failing.id);
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    await waitFor(() => expect(bookRows()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('없는 종목은 찾을 수 없다고 알린다', async () => {
    await renderDetail({ stockCd: 'JG9999' });
    expect(await screen.findByText('상장된 종목을 찾을 수 없어요')).toBeInTheDocument();
  });
});
