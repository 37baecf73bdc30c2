import { jogakConfig } from '@jogak/eslint-config';

export default [
  ...jogakConfig({ dir: import.meta.dirname }),
  {
    // The shared import resolver ignores the `@jogak/source` condition, so a workspace package
    // without a built dist/ looks unresolved; `tsc --noEmit` checks these imports instead.
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^@jogak/'] }] },
  },
];
