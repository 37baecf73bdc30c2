import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild,
  entry: {
    index: 'src/index.ts',
    'node/index': 'src/node/index.ts',
    'browser/index': 'src/browser/index.ts',
    // The seeded certificates alone, for a sandbox build's development signer (no handlers, no model).
    'dev-certificates': 'src/model/seed/dev-certificates.ts',
  },
});
