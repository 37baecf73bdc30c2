// Where a page's start spends the main thread (issue #18): loads a page of the production sandbox
// build in Debian's Chromium at 4x CPU slowdown (CPU_SLOWDOWN), RUNS times, with a CPU profile and a trace
// running until the network is quiet, then prints the largest paint of each load, the main
// thread's work before it by kind (script, style, layout, paint, parsing), self time by chunk
// and by function over the whole load, and each long task with what it holds.
//
//   cd apps/mobile-web && BENCH_DIST_DIR=dist node bench/start-profile.mjs        # /home, 3 loads
//   PAGE=/market RUNS=1 TOP=40 node bench/start-profile.mjs
//   CALLERS=appendChild,scrollTo node bench/start-profile.mjs   # also who calls these, and for how long
//   MEMBER=1 PAGE=/assets node bench/start-profile.mjs   # signed in as 김민준 (each load cold, session kept)
//   CPU_SLOWDOWN=1 node bench/start-profile.mjs    # unslowed: Chromium's slowdown pauses the thread,
//                                                  # and the pauses count as RunTask / (program)
//
// Times are those of the slowed page, per load; functions are named as the minified build names
// them, with their file (the build's source maps name the source).
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { callersOf, longTasks, mainThreadBreakdown, selfTimeByFile, topFunctions } from './profile-summary.mjs';
import { BENCH_CHROME_FLAGS, benchOrigin, serveSandboxBuild, signInAsDemoMember } from './sandbox-build-server.mjs';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4538);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4539);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const PAGE = process.env.PAGE ?? '/home';
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 25);
const CALLERS = (process.env.CALLERS ?? '').split(',').filter(Boolean);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const MEMBER = process.env.MEMBER === '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ORIGIN = benchOrigin(APP_PORT);

/** The trace time (microseconds) of the page's last largest-paint candidate. */
const largestPaintAt = (trace) => trace.traceEvents.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1)?.ts ?? Infinity;

const stop = await serveSandboxBuild({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR });
const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: BENCH_CHROME_FLAGS });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const profiles = [];
  const traces = [];
  const largestPaints = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const session = await page.createCDPSession();
    if (MEMBER) {
      // Signed in unslowed, then a cold load with the session the context keeps.
      await signInAsDemoMember(page, ORIGIN);
      await page.goto('about:blank');
      await session.send('Network.clearBrowserCache');
    }
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'loading'] });
    await session.send('Profiler.start');
    await page.goto(`${ORIGIN}${PAGE}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    largestPaints.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => resolve(Math.round(list.getEntries().at(-1)?.startTime ?? 0))).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      ),
    );
    profiles.push((await session.send('Profiler.stop')).profile);
    traces.push(JSON.parse(new TextDecoder().decode(await page.tracing.stop())));
    await context.close();
  }
  console.log(`${PAGE}${MEMBER ? ' (김민준)' : ''}, ${RUNS} load(s) at ${CPU_SLOWDOWN}x: largest paint at ${largestPaints.join(', ')} ms (observed, not simulated)`);
  console.log(`\nmain thread before the largest paint, by kind of work (per load)\n${mainThreadBreakdown(traces, largestPaintAt).join('\n')}`);
  console.log(`\nself time by file, whole load (per load)\n${selfTimeByFile(profiles, TOP).join('\n')}`);
  console.log(`\nself time by function, whole load (per load)\n${topFunctions(profiles, TOP).join('\n')}`);
  console.log(`\nlong tasks (at least 50 ms at ${CPU_SLOWDOWN}x), their largest events and hottest functions\n${longTasks(traces, profiles).join('\n')}`);
  for (const name of CALLERS) console.log(`\n${name}'s self time by its callers, nearest first (per load)\n${callersOf(profiles, name, TOP).join('\n')}`);
} finally {
  await chrome.kill();
  stop();
}
