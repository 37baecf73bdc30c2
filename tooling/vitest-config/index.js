import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Inside the repo every workspace package resolves to its `src/` (see tsconfig.base.json). */
const SOURCE_CONDITION = '@jogak/source';

/** Debian's Chromium, never a downloaded browser (STACK.md). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sourceFirstResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/**
 * The shared Vitest config.
 *
 * - `*.test.ts(x)` run in Node (`environment: 'node'`) or happy-dom (`'happy-dom'`).
 * - `*.browser.test.ts(x)` run in real Chromium when `browser: true`.
 *
 * @param {{
 *   environment?: 'node' | 'happy-dom',
 *   setupFiles?: string[],
 *   browser?: boolean,
 *   browserSetupFiles?: string[],
 *   testTimeout?: number,
 *   plugins?: import('vite').PluginOption[],
 *   define?: Record<string, string>,
 * }} [options]
 */
export function jogakVitestConfig(options = {}) {
  const {
    environment = 'node',
    setupFiles = [],
    browser = false,
    browserSetupFiles = [],
    testTimeout,
    plugins = [],
    define,
  } = options;
  const unit = {
    ...sourceFirstResolve,
    plugins,
    define,
    test: {
      name: 'unit',
      environment,
      setupFiles,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
      ...(testTimeout ? { testTimeout } : {}),
    },
  };
  const projects = [unit];
  if (browser) {
    projects.push({
      ...sourceFirstResolve,
      plugins,
      define,
      test: {
        name: 'browser',
        include: ['src/**/*.browser.test.{ts,tsx}', 'test/**/*.browser.test.{ts,tsx}'],
        setupFiles: browserSetupFiles,
        ...(testTimeout ? { testTimeout } : {}),
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
          instances: [{ browser: 'chromium' }],
          screenshotFailures: false,
        },
      },
    });
  }
  return defineConfig({ test: { projects, passWithNoTests: false } });
}
