// Which module costs what in the first screen's JS (issue #18): `pnpm bundle:report` after a
// sandbox build. The files are those of the size budget's first entry (.size-limit.js: the
// entry, the app shell, the browser transport, the main layout and /home with their static
// imports); each file's bytes are given to the source files its source map names, and its gzip
// size is shared out in proportion (gzip sizes of parts do not add up, so the shares are
// estimates; the total is exact).
//
//   SIZE_DIST_DIR=dist-perf node bench/bundle-report.mjs          # packages, then the top 40 modules
//   TOP=100 node bench/bundle-report.mjs                           # more modules
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import budget from '../.size-limit.js';

const appDir = new URL('..', import.meta.url).pathname;
const TOP = Number(process.env.TOP ?? 40);
const [initial] = budget;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64_VALUES.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

const GLUE = '(bundler glue: imports, exports, preload lists)';

/** `node_modules/react-dom/…`, `packages/ui-kit/…`, `src/…`: a source path without pnpm's store folders. */
const shortName = (source) => source.replace(/^(\.\.\/)+node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'node_modules/').replace(/^(\.\.\/)+packages\//, 'packages/');

/** Bytes of generated code per source file of one chunk; code no mapping names is the bundler's glue. */
function bytesBySource(file) {
  const code = readFileSync(file, 'utf8');
  // The bundler's own runtime chunk has no source map.
  if (!existsSync(`${file}.map`)) return new Map([[`(${basename(file)})`, Buffer.byteLength(code)]]);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sources = map.sources.map((source) => shortName(relative(appDir, resolve(dirname(file), map.sourceRoot ?? '', source))));
  const bytes = new Map();
  const add = (source, text) => bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(text));
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    let owner = GLUE;
    for (const segment of lineMappings === '' ? [] : lineMappings.split(',')) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      const next = column + columnDelta;
      add(owner, line.slice(column, next));
      column = next;
      if (sourceDelta === undefined) owner = GLUE;
      else {
        sourceIndex += sourceDelta;
        owner = sources[sourceIndex];
      }
    }
    add(owner, `${line.slice(column)}\n`);
  });
  return bytes;
}

/** `react-dom`, `@tanstack/react-router`, `@jogak/ui-kit`, `app` … for a source path. */
function packageOf(source) {
  const inNodeModules = source.split('node_modules/').at(-1);
  if (source.startsWith('node_modules/')) {
    const [scope, name] = inNodeModules.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = /^packages\/([^/]+)\//.exec(source);
  if (workspace) return `@jogak/${workspace[1]}`;
  return source.startsWith('(') ? source : 'app (apps/mobile-web)';
}

const modules = new Map();
let totalRaw = 0;
let totalGzip = 0;
for (const path of initial.path) {
  const file = join(appDir, path);
  const raw = readFileSync(file);
  const gzip = gzipSync(raw, { level: 9 }).length;
  totalRaw += raw.length;
  totalGzip += gzip;
  for (const [source, bytes] of bytesBySource(file)) {
    const entry = modules.get(source) ?? { raw: 0, gzip: 0 };
    entry.raw += bytes;
    entry.gzip += (bytes / raw.length) * gzip;
    modules.set(source, entry);
  }
}

const packages = new Map();
for (const [source, { raw, gzip }] of modules) {
  const name = packageOf(source);
  const entry = packages.get(name) ?? { raw: 0, gzip: 0, modules: 0 };
  entry.raw += raw;
  entry.gzip += gzip;
  entry.modules += 1;
  packages.set(name, entry);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const byGzip = (a, b) => b[1].gzip - a[1].gzip;
console.info(`${initial.name}: ${initial.path.length} files, ${kB(totalRaw)} kB, ${kB(totalGzip)} kB gzip (level 9)`);
console.table(
  [...packages].sort(byGzip).map(([name, { raw, gzip, modules: count }]) => ({ package: name, modules: count, 'kB': kB(raw), 'kB gzip (share)': kB(gzip) })),
);
console.info(`The ${Math.min(TOP, modules.size)} largest of ${modules.size} modules:`);
console.table([...modules].sort(byGzip).slice(0, TOP).map(([source, { raw, gzip }]) => ({ module: source, 'kB': kB(raw), 'kB gzip (share)': kB(gzip) })));
