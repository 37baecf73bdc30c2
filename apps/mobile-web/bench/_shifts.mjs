import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { BENCH_CHROME_FLAGS, serveSandboxBuild } from './sandbox-build-server.mjs';
const stop = await serveSandboxBuild({ appPort: 4650, sandboxPort: 4651, distDir: process.env.BENCH_DIST_DIR });
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: BENCH_CHROME_FLAGS });
try {
  if (process.env.API_DELAY_MS) await fetch('http://127.0.0.1:4651/__sandbox/faults', { method: 'POST', body: JSON.stringify({ delayMs: Number(process.env.API_DELAY_MS), path: '/main/v1/', method: 'GET', times: 0 }) });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (let run = 0; run < Number(process.env.RUNS ?? 3); run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__shifts.push({ t: Math.round(entry.startTime), v: entry.value.toFixed(4), sources: entry.sources.map((s) => `${s.node?.className ?? s.node?.nodeName ?? '?'} ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:4650${process.env.PAGE ?? '/market'}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    console.log(run, JSON.stringify(await page.evaluate(() => window.__shifts)));
    await context.close();
  }
} finally { await chrome.kill(); stop(); }
