import { ASYNC_UTIL_TIMEOUT_MS, chromiumArgs, chromiumPath } from '@jogak/vitest-config';
import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of the app-shell team (4510–4519): the built app and the sandbox it talks to. Several
 * people (or agents) on one machine each pick their own ports and build folder through
 * `E2E_APP_PORT`, `E2E_SANDBOX_PORT` and `E2E_DIST_DIR` (`vite build --outDir …`).
 */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4510);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4511);
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
/**
 * Each build folder, and each lane of `e2e/run-in-lanes.mjs`, gets its own results folder: a run
 * empties its results folder when it starts.
 */
const LANE_SUFFIX = process.env.E2E_LANE ? `-lane-${process.env.E2E_LANE}` : '';
const RESULTS_DIR = `${DIST_DIR === 'dist' ? 'test-results' : `test-results-${DIST_DIR}`}${LANE_SUFFIX}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: RESULTS_DIR,
  // The journeys share one sandbox (its clock, faults and members), so they run one at a time;
  // `pnpm test:e2e` runs several such runs side by side, each with its own sandbox (e2e/run-in-lanes.mjs).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Waits end on what the screen shows; these limits only decide when a journey that cannot pass
  // gives up, so they are sized for 2 busy CI cores (a cold first page there has taken over 15 s).
  // Long journeys set their own with test.setTimeout.
  timeout: 60_000,
  expect: { timeout: ASYNC_UTIL_TIMEOUT_MS },
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A failed journey keeps its trace (actions, DOM snapshots, network) without the screencast:
    // the screenshots cost about 7% of the journeys' time (3 spec files: 199 → 186 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Debian's Chromium, never a downloaded browser (STACK.md).
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: 'pnpm --filter @jogak/sandbox start',
      env: { SANDBOX_PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${SANDBOX_PORT}/main/v1/stock/market-operation-time`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build (Turbo runs `build` first), proxied to the sandbox above.
      command: `pnpm exec vite preview --port ${APP_PORT} --strictPort --outDir ${DIST_DIR}`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
