import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { chooseBackend } from './build/backend-choice.ts';
import { firstScreen } from './build/first-screen.ts';
import { frameStyles } from './build/frame-styles.ts';
import { openSourceLicenses } from './build/open-source-licenses.ts';
import { sandboxServer } from './dev/sandbox-server-plugin.ts';

/** Inside the repo every workspace package resolves to its `src/` (CONTRIBUTING.md, "Source first"). */
const SOURCE_CONDITION = '@jogak/source';
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

/**
 * HTTP API, the sandbox's own routes (images, control) and the SockJS endpoint (websocket and
 * its xhr fallbacks) all go to the one sandbox.
 */
const proxy: Record<string, ProxyOptions> = {
  '/main': { target: sandboxUrl, changeOrigin: true },
  '/__sandbox': { target: sandboxUrl, changeOrigin: true },
  '/ws': { target: sandboxUrl, changeOrigin: true, ws: true },
};

export default defineConfig(({ command, mode }) => {
  // A build names its backend; a partner build carries none of the sandbox's code (the app
  // branches on this constant, so those branches are dropped from the bundle).
  const backend = chooseBackend({ command, env: { ...loadEnv(mode, import.meta.dirname, 'VITE_'), ...process.env } });
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      // /policy/license: the licences of the packages shipped in this build.
      openSourceLicenses(),
      // Production builds: /home's first screen in a few files, named by index.html (issue #18).
      firstScreen({
        html: `${import.meta.dirname}/index.html`,
        app: `${import.meta.dirname}/src/app/start-app.tsx`,
        restrictedApp: `${import.meta.dirname}/src/app/start-restricted-app.tsx`,
        alongside: backend === 'sandbox' ? [`${import.meta.dirname}/src/app/sandbox-backend.ts`] : [],
      }),
      // Production builds: index.html styles its frame itself and links the stylesheets after it.
      frameStyles(),
      ...(backend === 'sandbox' ? [sandboxServer({ port: sandboxPort })] : []),
    ],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    // One tsconfig for every transformed file: workspace sources are reached through pnpm's
    // symlinks, where the presets' relative `extends` cannot be found by oxc's per-file lookup.
    tsconfig: './tsconfig.json',
    // sockjs-client's browser build reads `global`.
    define: { global: 'globalThis', 'import.meta.env.VITE_JOGAK_BACKEND': JSON.stringify(backend) },
    server: { host: '127.0.0.1', proxy },
    preview: { host: '127.0.0.1', proxy },
    // The manifest lets the size budget (.size-limit.js) find the chunks of each route.
    build: { target: 'es2022', sourcemap: true, manifest: true, outDir: backend === 'partner' ? 'dist-partner' : 'dist' },
  };
});
