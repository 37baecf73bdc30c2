// Lighthouse on the production sandbox build (issue #18): `pnpm bench:lighthouse` at the root
// builds the app, then this script serves `dist/` with the sandbox behind it, runs Lighthouse's
// mobile preset (4x CPU slowdown, 150 ms RTT, 1.6 Mbps) RUNS times per page in Debian's Chromium,
// and prints the median of each figure (and the kilobytes of fonts requested before the largest
// paint, as the browser observed it, and of script downloaded: every run is a cold load, a
// member's too) with the machine's load, which moves every timing.
//
//   pnpm bench:lighthouse                    # every page below, 5 runs each
//   RUNS=1 PAGES=/home:guest pnpm --filter @jogak/mobile-web bench:lighthouse   # a quick look
//
// PAGES picks pages by path (`/home`: guest and member) or path and who (`/home:guest`,
// `/home:member`), comma-separated. BENCH_DIST_DIR (default dist), BENCH_APP_PORT and
// BENCH_SANDBOX_PORT let a run use its own build and ports. API_DELAY_MS makes every API read
// answer that late (the sandbox's delay fault), as a partner's API far from the machine would: the
// quiet local sandbox answers in a few milliseconds, which Lighthouse's simulation keeps.
// BENCH_HTTP2=1 serves the build over HTTPS and HTTP/2, as a CDN would (`http2-server.mjs`):
// `vite preview` speaks HTTP/1.1, on which Lighthouse's simulation queues the files six at a time.
//
// Results (every run's figures) go to bench/results/lighthouse-<time>.json, and each page's last
// full Lighthouse report (LCP element, shifts, requests, long tasks) beside it (not committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BENCH_CHROME_FLAGS, BENCH_HTTP2, benchOrigin, serveSandboxBuild, signInAsDemoMember } from './sandbox-build-server.mjs';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4518);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4519);
const RUNS = Number(process.env.RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const ORIGIN = benchOrigin(APP_PORT);
const RESULTS = new URL('./results/', import.meta.url);
const STARTED = Date.now();

/** The pages of the goal; `member` pages are measured signed in as the demo member 김민준. */
const ALL_PAGES = [
  { path: '/home', member: false },
  { path: '/home', member: true },
  { path: '/market', member: false },
  { path: '/market/JG0001', member: false },
  { path: '/subscription/108', member: false },
  { path: '/assets', member: true },
];
const only = process.env.PAGES?.split(',').map((name) => name.trim());
const pageName = (page) => `${page.path}:${page.member ? 'member' : 'guest'}`;
const pages = only ? ALL_PAGES.filter((page) => only.includes(page.path) || only.includes(pageName(page))) : ALL_PAGES;
if (pages.length === 0) throw new Error(`PAGES=${process.env.PAGES} names none of ${ALL_PAGES.map(pageName).join(', ')}`);

/** Signs in as 김민준 in a page of its own, leaving the session in the browser's storage. */
async function signIn(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await signInAsDemoMember(page, ORIGIN);
  await page.close();
  await browser.disconnect();
}

/**
 * Empties the browser's HTTP cache and keeps its storage: a member's run keeps the session
 * (`disableStorageReset`), which also keeps Lighthouse from clearing the cache, so without this the
 * member's pages loaded their scripts from the cache of the sign-in and the run before.
 */
async function clearHttpCache(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(page, name) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: BENCH_CHROME_FLAGS });
  try {
    if (page.member) await signIn(chrome.port);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      if (page.member) await clearHttpCache(chrome.port);
      const result = await lighthouse(`${ORIGIN}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Keep the member's session between runs (the HTTP cache is emptied above).
        disableStorageReset: page.member,
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || categories.performance.score === null) {
        // A run Lighthouse could not measure (the page never painted in time on a busy machine):
        // said, and left out of the medians.
        console.error(`${name} run ${run + 1}/${RUNS}: no figures (${runtimeError?.code ?? 'no performance score'}: ${runtimeError?.message ?? result.lhr.runWarnings.join('; ')})`);
        continue;
      }
      if (run === RUNS - 1) {
        mkdirSync(RESULTS, { recursive: true });
        writeFileSync(new URL(`lighthouse-${STARTED}-${pageName(page).replaceAll(/[^a-z0-9]+/gi, '-')}.report.json`, RESULTS), JSON.stringify(result.lhr));
      }
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        fontsBeforeLcp: fontBytesBefore(audits, audits.metrics.details.items[0].observedLargestContentfulPaint),
        scriptsTransferred: scriptBytes(audits),
        load: loadavg()[0],
      });
      const last = runs.at(-1);
      console.error(`${name} run ${run + 1}/${RUNS}: performance ${last.performance}, LCP ${Math.round(last.lcp)} ms, TBT ${Math.round(last.tbt)} ms, load ${last.load.toFixed(1)}`);
    }
    if (runs.length === 0) throw new Error(`none of the ${RUNS} runs gave figures`);
    return runs;
  } finally {
    chrome.kill();
  }
}

/** Bytes of the fonts the page asked for before its largest paint, as the browser observed it. */
function fontBytesBefore(audits, observedLcp) {
  return audits['network-requests'].details.items
    .filter((request) => request.resourceType === 'Font' && request.networkRequestTime < observedLcp)
    .reduce((bytes, request) => bytes + request.transferSize, 0);
}

/** Bytes of script the page downloaded: its whole initial JS on a cold load, near 0 from a warm cache. */
function scriptBytes(audits) {
  return audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script').reduce((bytes, request) => bytes + request.transferSize, 0);
}

const API_DELAY_MS = Number(process.env.API_DELAY_MS ?? 0);

const stopServers = await serveSandboxBuild({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR });
try {
  if (API_DELAY_MS > 0) {
    const armed = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ delayMs: API_DELAY_MS, path: '/main/v1/', method: 'GET', times: 0 }),
    });
    if (!armed.ok) throw new Error(`could not arm the sandbox's API delay: ${armed.status} ${await armed.text()}`);
  }
  const loadBefore = loadavg()[0];
  const report = [];
  for (const page of pages) {
    const name = `${page.path}${page.member ? ' (회원)' : ' (게스트)'}`;
    try {
      const runs = await measure(page, name);
      const figure = (key) => median(runs.map((run) => run[key]));
      report.push({ page: name, runs, median: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, figure(key)])) });
    } catch (error) {
      // One page failing (a sign-in that timed out on a busy machine) still prints the others.
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
  const apiDelay = API_DELAY_MS > 0 ? `, API reads answered ${API_DELAY_MS} ms late` : '';
  const served = BENCH_HTTP2 ? 'HTTPS and HTTP/2' : 'vite preview (HTTP/1.1)';
  console.info(`Lighthouse ${RUNS} run(s) per page, mobile preset, served by ${served}${apiDelay}, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`);
  console.table(
    report.map(({ page, runs, median: m }) => ({
      page,
      runs: runs.length,
      performance: m.performance,
      'FCP s': (m.fcp / 1000).toFixed(2),
      'LCP s': (m.lcp / 1000).toFixed(2),
      'TBT ms': Math.round(m.tbt),
      CLS: m.cls.toFixed(3),
      accessibility: m.accessibility,
      'best practices': m.bestPractices,
      'fonts before LCP kB': (m.fontsBeforeLcp / 1000).toFixed(1),
      'JS downloaded kB': (m.scriptsTransferred / 1000).toFixed(1),
      load: m.load.toFixed(1),
    })),
  );
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(new URL(`lighthouse-${STARTED}.json`, RESULTS), JSON.stringify(report, null, 2));
} finally {
  stopServers();
}
