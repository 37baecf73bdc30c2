import { marketQueries, type LiveMarketTrade } from '@jogak/api-client';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { EmptyState, lazyPart, QueryState, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { advanceLiveCandles, candleLabel, startLiveCandles, type Candle, type LiveCandles, type PriceHistory, type PriceInterval } from './candles';

const loadCandleChart = () => import('./candle-chart');
// The chart library is a chunk of its own, loaded when a chart first shows. A chart that failed
// to load or draw says so and can be tried again; the legend and the rest of the screen stay.
const CandleChart = lazyPart(() => loadCandleChart().then((module) => module.default), {
  failedText: '차트를 그리지 못했어요.',
  loading: <Skeleton lines={5} label="차트를 그리는 중이에요" />,
});

const INTERVALS: ReadonlyArray<{ readonly value: PriceInterval; readonly label: string }> = [
  { value: 'day', label: '일봉' },
  { value: 'week', label: '주봉' },
  { value: 'minute', label: '분봉' },
];

/**
 * The library's NOTICE (Apache-2.0 with attribution) and the link to TradingView its licence asks
 * for, shown under every chart: this text link is the attribution (the chart's own logo link is off).
 */
const TRADINGVIEW_NOTICE = 'TradingView Lightweight Charts™ · Copyright (c) 2023 TradingView, Inc.';
const TRADINGVIEW_URL = 'https://www.tradingview.com/';

export interface PriceChartPanelProps {
  readonly stockCd: string;
  /** The market's live trades, newest first (the feed's `trades`): each moves the last candle. */
  readonly trades: readonly LiveMarketTrade[];
  /**
   * Opens the TradingView link outside the app (the app passes the shell's `openLink`), so the
   * WebView never leaves Jogak. Without it (a plain browser) the link opens in a new tab.
   */
  readonly onOpenLink?: (url: string) => void;
}

/**
 * 차트: candles by day, week or today's minutes with their volume, the last one moved by each
 * live trade; a legend with the last candle in words (the canvas says nothing to a screen reader).
 * One chart for the panel's life: another period redraws it rather than making it again (a new
 * chart took a sixth of a second on a phone), and while there is nothing to draw (the period
 * loading or failed, no minute yet today) it is kept out of sight.
 */
export function PriceChartPanel({ stockCd, trades, onOpenLink }: PriceChartPanelProps) {
  const [period, setPeriod] = useState<PriceInterval>('day');
  const history = useQuery(marketQueries.priceHistory(stockCd, period));
  const { live, drawn } = useLiveCandles(history.data, trades);
  // 분봉 past Seoul midnight: the cached minutes are yesterday's. Asked once per history: the
  // answer, today's minutes, starts the candles again (`startLiveCandles`).
  const historyOutdated = live?.historyOutdated ?? false;
  const { refetch } = history;
  useEffect(() => {
    if (historyOutdated) void refetch();
  }, [historyOutdated, refetch]);
  // Fetch the chart's chunk while the history loads rather than after it.
  useEffect(() => void loadCandleChart().catch(() => undefined), []);
  const last = live?.candles.at(-1);
  return (
    <section className="jg-trade-chart" aria-label="차트">
      <div className="jg-trade-segments" role="group" aria-label="차트 기간">
        {INTERVALS.map((option) => (
          <button key={option.value} type="button" className="jg-trade-chip jg-touch-target" aria-pressed={period === option.value} onClick={() => setPeriod(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
      <QueryState query={history} loadingLabel="차트를 불러오는 중이에요" skeletonLines={5} errorText="차트를 불러오지 못했어요.">
        {(shown) => (last ? <Legend candle={last} interval={shown.interval} /> : <NoCandles interval={shown.interval} />)}
      </QueryState>
      {drawn && (
        <div hidden={!last}>
          <CandleChart candles={drawn.candles} interval={drawn.history.interval} />
        </div>
      )}
      {last && <TradingViewNotice onOpenLink={onOpenLink} />}
    </section>
  );
}

interface LiveCandlesState {
  /** The shown history's candles with the live trades since; `null` while there is no history. */
  readonly live: LiveCandles | null;
  /** What the chart was last given: `live`, or while there is none the last one (kept, hidden). */
  readonly drawn: LiveCandles | null;
}

const NO_CANDLES: LiveCandlesState = { live: null, drawn: null };

/**
 * The history, then each live trade that came after it (set while rendering: no extra frame). A
 * history other than the last one (another period, or a new answer) starts afresh, and so does one
 * coming back after a time without any (its period loading): as if the chart had been made again.
 */
function useLiveCandles(history: PriceHistory | undefined, trades: readonly LiveMarketTrade[]): LiveCandlesState {
  const [state, setState] = useState(NO_CANDLES);
  const live = history === undefined ? null : advanceLiveCandles(state.live?.history === history ? state.live : startLiveCandles(history, trades), trades);
  if (live === state.live) return state;
  const next = { live, drawn: live ?? state.drawn };
  setState(next);
  return next;
}

function NoCandles({ interval }: { readonly interval: PriceInterval }) {
  return interval === 'minute' ? (
    <EmptyState title="오늘은 아직 체결이 없어요" description="체결이 나면 분봉이 그려져요." />
  ) : (
    <EmptyState title="아직 시세 이력이 없어요" />
  );
}

/** The tap goes to `onOpenLink`, not the WebView, which cannot open a new tab. */
function TradingViewNotice({ onOpenLink }: Pick<PriceChartPanelProps, 'onOpenLink'>) {
  const openThrough = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenLink) return;
    event.preventDefault();
    onOpenLink(TRADINGVIEW_URL);
  };
  return (
    <p className="jg-trade-chart__notice">
      {TRADINGVIEW_NOTICE}{' '}
      <a href={TRADINGVIEW_URL} target="_blank" rel="noopener noreferrer" onClick={openThrough}>
        tradingview.com
        <span className="jg-visually-hidden">(외부 사이트로 열려요)</span>
      </a>
    </p>
  );
}

function Legend({ candle, interval }: { readonly candle: Candle; readonly interval: PriceInterval }) {
  const label = candleLabel(candle.time, interval);
  return (
    <div className="jg-trade-chart__legend">
      <p className="jg-trade-hint">{label}</p>
      <LegendFigures candle={candle} label={label} />
    </div>
  );
}

function LegendFigures({ candle, label }: { readonly candle: Candle; readonly label: string }) {
  return (
    <dl className="jg-trade-facts" aria-label={`${label} 시세`}>
      <div>
        <dt>시가</dt>
        <dd>{formatWon(candle.open)}</dd>
      </div>
      <div>
        <dt>고가</dt>
        <dd>{formatWon(candle.high)}</dd>
      </div>
      <div>
        <dt>저가</dt>
        <dd>{formatWon(candle.low)}</dd>
      </div>
      <div>
        <dt>종가</dt>
        <dd>{formatWon(candle.close)}</dd>
      </div>
      <div>
        <dt>거래량</dt>
        <dd>{formatNumber(candle.volume)}주</dd>
      </div>
    </dl>
  );
}
