import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { ASYNC_UTIL_TIMEOUT_MS, TEST_TIMEOUT_MS } from './timeouts.js';

export { ASYNC_UTIL_TIMEOUT_MS, TEST_TIMEOUT_MS };

const TESTING_LIBRARY_SETUP = fileURLToPath(new URL('./testing-library-setup.js', import.meta.url));

/**
 * The package's own `@testing-library/dom` (the copy its Testing Library renders with), or null
 * for a package without Testing Library: the setup is added only where it exists.
 */
function testingLibraryDomOf(root) {
  try {
    return createRequire(join(root, 'package.json')).resolve('@testing-library/dom');
  } catch {
    return null;
  }
}

/** Points the shared setup's `@testing-library/dom` import at the package's own copy. */
function testingLibrarySetup(domEntry) {
  return {
    name: 'jogak:testing-library-setup',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@testing-library/dom' && importer === TESTING_LIBRARY_SETUP ? domEntry : null;
    },
  };
}

/**
 * Test workers for one package. Run alone: Vitest's default (cores − 1). Under Turbo, which runs
 * up to `concurrency` tasks at once (turbo.json), each run gets its share of the cores, so a CI
 * run never has more workers than cores however many suites Turbo starts together.
 */
function maxWorkers() {
  if (!process.env.TURBO_HASH) return undefined;
  const turbo = JSON.parse(readFileSync(new URL('../../turbo.json', import.meta.url), 'utf8'));
  const tasksAtOnce = Number.parseInt(turbo.concurrency ?? '10', 10);
  return Math.max(1, Math.floor(availableParallelism() / tasksAtOnce));
}

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
 * - Waits are bounded by outcomes (see timeouts.js): Testing Library's async utilities (where the
 *   package has it) and `expect.poll` wait up to 15 s, tests and hooks up to 30 s.
 *
 * @param {{
 *   environment?: 'node' | 'happy-dom',
 *   setupFiles?: string[],
 *   browser?: boolean,
 *   browserSetupFiles?: string[],
 *   testTimeout?: number,
 *   plugins?: import('vite').PluginOption[],
 *   define?: Record<string, string>,
 *   testDirs?: string[],
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
    // Folders besides src/ and test/ whose `*.test.ts(x)` run too (an app's build tooling).
    testDirs = [],
  } = options;
  // pnpm and Turbo run a package's test script in the package's directory.
  const domEntry = testingLibraryDomOf(process.cwd());
  const waits = {
    testTimeout: testTimeout ?? TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    expect: { poll: { timeout: ASYNC_UTIL_TIMEOUT_MS } },
  };
  const unit = {
    ...sourceFirstResolve,
    plugins: domEntry ? [testingLibrarySetup(domEntry), ...plugins] : plugins,
    define,
    test: {
      name: 'unit',
      environment,
      setupFiles: domEntry ? [TESTING_LIBRARY_SETUP, ...setupFiles] : setupFiles,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', ...testDirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`)],
      exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
      ...waits,
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
        ...waits,
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
  const workers = maxWorkers();
  return defineConfig({ test: { projects, passWithNoTests: false, ...(workers ? { maxWorkers: workers } : {}) } });
}
