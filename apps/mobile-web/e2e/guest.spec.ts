import { expect, test } from './fixtures';

test.describe('게스트', () => {
  // 청약 and 시세 join this tour with features-subscription and features-trade (PENDING_ROUTES).
  test('앱을 열고 홈과 MY 탭을 오간다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    await expect(nav.getByRole('button', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();

    await nav.getByRole('button', { name: 'my' }).click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-tone', 'my');
    await expect(page.getByText('조각 게스트')).toBeVisible();

    await nav.getByRole('button', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeVisible();
    await expect(page.getByRole('button', { name: '개인 회원으로 가입하기' })).toBeEnabled();
  });

  test('처음 연 기기: 접근 권한 안내 → 확인 → 첫 회원가입 → 둘러보기 → 홈', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/access-permission$/);
    await expect(page.getByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
    await page.getByRole('button', { name: '확인' }).click();

    await expect(page).toHaveURL(/\/auth\/first-time-sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: '조각으로 시작하는 빌딩 투자' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
    // The sign-up route is registered, so 회원가입 leads the actions.
    await expect(page.getByRole('button', { name: '회원가입' })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();

    // The notice was recorded: the next start skips it.
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/first-time-sign-up$/);
    await page.getByRole('button', { name: '둘러보기' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  });

  test('첫 회원가입 화면의 로그인은 PIN 로그인 화면으로', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/auth/first-time-sign-up');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '이 기기에 로그인할 회원 정보가 없어요' })).toBeVisible();
  });
});
