import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild,
  entry: {
    index: 'src/index.ts',
    browser: 'src/browser/index.ts',
    'browser-keypad': 'src/browser/keypad.ts',
    simulator: 'src/simulator/index.ts',
  },
  external: ['react', 'react-dom'],
});
