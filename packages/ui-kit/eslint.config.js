import { jogakConfig } from '@jogak/eslint-config';

export default [
  ...jogakConfig({ dir: import.meta.dirname }),
  // `virtual:xss-corpus` is served by test/xss-corpus-plugin.ts, not a file on disk.
  { rules: { 'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }] } },
];
