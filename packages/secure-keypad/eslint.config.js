import { jogakConfig } from '@jogak/eslint-config';

export default [
  ...jogakConfig({ dir: import.meta.dirname }),
  {
    // The shared resolver does not know the `@jogak/source` condition, so a workspace package
    // without a built dist/ (the private sandbox) looks unresolved; tsc resolves it to src/.
    files: ['test/**', 'src/**/*.stories.tsx', 'src/**/*.browser.test.tsx'],
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^@jogak/sandbox(/browser)?$'] }] },
  },
];
