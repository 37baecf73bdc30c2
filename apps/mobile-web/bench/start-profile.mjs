// Where a page's start spends the main thread (issue #18): loads a page of the production sandbox
// build in Debian's Chromium at 4x CPU slowdown with a CPU profile running, until its largest
// paint and the network are quiet, then prints self time by package and the functions that took
// the most, with the time to the largest paint.
//
//   cd apps/mobile-web && BENCH_DIST_DIR=dist node bench/start-profile.mjs        # /home, 3 loads
//   PAGE=/market RUNS=1 TOP=40 node bench/start-profile.mjs
//
// Self times are those of the slowed page, summed over the loads, in milliseconds; source maps are
// not read, so a function is named as the minified build names it, with its file.
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { BENCH_CHROME_FLAGS, serveSandboxBuild } from './sandbox-build-server.mjs';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4538);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4539);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const PAGE = process.env.PAGE ?? '/home';
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 25);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

/** `react-dom`, `@tanstack/router-core`, … from a node_modules path; the chunk's name otherwise. */
function ownerOf(url) {
  if (url === '') return '(browser: parse, style, layout, GC)';
  const file = url.replace(ORIGIN, '');
  return file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
}

/** Self time per profile node, in milliseconds. */
function selfTimes(profile) {
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((nodeId, index) => self.set(nodeId, (self.get(nodeId) ?? 0) + (deltas[index + 1] ?? 0) / 1000));
  return self;
}

const stop = await serveSandboxBuild({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR });
const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: BENCH_CHROME_FLAGS });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const byFile = new Map();
  const byFunction = new Map();
  const lcps = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    await page.goto(`${ORIGIN}${PAGE}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    lcps.push(Math.round(lcp));
    const { profile } = await session.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const [nodeId, ms] of selfTimes(profile)) {
      const { callFrame } = nodes.get(nodeId);
      const owner = ownerOf(callFrame.url);
      byFile.set(owner, (byFile.get(owner) ?? 0) + ms);
      const name = `${callFrame.functionName || '(anonymous)'} ${owner}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
    await context.close();
  }
  const table = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => ({ name, 'ms per load': Math.round(ms / RUNS) }));
  console.log(`${PAGE}, ${RUNS} load(s) at 4x, largest paint ${lcps.join(', ')} ms (observed, not simulated)`);
  console.table(table(byFile));
  console.table(table(byFunction));
} finally {
  await chrome.kill();
  stop();
}
