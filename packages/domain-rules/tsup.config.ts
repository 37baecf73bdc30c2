import { libraryBuild } from '@jogak/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild,
  entry: {
    index: 'src/index.ts',
    'seoul-calendar': 'src/seoul-calendar.ts',
  },
});
