import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild,
  // `live-worker` is not an export: `startLiveWorker` reaches it as `new URL('./live-worker.js',
  // import.meta.url)`, which the app's bundler follows and emits as the worker's chunk.
  entry: { index: 'src/index.ts', react: 'src/react/index.ts', 'live-worker': 'src/worker/live-worker.ts' },
  external: ['react', 'valtio', '@jogak/api-client', '@stomp/stompjs', 'sockjs-client'],
});
