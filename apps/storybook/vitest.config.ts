import { chromiumArgs, chromiumPath, TEST_TIMEOUT_MS } from '@jogak/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Every story (every package's and the app's screens') runs as a test in Debian's Chromium, with axe as an error. */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook --ci' })],
  resolve: { conditions: ['@jogak/source', ...defaultClientConditions] },
  test: {
    name: 'storybook',
    // A story's finds give up after 15 s (the shared wait limit); its test must outlast them, and
    // the first story of a file also waits for Vite to transform the file's modules on demand,
    // which on 2 busy CI cores has taken longer than 15 s by itself.
    testTimeout: 2 * TEST_TIMEOUT_MS,
    // The story files share one page instead of a fresh iframe each: the preview's set-up (the
    // sandbox worker, the stylesheets) ran once per file and was 40 % of the run (setup 195 of
    // 525 s); shared, 193 s in all. Each story gets its own providers and query client, the MSW
    // handlers are reset per story and preview.tsx resets the app's stores, dialogs and toast before each.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
