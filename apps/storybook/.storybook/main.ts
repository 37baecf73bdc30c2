import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** Inside the repo every workspace package resolves to its `src/` (CONTRIBUTING.md, "Source first"). */
const SOURCE_CONDITION = '@jogak/source';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live beside the code (ARCHITECTURE.md): every package's, the app's own screens', and
  // the check of this preview beside it.
  stories: [
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../mobile-web/src/**/*.stories.@(ts|tsx)',
    './preview.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // `public/` holds the generated MSW worker (`pnpm msw:worker`); it is not committed.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      server: { host: '127.0.0.1' },
      preview: { host: '127.0.0.1' },
    }),
};

export default config;
