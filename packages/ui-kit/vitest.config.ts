import { resolve } from 'node:path';
import { jogakVitestConfig } from '@jogak/vitest-config';
import { xssCorpusPlugin } from './test/xss-corpus-plugin';

export default jogakVitestConfig({
  environment: 'happy-dom',
  setupFiles: ['./test/setup.ts'],
  browser: true,
  browserSetupFiles: ['./test/setup.ts'],
  plugins: [xssCorpusPlugin(resolve(import.meta.dirname, '..', '..'))],
});
