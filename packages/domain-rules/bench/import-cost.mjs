// What an importer of one name pays: bundles `import { name } from '@jogak/domain-rules'` against
// the ESM build with esbuild (minified, tree-shaken), reports raw and gzip bytes, and with
// --check fails when a date-free import pulls in luxon.
// Run after `pnpm build`:  node bench/import-cost.mjs [--check]
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const cases = [
  { name: 'roundToTick', dateFree: true },
  { name: 'totalWithFee', dateFree: true },
  { name: 'cleanName', dateFree: true },
  { name: 'formatWon', dateFree: true },
  { name: 'dDayLabel', dateFree: false },
  { name: '*', dateFree: false },
];

async function bundledSize(name) {
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
for (const { name, dateFree } of cases) {
  const size = await bundledSize(name);
  console.log(`| \`${name === '*' ? 'everything' : name}\` | ${size.raw} B | ${size.gzip} B | ${size.luxonBytes} |`);
  if (dateFree && size.luxonBytes > 0) failed = true;
}
if (check && failed) {
  console.error('A date-free import pulled in luxon: keep date code out of the other modules.');
  process.exit(1);
}
