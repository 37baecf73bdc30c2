import { formatNumber } from '@jogak/domain-rules';
import { tokens } from '@jogak/ui-kit';
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  TickMarkType,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { candleLabel, chartChange, type Candle, type ChartChange, type PriceInterval } from './candles';

/** Candles in view when a history opens (older ones are a swipe or the 이전 봉 보기 button away). */
const CANDLES_IN_VIEW = 60;
/** A volume bar's colour: the candle's, faded. */
const VOLUME_ALPHA = '66';

interface DrawnChart {
  readonly chart: IChartApi;
  readonly prices: ISeriesApi<'Candlestick'>;
  readonly volumes: ISeriesApi<'Histogram'>;
  shown: readonly Candle[];
  /** The period the axis and the candles shown are of (`null` before the first are shown). */
  interval: PriceInterval | null;
}

function priceBar(candle: Candle): CandlestickData<UTCTimestamp> {
  return { time: candle.time as UTCTimestamp, open: candle.open, high: candle.high, low: candle.low, close: candle.close };
}

function volumeBar(candle: Candle): HistogramData<UTCTimestamp> {
  const colour = candle.close < candle.open ? tokens.color.fall : tokens.color.rise;
  return { time: candle.time as UTCTimestamp, value: candle.volume, color: `${colour}${VOLUME_ALPHA}` };
}

/** Axis labels in Korean: 2025년, 3월, 4일, 10:15. */
function tickMark(time: number, type: TickMarkType): string {
  const at = new Date(time * 1_000);
  if (type === TickMarkType.Year) return `${at.getUTCFullYear()}년`;
  if (type === TickMarkType.Month) return `${at.getUTCMonth() + 1}월`;
  if (type === TickMarkType.DayOfMonth) return `${at.getUTCDate()}일`;
  return candleLabel(time, 'minute');
}

function drawChart(container: HTMLElement): DrawnChart {
  // Sized by `followSize` rather than the library's `autoSize`, which shrinks the chart to nothing
  // while hidden and redraws it whole when shown again.
  const chart = createChart(container, {
    width: container.clientWidth,
    height: container.clientHeight,
    // No logo link on the chart: a 35×19 px tab stop named in English that opens a new tab, which
    // a WebView cannot do. The licence's attribution is the panel's NOTICE text and TradingView link.
    layout: { attributionLogo: false, background: { color: tokens.color.surface }, textColor: tokens.color.textSecondary, fontFamily: tokens.font.family },
    grid: { vertLines: { color: tokens.color.muted }, horzLines: { color: tokens.color.muted } },
    localization: { locale: 'ko-KR', priceFormatter: (price: number) => formatNumber(Math.round(price)) },
    rightPriceScale: { borderColor: tokens.color.border, scaleMargins: { top: 0.1, bottom: 0.25 } },
    timeScale: { borderColor: tokens.color.border, tickMarkFormatter: (time: unknown, type: TickMarkType) => tickMark(Number(time), type) },
  });
  const prices = chart.addSeries(CandlestickSeries, {
    upColor: tokens.color.rise,
    downColor: tokens.color.fall,
    wickUpColor: tokens.color.rise,
    wickDownColor: tokens.color.fall,
    borderVisible: false,
  });
  const volumes = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '', lastValueVisible: false, priceLineVisible: false });
  volumes.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return { chart, prices, volumes, shown: [], interval: null };
}

/**
 * Keeps the chart the size of its container. A hidden container (its tab or the panel's other
 * states showing) measures 0 × 0: the chart keeps its size and what it drew, so showing it again
 * costs no redraw (about 60 ms at a phone's speed) unless the width changed meanwhile.
 */
function followSize(container: HTMLElement, chart: IChartApi): ResizeObserver {
  const observer = new ResizeObserver((entries) => {
    const size = entries.at(-1)?.contentRect;
    // Painted at once, as `autoSize` does, so the canvas never shows stretched for a frame.
    if (size && size.width > 0 && size.height > 0) chart.resize(size.width, size.height, true);
  });
  observer.observe(container);
  return observer;
}

/** Labels the crosshair and the axis for a period: times of day only for minutes. */
function applyInterval(chart: IChartApi, interval: PriceInterval): void {
  chart.applyOptions({
    localization: { timeFormatter: (time: unknown) => candleLabel(Number(time), interval) },
    timeScale: { timeVisible: interval === 'minute', secondsVisible: false },
  });
}

const RESET: ChartChange = { kind: 'reset' };

/**
 * Redraws what changed: another period's candles in full, on its own axis; the same period's
 * whole history, or only the last candle and any new ones.
 */
function show(drawn: DrawnChart, candles: readonly Candle[], interval: PriceInterval): void {
  const periodChanged = drawn.interval !== interval;
  if (periodChanged) {
    applyInterval(drawn.chart, interval);
    drawn.interval = interval;
  }
  // Another period's candles share nothing with those shown, whatever their counts.
  const change = periodChanged ? RESET : chartChange(drawn.shown, candles);
  if (change.kind === 'reset') {
    drawn.prices.setData(candles.map(priceBar));
    drawn.volumes.setData(candles.map(volumeBar));
    if (candles.length > CANDLES_IN_VIEW) drawn.chart.timeScale().setVisibleLogicalRange({ from: candles.length - CANDLES_IN_VIEW, to: candles.length });
    else drawn.chart.timeScale().fitContent();
  } else {
    for (const candle of change.candles) {
      drawn.prices.update(priceBar(candle));
      drawn.volumes.update(volumeBar(candle));
    }
  }
  drawn.shown = candles;
}

/** Which way the candles in view can move: to older ones, back to the latest. */
interface ChartScroll {
  readonly older: boolean;
  readonly newer: boolean;
}

const NO_SCROLL: ChartScroll = { older: false, newer: false };

/** `next`, or `current` when it says the same: a swipe reports every frame, the buttons change at its ends. */
function sameOr(current: ChartScroll, next: ChartScroll): ChartScroll {
  return current.older === next.older && current.newer === next.newer ? current : next;
}

/**
 * Where a view of the candles `from` … `to` (logical indexes: a candle's centre is its index) can
 * move among `count` candles: an end candle at least half in view counts as shown.
 */
export function chartScrollOf(range: LogicalRange | null, count: number): ChartScroll {
  if (range === null || count === 0) return NO_SCROLL;
  return { older: range.from > 0.5, newer: range.to < count - 1.5 };
}

/**
 * The view half a screen of candles older, no further than the first candle: the button that
 * moves the chart without a swipe (WCAG 2.5.7), as far as a swipe across half the chart.
 */
export function olderRange(range: LogicalRange): LogicalRange {
  const shift = Math.min(Math.max(1, Math.round((range.to - range.from) / 2)), range.from);
  return { from: range.from - shift, to: range.to - shift } as LogicalRange;
}

export interface CandleChartProps {
  readonly candles: readonly Candle[];
  readonly interval: PriceInterval;
}

/**
 * The candle and volume chart (TradingView Lightweight Charts on a canvas). Loaded lazily, so the
 * library is its own chunk: nothing of it loads until a chart is shown. One chart for the
 * component's life: another period replaces its candles and axis, it is not made again.
 */
export default function CandleChart({ candles, interval }: CandleChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const drawnRef = useRef<DrawnChart | null>(null);
  const [scroll, setScroll] = useState(NO_SCROLL);

  useEffect(() => {
    if (!containerRef.current) return undefined;
    const drawn = drawChart(containerRef.current);
    const sizing = followSize(containerRef.current, drawn.chart);
    drawnRef.current = drawn;
    // Swipes, pinches and the buttons below all move the view: the buttons follow it.
    const followView = (range: LogicalRange | null) => setScroll((current) => sameOr(current, chartScrollOf(range, drawn.shown.length)));
    drawn.chart.timeScale().subscribeVisibleLogicalRangeChange(followView);
    return () => {
      drawnRef.current = null;
      drawn.chart.timeScale().unsubscribeVisibleLogicalRangeChange(followView);
      sizing.disconnect();
      drawn.chart.remove();
    };
  }, []);

  useEffect(() => {
    const drawn = drawnRef.current;
    if (!drawn) return;
    show(drawn, candles, interval);
    setScroll((current) => sameOr(current, chartScrollOf(drawn.chart.timeScale().getVisibleLogicalRange(), candles.length)));
  }, [candles, interval]);

  const timeScale = () => drawnRef.current?.chart.timeScale();
  const showOlder = () => {
    const range = timeScale()?.getVisibleLogicalRange();
    if (scroll.older && range) timeScale()?.setVisibleLogicalRange(olderRange(range));
  };
  const showLatest = () => {
    // At once, not the library's animated scrollToRealTime: no motion, and the buttons follow.
    if (scroll.newer) timeScale()?.scrollToPosition(0, false);
  };

  // The canvas is hidden from screen readers: the library's panes are a table of canvases that
  // says nothing; the panel's legend gives the last candle in words. The buttons move the view
  // without a swipe; at either end they stay focusable and say they can go no further.
  return (
    <>
      <div ref={containerRef} className="jg-trade-chart__canvas" aria-hidden="true" />
      {scroll.older || scroll.newer ? (
        <div className="jg-trade-segments jg-trade-chart__scroll" role="group" aria-label="차트 이동">
          <button type="button" className="jg-trade-chip jg-touch-target" aria-disabled={!scroll.older} onClick={showOlder}>
            이전 봉 보기
          </button>
          <button type="button" className="jg-trade-chip jg-touch-target" aria-disabled={!scroll.newer} onClick={showLatest}>
            최근 봉 보기
          </button>
        </div>
      ) : null}
    </>
  );
}
