import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: false,
    target: 'es2022',
    treeshake: true,
  },
  {
    entry: { styles: 'src/styles.css' },
    outDir: 'dist',
  },
]);
