import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';
import type { Plugin } from 'vite';

/**
 * The production build's index.html paints the app's frame from the page alone (issue #18):
 * Beasties copies the rules that style the page's own elements (the frame's header and skeleton,
 * the start-failure notice, the design tokens) into a `<style>` in the head, and moves the
 * stylesheet links after the frame, to the end of the body. A link there does not hold back the
 * paint of what comes before it, so the frame shows once the HTML has arrived, not after a round
 * trip for the stylesheets; and since a module script runs only once the stylesheets the parser
 * met have loaded, the app never renders unstyled. The linked files stay whole (nothing pruned):
 * the app's screens need the rest of them.
 *
 * @example
 * plugins: [firstScreen({ … }), frameStyles()]
 */
export function frameStyles(): Plugin {
  let base = '/';
  return {
    name: 'jogak:frame-styles',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    // After the files are written: Beasties reads the stylesheets from the output folder.
    writeBundle: async ({ dir }) => {
      if (!dir) return;
      const page = join(dir, 'index.html');
      const beasties = new Beasties({
        path: dir,
        publicPath: base,
        preload: 'body',
        pruneSource: false,
        reduceInlineStyles: false,
        inlineFonts: false,
        preloadFonts: false,
        logLevel: 'warn',
      });
      await writeFile(page, await beasties.process(await readFile(page, 'utf8')));
    },
  };
}
