import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild,
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  external: ['react', 'valtio', '@jogak/api-client', '@stomp/stompjs', 'sockjs-client'],
});
