import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild,
  format: ['esm'],
  entry: ['src/index.ts', 'src/stories.tsx'],
});
