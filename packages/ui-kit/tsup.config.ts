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
    // One stylesheet for consumers; the Pretendard @import stays a bare specifier so the app's
    // bundler resolves it from the `pretendard` dependency and self-hosts the woff2 slices.
    entry: { styles: 'src/styles.css' },
    external: ['pretendard'],
    outDir: 'dist',
  },
]);
