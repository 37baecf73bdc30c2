import { expect, test } from './fixtures';

test.describe('게스트', () => {
  test('앱을 열고 다섯 탭을 돌아본다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    await expect(nav.getByRole('button', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();

    await nav.getByRole('button', { name: '청약' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { name: '청약', exact: true })).toBeVisible();

    await nav.getByRole('button', { name: '시세' }).click();
    await expect(page).toHaveURL(/\/market$/);
    await expect(page.getByRole('heading', { name: '시세', exact: true })).toBeVisible();

    await nav.getByRole('button', { name: 'my' }).click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-tone', 'my');
    await expect(page.getByText('조각 게스트')).toBeVisible();

    await nav.getByRole('button', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-tone', 'default');
  });

  test('자산은 회원가입 안내 후 회원가입으로, 종은 로그인 안내만', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: '알림' }).click();
    await expect(page.getByRole('status').filter({ hasText: '로그인 후 이용해주세요' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '자산' }).click();
    await expect(page.getByRole('status').filter({ hasText: '회원가입 후 이용해주세요' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });

  test('토큰 없이 로그인이 필요한 경로는 처음 화면으로', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/alert');
    // / runs the start-up flow: a fresh device goes to the access-permission page.
    await expect(page).toHaveURL(/\/auth\/access-permission$/);
  });
});
