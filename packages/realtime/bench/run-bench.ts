/*
 * `pnpm --filter @jogak/realtime bench`: the live feed at about 1,000 messages a second for 10 s,
 * measured in Debian's Chromium (not a test: it prints figures and writes bench/results/).
 *
 * A sandbox runs in this process (state, matching engine, live endpoint, bridge) with the market
 * simulator driving JG0001; the page renders that market through @jogak/realtime's hooks.
 * Measured in the page: messages applied, renders, animation frames, the most renders within
 * one frame, and long tasks (PerformanceObserver 'longtask', tasks over 50 ms). At the end the
 * store's book is compared with the engine's.
 */
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { attachLiveEndpoint, connectLiveBridge, createMarketSimulator, createSandboxState, initialLiveMessages } from '@jogak/sandbox';
import { build } from 'esbuild';
import { chromium } from 'playwright';

const TARGET_MESSAGES_PER_SECOND = Number(process.env['BENCH_RATE'] ?? 1_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const PORT = Number(process.env['BENCH_PORT'] ?? 4203);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const bundle = await build({
  entryPoints: [here('bench-page.tsx')],
  bundle: true,
  write: false,
  format: 'esm',
  minify: true,
  jsx: 'automatic',
  conditions: ['@jogak/source', 'browser'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const script = bundle.outputFiles[0]?.text ?? '';
// The live worker, served where the page's `new URL('./live-worker.js', import.meta.url)` points
// (esbuild leaves that expression as it is; an app's Vite build emits the worker itself).
const workerBundle = await build({
  entryPoints: [here('../src/worker/live-worker.ts')],
  bundle: true,
  write: false,
  format: 'esm',
  minify: true,
  conditions: ['@jogak/source', 'browser'],
  logLevel: 'error',
});
const workerScript = workerBundle.outputFiles[0]?.text ?? '';

const state = createSandboxState({ alwaysOpen: true });
const server = createServer((request, response) => {
  if (request.url === '/bench.js' || request.url === '/live-worker.js') {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(request.url === '/bench.js' ? script : workerScript);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="ko"><meta charset="utf-8"><title>live bench</title><div id="root"></div><script type="module" src="/bench.js"></script></html>');
});
const endpoint = attachLiveEndpoint(server, { initialMessages: (destination) => initialLiveMessages(state, destination) });
const stopBridge = connectLiveBridge(state, endpoint.broker);
const simulator = createMarketSimulator(state, { stockCds: ['JG0001'], ratePerSecond: 0 });
server.listen(PORT, '127.0.0.1');
await once(server, 'listening');
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('[page]', error));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => (window as unknown as { bench?: { book(): unknown } }).bench?.book() != null);

  // Calibrate: how many messages one simulator action publishes to the market topic.
  const sentBefore = endpoint.broker.stats().messagesSent;
  simulator.step(500);
  const perAction = (endpoint.broker.stats().messagesSent - sentBefore) / 500;
  const actionsPerSecond = Math.round(TARGET_MESSAGES_PER_SECOND / perAction);
  await page.waitForTimeout(500);

  await page.evaluate(() => (window as unknown as { bench: { reset(): void } }).bench.reset());
  const startSent = endpoint.broker.stats().messagesSent;
  simulator.setRate(actionsPerSecond);
  simulator.start();
  const startedAt = performance.now();
  await page.waitForTimeout(SECONDS * 1_000);
  simulator.stop();
  const elapsed = (performance.now() - startedAt) / 1_000;
  const sent = endpoint.broker.stats().messagesSent - startSent;
  await page.waitForTimeout(1_000);

  const result = await page.evaluate(() => {
    const bench = (window as unknown as { bench: { metrics: { renders: number; frames: number; maxRendersPerFrame: number; events: number; longTasks: number[] }; book(): unknown; thread(): string } }).bench;
    return { ...bench.metrics, book: bench.book(), thread: bench.thread() };
  });
  const serverBook = state.orderBook('JG0001');
  const booksEqual = JSON.stringify(result.book) === JSON.stringify({ asks: serverBook.asks, bids: serverBook.bids });
  const figures = {
    targetMessagesPerSecond: TARGET_MESSAGES_PER_SECOND,
    seconds: Number(elapsed.toFixed(2)),
    messagesSent: sent,
    messagesPerSecond: Math.round(sent / elapsed),
    eventsApplied: result.events,
    readBy: result.thread,
    renders: result.renders,
    frames: result.frames,
    maxRendersPerFrame: result.maxRendersPerFrame,
    longTasksOver50ms: result.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...result.longTasks)),
    finalBookEqualsServer: booksEqual,
    simulator: simulator.stats(),
  };
  console.info(JSON.stringify(figures, null, 2));
  mkdirSync(here('results'), { recursive: true });
  writeFileSync(here('results/latest.json'), `${JSON.stringify(figures, null, 2)}\n`);
  if (!booksEqual || figures.maxRendersPerFrame > 1 || figures.longTasksOver50ms > 0) process.exitCode = 1;
} finally {
  await browser.close();
  stopBridge();
  endpoint.detach();
  server.closeAllConnections();
  server.close();
}
