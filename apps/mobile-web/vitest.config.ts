import { jogakVitestConfig } from '@jogak/vitest-config';
import { openSourceLicenses } from './build/open-source-licenses.ts';

export default jogakVitestConfig({
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  // The backend choice and the licence generator are build tooling, tested beside it.
  testDirs: ['build'],
  // /policy/license imports the generated licence list (the dev server's version of it here).
  plugins: [openSourceLicenses()],
  // The tests run the sandbox build (vite.config.ts sets the same constant for `pnpm dev`).
  define: { global: 'globalThis', 'import.meta.env.VITE_JOGAK_BACKEND': JSON.stringify('sandbox') },
});
