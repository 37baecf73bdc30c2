// A partner build carries none of the sandbox's code (issue #11, point 5): it is built here with
// made-up partner hosts (.invalid), then every shipped file is searched for what only the sandbox side
// contains. Run by `test:e2e` (after the sandbox build that the journeys use).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const appDir = new URL('..', import.meta.url).pathname;
const outDir = join(appDir, 'dist-partner');

/**
 * Strings that exist only in the sandbox side, each with where it comes from and a source file that
 * holds it (sandbox-markers.test.ts checks, without a build, that each still does).
 */
const SANDBOX_MARKERS = JSON.parse(readFileSync(new URL('./sandbox-markers.json', import.meta.url), 'utf8'));

function shippedFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|css|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('partner 빌드에는 샌드박스(공개된 개발용 개인 키 포함), 데모 로그인, 브라우저 셸(개발용 서명기, 키패드), 셸 시뮬레이터 코드가 없다', () => {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_JOGAK_BACKEND: 'partner',
      VITE_API_BASE_URL: 'https://api.partner.invalid',
      VITE_LIVE_URL: 'https://api.partner.invalid/ws',
      VITE_PARTNER_WEB_VIEW_HOST: 'https://webview.partner.invalid',
    },
  });
  const files = shippedFiles(outDir);
  assert.ok(files.some((file) => file.endsWith('index.html')), 'the partner build has its index.html');
  const found = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const { marker, origin } of SANDBOX_MARKERS) if (text.includes(marker)) found.push(`${file}: "${marker}" (${origin})`);
  }
  assert.deepEqual(found, []);
  const shipped = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  assert.ok(shipped.includes('https://api.partner.invalid'), "the partner's API host is built in");
});

test('백엔드를 정하지 않은 빌드는 두 선택지를 알려주며 멈춘다', () => {
  const env = { ...process.env };
  delete env.VITE_JOGAK_BACKEND;
  assert.throws(
    () => execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', join(appDir, 'dist-unchosen')], { cwd: appDir, env, stdio: 'pipe' }),
    (error) => /VITE_JOGAK_BACKEND 를 정해 주세요: sandbox .* 또는 partner/.test(String(error.stderr)),
  );
});
