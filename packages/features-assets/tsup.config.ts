import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    ...libraryBuild,
    entry: ['src/index.ts'],
    clean: false,
  },
  {
    entry: { styles: 'src/styles.css' },
    outDir: 'dist',
  },
]);
