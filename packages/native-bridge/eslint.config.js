import { jogakConfig } from '@jogak/eslint-config';

export default [
  ...jogakConfig({ dir: import.meta.dirname }),
  {
    // The shared resolver ignores the `@jogak/source` condition, so a workspace package resolves
    // only once its dist/ is built (the sandbox's is not). tsc resolves them from src/ and checks them.
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^@jogak/'] }] },
  },
];
