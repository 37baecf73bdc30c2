// What an importer of one name pays: bundles `import { name } from '@jogak/domain-rules'` (or from
// the `/seoul-calendar` entry) against the ESM build with esbuild (minified, tree-shaken), reports
// raw and gzip bytes, and with --check fails when an import that must stay luxon-free pulls it in.
// Run after `pnpm build`:  node bench/import-cost.mjs [--check]
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const entries = {
  main: fileURLToPath(new URL('../dist/index.js', import.meta.url)),
  'seoul-calendar': fileURLToPath(new URL('../dist/seoul-calendar.js', import.meta.url)),
};
const cases = [
  { entry: 'main', name: 'roundToTick', luxonFree: true },
  { entry: 'main', name: 'totalWithFee', luxonFree: true },
  { entry: 'main', name: 'cleanName', luxonFree: true },
  { entry: 'main', name: 'formatWon', luxonFree: true },
  { entry: 'main', name: 'dDayLabel', luxonFree: false },
  { entry: 'main', name: '*', luxonFree: false },
  // The first screen's dates: Intl only.
  { entry: 'seoul-calendar', name: 'seoulDDayLabel', luxonFree: true },
  { entry: 'seoul-calendar', name: 'seoulCountdown', luxonFree: true },
  { entry: 'seoul-calendar', name: '*', luxonFree: true },
];

async function bundledSize(entry, name) {
  const contents = name === '*' ? `export * from ${JSON.stringify(entry)};` : `export { ${name} } from ${JSON.stringify(entry)};`;
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  // esbuild lists every module it resolved; only bytes that reached the output count.
  const [output] = Object.values(result.metafile.outputs);
  const luxonBytes = Object.entries(output.inputs)
    .filter(([path]) => path.includes('luxon'))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, luxonBytes };
}

const check = process.argv.includes('--check');
let failed = false;
console.log('| import | minified | gzip -9 | luxon bytes |');
console.log('|---|---|---|---|');
for (const { entry, name, luxonFree } of cases) {
  const size = await bundledSize(entries[entry], name);
  const from = entry === 'main' ? '' : ` from \`/${entry}\``;
  console.log(`| ${name === '*' ? 'everything' : `\`${name}\``}${from} | ${size.raw} B | ${size.gzip} B | ${size.luxonBytes} |`);
  if (luxonFree && size.luxonBytes > 0) failed = true;
}
if (check && failed) {
  console.error('An import that must stay luxon-free pulled in luxon: keep luxon out of those modules.');
  process.exit(1);
}
