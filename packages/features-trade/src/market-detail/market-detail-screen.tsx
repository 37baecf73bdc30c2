import { isNotFoundError } from '@jogak/api-client';
import {
  gateDialogCode,
  openCatalogueDialog,
  transactionGate,
  useNativeBack,
  useNavigateToRoute,
  type GateDialogCode,
  type GateUser,
  type NativeBackEvents,
} from '@jogak/app-core';
import { useMarketTrades } from '@jogak/realtime/react';
import { Button, EmptyState, ErrorState, lazyPart, openDialog, QueryState, showToast, Skeleton, Tabs, whenIdle } from '@jogak/ui-kit';
import { useEffect, useEffectEvent, useState, type ComponentType, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { LiveFeedNotice } from '../live-feed/live-feed-notice';
import { LiveGate, type LoadLiveClient } from '../live-feed/live-gate';
import { marketStateOf } from '../market-status/market-status';
import { MarketStatusBanner, useMarketOperationNow } from '../market-status/market-status-banner';
import type { OrderSide } from '../order-sheet/order-checks';
import { marketClosedDialog } from '../order-sheet/order-dialogs';
import type { OrderSheetProps } from '../order-sheet/order-sheet';
import { useLiveAccountSync } from '../order-sheet/use-live-account-sync';
import { UnfilledOrders } from '../unfilled-orders/unfilled-orders';
import { BestQuotes, OrderBookView } from '../order-book/order-book-view';
import { PriceChartPanel } from '../price-chart/price-chart-panel';
import { DisclosureList, DividendInfo, useOffering } from './building-tabs';
import { RecentTrades } from './recent-trades';
import { TickerHeader } from './ticker-header';
import { useLiveBook, useLiveQuote, useMarketDetail, type MarketQuote } from './use-market-data';

// The order sheet and the building's description (with the rich-text sanitiser) are chunks of
// their own: the screen's first view shows neither, and their download beside the figures'
// delayed the largest paint (issue #18: /market/JG0001's LCP 3.60 → 3.46 s as a guest). The
// sheet's chunk is fetched once the figures are on screen for a member who may order, and
// awaited by 매수 / 매도.
const loadOrderSheet = () => import('../order-sheet/order-sheet').then((module) => module.OrderSheet);
const BuildingInfo = lazyPart(() => import('./building-info').then((module) => module.BuildingInfo), {
  failedText: '건물 정보를 불러오지 못했어요.',
  loading: <Skeleton lines={4} label="건물 정보를 불러오는 중이에요" />,
});

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
  /**
   * The shell's back button (spec §9 lists `market/` among the pages that handle it): an open gate
   * or closed-market dialog is withdrawn; else an open order sheet closes, withdrawing its open
   * question; else the screen goes back to the market list.
   */
  readonly nativeBack?: NativeBackEvents;
  /** Opens a link that leaves the app (the chart's TradingView link) through the shell's `openLink`. */
  readonly onOpenLink?: (url: string) => void;
}

/** The order sheet the member opened. No price: it opens at the best quote as it stands when it opens. */
interface OpenOrder {
  readonly side: OrderSide;
  readonly price?: number;
  /** The sheet's code, loaded before it opens. */
  readonly Sheet: ComponentType<OrderSheetProps>;
}

/** The open order sheet, held by the screen's frame above the live gate. */
interface OpenOrderState {
  readonly order: OpenOrder | null;
  readonly setOrder: Dispatch<SetStateAction<OpenOrder | null>>;
}

/**
 * 종목 시세 (/market/{id}): the live price and today's figures, the live order book, the price
 * chart, the latest trades, and the building's information, dividends and disclosures in tabs.
 */
export function MarketDetailScreen(props: MarketDetailScreenProps) {
  // Another stock is another screen: the router keeps this one mounted when only the address's id
  // changes (a push for another building), and an order sheet kept open would send the first
  // stock's price and quantity as an order for the second.
  return <StockScreen key={props.stockCd} {...props} />;
}

function StockScreen(props: MarketDetailScreenProps) {
  const navigate = useNavigateToRoute();
  // Held above the live gate, so a sheet stays open (with what was typed) while the gate reloads.
  const [order, setOrder] = useState<OpenOrder | null>(null);
  // An open dialog or the order sheet takes the back first (useNativeBack): one layer per back.
  // Returned to, not opened anew: the target's own back must not lead here again (spec §9).
  useNativeBack(props.nativeBack, () => navigate({ route: '/_main/market' }, { returnTo: true }));
  return (
    <LiveGate loadLive={props.loadLive}>
      <MarketDetail {...props} order={order} setOrder={setOrder} />
    </LiveGate>
  );
}

type DetailTab = 'book' | 'chart' | 'trades' | 'orders' | 'building' | 'dividend' | 'disclosure';

/**
 * The screen's frame reads the stock call, not the feed: each part that shows live figures (the
 * ticker, the book, the trades, the chart, an open order sheet) follows the feed itself, so a
 * burst of messages re-renders those parts and never the tabs and panels around them.
 */
function MarketDetail({ stockCd, user, onGate, onDeposit, subscribeToForeground, onOpenLink, order, setOrder }: MarketDetailScreenProps & OpenOrderState) {
  const { detail, resync } = useMarketDetail(stockCd);
  const { operation, pending: operationPending } = useMarketOperationNow();
  useLiveAccountSync();
  const onForeground = useEffectEvent(() => void resync());
  useEffect(() => subscribeToForeground(() => onForeground()), [subscribeToForeground]);
  const [tab, setTab] = useState<DetailTab>('book');
  const access = transactionGate(user);
  const signedIn = access === 'SUCCESS';
  // A member who may order gets the sheet's code once the figures have painted (asked for in the
  // task that drew them, its files would count in the page's largest paint); a guest's 매수 asks
  // to log in first.
  const shown = detail.data !== undefined;
  useEffect(() => {
    if (shown && signedIn) whenIdle(() => void loadOrderSheet().catch(() => undefined));
  }, [shown, signedIn]);

  if (detail.isPending || operationPending) return <Skeleton lines={6} label="불러오는 중이에요" />;
  // Only a stock that never arrived replaces the screen: a re-sync that fails (back from the
  // background) keeps the figures shown and an order sheet being filled in.
  if (detail.data === undefined) {
    if (isNotFoundError(detail.error)) {
      return <EmptyState title="상장된 종목을 찾을 수 없어요" description="주소를 확인하거나 시세 목록에서 다시 골라주세요." />;
    }
    return <ErrorState description="시세를 불러오지 못했어요." onRetry={() => void detail.refetch()} />;
  }
  const stock = detail.data;
  // Gates first (spec §6), then the market's hours; the sheet opens at the tapped or best price.
  const openOrder = async (side: OrderSide, price?: number) => {
    const gate = gateDialogCode(transactionGate(user));
    if (gate) {
      if (await openCatalogueDialog(gate)) onGate(gate);
      return;
    }
    const state = operation ? marketStateOf(operation) : undefined;
    if (state === 'closed' || state === 'day-off') {
      await openDialog(marketClosedDialog(state, operation));
      return;
    }
    let Sheet: ComponentType<OrderSheetProps>;
    try {
      Sheet = await loadOrderSheet();
    } catch {
      showToast('주문 화면을 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
      return;
    }
    setOrder(price === undefined ? { side, Sheet } : { side, price, Sheet });
  };
  const onPickPrice = (price: number, level: 'ask' | 'bid') => void openOrder(level === 'ask' ? 'buy' : 'sell', price);
  return (
    <section className="jg-trade-detail" aria-labelledby="jg-trade-detail-title">
      <div className="jg-trade-detail__body">
        <h2 id="jg-trade-detail-title" className="jg-trade-title">
          {stock.name}
        </h2>
        <LiveTickerHeader stock={stock} />
        <MarketStatusBanner />
        <Tabs<DetailTab>
          label="종목 정보"
          // 미체결 goes once the member may no longer trade (a refusal read their facts again): the book shows, not an empty panel.
          value={tab === 'orders' && !signedIn ? 'book' : tab}
          onValueChange={setTab}
          items={[
            { value: 'book', label: '호가', content: <LiveBookPanel stock={stock} onPickPrice={onPickPrice} /> },
            // Kept once opened: coming back to it makes and draws no chart anew (a sixth of a second on a phone).
            { value: 'chart', label: '차트', content: <LivePriceChart stockCd={stockCd} onOpenLink={onOpenLink} />, keepMounted: true },
            { value: 'trades', label: '체결', content: <LiveRecentTrades stock={stock} /> },
            ...(signedIn ? [{ value: 'orders' as const, label: '미체결', content: <UnfilledOrders stockCd={stockCd} operation={operation} onDeposit={onDeposit} onGate={onGate} /> }] : []),
            { value: 'building', label: '건물 정보', content: <OfferingPanel stock={stock}>{(offering) => <BuildingInfo offering={offering} />}</OfferingPanel> },
            { value: 'dividend', label: '배당', content: <OfferingPanel stock={stock}>{(offering) => <DividendInfo offering={offering} stockCd={stockCd} gate={access} />}</OfferingPanel> },
            { value: 'disclosure', label: '공시', content: <OfferingPanel stock={stock}>{(offering) => <DisclosureList offering={offering} />}</OfferingPanel> },
          ]}
        />
        <LiveFeedNotice />
      </div>
      <div className="jg-trade-actions">
        <Button status="primary" size="large" onClick={() => void openOrder('buy')}>
          매수
        </Button>
        <Button status="light-primary" size="large" onClick={() => void openOrder('sell')}>
          매도
        </Button>
      </div>
      {order ? (
        <LiveOrderSheet
          key={`${order.side}-${order.price ?? 'best'}`}
          Sheet={order.Sheet}
          side={order.side}
          price={order.price}
          stock={stock}
          operation={operation}
          // Closes this sheet only: an order answered after its sheet was closed (back, 닫기) must
          // not close the sheet opened since, with what the member typed in it.
          onClose={() => setOrder((open) => (open === order ? null : open))}
          onDeposit={onDeposit}
          onGate={onGate}
        />
      ) : null}
    </section>
  );
}

function LiveTickerHeader({ stock }: { readonly stock: MarketQuote }) {
  return <TickerHeader quote={useLiveQuote(stock)} />;
}

function LiveBookPanel({ stock, onPickPrice }: { readonly stock: MarketQuote; readonly onPickPrice: (price: number, level: 'ask' | 'bid') => void }) {
  const quote = useLiveQuote(stock);
  return (
    <QueryState query={useLiveBook(stock.stockCd)} skeletonLines={6} loadingLabel="호가를 불러오는 중이에요" errorText="호가를 불러오지 못했어요.">
      {(book) => (
        <>
          <OrderBookView book={book} quote={quote} onPickPrice={onPickPrice} />
          <BestQuotes book={book} />
        </>
      )}
    </QueryState>
  );
}

function LivePriceChart({ stockCd, onOpenLink }: { readonly stockCd: string; readonly onOpenLink: MarketDetailScreenProps['onOpenLink'] }) {
  return <PriceChartPanel stockCd={stockCd} trades={useMarketTrades(stockCd)} onOpenLink={onOpenLink} />;
}

function LiveRecentTrades({ stock }: { readonly stock: MarketQuote }) {
  return <RecentTrades trades={useMarketTrades(stock.stockCd)} prevClosePrice={stock.prevClosePrice} />;
}

interface LiveOrderSheetProps extends Omit<OrderSheetProps, 'quote' | 'book' | 'initialPrice'> {
  readonly Sheet: ComponentType<OrderSheetProps>;
  /** The tapped level's price; without it the sheet opens at the best quote of the other side, or the current price. */
  readonly price: number | undefined;
  readonly stock: MarketQuote;
}

function LiveOrderSheet({ Sheet, side, price, stock, ...sheet }: LiveOrderSheetProps) {
  const quote = useLiveQuote(stock);
  const book = useLiveBook(stock.stockCd).data;
  const [initialPrice] = useState(() => price ?? (side === 'buy' ? book?.asks[0]?.price : book?.bids[0]?.price) ?? quote.currentPrice);
  return <Sheet side={side} quote={quote} book={book} initialPrice={initialPrice} {...sheet} />;
}

function OfferingPanel({ stock, children }: { readonly stock: MarketQuote; readonly children: (offering: NonNullable<ReturnType<typeof useOffering>['data']>) => ReactNode }) {
  return (
    <QueryState query={useOffering(stock.offeringId)} errorText="건물 정보를 불러오지 못했어요.">
      {children}
    </QueryState>
  );
}
