import { isJogakApiError } from '@jogak/api-client';
import { dialogDefinition, gateDialogCode, transactionGate, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { Button, EmptyState, ErrorState, openDialog, Skeleton, Tabs } from '@jogak/ui-kit';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { LiveGate, type LoadLiveClient } from '../live-feed/live-gate';
import { marketStateOf } from '../market-status/market-status';
import { MarketStatusBanner, useMarketOperationNow } from '../market-status/market-status-banner';
import type { OrderSide } from '../order-sheet/order-checks';
import { marketClosedDialog } from '../order-sheet/order-dialogs';
import { OrderSheet } from '../order-sheet/order-sheet';
import { useLiveAccountSync } from '../order-sheet/use-live-account-sync';
import { UnfilledOrders } from '../unfilled-orders/unfilled-orders';
import type { OrderBook } from '../order-book/book-ladder';
import { BestQuotes, OrderBookView } from '../order-book/order-book-view';
import { PriceChartPanel } from '../price-chart/price-chart-panel';
import { BuildingInfo, DisclosureList, DividendInfo, useOffering } from './building-tabs';
import { RecentTrades } from './recent-trades';
import { TickerHeader } from './ticker-header';
import { useMarketData, type MarketQuote } from './use-market-data';

/** Listens for the app coming back to the foreground; returns the function that stops. */
export type SubscribeToForeground = (listener: () => void) => () => void;

export interface MarketDetailScreenProps {
  /** The stock code (the route's `$id`). */
  readonly stockCd: string;
  readonly loadLive: LoadLiveClient;
  /** The member as app-core's user store holds them (gates and the member's own data). */
  readonly user: GateUser;
  /** The member confirmed a gate dialog (log in, sign up, open or link an account). */
  readonly onGate: (code: GateDialogCode) => void;
  /** The member chose 입금하기 in INSUFFICIENT_FUND. */
  readonly onDeposit: () => void;
  /** The shell's foreground message on this screen (spec §4): the book re-syncs from a fresh snapshot. */
  readonly subscribeToForeground: SubscribeToForeground;
}

/**
 * 종목 시세 (/market/{id}): the live price and today's figures, the live order book, the price
 * chart, the latest trades, and the building's information, dividends and disclosures in tabs.
 */
export function MarketDetailScreen(props: MarketDetailScreenProps) {
  return (
    <LiveGate loadLive={props.loadLive}>
      <MarketDetail {...props} />
    </LiveGate>
  );
}

type DetailTab = 'book' | 'chart' | 'trades' | 'orders' | 'building' | 'dividend' | 'disclosure';

function MarketDetail({ stockCd, user, onGate, onDeposit, subscribeToForeground }: MarketDetailScreenProps) {
  const { detail, quote, book, trades, resync } = useMarketData(stockCd);
  const operation = useMarketOperationNow();
  useLiveAccountSync();
  const onForeground = useEffectEvent(() => void resync());
  useEffect(() => subscribeToForeground(() => onForeground()), [subscribeToForeground]);
  const [order, setOrder] = useState<{ side: OrderSide; price: number } | null>(null);
  const [tab, setTab] = useState<DetailTab>('book');

  if (detail.isPending) return <Skeleton lines={6} label="불러오는 중이에요" />;
  if (detail.isError) {
    if (isJogakApiError(detail.error) && detail.error.status === 404) {
      return <EmptyState title="상장된 종목을 찾을 수 없어요" description="주소를 확인하거나 시세 목록에서 다시 골라주세요." />;
    }
    return <ErrorState description="시세를 불러오지 못했어요." onRetry={() => void detail.refetch()} />;
  }
  const shown = quote ?? detail.data;
  const signedIn = transactionGate(user) === 'SUCCESS';
  // Gates first (spec §6), then the market's hours; the sheet opens at the tapped or best price.
  const openOrder = async (side: OrderSide, price?: number) => {
    const gate = gateDialogCode(transactionGate(user));
    if (gate) {
      if (await openDialog(dialogDefinition(gate))) onGate(gate);
      return;
    }
    const state = operation ? marketStateOf(operation) : undefined;
    if (state === 'closed' || state === 'day-off') {
      await openDialog(marketClosedDialog(state, operation));
      return;
    }
    const best = side === 'buy' ? book?.asks[0]?.price : book?.bids[0]?.price;
    setOrder({ side, price: price ?? best ?? shown.currentPrice });
  };
  const onPickPrice = (price: number, level: 'ask' | 'bid') => void openOrder(level === 'ask' ? 'buy' : 'sell', price);
  return (
    <section className="jg-trade-detail" aria-labelledby="jg-trade-detail-title">
      <h2 id="jg-trade-detail-title" className="jg-trade-title">
        {shown.name}
      </h2>
      <TickerHeader quote={shown} />
      <MarketStatusBanner />
      <Tabs<DetailTab>
        label="종목 정보"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'book', label: '호가', content: book ? <BookPanel book={book} quote={shown} onPickPrice={onPickPrice} /> : <Skeleton lines={6} label="호가를 불러오는 중이에요" /> },
          { value: 'chart', label: '차트', content: <PriceChartPanel stockCd={stockCd} trades={trades} /> },
          { value: 'trades', label: '체결', content: <RecentTrades trades={trades} prevClosePrice={shown.prevClosePrice} /> },
          ...(signedIn ? [{ value: 'orders' as const, label: '미체결', content: <UnfilledOrders stockCd={stockCd} operation={operation} onDeposit={onDeposit} /> }] : []),
          { value: 'building', label: '건물 정보', content: <OfferingPanel quote={shown}>{(offering) => <BuildingInfo offering={offering} />}</OfferingPanel> },
          { value: 'dividend', label: '배당', content: <OfferingPanel quote={shown}>{(offering) => <DividendInfo offering={offering} stockCd={stockCd} signedIn={signedIn} />}</OfferingPanel> },
          { value: 'disclosure', label: '공시', content: <OfferingPanel quote={shown}>{(offering) => <DisclosureList offering={offering} />}</OfferingPanel> },
        ]}
      />
      <div className="jg-trade-actions">
        <Button status="primary" size="large" onClick={() => void openOrder('buy')}>
          매수
        </Button>
        <Button status="light-primary" size="large" onClick={() => void openOrder('sell')}>
          매도
        </Button>
      </div>
      {order ? (
        <OrderSheet
          key={`${order.side}-${order.price}`}
          side={order.side}
          quote={shown}
          book={book}
          initialPrice={order.price}
          operation={operation}
          onClose={() => setOrder(null)}
          onDeposit={onDeposit}
        />
      ) : null}
    </section>
  );
}

function BookPanel({ book, quote, onPickPrice }: { readonly book: OrderBook; readonly quote: MarketQuote; readonly onPickPrice: (price: number, level: 'ask' | 'bid') => void }) {
  return (
    <>
      <OrderBookView book={book} quote={quote} onPickPrice={onPickPrice} />
      <BestQuotes book={book} />
    </>
  );
}

function OfferingPanel({ quote, children }: { readonly quote: MarketQuote; readonly children: (offering: NonNullable<ReturnType<typeof useOffering>['data']>) => ReactNode }) {
  const query = useOffering(quote.offeringId);
  if (query.isPending) return <Skeleton lines={4} label="불러오는 중이에요" />;
  if (query.isError) return <ErrorState description="건물 정보를 불러오지 못했어요." onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
