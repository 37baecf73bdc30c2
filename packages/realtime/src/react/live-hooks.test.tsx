import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LiveEndpoint, type SandboxState, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LiveClient, createLiveClient } from '../feed/live-client';
import { LIVE_EVENT_EXAMPLES } from '../../test/live-event-examples';
import { useLiveAccount, useLiveEvent, useLiveStatus, useMarketBook, useMarketFeed, useMarketOperation, useMarketTicker, useMarketTrades, useMyOrders } from './live-hooks';
import { LiveProvider } from './live-provider';

const AT = '2025-03-04T10:15:30+09:00';
const tickerBody = (tradeQty: number, currentPrice: number) =>
  JSON.stringify({
    event: 'ticker',
    data: {
      stockCd: 'JG0001', name: '역삼 센트럴 타워', currentPrice, prevClosePrice: 4950, changePrice: currentPrice - 4950, changeRate: 1.01,
      openPrice: 4960, highPrice: 5030, lowPrice: 4940, upperLimitPrice: 6430, lowerLimitPrice: 3470, tradeQty, tradeAmt: 60000, updatedAt: AT,
    },
  });

let server: Server;
let live: LiveEndpoint;
let client: LiveClient;
let state: SandboxState;

beforeEach(async () => {
  server = createServer((_request, response) => response.end());
  state = createSandboxState({ now: AT });
  live = attachLiveEndpoint(server, {
    sessions: state,
    initialMessages: (destination) =>
      destination === '/topic/market/operation'
        ? [JSON.stringify({ event: 'market-operation', data: { stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' } })]
        : [],
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  client = createLiveClient({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`, transports: ['websocket'] });
});

afterEach(async () => {
  await client.disconnect();
  live.detach();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function Price({ onRender }: { onRender: () => void }) {
  const { ticker, quote } = useMarketFeed('JG0001');
  const status = useLiveStatus();
  return (
    <Profiler id="price" onRender={onRender}>
      <p>상태 {status}</p>
      <p>현재가 {ticker?.currentPrice ?? '-'}</p>
      <p>거래량 {ticker?.tradeQty ?? '-'}</p>
      <p>호가 {quote ? quote.asks.length : '-'}</p>
    </Profiler>
  );
}

function Screens() {
  const [second, setSecond] = useState(true);
  return (
    <>
      <Price onRender={() => undefined} />
      {second ? <Price onRender={() => undefined} /> : null}
      <button type="button" onClick={() => setSecond(false)}>
        닫기
      </button>
    </>
  );
}

describe('라이브 훅', () => {
  it('useMarketFeed는 두 화면이 한 구독을 나눠 쓰고, 마지막 화면이 떠나면 해지한다', async () => {
    client.connect();
    const view = render(
      <LiveProvider client={client}>
        <Screens />
      </LiveProvider>,
    );
    await waitFor(() => expect(live.status().subscriptions).toEqual({ '/topic/market/JG0001': 1 }));
    expect(screen.getAllByText('상태 connected')).toHaveLength(2);
    live.broker.publish('/topic/market/JG0001', tickerBody(1, 5010));
    await waitFor(() => expect(screen.getAllByText('현재가 5010')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(live.status().subscriptions).toEqual({ '/topic/market/JG0001': 1 });
    // The screen that stays still hears the market after the other left.
    live.broker.publish('/topic/market/JG0001', tickerBody(2, 5020));
    expect(await screen.findByText('현재가 5020')).toBeTruthy();
    view.unmount();
    await waitFor(() => expect(live.status().subscriptions).toEqual({}));
    expect(client.stats().destinations).toEqual({});
  });

  it('메시지가 몰려도 한 프레임에 한 번만 그린다', async () => {
    client.connect();
    let renders = 0;
    render(
      <LiveProvider client={client}>
        <Price onRender={() => (renders += 1)} />
      </LiveProvider>,
    );
    await waitFor(() => expect(live.status().subscriptions['/topic/market/JG0001']).toBe(1));
    // The last render before the burst is the one showing the connection; count from there.
    await screen.findByText('상태 connected');
    const before = renders;
    const flushesBefore = client.stats().flushes;
    for (let seq = 1; seq <= 300; seq += 1) live.broker.publish('/topic/market/JG0001', tickerBody(seq, 5000 + (seq % 10) * 10));
    // The 300th ticker is the last message, so the render that shows it is the burst's last one.
    await screen.findByText('거래량 300');
    expect(screen.getByText('현재가 5000')).toBeTruthy();
    expect(client.state.tickers['JG0001']?.tradeQty).toBe(300);
    const flushes = client.stats().flushes - flushesBefore;
    expect(flushes).toBeGreaterThanOrEqual(1);
    expect(flushes).toBeLessThan(300);
    expect(renders - before).toBeLessThanOrEqual(flushes);
  });

  it('호가, 티커, 체결만 읽는 화면은 제 몫이 바뀔 때만 다시 그린다', async () => {
    const renders = { book: 0, ticker: 0, trades: 0 };
    function Book() {
      const book = useMarketBook('JG0001');
      return <p>매도호가 {book ? book.asks.length : '-'}</p>;
    }
    function Ticker() {
      const ticker = useMarketTicker('JG0001');
      return <p>현재가 {ticker?.currentPrice ?? '-'}</p>;
    }
    function Trades() {
      const trades = useMarketTrades('JG0001');
      return <p>체결 {trades.length}건</p>;
    }
    client.connect();
    render(
      <LiveProvider client={client}>
        <Profiler id="book" onRender={() => (renders.book += 1)}>
          <Book />
        </Profiler>
        <Profiler id="ticker" onRender={() => (renders.ticker += 1)}>
          <Ticker />
        </Profiler>
        <Profiler id="trades" onRender={() => (renders.trades += 1)}>
          <Trades />
        </Profiler>
      </LiveProvider>,
    );
    // Three components on one market share one subscription.
    await waitFor(() => expect(live.status().subscriptions).toEqual({ '/topic/market/JG0001': 1 }));
    const before = { ...renders };
    live.broker.publish('/topic/market/JG0001', JSON.stringify(LIVE_EVENT_EXAMPLES['orderbook-snapshot']));
    await screen.findByText(`매도호가 ${LIVE_EVENT_EXAMPLES['orderbook-snapshot'].data.asks.length}`);
    expect(renders.ticker).toBe(before.ticker);
    expect(renders.trades).toBe(before.trades);
    const afterBook = { ...renders };
    live.broker.publish('/topic/market/JG0001', JSON.stringify(LIVE_EVENT_EXAMPLES.ticker));
    await screen.findByText(`현재가 ${LIVE_EVENT_EXAMPLES.ticker.data.currentPrice}`);
    live.broker.publish('/topic/market/JG0001', JSON.stringify(LIVE_EVENT_EXAMPLES['market-trade']));
    await screen.findByText('체결 1건');
    expect(renders.book).toBe(afterBook.book);
  });

  it('장 운영, 주문, 계좌 이벤트가 사용자 화면에 닿는다', async () => {
    const seen: string[] = [];
    function Account() {
      const operation = useMarketOperation();
      const orders = useMyOrders();
      const account = useLiveAccount();
      useLiveEvent('order-updated', (event) => seen.push(event.data.orderNo));
      return (
        <p>
          장 {operation?.marketOpenYn ?? '-'} 주문 {orders.map((order) => `${order.orderNo}:${order.status}`).join(',')} 주문가능 {account?.orderableAmt ?? '-'}
        </p>
      );
    }
    const token = state.login('demo-general').token;
    client.connect({ uid: 'demo-general', token });
    render(
      <LiveProvider client={client}>
        <Account />
      </LiveProvider>,
    );
    await waitFor(() => expect(screen.getByText(/장 Y/)).toBeTruthy());
    await waitFor(() => expect(live.status().subscriptions['/user/queue/events']).toBe(1));
    live.broker.sendToUser(
      'demo-general',
      JSON.stringify({
        event: 'order-updated',
        data: {
          orderNo: 'O7', stockCd: 'JG0001', name: '역삼', side: 'buy', price: 5000, quantity: 2, filledQuantity: 1, remainingQuantity: 1,
          avgFilledPrice: 5000, fee: 15, status: 'PARTIAL', orderedAt: AT, updatedAt: AT,
        },
      }),
    );
    live.broker.sendToUser(
      'demo-general',
      JSON.stringify({
        event: 'account-updated',
        data: { accountNo: '1', depositAmt: 90000, withdrawableAmt: 90000, orderableAmt: 90000, pendingSubscriptionAmt: 0 },
      }),
    );
    await waitFor(() => expect(screen.getByText('장 Y 주문 O7:PARTIAL 주문가능 90000')).toBeTruthy());
    expect(seen).toEqual(['O7']);
    // Filled, the order is no longer open: it leaves the list (its event still reaches the handler).
    live.broker.sendToUser(
      'demo-general',
      JSON.stringify({
        event: 'order-updated',
        data: {
          orderNo: 'O7', stockCd: 'JG0001', name: '역삼', side: 'buy', price: 5000, quantity: 2, filledQuantity: 2, remainingQuantity: 0,
          avgFilledPrice: 5000, fee: 30, status: 'FILLED', orderedAt: AT, updatedAt: AT,
        },
      }),
    );
    await waitFor(() => expect(screen.getByText('장 Y 주문 주문가능 90000')).toBeTruthy());
    expect(seen).toEqual(['O7', 'O7']);
    // The token ends on the server (logout elsewhere, expiry): the member's data leaves the screen.
    state.logout(token);
    await waitFor(() => expect(screen.getByText('장 Y 주문 주문가능 -')).toBeTruthy());
    expect(client.connection.uid).toBe('guest');
  });
});
