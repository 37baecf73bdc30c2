import { chromiumArgs, chromiumPath } from '@jogak/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Every story of every package runs as a test in Debian's Chromium, with axe as an error. */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook --ci' })],
  resolve: { conditions: ['@jogak/source', ...defaultClientConditions] },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
