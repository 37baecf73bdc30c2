import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    ...libraryBuild,
    // The demo login is its own entry, so a partner build that never imports it carries none of it;
    // the certificate login is one too, so the app loads it only when the corporate tab opens.
    entry: { index: 'src/index.ts', 'demo-login': 'src/demo-login/index.ts', 'certificate-login': 'src/certificate-login/index.ts' },
    clean: false,
  },
  {
    entry: { styles: 'src/styles.css', 'demo-login': 'src/demo-login/demo-login.css' },
    outDir: 'dist',
  },
]);
