import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild,
  entry: { index: 'src/index.ts', react: 'src/react/index.ts', styles: 'src/react/secure-keypad.css' },
  dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts' } },
});
