import type { GateUser } from '@jogak/app-core';
import { fakeNativeShell, renderScreen } from '@jogak/feature-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveLiveSandboxPerFile, type LiveSandbox } from '../../test/live-sandbox';
import { MarketDetailScreen } from './market-detail-screen';

// happy-dom has no canvas: the chart stands in as the number of candles it was given.
vi.mock('../price-chart/candle-chart', () => ({
  default: ({ candles }: { readonly candles: readonly unknown[] }) => <p>캔들 {candles.length}개</p>,
}));

const { sandbox, startLive } = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
let live: LiveSandbox;

const LINKED: GateUser = { userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'Y' };
const GUEST: GateUser = { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: 'N' };

async function renderDetail(user: GateUser) {
  const session = user === LINKED ? sandbox.state.login('demo-general') : null;
  live = await startLive(session ? { uid: session.memberId, token: session.token } : null);
  const shell = fakeNativeShell();
  const onGate = vi.fn();
  const onDeposit = vi.fn();
  const result = renderScreen(
    <MarketDetailScreen
      stockCd="JG0001"
      loadLive={() => Promise.resolve(live.client)}
      user={user}
      onGate={onGate}
      onDeposit={onDeposit}
      subscribeToForeground={() => () => undefined}
      nativeBack={shell.events}
    />,
    { token: session?.token ?? null },
  );
  await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
  await waitFor(() => expect(live.client.state.quotes.JG0001).toBeDefined());
  return { ...result, shell, onGate, onDeposit };
}

const memberOrders = () => [...sandbox.state.data.orders.values()].filter((order) => order.memberId === 'demo-general');

describe('종목 시세 화면의 뒤로 버튼 (스펙 9: 화면이 직접 처리)', () => {
  it('아무것도 열려 있지 않으면 시세 목록으로 돌아간다 (새로 열지 않는다)', async () => {
    const { shell, onNavigate } = await renderDetail(LINKED);
    shell.pressBack();
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ route: '/_main/market' }, { returnTo: true });
  });

  it('주문 시트가 열려 있으면 시트만 닫고 화면에 남는다, 한 번 더 누르면 목록으로', async () => {
    const { shell, onNavigate } = await renderDetail(LINKED);
    await userEvent.click(screen.getByRole('button', { name: '매수' }));
    expect(await screen.findByRole('dialog', { name: '매수 주문' })).toBeInTheDocument();
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    expect(screen.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
    shell.pressBack();
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ route: '/_main/market' }, { returnTo: true });
  });

  it('부적합 거래 확인 중이면 확인 창을 먼저 거두고(시트와 입력은 남는다), 한 번 더 누르면 시트도 닫고 주문은 보내지 않는다', async () => {
    const { shell, onNavigate } = await renderDetail(LINKED);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '매수' }));
    const sheet = await screen.findByRole('dialog', { name: '매수 주문' });
    await user.type(within(sheet).getByLabelText('주문 수량'), '10');
    await user.click(within(sheet).getByRole('button', { name: '매수하기' }));
    expect(await screen.findByRole('dialog', { name: '부적합 거래 확인' })).toBeInTheDocument();
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '부적합 거래 확인' })).toBeNull());
    expect(screen.getByRole('dialog', { name: '매수 주문' })).toBe(sheet);
    expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('10');
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    expect(memberOrders()).toEqual([]);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('화면이 열지 않은 전체 취소 확인이 열려 있으면 아니요처럼 거두기만 하고, 목록으로 가지도 취소하지도 않는다', async () => {
    const { shell, onNavigate } = await renderDetail(LINKED);
    const user = userEvent.setup();
    for (const price of [5_400, 5_390]) sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price, quantity: 1 });
    await user.click(screen.getByRole('tab', { name: '미체결' }));
    const list = await screen.findByRole('list', { name: '미체결 주문' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '전체 취소' }));
    expect(await screen.findByRole('dialog', { name: '미체결 주문을 모두 취소할까요?' })).toBeInTheDocument();

    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '미체결 주문을 모두 취소할까요?' })).toBeNull());
    expect(onNavigate).not.toHaveBeenCalled();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(memberOrders().map((order) => order.status)).toEqual(['OPEN', 'OPEN']);

    shell.pressBack();
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ route: '/_main/market' }, { returnTo: true });
  });

  it('보낸 매수의 답이 시트를 닫은 뒤에 오면, 그사이 연 매도 시트와 입력은 그대로 둔다', async () => {
    const { shell } = await renderDetail(LINKED);
    const user = userEvent.setup();
    const held = sandbox.faults.add({ method: 'POST', path: '/main/v1/orders', hold: true });
    await user.click(screen.getByRole('button', { name: '매수' }));
    const buy = await screen.findByRole('dialog', { name: '매수 주문' });
    // A bid under the best ask rests: no fill, whose toast would replace the order's.
    await user.clear(within(buy).getByLabelText('주문 가격'));
    await user.type(within(buy).getByLabelText('주문 가격'), '5400');
    await user.type(within(buy).getByLabelText('주문 수량'), '10');
    await user.click(within(buy).getByRole('button', { name: '매수하기' }));
    const confirm = await screen.findByRole('dialog', { name: '부적합 거래 확인' });
    await user.click(within(confirm).getByRole('button', { name: '확인하고 매수' }));
    await waitFor(() => expect(within(buy).getByRole('button', { name: '주문하는 중' })).toBeInTheDocument());
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '매도' }));
    const sell = await screen.findByRole('dialog', { name: '매도 주문' });
    await user.type(within(sell).getByLabelText('주문 수량'), '3');
    sandbox.faults.release(held.id);
    // The toast and the sheet's close come from the same answer, in one render.
    await screen.findByText('매수 주문을 넣었어요.');
    expect(memberOrders().map((order) => order.quantity)).toEqual([10]);
    expect(screen.getByRole('dialog', { name: '매도 주문' })).toBe(sell);
    expect(within(sell).getByLabelText('주문 수량')).toHaveValue('3');
  });

  it('회원가입 안내가 열려 있으면 거두기만 하고, 회원가입으로도 목록으로도 가지 않는다', async () => {
    const { shell, onNavigate, onGate } = await renderDetail(GUEST);
    await userEvent.click(screen.getByRole('button', { name: '매수' }));
    expect(await screen.findByRole('dialog', { name: '회원가입이 필요해요' })).toBeInTheDocument();
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '회원가입이 필요해요' })).toBeNull());
    expect(onGate).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeInTheDocument();
  });
});
