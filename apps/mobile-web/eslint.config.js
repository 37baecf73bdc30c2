import { jogakConfig } from '@jogak/eslint-config';

export default [
  ...jogakConfig({ dir: import.meta.dirname }),
  {
    // The app composes (routes, providers, wiring); logic long enough to need more lives in the
    // package that owns it, where it is tested on its own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/routeTree.gen.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Modules a Vite plugin of build/ generates (virtual:jogak-licenses): no file to resolve.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:jogak-'] }],
    },
  },
];
