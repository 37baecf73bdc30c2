// Stands in for lightweight-charts in happy-dom, which has no canvas:
// `vi.mock('lightweight-charts', () => import('<path>/test/fake-chart-library'))`. A test reads
// `madeCharts` to count the charts made and see the bars and time scale each was given.

export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 } as const;
export const CandlestickSeries = { type: 'Candlestick' } as const;
export const HistogramSeries = { type: 'Histogram' } as const;

interface Bar {
  readonly time: number;
}

interface TimeScaleOptions {
  readonly timeVisible?: boolean;
}

export interface FakeSeries {
  /** The bars as drawn: the last `setData` with every `update` since. */
  readonly bars: Bar[];
  /** How many times the whole series was replaced (`setData`). */
  resets: number;
}

interface LogicalRange {
  readonly from: number;
  readonly to: number;
}

export interface FakeChart {
  readonly series: FakeSeries[];
  timeScale: TimeScaleOptions;
  /** The candles in view (logical indexes), as the last `setVisibleLogicalRange` or `fitContent` left them. */
  visibleRange: LogicalRange | null;
  removed: boolean;
}

/** Every chart made since the test file started, oldest first (a test empties it when it begins). */
export const madeCharts: FakeChart[] = [];

function fakeSeries() {
  const series: FakeSeries = { bars: [], resets: 0 };
  return Object.assign(series, {
    setData(bars: readonly Bar[]) {
      series.bars.splice(0, series.bars.length, ...bars);
      series.resets += 1;
    },
    // As the library does: a bar may replace the last one or follow it, never come before it.
    update(bar: Bar) {
      const last = series.bars.at(-1);
      if (last && bar.time < last.time) throw new Error('Cannot update oldest data');
      if (last && bar.time === last.time) series.bars[series.bars.length - 1] = bar;
      else series.bars.push(bar);
    },
    priceScale: () => ({ applyOptions: () => undefined }),
  });
}

export function createChart(_container: HTMLElement, options: { readonly timeScale?: TimeScaleOptions }) {
  const chart: FakeChart = { series: [], timeScale: { ...options.timeScale }, visibleRange: null, removed: false };
  madeCharts.push(chart);
  const viewers = new Set<(range: LogicalRange | null) => void>();
  const bars = () => chart.series[0]?.bars.length ?? 0;
  // As the library does, every change of the view is told to its subscribers.
  const view = (range: LogicalRange) => {
    chart.visibleRange = range;
    for (const viewer of viewers) viewer(range);
  };
  const timeScaleApi = {
    fitContent: () => view({ from: -0.5, to: bars() - 0.5 }),
    setVisibleLogicalRange: view,
    getVisibleLogicalRange: () => chart.visibleRange,
    // The view's right edge `position` candles past the last one, keeping its width.
    scrollToPosition: (position: number) => {
      const width = chart.visibleRange ? chart.visibleRange.to - chart.visibleRange.from : bars();
      view({ from: bars() - 1 + position - width, to: bars() - 1 + position });
    },
    subscribeVisibleLogicalRangeChange: (viewer: (range: LogicalRange | null) => void) => viewers.add(viewer),
    unsubscribeVisibleLogicalRangeChange: (viewer: (range: LogicalRange | null) => void) => viewers.delete(viewer),
  };
  return {
    resize: () => undefined,
    addSeries() {
      const series = fakeSeries();
      chart.series.push(series);
      return series;
    },
    applyOptions(next: { readonly timeScale?: TimeScaleOptions }) {
      chart.timeScale = { ...chart.timeScale, ...next.timeScale };
    },
    timeScale: () => timeScaleApi,
    remove() {
      chart.removed = true;
    },
  };
}
