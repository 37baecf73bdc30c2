import type { Page, Route } from '@playwright/test';
import { demoLogin, expect, expectNoDialog, sendNativeMessage, test } from './fixtures';

const MINUTE = 60_000;

test('오프라인이면 오프라인 화면, 다시 연결되면 다시 시도하기로 홈', async ({ page, context, sandbox: _sandbox }) => {
  // The app opens at its start page, as the shell opens it: start-up runs (its notice, then the
  // first sign-up's 둘러보기). An app whose start-up never ran retries with start-up instead
  // (src/start-up/start-up-completion.test.tsx).
  await page.goto('/');
  await page.getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '둘러보기' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.getByRole('heading', { name: '네트워크가 원할하지 않아요' })).toBeVisible();
  await expect(page.getByText('네트워크 연결 상태 확인 후 다시 시도해주세요!')).toBeVisible();

  const retry = page.getByRole('button', { name: '다시 시도하기' });
  await retry.click();
  // 300 ms later it tries home, and the guard brings it straight back while offline.
  await expect(retry).toBeEnabled();
  await expect(page).toHaveURL(/\/offline$/);

  await context.setOffline(false);
  await page.getByRole('button', { name: '다시 시도하기' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
});

test.describe('시작 시 버전 확인 (2026-01-01부터 Android 1.0.0 이상)', () => {
  test('낮은 Android 버전은 업데이트 안내에서 멈춘다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/access-permission$/);
    await sendNativeMessage(page, 'init', { pushToken: 'push-e2e', os: 'android', version: '0.9.0', pin: '' });
    const dialog = page.getByRole('dialog', { name: '앱을 업데이트해주세요' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('더 안전한 서비스를 위해 최신 버전으로 업데이트한 뒤 이용해주세요.');
    await dialog.getByRole('button', { name: '업데이트하기' }).click();
    // Back from the store (the browser stand-in names none): the dialog returns, start-up waits.
    await expect(page.getByRole('dialog', { name: '앱을 업데이트해주세요' })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('최소 버전 이상이면 그대로 시작한다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
    await sendNativeMessage(page, 'init', { pushToken: 'push-e2e', os: 'android', version: '1.0.0', pin: '' });
    await expect(page).toHaveURL(/\/auth\/access-permission$/);
    await expect(page.getByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeVisible();
    await expectNoDialog(page, '앱을 업데이트해주세요');
  });
});

test('백그라운드 11분 뒤 포그라운드면 로그아웃', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '김민준');
  const at = await page.evaluate(() => Date.now());
  await sendNativeMessage(page, 'background', { at });
  await sendNativeMessage(page, 'foreground', { at: at + 11 * MINUTE });
  await expect(page).toHaveURL(/\/auth\/login\?tabs=individual$/);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await page.goto('/my');
  await expect(page.getByText('조각 게스트')).toBeVisible();
});

test('백그라운드 5분 뒤 포그라운드면 로그인 유지', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '김민준');
  const at = await page.evaluate(() => Date.now());
  await sendNativeMessage(page, 'background', { at });
  await sendNativeMessage(page, 'foreground', { at: at + 5 * MINUTE });
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page.getByText('김민준님')).toBeVisible();
});

// A route's chunk that fails while the phone says it is online (Wi-Fi without internet): the
// router would reload the page once per session (the WebView's error page, every draft in memory
// lost). The app shows its error screen instead, and 다시 시도하기 asks for the chunk again.
const myChunk = /\/assets\/my\.index-[\w-]+\.js$/;

/** Whether the page is the one `openMyWhileItsCodeFails` marked: no reload since. */
const samePage = (page: Page) => page.evaluate(() => 'e2eSamePage' in window);

/** From /home, 마이 while its chunk's request is answered by `failChunk`: the error screen, on the same page. */
async function openMyWhileItsCodeFails(page: Page, failChunk: (route: Route) => Promise<void>): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.route(myChunk, failChunk);
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '이런!' })).toBeVisible();
  expect(await samePage(page)).toBe(true);
}

test('화면의 코드를 받지 못하면 다시 불러오지 않고 오류 화면, 다시 시도하기로 그 화면', async ({ page, sandbox: _sandbox }) => {
  await openMyWhileItsCodeFails(page, (route) => route.abort('internetdisconnected'));

  await page.unroute(myChunk);
  await page.getByRole('button', { name: '다시 시도하기' }).click();
  await expect(page.getByText('조각 게스트')).toBeVisible();
  expect(await samePage(page)).toBe(true);
});

test('새 빌드가 배포되어 코드가 없어졌으면 다시 시도하기가 앱을 다시 불러온다', async ({ page, sandbox: _sandbox }) => {
  // The newer build's index.html starts another entry script.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const served = await route.fetch();
      await route.fulfill({ response: served, body: (await served.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NEWBUILD.js') });
    },
  );
  await openMyWhileItsCodeFails(page, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

  await page.unroute(myChunk);
  await page.getByRole('button', { name: '다시 시도하기' }).click();
  await expect(page.getByText('조각 게스트')).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
  expect(await samePage(page)).toBe(false);
});
