/*
 * The page the benchmark opens in Chromium: one market screen fed by the real live client.
 * It counts renders per animation frame and long tasks, and exposes them on `window.bench`.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createLiveClient } from '../src/index';
import { LiveProvider, useMarketFeed } from '../src/react/index';

const STOCK = 'JG0001';
const live = createLiveClient({ url: `${location.origin}/ws` });
const metrics = { renders: 0, frames: 0, maxRendersPerFrame: 0, events: 0, longTasks: [] as number[] };
let rendersAtLastFrame = 0;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) metrics.longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });

function onFrame() {
  metrics.frames += 1;
  metrics.maxRendersPerFrame = Math.max(metrics.maxRendersPerFrame, metrics.renders - rendersAtLastFrame);
  rendersAtLastFrame = metrics.renders;
  requestAnimationFrame(onFrame);
}
requestAnimationFrame(onFrame);
live.onEvent('*', () => (metrics.events += 1));

function Book() {
  const { quote, ticker, trades } = useMarketFeed(STOCK);
  // Counted per commit: the Profiler callback only runs in profiling builds of React.
  useEffect(() => {
    metrics.renders += 1;
  });
  return (
    <>
      <h1>
        {ticker?.name} {ticker?.currentPrice.toLocaleString('ko-KR')}원
      </h1>
      <table>
        <tbody>
          {[...(quote?.asks ?? [])].reverse().map((level) => (
            <tr key={`a${level.price}`}>
              <td>{level.quantity}</td>
              <td>{level.price.toLocaleString('ko-KR')}</td>
              <td />
            </tr>
          ))}
          {(quote?.bids ?? []).map((level) => (
            <tr key={`b${level.price}`}>
              <td />
              <td>{level.price.toLocaleString('ko-KR')}</td>
              <td>{level.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol>
        {trades.slice(0, 20).map((trade) => (
          <li key={trade.tradeNo}>
            {trade.price} × {trade.quantity}
          </li>
        ))}
      </ol>
    </>
  );
}

live.connect();
createRoot(document.getElementById('root') as HTMLElement).render(
  <LiveProvider client={live}>
    <Book />
  </LiveProvider>,
);

Object.assign(window, {
  bench: {
    metrics,
    status: () => live.state.status,
    thread: () => live.stats().thread,
    book: () => {
      const quote = live.state.quotes[STOCK];
      return quote ? { asks: quote.asks, bids: quote.bids } : null;
    },
    reset: () => {
      metrics.renders = 0;
      metrics.frames = 0;
      metrics.maxRendersPerFrame = 0;
      metrics.events = 0;
      metrics.longTasks = [];
      rendersAtLastFrame = 0;
    },
  },
});
