import { demoLogin, expect, test } from './fixtures';

test('체험 로그인 → 홈, MY 에 이름', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '김민준');
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page.getByText('김민준님')).toBeVisible();
});
