import { orderQueries } from '@jogak/api-client';
import { RouteNavigationProvider, resetUser, updateUser, userStore, type GateUser } from '@jogak/app-core';
import { expectNoAxeViolations, holdOlderAnswer, jogakQueryClient, queriesSettled, renderScreen, SANDBOX_ORIGIN } from '@jogak/feature-testing';
import { clearToast, DialogHost } from '@jogak/ui-kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { serveLiveSandboxPerFile, type LiveSandbox } from '../../test/live-sandbox';
import { MarketDetailScreen } from '../market-detail/market-detail-screen';

const { sandbox, startLive } = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
let live: LiveSandbox;

const LINKED: GateUser = { userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'Y' };

async function renderMember(user: GateUser = LINKED, member = 'demo-general') {
  const session = sandbox.state.login(member);
  live = await startLive({ uid: session.memberId, token: session.token });
  const onGate = vi.fn();
  const onDeposit = vi.fn();
  const foreground = new Set<() => void>();
  const screenElement = (
    <MarketDetailScreen
      stockCd="JG0001"
      loadLive={() => Promise.resolve(live.client)}
      user={user}
      onGate={onGate}
      onDeposit={onDeposit}
      subscribeToForeground={(listener) => {
        foreground.add(listener);
        return () => foreground.delete(listener);
      }}
    />
  );
  const result = renderScreen(screenElement, { token: session.token });
  await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
  await waitFor(() => expect(live.client.state.quotes.JG0001).toBeDefined());
  return { ...result, screenElement, onGate, onDeposit, memberId: session.memberId, foreground: () => foreground.forEach((listener) => listener()) };
}

/** The member's orders the sandbox holds. */
function ordersOf(memberId: string) {
  return [...sandbox.state.data.orders.values()].filter((order) => order.memberId === memberId);
}

/** A maker sells into the member's resting bid at 5,400 won: the bid fills. */
function fillRestingBid() {
  for (const maker of ['sim-maker-1', 'sim-maker-2']) sandbox.state.cancelAllOrders(maker, 'JG0001');
  sandbox.state.placeOrder('sim-maker-1', { stockCd: 'JG0001', side: 'sell', price: 5_400, quantity: 5 });
}

/** The live endpoint goes down and the client has seen it: nothing the server sends from now on arrives. */
async function dropLiveFeed() {
  live.endpoint.kill();
  await waitFor(() => expect(live.client.state.status).not.toBe('connected'));
}

/** The member's bid at 5,400 won, shown in 미체결. */
async function showRestingBid(memberId: string, user: ReturnType<typeof userEvent.setup>) {
  sandbox.state.placeOrder(memberId, { stockCd: 'JG0001', side: 'buy', price: 5_400, quantity: 5 });
  await user.click(screen.getByRole('tab', { name: '미체결' }));
  const list = await screen.findByRole('list', { name: '미체결 주문' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['매수 5,400원 · 미체결 5주 / 주문 5주취소 매수 5,400원 주문']);
  return list;
}

/** How many orders each cached unfilled-orders list holds. */
function cachedUnfilledCounts(queryClient: QueryClient) {
  return queryClient
    .getQueriesData<{ content: unknown[] }>({ queryKey: orderQueries.all() })
    .filter(([queryKey]) => (queryKey[2] as { status?: string } | undefined)?.status === 'OPEN')
    .map(([, list]) => list?.content.length);
}

async function openSheet(side: '매수' | '매도') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: side }));
  const sheet = await screen.findByRole('dialog', { name: `${side} 주문` });
  return { user, sheet };
}

async function typeOrder(user: ReturnType<typeof userEvent.setup>, sheet: HTMLElement, price: string | null, quantity: string) {
  if (price !== null) {
    const field = within(sheet).getByLabelText('주문 가격');
    await user.clear(field);
    await user.type(field, price);
    await user.tab();
  }
  const amount = within(sheet).getByLabelText('주문 수량');
  await user.clear(amount);
  await user.type(amount, quantity);
}

async function expectDialog(user: ReturnType<typeof userEvent.setup>, title: string, button = '확인') {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('주문 시트', () => {
  it('매수 시트는 최우선 매도호가로 열리고, 호가 단위로 가격을 올리고 내리며, 수수료 포함 금액과 주문 가능 금액을 보여준다', async () => {
    await renderMember();
    const { user, sheet } = await openSheet('매수');
    const price = within(sheet).getByLabelText('주문 가격');
    expect(price).toHaveValue('5,440');
    await user.click(within(sheet).getByRole('button', { name: '주문 가격 한 호가 올리기' }));
    expect(price).toHaveValue('5,450');
    await user.click(within(sheet).getByRole('button', { name: '주문 가격 한 호가 내리기' }));
    await user.click(within(sheet).getByRole('button', { name: '주문 가격 한 호가 내리기' }));
    expect(price).toHaveValue('5,430');
    await typeOrder(user, sheet, '5435', '10');
    expect(price).toHaveValue('5,430');
    expect(within(sheet).getByText('호가 단위에 맞춰 5,430원으로 내렸어요.')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('주문 금액')).toHaveTextContent('주문 금액54,300원수수료178원총 결제 금액54,478원주문 가능 금액2,750,000원');
    expect(within(sheet).getByText(/매수 가능 504주/)).toBeInTheDocument();
    await expectNoAxeViolations(sheet);
  });

  it('가격을 치는 동안에도 금액과 매수 가능 수량은 보낼 가격(호가 단위로 맞춘 값)을 따른다', async () => {
    await renderMember();
    const { user, sheet } = await openSheet('매수');
    const amount = within(sheet).getByLabelText('주문 수량');
    await user.clear(amount);
    await user.type(amount, '10');
    const price = within(sheet).getByLabelText('주문 가격');
    await user.clear(price);
    // Typed, not left: on iOS a tap on 매수하기 often does not blur the field.
    await user.type(price, '5435');
    expect(price).toHaveValue('5435');
    expect(within(sheet).getByLabelText('주문 금액')).toHaveTextContent('주문 금액54,300원수수료178원총 결제 금액54,478원');
    expect(within(sheet).getByText(/매수 가능 504주/)).toBeInTheDocument();
  });

  it('주문에 꼭 필요한 가격과 수량을 보조기술에 필수 항목으로 알린다', async () => {
    await renderMember();
    const { sheet } = await openSheet('매수');
    expect(within(sheet).getByLabelText('주문 가격')).toHaveAttribute('aria-required', 'true');
    expect(within(sheet).getByLabelText('주문 수량')).toHaveAttribute('aria-required', 'true');
  });

  it('매도는 올려서 호가 단위에 맞추고 매도 가능 수량을 보여준다', async () => {
    await renderMember();
    const { user, sheet } = await openSheet('매도');
    expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,430');
    await typeOrder(user, sheet, '5431', '10');
    expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,440');
    expect(await within(sheet).findByText(/매도 가능 120주/)).toBeInTheDocument();
    expect(within(sheet).getByLabelText('주문 금액')).toHaveTextContent('주문 금액54,400원수수료179원예상 정산 금액54,221원');
  });

  it('호가를 누르면 그 가격으로 주문 시트가 열린다', async () => {
    const user = userEvent.setup();
    await renderMember();
    await user.click(screen.getByRole('button', { name: /5,460 매도호가/ }));
    const sheet = await screen.findByRole('dialog', { name: '매수 주문' });
    expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,460');
  });

  it('최우선 매도호가에 매수하면 부적합 거래 확인 뒤 체결되고, 토스트와 함께 주문 가능 금액이 바로 바뀐다', async () => {
    await renderMember();
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, null, '10');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    expect(await screen.findByText('을지로 파인타워 1호 10주 매수 체결 (5,440원)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    expect(screen.getByRole('region', { name: '현재가' })).toHaveTextContent('5,440원');
    const again = await openSheet('매수');
    await waitFor(() => expect(within(again.sheet).getByLabelText('주문 금액')).toHaveTextContent('주문 가능 금액2,695,421원'));
  });

  it('부적합 거래 확인을 취소하면 보내지 않고 입력을 지킨다', async () => {
    await renderMember();
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, null, '10');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '취소');
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('10');
    expect(sandbox.state.data.orders.size).toBeGreaterThan(0);
    expect([...sandbox.state.data.orders.values()].filter((order) => order.memberId === 'demo-general')).toEqual([]);
  });

  it('부적합 거래 확인이 아직 뜨지 않은 사이 매수하기를 거듭 눌러도, 확인은 한 번 묻고 주문은 한 번 보낸다', async () => {
    const session = sandbox.state.login('demo-general');
    live = await startLive({ uid: session.memberId, token: session.token });
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, { token: session.token });
    onTestFinished(clearToast);
    // The app loads its dialog host lazily: until it has arrived, a dialog opened waits unseen in the queue.
    const app = (dialogHostLoaded: boolean) => (
      <QueryClientProvider client={queryClient}>
        <RouteNavigationProvider navigate={vi.fn()}>
          <main>
            <MarketDetailScreen
              stockCd="JG0001"
              loadLive={() => Promise.resolve(live.client)}
              user={LINKED}
              onGate={vi.fn()}
              onDeposit={vi.fn()}
              subscribeToForeground={() => () => undefined}
            />
          </main>
          {dialogHostLoaded ? <DialogHost /> : null}
        </RouteNavigationProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(app(false));
    await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
    await waitFor(() => expect(live.client.state.quotes.JG0001).toBeDefined());
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, null, '10');
    const send = within(sheet).getByRole('button', { name: '매수하기' });
    await user.click(send);
    await user.click(send);
    expect(send).toHaveAttribute('aria-busy', 'true');

    rerender(app(true));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ordersOf(session.memberId).map((order) => order.quantity)).toEqual([10]);
  });

  it.each([
    ['가격과 수량을 입력해주세요', '매수', null, '0'],
    ['상한가를 넘었어요', '매수', '7100', '1'],
    ['하한가보다 낮아요', '매도', '3800', '1'],
    ['주문할 수 없는 매수 가격이에요', '매수', '5500', '1'],
    ['주문할 수 없는 매도 가격이에요', '매도', '5370', '1'],
    ['오늘의 매수 회전율 한도를 넘었어요', '매수', null, '18001'],
    ['오늘의 매도 회전율 한도를 넘었어요', '매도', null, '18001'],
    ['매도 가능 수량을 넘었어요', '매도', null, '121'],
  ] as const)('보내기 전에 막는다: %s', async (title, side, price, quantity) => {
    await renderMember();
    const { user, sheet } = await openSheet(side);
    await typeOrder(user, sheet, price, quantity);
    await user.click(within(sheet).getByRole('button', { name: `${side}하기` }));
    await expectDialog(user, title);
    // What was typed stays; a quantity of 0 is the empty field, its grey 0 the input's hint text.
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue(quantity === '0' ? '' : quantity);
    expect([...sandbox.state.data.orders.values()].filter((order) => order.memberId === 'demo-general')).toEqual([]);
  });

  it.each([
    ['demo-pro', '매수'],
    ['demo-corp-pro', '매도'],
  ] as const)('%s의 %s 가능과 최대는 오늘의 회전율 한도(18,000주)를 넘지 않고, 최대로 채운 주문은 들어간다', async (member, side) => {
    const { memberId } = await renderMember(LINKED, member);
    const { user, sheet } = await openSheet(side);
    expect(await within(sheet).findByText(`${side} 가능 18,000주`, { exact: false })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '최대' }));
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('18000');
    await user.click(within(sheet).getByRole('button', { name: `${side}하기` }));
    if (side === '매수') await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${side} 주문` })).toBeNull());
    expect(ordersOf(memberId).map((order) => order.quantity)).toEqual([18_000]);
  });

  it('매수 가능과 최대는 올해 남은 투자 한도를 넘지 않는다', async () => {
    // 12,750,000 won of buying power against 11,600,000 won of yearly limit left: 2,132 × 5,440 = 11,598,080.
    sandbox.state.deposit('demo-general', 10_000_000);
    const { memberId } = await renderMember();
    const { user, sheet } = await openSheet('매수');
    expect(await within(sheet).findByText('매수 가능 2,132주', { exact: false })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '최대' }));
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('2132');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    expect(ordersOf(memberId).map((order) => order.quantity)).toEqual([2_132]);
  });

  // On iOS WKWebView a tap on a button may not blur the field: fireEvent changes and clicks without a blur.
  it('입력 중인 가격은 필드를 떠나지 않고 매도하기를 눌러도 화면의 가격으로 확인하고 보낸다', async () => {
    const { memberId } = await renderMember();
    const { user, sheet } = await openSheet('매도');
    await typeOrder(user, sheet, null, '10');
    expect(await within(sheet).findByText(/매도 가능 120주/)).toBeInTheDocument();
    const price = within(sheet).getByLabelText('주문 가격');
    fireEvent.change(price, { target: { value: '5440' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '매도하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매도 주문' })).toBeNull());
    expect(ordersOf(memberId).map((order) => [order.price, order.quantity])).toEqual([[5_440, 10]]);
  });

  it('입력 중인 가격은 매도하기를 누를 때 필드를 떠날 때처럼 호가 단위로 맞추고 알린 뒤 그 가격으로 확인한다', async () => {
    const { memberId } = await renderMember();
    const { user, sheet } = await openSheet('매도');
    await typeOrder(user, sheet, null, '1');
    const price = within(sheet).getByLabelText('주문 가격');
    // 5,361 rounds up to 5,370, six quotes under the best bid: refused before sending, at the price on screen.
    fireEvent.change(price, { target: { value: '5361' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '매도하기' }));
    await expectDialog(user, '주문할 수 없는 매도 가격이에요');
    expect(price).toHaveValue('5,370');
    expect(price).toHaveAccessibleDescription('호가 단위에 맞춰 5,370원으로 올렸어요.');
    expect(ordersOf(memberId)).toEqual([]);
  });

  it('입력 중인 가격은 필드를 떠나지 않고 최대를 눌러도 그 가격으로 최대 수량을 채운다', async () => {
    await renderMember();
    const { sheet } = await openSheet('매수');
    expect(await within(sheet).findByText('매수 가능 503주', { exact: false })).toBeInTheDocument();
    const price = within(sheet).getByLabelText('주문 가격');
    fireEvent.change(price, { target: { value: '5435' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '최대' }));
    // At 5,430 won buying power pays for 504 units, fee included (503 at 5,440).
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('504');
    expect(price).toHaveValue('5,430');
    expect(price).toHaveAccessibleDescription('호가 단위에 맞춰 5,430원으로 내렸어요.');
    expect(within(sheet).getByText('매수 가능 504주', { exact: false })).toBeInTheDocument();
  });

  it('취소로 올해 남은 투자 한도가 돌아오면, 열린 매수 시트의 매수 가능과 확인이 실시간으로 따라온다', async () => {
    // 12,750,000 won of buying power; a resting bid of 1,000 × 5,400 takes 5,400,000 won of the
    // 11,600,000 won of yearly limit left: 6,200,000 / 5,440 = 1,139 units.
    sandbox.state.deposit('demo-general', 10_000_000);
    const resting = sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_400, quantity: 1_000 });
    const { memberId } = await renderMember();
    const { user, sheet } = await openSheet('매수');
    expect(await within(sheet).findByText('매수 가능 1,139주', { exact: false })).toBeInTheDocument();
    // Cancelled elsewhere: the account-updated event is all the screen hears.
    sandbox.state.cancelOrder(memberId, resting.orderNo);
    expect(await within(sheet).findByText('매수 가능 2,132주', { exact: false })).toBeInTheDocument();
    await typeOrder(user, sheet, null, '2132');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    expect(ordersOf(memberId).map((order) => [order.quantity, order.status])).toEqual([
      [1_000, 'CANCELLED'],
      [2_132, expect.any(String)],
    ]);
  });

  it('올해 남은 투자 한도를 넘는 매수는 부적합 거래 확인 전에 INSUFFICIENT_FUND_OVER_AMT 로 막는다', async () => {
    // 12,750,000 won of buying power against 11,600,000 won of yearly limit left: 2,133 × 5,440 = 11,603,520.
    sandbox.state.deposit('demo-general', 10_000_000);
    const { memberId } = await renderMember();
    const { user, sheet } = await openSheet('매수');
    expect(await within(sheet).findByText('매수 가능 2,132주', { exact: false })).toBeInTheDocument();
    await typeOrder(user, sheet, null, '2133');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '연간 투자 한도를 넘었어요');
    expect(screen.queryByRole('dialog', { name: '부적합 거래 확인' })).toBeNull();
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('2133');
    expect(ordersOf(memberId)).toEqual([]);
  });

  it('예치금이 부족하면 INSUFFICIENT_FUND 가 입금을 권하고, 입금하기는 앱에 알리고 시트를 닫으며, 돌아와 다시 열면 입력이 남아 있다', async () => {
    const { onDeposit } = await renderMember();
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, '5430', '506');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '예치금이 부족해요', '입금하기');
    expect(onDeposit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    const back = await openSheet('매수');
    expect(within(back.sheet).getByLabelText('주문 가격')).toHaveValue('5,430');
    expect(within(back.sheet).getByLabelText('주문 수량')).toHaveValue('506');
  });

  it.each([
    ['OVER_DEAL_SPIN_RATE_1', '오늘의 매수 회전율 한도를 넘었어요'],
    ['OVER_MAX_QUOTE_1', '주문할 수 없는 매수 가격이에요'],
    ['OVER_UPPER_PRICE', '상한가를 넘었어요'],
    ['INSUFFICIENT_FUND_OVER_AMT', '연간 투자 한도를 넘었어요'],
  ])('서버가 %s 로 거절하면 그 안내를 보여준다', async (code, title) => {
    await renderMember();
    sandbox.faults.add({ method: 'POST', path: '/main/v1/orders', status: 400, code, message: '거절' });
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, null, '1');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    await expectDialog(user, title);
    expect(screen.getByRole('dialog', { name: '매수 주문' })).toBeInTheDocument();
  });

  it('주문을 보내다 연결이 끊기면 주문하지 못했다고 해요체 한 번으로 알리고 시트와 입력을 남긴다', async () => {
    await renderMember();
    const ordersBefore = ordersOf('demo-general').length;
    sandbox.faults.add({ method: 'POST', path: '/main/v1/orders', abort: true });
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, null, '1');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    expect(await screen.findByText('주문하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '매수 주문' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('1');
    expect(ordersOf('demo-general')).toHaveLength(ordersBefore);
  });

  it('투자자 정보가 24개월을 넘었다고 서버가 거절하면(INVEST_INFORM_REG_AGAIN) 등록하기로 투자성향 분석에 가고, 돌아와 다시 열면 입력이 남아 있다', async () => {
    const { onNavigate } = await renderMember();
    sandbox.faults.add({ method: 'POST', path: '/main/v1/orders', status: 400, code: 'INVEST_INFORM_REG_AGAIN', message: '거절' });
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, '5420', '2');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    await expectDialog(user, '투자자 정보를 다시 등록해주세요', '등록하기');
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    const back = await openSheet('매수');
    expect(within(back.sheet).getByLabelText('주문 가격')).toHaveValue('5,420');
    expect(within(back.sheet).getByLabelText('주문 수량')).toHaveValue('2');
  });

  it('시트가 열린 채 화면을 떠나면(500의 오류 화면, 세션 만료의 로그인) 친 주문을 남기고, 손대지 않은 시트는 남기지 않는다', async () => {
    const { rerender, screenElement } = await renderMember();
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, '5430', '7');
    // The route changes under the open sheet: the screen goes, the error page takes its place.
    rerender(<p>일시적인 오류가 발생했어요</p>);
    expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull();
    rerender(screenElement);
    await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
    const back = await openSheet('매수');
    expect(within(back.sheet).getByLabelText('주문 가격')).toHaveValue('5,430');
    expect(within(back.sheet).getByLabelText('주문 수량')).toHaveValue('7');

    // Left again without a touch: the next sheet opens at the best ask of the moment.
    await user.click(within(back.sheet).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    await openSheet('매수');
    rerender(<p>일시적인 오류가 발생했어요</p>);
    rerender(screenElement);
    await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
    const fresh = await openSheet('매수');
    expect(within(fresh.sheet).getByLabelText('주문 가격')).toHaveValue('5,440');
    expect(within(fresh.sheet).getByLabelText('주문 수량')).toHaveValue('');
  });

  it('오늘의 주문을 불러오지 못하면 매수 가능 대신 그 사실과 다시 시도하기를 보이고, 입력은 지킨다', async () => {
    await renderMember();
    const failing = sandbox.faults.add({ method: 'GET', path: '/main/v1/orders', abort: true, times: 0 });
    const { user, sheet } = await openSheet('매수');
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent('매수 가능 수량을 불러오지 못했어요.다시 시도하기');
    expect(within(sheet).queryByText(/확인 중/)).toBeNull();
    await typeOrder(user, sheet, '5430', '10');
    sandbox.faults.clear(failing.id);
    await user.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(sheet).findByText(/매수 가능 504주/)).toBeInTheDocument();
    expect(within(sheet).queryByRole('alert')).toBeNull();
    expect(within(sheet).getByRole('button', { name: '최대' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,430');
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('10');
  });

  it('주문 가능 금액을 불러오지 못하면 그렇다고 알리고, 다시 시도하기로 불러온다', async () => {
    await renderMember();
    const failing = sandbox.faults.add({ method: 'GET', path: '/main/v1/account/amts', abort: true, times: 0 });
    const { user, sheet } = await openSheet('매수');
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent('주문 가능 금액을 불러오지 못했어요.');
    expect(within(sheet).getByLabelText('주문 금액')).toHaveTextContent('주문 가능 금액확인하지 못했어요');
    sandbox.faults.clear(failing.id);
    await user.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    await waitFor(() => expect(within(sheet).getByLabelText('주문 금액')).toHaveTextContent('주문 가능 금액2,750,000원'));
    expect(within(sheet).getByText(/매수 가능 503주/)).toBeInTheDocument();
  });

  it('장이 닫혔거나 휴장일이면 주문 시트 대신 이유를 알린다', async () => {
    sandbox.state.clock.set('2025-03-04T17:00:00+09:00');
    await renderMember();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '매수' }));
    const dialog = await screen.findByRole('dialog', { name: '지금은 거래 시간이 아니에요' });
    expect(dialog).toHaveTextContent('주문은 평일 09:00 ~ 16:00에 할 수 있어요.');
  });

  it('로그인하지 않았으면 로그인 안내를 띄우고, 확인하면 앱에 알린다', async () => {
    const { onGate } = await renderMember({ userType: '100', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'N' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '매도' }));
    await expectDialog(user, '로그인이 필요해요', '로그인하기');
    expect(onGate).toHaveBeenCalledWith('NEED_LOG_IN');
    expect(screen.queryByRole('dialog', { name: '매도 주문' })).toBeNull();
  });

  it('계좌를 연동하지 않았으면 계좌 연동 안내를 띄운다', async () => {
    const { onGate } = await renderMember({ userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'N' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '매수' }));
    await expectDialog(user, '계좌 연동이 필요해요', '연동하기');
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
  });
});

describe('서버가 관문 코드(NEED_*)로 거절한 주문', () => {
  it('다른 곳에서 연동이 끊겨 NEED_ACCOUNT_LINK 로 거절하면 연동하기가 앱의 관문으로 이끌고 시트를 닫으며, 회원 정보를 다시 읽고, 돌아와 다시 열면 입력이 남아 있다', async () => {
    const { onGate, memberId } = await renderMember();
    // The app's user store as it was before the link ended elsewhere: this member, linked.
    updateUser({ ...LINKED, id: memberId });
    onTestFinished(resetUser);
    const member = sandbox.state.data.members.get(memberId);
    if (!member) throw new Error(`no member ${memberId}`);
    member.allianceAccountNoRegisterYn = 'N';
    const { user, sheet } = await openSheet('매수');
    await typeOrder(user, sheet, '5430', '3');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    await expectDialog(user, '부적합 거래 확인', '확인하고 매수');
    await expectDialog(user, '계좌 연동이 필요해요', '연동하기');
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    // The screen's gate reads the store: it now asks before the next order.
    await expect.poll(() => userStore.allianceAccountNoRegisterYn).toBe('N');

    // Back from linking: the order is as the member left it, once.
    member.allianceAccountNoRegisterYn = 'Y';
    const back = await openSheet('매수');
    expect(within(back.sheet).getByLabelText('주문 가격')).toHaveValue('5,430');
    expect(within(back.sheet).getByLabelText('주문 수량')).toHaveValue('3');
    await user.click(within(back.sheet).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    const fresh = await openSheet('매수');
    expect(within(fresh.sheet).getByLabelText('주문 가격')).toHaveValue('5,440');
  });

  it('매도가 NEED_ACCOUNT_OPEN 으로 거절되면 계좌 개설하기가 앱의 관문으로 이끌고 시트를 닫는다', async () => {
    const { onGate } = await renderMember();
    sandbox.faults.add({ method: 'POST', path: '/main/v1/orders', status: 400, code: 'NEED_ACCOUNT_OPEN', message: '계좌 개설 후 이용해주세요.' });
    const { user, sheet } = await openSheet('매도');
    await typeOrder(user, sheet, null, '1');
    await user.click(within(sheet).getByRole('button', { name: '매도하기' }));
    await expectDialog(user, '계좌 개설이 필요해요', '계좌 개설하기');
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_OPEN');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매도 주문' })).toBeNull());
  });

  it('관문 안내를 취소하면 아무 데도 가지 않고 시트와 입력이 남는다', async () => {
    const { onGate } = await renderMember();
    sandbox.faults.add({ method: 'POST', path: '/main/v1/orders', status: 400, code: 'NEED_ACCOUNT_LINK', message: '계좌 연동 후 이용해주세요.' });
    const { user, sheet } = await openSheet('매도');
    await typeOrder(user, sheet, '5460', '2');
    await user.click(within(sheet).getByRole('button', { name: '매도하기' }));
    await expectDialog(user, '계좌 연동이 필요해요', '취소');
    expect(onGate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '매도 주문' })).toBe(sheet);
    expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,460');
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('2');
  });
});

describe('미체결 주문', () => {
  it('걸어 둔 주문이 미체결에 보이고, 실시간으로 체결되면 사라지며 토스트가 뜬다', async () => {
    const { memberId } = await renderMember();
    const user = userEvent.setup();
    sandbox.state.placeOrder(memberId, { stockCd: 'JG0001', side: 'buy', price: 5_400, quantity: 5 });
    await user.click(screen.getByRole('tab', { name: '미체결' }));
    const list = await screen.findByRole('list', { name: '미체결 주문' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['매수 5,400원 · 미체결 5주 / 주문 5주취소 매수 5,400원 주문']);
    // A maker sells into the member's resting bid: the fill arrives live.
    for (const maker of ['sim-maker-1', 'sim-maker-2']) sandbox.state.cancelAllOrders(maker, 'JG0001');
    sandbox.state.placeOrder('sim-maker-1', { stockCd: 'JG0001', side: 'sell', price: 5_400, quantity: 5 });
    expect(await screen.findByText('을지로 파인타워 1호 5주 매수 체결 (5,400원)')).toBeInTheDocument();
    expect(await screen.findByText('미체결 주문이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '미체결 주문 0건' })).toBeInTheDocument();
  });

  it('실시간 연결이 끊긴 사이 체결된 주문은 다시 연결되면 미체결에서 빠지고, 보유 수량도 새로 받는다', async () => {
    const { memberId } = await renderMember();
    await showRestingBid(memberId, userEvent.setup());
    const { user, sheet } = await openSheet('매도');
    expect(await within(sheet).findByText(/매도 가능 120주/)).toBeInTheDocument();
    await dropLiveFeed();
    fillRestingBid();
    live.endpoint.restart();
    // The bought 5 units, whose live update was sent while the feed was down.
    expect(await within(sheet).findByText(/매도 가능 125주/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '닫기' }));
    expect(await screen.findByText('미체결 주문이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '미체결 주문 0건' })).toBeInTheDocument();
  }, 20_000);

  it('앱이 다시 앞으로 오면 그사이 체결된 주문을 미체결에서 뺀다', async () => {
    const { memberId, foreground } = await renderMember();
    const user = userEvent.setup();
    await showRestingBid(memberId, user);
    await dropLiveFeed();
    fillRestingBid();
    foreground();
    expect(await screen.findByText('미체결 주문이 없어요')).toBeInTheDocument();
  });

  it('미체결을 다시 묻는 사이 실시간으로 체결되면, 체결 전에 찍힌 늦은 답이 와도 그 주문은 미체결에 돌아오지 않는다', async () => {
    const { memberId, foreground, queryClient } = await renderMember();
    await showRestingBid(memberId, userEvent.setup());
    const unfilled = holdOlderAnswer(sandbox, /\/main\/v1\/orders$/, (request) => new URL(request.url).searchParams.get('status') === 'OPEN');
    foreground();
    await unfilled.arrived;
    fillRestingBid();
    expect(await screen.findByText('미체결 주문이 없어요')).toBeInTheDocument();
    // The refetch asked before the fill answers now, with the bid still open in it.
    unfilled.answer();
    await queriesSettled(queryClient);
    expect(cachedUnfilledCounts(queryClient)).toEqual([0]);
    expect(screen.getByText('미체결 주문이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '미체결 주문 0건' })).toBeInTheDocument();
  });

  it('이미 체결된 주문을 취소하면 그 안내와 함께 미체결에서 빠진다', async () => {
    const { memberId } = await renderMember();
    const user = userEvent.setup();
    const list = await showRestingBid(memberId, user);
    await dropLiveFeed();
    fillRestingBid();
    await user.click(within(list).getByRole('button', { name: '취소 매수 5,400원 주문' }));
    expect(await screen.findByText('주문을 취소하지 못했어요. 이미 체결되었거나 취소된 주문이에요.')).toBeInTheDocument();
    expect(await screen.findByText('미체결 주문이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '미체결 주문 0건' })).toHaveFocus();
  });

  it('취소하다 연결이 끊기면 주문을 취소하지 못했다고 알리고 그 주문은 미체결에 남는다', async () => {
    const { memberId } = await renderMember();
    const user = userEvent.setup();
    const list = await showRestingBid(memberId, user);
    sandbox.faults.add({ method: 'DELETE', path: '/main/v1/orders/', abort: true });
    await user.click(within(list).getByRole('button', { name: '취소 매수 5,400원 주문' }));
    expect(await screen.findByText('주문을 취소하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('전체 취소가 거절되면 주문을 취소하지 못했다고 서버의 이유와 함께 알린다', async () => {
    const { memberId } = await renderMember();
    const user = userEvent.setup();
    const list = await showRestingBid(memberId, user);
    sandbox.faults.add({ method: 'POST', path: '/main/v1/orders/cancel-all', status: 400, code: 'BAD_REQUEST', message: '지금은 주문을 취소할 수 없어요.' });
    await user.click(screen.getByRole('button', { name: '전체 취소' }));
    await expectDialog(user, '미체결 주문을 모두 취소할까요?', '모두 취소');
    expect(await screen.findByText('주문을 취소하지 못했어요. 지금은 주문을 취소할 수 없어요.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('취소가 NEED_ACCOUNT_LINK 로 거절되면 연동하기가 앱의 관문으로 이끈다', async () => {
    const { memberId, onGate } = await renderMember();
    const user = userEvent.setup();
    const list = await showRestingBid(memberId, user);
    sandbox.faults.add({ method: 'DELETE', path: '/main/v1/orders/', status: 400, code: 'NEED_ACCOUNT_LINK', message: '계좌 연동 후 이용해주세요.' });
    await user.click(within(list).getByRole('button', { name: '취소 매수 5,400원 주문' }));
    await expectDialog(user, '계좌 연동이 필요해요', '연동하기');
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('하나를 취소하고, 전체 취소는 확인 뒤 모두 취소한다', async () => {
    const { memberId } = await renderMember();
    const user = userEvent.setup();
    for (const price of [5_400, 5_390, 5_380]) sandbox.state.placeOrder(memberId, { stockCd: 'JG0001', side: 'buy', price, quantity: 1 });
    await user.click(screen.getByRole('tab', { name: '미체결' }));
    const list = await screen.findByRole('list', { name: '미체결 주문' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(list).getByRole('button', { name: '취소 매수 5,400원 주문' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // The cancelled row's button went with it: focus is on the 취소 now in its place.
    expect(within(list).getByRole('button', { name: '취소 매수 5,390원 주문' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '전체 취소' }));
    await expectDialog(user, '미체결 주문을 모두 취소할까요?', '아니요');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '전체 취소' }));
    await expectDialog(user, '미체결 주문을 모두 취소할까요?', '모두 취소');
    expect(await screen.findByText('미체결 주문이 없어요')).toBeInTheDocument();
    expect(await screen.findByText('미체결 주문 2건을 취소했어요.')).toBeInTheDocument();
    // 전체 취소 went with the last order: focus is on the list's title.
    expect(screen.getByRole('heading', { name: '미체결 주문 0건' })).toHaveFocus();
  });

  it('전체 취소 사이에 주문이 모두 체결되어 취소한 것이 없으면 0건이 아니라 남은 주문이 없었다고 알린다', async () => {
    const { memberId } = await renderMember();
    const user = userEvent.setup();
    sandbox.state.placeOrder(memberId, { stockCd: 'JG0001', side: 'buy', price: 5_400, quantity: 1 });
    await user.click(screen.getByRole('tab', { name: '미체결' }));
    expect(within(await screen.findByRole('list', { name: '미체결 주문' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '전체 취소' }));
    const confirmation = await screen.findByRole('dialog', { name: '미체결 주문을 모두 취소할까요?' });
    // Gone while the member reads the question (filled, or cancelled on another device).
    sandbox.state.cancelAllOrders(memberId, 'JG0001');
    await user.click(within(confirmation).getByRole('button', { name: '모두 취소' }));
    expect(await screen.findByText('취소할 미체결 주문이 남아 있지 않았어요. 그사이 체결되었을 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByText(/0건을 취소했어요/)).toBeNull();
  });
});
