import { jogakVitestConfig } from '@jogak/vitest-config';

export default jogakVitestConfig({
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  // The tests run the sandbox build (vite.config.ts sets the same constant for `pnpm dev`).
  define: { global: 'globalThis', 'import.meta.env.VITE_JOGAK_BACKEND': JSON.stringify('sandbox') },
});
