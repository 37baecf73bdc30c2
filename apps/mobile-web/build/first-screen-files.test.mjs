// The built first screen of /home (issue #18): few files, each named by index.html so the browser
// fetches them while it parses the page (build/first-screen.ts). Run by `test:e2e` after the
// sandbox build; SIZE_DIST_DIR checks another build folder.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import budget from '../.size-limit.js';

const distDir = new URL(`../${process.env.SIZE_DIST_DIR ?? 'dist'}/`, import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', distDir), 'utf8'));
const page = readFileSync(new URL('index.html', distDir), 'utf8');
const [initialJs] = budget;

/** 45 before the first-screen chunks; 18 after (the route chunks of /home bring their own shared chunks). */
const MOST_FIRST_SCREEN_FILES = 20;

test(`/home 의 첫 화면 JS 는 ${MOST_FIRST_SCREEN_FILES}개 파일 이하`, () => {
  assert.ok(
    initialJs.path.length <= MOST_FIRST_SCREEN_FILES,
    `첫 화면 JS ${initialJs.path.length}개: ${initialJs.path.join(', ')}`,
  );
});

test('index.html 이 start-app 과 그 정적 import, 샌드박스 백엔드와 그 스타일시트를 미리 불러온다', () => {
  const named = (file) => page.includes(`href="/${file}"`) || page.includes(`src="/${file}"`);
  const visit = (key, seen) => {
    const chunk = manifest[key];
    if (seen.has(key)) return seen;
    seen.add(key);
    assert.ok(named(chunk.file), `index.html 에 ${chunk.file} (${key}) 이 없다`);
    for (const sheet of chunk.css ?? []) assert.ok(named(sheet), `index.html 에 ${sheet} (${key} 의 스타일시트) 이 없다`);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
    return seen;
  };
  const preloaded = visit('src/app/start-app.tsx', visit('src/app/sandbox-backend.ts', new Set()));
  const files = [...preloaded].map((key) => manifest[key].file);
  for (const chunk of ['first-screen', 'common']) {
    assert.ok(files.some((file) => file.startsWith(`assets/${chunk}-`)), `미리 부르는 파일 ${files.join(', ')} 에 ${chunk} 청크가 없다`);
  }
});

test('index.html 이 틀의 스타일을 직접 담고, 스타일시트는 틀 뒤에 잇는다 (틀이 스타일시트를 기다리지 않는다)', () => {
  const frameAt = page.indexOf('id="app-frame"');
  const headStyles = page.slice(0, page.indexOf('</head>')).match(/<style>([^<]*)<\/style>/g)?.join('') ?? '';
  // The frame's header and skeleton, and the rule that shows the frame (index.html hides it until styled).
  for (const rule of ['.jg-header{', '.jg-header__wordmark{', '.jg-skeleton__line{', '--jg-color-surface:']) {
    assert.ok(headStyles.includes(rule), `head 의 <style> 에 ${rule} 이 없다`);
  }
  assert.match(headStyles, /\.app-frame\{[^}]*visibility:visible/);
  const links = [...page.matchAll(/<link rel="stylesheet"[^>]*>/g)];
  assert.ok(links.length > 0, 'index.html 이 스타일시트를 링크하지 않는다');
  for (const link of links) assert.ok(link.index > frameAt, `틀 앞의 스타일시트: ${link[0]}`);
});

/** The files a page's route brings beyond the first screen, as manifest keys (its static imports). */
function routeFirstView(route) {
  const prefix = `src/routes/${route}.tsx?tsr-split=`;
  const key = Object.keys(manifest).find((candidate) => candidate.startsWith(prefix) && candidate.slice(prefix.length).split('---').includes('component'));
  assert.ok(key, `빌드 manifest 에 ${route} 의 화면 청크가 없다`);
  const seen = new Set();
  const visit = (visited) => {
    if (seen.has(visited)) return;
    seen.add(visited);
    for (const imported of manifest[visited].imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

// The stock page, an offering and /assets open their catalogue dialogs on a press (app-core's
// openCatalogueDialog): every spec §8 dialog's copy is ~6 kB their first view does not show.
for (const route of ['_main/market.$id', '_main/subscription.$id', '_main/assets.index']) {
  test(`${route} 의 첫 화면은 대화상자 문구 모음(dialog catalogue)을 불러오지 않는다`, () => {
    const catalogue = routeFirstView(route).filter((key) => /dialog-catalogue/.test(key) || /dialog-catalogue/.test(manifest[key].file));
    assert.deepEqual(catalogue, [], `${route} 이 정적으로 불러오는 파일에 ${catalogue.join(', ')}`);
  });
}

// /assets' first view is 자산 현황: its histories come when their tab does (features-assets).
test('/assets 의 첫 화면은 입출금 내역과 거래 내역을 불러오지 않는다', () => {
  const histories = routeFirstView('_main/assets.index').filter((key) => /dw-history|account-history/.test(key));
  assert.deepEqual(histories, []);
});
