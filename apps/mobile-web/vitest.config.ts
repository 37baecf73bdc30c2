import { jogakVitestConfig } from '@jogak/vitest-config';

export default jogakVitestConfig({
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  define: { global: 'globalThis' },
});
