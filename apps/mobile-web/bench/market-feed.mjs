// /market/{id} under a fast live feed (issue #14): `pnpm --filter @jogak/mobile-web bench:market`
// serves a production sandbox build with the sandbox behind it, opens /market/JG0001 in Debian's
// Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), drives the sandbox's
// market simulator at about BENCH_RATE (1,000) messages a second for BENCH_SECONDS (10), and
// measures in the page: STOMP messages received, animation frames, React commits (renders) and
// the most in one frame, long tasks over 50 ms. Then the simulator stops and the book on screen
// is compared with the engine's (`GET …/order-book`). Not a test: it prints the figures, writes
// bench/results/market-feed-<time>.json (not committed) and exits 1 when a budget fails.
//
//   VITE_JOGAK_BACKEND=sandbox npx vite build --outDir dist-bench
//   BENCH_DIST_DIR=dist-bench pnpm --filter @jogak/mobile-web bench:market
//
// Renders are counted through React's DevTools hook, installed by the bench before the page's
// scripts run (as the DevTools extension does): the app carries no bench code, in any build.
//
// @jogak/realtime reads the socket in a dedicated Web Worker where it can. The page's own
// WebSocket then carries nothing; messages are counted as the validated events the worker posts
// to the page (one per STOMP MESSAGE), when the page's thread takes them in. The slowdown is
// asked for the worker's thread too (CDP Emulation.setCPUThrottlingRate on the worker's target),
// which Chromium refuses ("only supported for pages, not workers"; `workerCpuSlowdown` records the
// answer), and the page's throttling does not reach a dedicated worker's thread. So the worker
// runs at full speed; instead its CPU profile over the measured seconds gives the share of its
// thread it was busy (`workerBusy`): slowed 4x it would need about four times that.
// BENCH_PROFILE=1 also writes the page's CPU profile to bench/results/ and prints its top
// functions by self time. BENCH_TRACE=1 records a Chromium trace of the measured seconds (written
// to bench/results/, for DevTools' Performance panel) and prints where the page's main thread spent
// them (script, style, layout, paint, …): a CPU profile shows the rendering pipeline only as
// "(program)".
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { mainThreadBreakdown, topFunctions } from './profile-summary.mjs';
import { BENCH_CHROME_FLAGS, benchOrigin, serveSandboxBuild } from './sandbox-build-server.mjs';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4528);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4529);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const TARGET_RATE = Number(process.env.BENCH_RATE ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const PROFILE_PAGE = process.env.BENCH_PROFILE === '1';
const TRACE_PAGE = process.env.BENCH_TRACE === '1';
const STOCK_CD = 'JG0001';
const ORIGIN = benchOrigin(APP_PORT);
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function sandbox(path, body) {
  const response = await fetch(`${SANDBOX}${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Installed before the app's scripts: frames, commits per frame, long tasks, STOMP messages. */
function installProbes() {
  const bench = { frames: 0, commits: 0, maxCommitsPerFrame: 0, messages: 0, workerMessages: 0, longTasks: [] };
  let commitsThisFrame = 0;
  window.__bench = {
    metrics: bench,
    reset() {
      Object.assign(bench, { frames: 0, commits: 0, maxCommitsPerFrame: 0, messages: 0, workerMessages: 0, longTasks: [] });
      commitsThisFrame = 0;
    },
  };
  // React reports every commit to the DevTools hook when one is present.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onCommitFiberRoot() {
      bench.commits += 1;
      commitsThisFrame += 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  const frame = () => {
    bench.frames += 1;
    bench.maxCommitsPerFrame = Math.max(bench.maxCommitsPerFrame, commitsThisFrame);
    commitsThisFrame = 0;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string') bench.messages += (event.data.match(/MESSAGE(\\n|\n)/g) ?? []).length;
      });
    }
  };
  // The live worker posts `{ type: 'events', events: [[destination, event], …] }` batches.
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (event.data?.type === 'events') bench.workerMessages += event.data.events.length;
      });
    }
  };
}

/** Share of a CPU profile's time that was not idle, in percent. */
function busyPercent(profile) {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  let idleMicros = 0;
  profile.samples.forEach((id, index) => {
    if (idle.has(id)) idleMicros += profile.timeDeltas[index] ?? 0;
  });
  return Math.round(100 * (1 - idleMicros / (profile.endTime - profile.startTime)));
}

/** The book on screen: each level's side, price and quantity, from the levels' labels. */
function bookOnScreen() {
  const levels = [...document.querySelectorAll('table[aria-label="호가"] button[aria-label]')].map((button) => {
    const match = /^([\d,]+) (매도|매수)호가, 잔량 ([\d,]+)주/.exec(button.getAttribute('aria-label') ?? '');
    return match ? { side: match[2] === '매도' ? 'ask' : 'bid', price: Number(match[1].replaceAll(',', '')), quantity: Number(match[3].replaceAll(',', '')) } : null;
  });
  return levels.filter(Boolean);
}

const stopServers = await serveSandboxBuild({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR, sandboxEnv: { SANDBOX_ALWAYS_OPEN: '1' } });
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: BENCH_CHROME_FLAGS });
try {
  await sandbox('/__sandbox/live/simulator', { running: false, stockCds: [STOCK_CD] });
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000);
  page.on('pageerror', (error) => console.error('[page]', error));
  await page.evaluateOnNewDocument(installProbes);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Dedicated workers run on their own thread, which the page target's throttling may not reach.
  const workerThrottling = [];
  const liveWorkers = [];
  page.on('workercreated', (worker) => {
    if (worker.url().includes('live-worker')) liveWorkers.push(worker);
    worker.client
      .send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      .then(() => workerThrottling.push({ url: worker.url(), rate: CPU_SLOWDOWN }))
      .catch((error) => workerThrottling.push({ url: worker.url(), error: error.message }));
  });
  await page.goto(`${ORIGIN}/market/${STOCK_CD}`, { waitUntil: 'load' });
  await page.waitForSelector('table[aria-label="호가"] button[aria-label]');

  // Calibrate: messages the market topic carries per simulator action, over 3 s at 50 actions/s.
  const before = await sandbox('/__sandbox/live');
  const actionsBefore = await sandbox('/__sandbox/live/simulator');
  await sandbox('/__sandbox/live/simulator', { ratePerSecond: 50, running: true });
  await sleep(3_000);
  const calibrated = await sandbox('/__sandbox/live/simulator', { running: false });
  const after = await sandbox('/__sandbox/live');
  const actions = calibrated.placed + calibrated.cancelled + calibrated.rejected - (actionsBefore.placed + actionsBefore.cancelled + actionsBefore.rejected);
  const perAction = (after.messagesSent - before.messagesSent) / Math.max(actions, 1);
  const actionsPerSecond = Math.round(TARGET_RATE / perAction);
  await sleep(1_000);

  const profiled = [...liveWorkers.map((worker) => worker.client), ...(PROFILE_PAGE ? [cdp] : [])];
  for (const session of profiled) {
    await session.send('Profiler.enable');
    await session.send('Profiler.start');
  }
  if (TRACE_PAGE) await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
  await page.evaluate(() => window.__bench.reset());
  const sentBefore = (await sandbox('/__sandbox/live')).messagesSent;
  const actionsAtStart = await sandbox('/__sandbox/live/simulator');
  const startedAt = performance.now();
  await sandbox('/__sandbox/live/simulator', { ratePerSecond: actionsPerSecond, running: true });
  await sleep(SECONDS * 1_000);
  const actionsAtEnd = await sandbox('/__sandbox/live/simulator', { running: false });
  const elapsed = (performance.now() - startedAt) / 1_000;
  const sent = (await sandbox('/__sandbox/live')).messagesSent - sentBefore;
  const metrics = await page.evaluate(() => structuredClone(window.__bench.metrics));
  const trace = TRACE_PAGE ? JSON.parse(new TextDecoder().decode(await page.tracing.stop())) : undefined;
  const profiles = [];
  for (const session of profiled) profiles.push((await session.send('Profiler.stop')).profile);
  const workerProfile = liveWorkers.length > 0 ? profiles[0] : undefined;
  const pageProfile = PROFILE_PAGE ? profiles.at(-1) : undefined;

  // The engine's book once the feed has delivered the last messages.
  const engine = await sandbox(`/main/v1/market/stocks/${STOCK_CD}/order-book`);
  const engineLevels = [...engine.asks.map((level) => ({ side: 'ask', ...level })), ...engine.bids.map((level) => ({ side: 'bid', ...level }))]
    .map(({ side, price, quantity }) => ({ side, price, quantity }))
    .sort((a, b) => b.price - a.price || a.side.localeCompare(b.side));
  let screenLevels = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    screenLevels = (await page.evaluate(bookOnScreen)).sort((a, b) => b.price - a.price || a.side.localeCompare(b.side));
    if (JSON.stringify(screenLevels) === JSON.stringify(engineLevels)) break;
    await sleep(500);
  }
  const figures = {
    cpuSlowdown: CPU_SLOWDOWN,
    loadAverage1m: Number(loadavg()[0].toFixed(1)),
    targetMessagesPerSecond: TARGET_RATE,
    simulatorActionsPerSecond: actionsPerSecond,
    // What the simulator did in the window: a rejected action publishes nothing.
    simulatorActions: Object.fromEntries(['placed', 'cancelled', 'rejected'].map((key) => [key, actionsAtEnd[key] - actionsAtStart[key]])),
    seconds: Number(elapsed.toFixed(2)),
    messagesSent: sent,
    messagesPerSecondSent: Math.round(sent / elapsed),
    messagesReceived: metrics.messages + metrics.workerMessages,
    readBy: metrics.workerMessages > 0 ? 'worker' : 'page',
    workerCpuSlowdown: workerThrottling.filter(({ url }) => url.includes('live-worker')),
    workerBusy: workerProfile ? `${busyPercent(workerProfile)} % of its thread, not slowed` : 'no live worker',
    frames: metrics.frames,
    framesPerSecond: Math.round(metrics.frames / elapsed),
    renders: metrics.commits,
    maxRendersPerFrame: metrics.maxCommitsPerFrame,
    longTasksOver50ms: metrics.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...metrics.longTasks)),
    // Lighthouse's total blocking time over the window: what each long task held past 50 ms.
    blockingMs: Math.round(metrics.longTasks.reduce((sum, duration) => sum + duration - 50, 0)),
    finalBookEqualsEngine: JSON.stringify(screenLevels) === JSON.stringify(engineLevels),
  };
  console.info(JSON.stringify(figures, null, 2));
  const results = new URL('./results/', import.meta.url);
  mkdirSync(results, { recursive: true });
  if (pageProfile) {
    console.info(`page: ${busyPercent(pageProfile)} % busy; self time\n${topFunctions(pageProfile).join('\n')}`);
    writeFileSync(new URL(`market-feed-page-${Date.now()}.cpuprofile`, results), JSON.stringify(pageProfile));
  }
  if (trace) {
    console.info(`page main thread, by kind of work\n${mainThreadBreakdown(trace).join('\n')}`);
    writeFileSync(new URL(`market-feed-trace-${Date.now()}.json`, results), JSON.stringify(trace));
  }
  if (workerProfile && PROFILE_PAGE) console.info(`worker self time\n${topFunctions(workerProfile).join('\n')}`);
  writeFileSync(new URL(`market-feed-${Date.now()}.json`, results), `${JSON.stringify(figures, null, 2)}\n`);
  if (!figures.finalBookEqualsEngine || figures.maxRendersPerFrame > 1 || figures.longTasksOver50ms > 0) process.exitCode = 1;
} finally {
  await browser.close();
  stopServers();
}
