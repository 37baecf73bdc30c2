import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    ...libraryBuild,
    entry: ['src/index.ts'],
    clean: false,
  },
  {
    // One stylesheet for consumers and the typeface apart (an app may load it after its first
    // screen); the Pretendard @import stays a bare specifier so the app's bundler resolves it from
    // the `pretendard` dependency and self-hosts the woff2 slices.
    entry: { styles: 'src/styles.css', fonts: 'src/fonts.css' },
    external: ['pretendard'],
    outDir: 'dist',
  },
]);
