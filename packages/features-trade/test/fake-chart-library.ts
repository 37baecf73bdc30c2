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

export interface FakeChart {
  readonly series: FakeSeries[];
  timeScale: TimeScaleOptions;
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
  const chart: FakeChart = { series: [], timeScale: { ...options.timeScale }, removed: false };
  madeCharts.push(chart);
  const timeScaleApi = { fitContent: () => undefined, setVisibleLogicalRange: () => undefined };
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
