import { demoLogin, expect, sendNativeMessage, test } from './fixtures';

const MINUTE = 60_000;

test('오프라인이면 오프라인 화면, 다시 연결되면 다시 시도하기로 홈', async ({ page, context, sandbox: _sandbox }) => {
  await page.goto('/home');
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
});

test('백그라운드 11분 뒤 포그라운드면 로그아웃', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '김민준');
  const at = await page.evaluate(() => Date.now());
  await sendNativeMessage(page, 'background', { at });
  await sendNativeMessage(page, 'foreground', { at: at + 11 * MINUTE });
  await expect(page).toHaveURL(/\/auth\/login\?tabs=individual$/);
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
