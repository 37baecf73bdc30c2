import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:xss-corpus';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The shared XSS corpora live beside the repository (`<repo>/../shared/corpora/xss`), never in it:
 * CI clones the repo with `shared/` next to it. This plugin reads them on the Node side and hands
 * them to the browser test as a virtual module, so Chromium needs no file-system access.
 */
export function xssCorpusPlugin(repoRoot: string): Plugin {
  const dir = resolve(repoRoot, '..', 'shared', 'corpora', 'xss');
  return {
    name: 'jogak-xss-corpus',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const intruders = join(dir, 'payloadsallthethings-xss-intruders');
      const fixturesFile = join(dir, 'dompurify-expect.json');
      if (!existsSync(intruders) || !existsSync(fixturesFile)) {
        return `export default ${JSON.stringify({ found: false, dir, payloadFiles: [], fixtures: [] })};`;
      }
      const payloadFiles = readdirSync(intruders)
        .filter((name) => name.endsWith('.txt'))
        .sort()
        .map((name) => ({
          name,
          payloads: readFileSync(join(intruders, name), 'utf8')
            .split('\n')
            .map((line) => line.replace(/\r$/, ''))
            .filter((line) => line.trim() !== ''),
        }));
      const fixtures: unknown = JSON.parse(readFileSync(fixturesFile, 'utf8'));
      return `export default ${JSON.stringify({ found: true, dir, payloadFiles, fixtures })};`;
    },
  };
}
