import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts', styles: 'src/react/secure-keypad.css' },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
