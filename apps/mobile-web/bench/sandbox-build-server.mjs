// What both bench scripts stand on: a production sandbox build served by `vite preview` with the
// sandbox behind it, and the Chromium flags the tests use, headless.
import { execFileSync, spawn } from 'node:child_process';
import { chromiumArgs } from '@jogak/vitest-config';
import { serveOverHttp2 } from './http2-server.mjs';

/**
 * BENCH_HTTP2=1: the build served over HTTPS and HTTP/2 (`http2-server.mjs`), as a CDN serves it,
 * instead of `vite preview`'s HTTP/1.1.
 */
export const BENCH_HTTP2 = process.env.BENCH_HTTP2 === '1';

/** Where the served build answers. */
export const benchOrigin = (appPort) => `${BENCH_HTTP2 ? 'https' : 'http'}://127.0.0.1:${appPort}`;

/** Debian's Chromium, headless, with the tests' flags (STACK.md); over HTTP/2, trusting the run's own certificate. */
export const BENCH_CHROME_FLAGS = ['--headless=new', ...chromiumArgs, ...(BENCH_HTTP2 ? ['--ignore-certificate-errors'] : [])];

/**
 * Refuses to measure on a machine without a Korean system font. A phone in Korea has one (Noto Sans
 * CJK KR on Android, Apple SD Gothic Neo on iOS), and the app's text draws in it until Pretendard
 * arrives; without one, each layout of Hangul text searches the whole fallback chain in vain, and
 * Lighthouse measured /home's TBT at 562 ms instead of 141–218 (with `fonts-noto-cjk`).
 */
function assertKoreanSystemFont() {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    // fc-list missing: no fontconfig, so no system font either
  }
  if (!families) throw new Error('no Korean system font, as a phone in Korea has: install one (apt-get install -y fonts-noto-cjk) and measure again');
}

/** Starts a command in its own process group; the returned function ends the group. */
function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

/** Resolves once `url` answers 200; gives up after 2 minutes (a server that never came up). */
async function answered(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

/**
 * Serves `distDir` on `appPort` (`vite preview`, or HTTPS and HTTP/2 with BENCH_HTTP2=1) proxied
 * to the sandbox on `sandboxPort`, and waits until both answer
 * (on a machine with a Korean system font: see `assertKoreanSystemFont`).
 *
 * @example
 * const stop = await serveSandboxBuild({ appPort: 4528, sandboxPort: 4529, distDir: 'dist' });
 * try { ... } finally { stop(); }
 */
export async function serveSandboxBuild({ appPort, sandboxPort, distDir, sandboxEnv = {} }) {
  assertKoreanSystemFont();
  const stops = [start('pnpm', ['--filter', '@jogak/sandbox', 'start'], { SANDBOX_PORT: String(sandboxPort), ...sandboxEnv })];
  const stop = () => stops.forEach((stopOne) => stopOne());
  try {
    if (BENCH_HTTP2) stops.push((await serveOverHttp2({ port: appPort, distDir, sandboxPort })).stop);
    else stops.push(start('pnpm', ['exec', 'vite', 'preview', '--port', String(appPort), '--strictPort', '--outDir', distDir], { SANDBOX_PORT: String(sandboxPort) }));
    await answered(`http://127.0.0.1:${sandboxPort}/main/v1/stock/market-operation-time`);
    if (!BENCH_HTTP2) await answered(`http://127.0.0.1:${appPort}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/**
 * Signs in as the demo member 김민준 through the sandbox build's 체험 계정 sheet on `page`, leaving
 * the session in its browser context's storage.
 *
 * @example
 * await signInAsDemoMember(await context.newPage(), 'http://127.0.0.1:4650');
 */
export async function signInAsDemoMember(page, origin) {
  page.setDefaultTimeout(120_000);
  await page.goto(`${origin}/auth/login`, { waitUntil: 'load' });
  // Locators wait for each button to be visible, enabled and still, and click again when React
  // replaced the node in between (an element handle failed with "not clickable" then).
  await page.locator('button::-p-text(체험 계정으로 로그인)').click();
  await page.locator('[role="dialog"] button::-p-text(김민준)').click();
  // Exactly 로그인: other buttons of the page contain the word too.
  await page.locator('[role="dialog"] ::-p-aria([name="로그인"][role="button"])').click();
  try {
    await page.waitForFunction(() => window.location.pathname === '/home');
  } catch (error) {
    const seen = await page.evaluate(() => `${window.location.pathname}: ${document.body.innerText.slice(0, 300)}`);
    throw new Error(`signing in as 김민준 did not reach /home (${seen})`, { cause: error });
  }
}
