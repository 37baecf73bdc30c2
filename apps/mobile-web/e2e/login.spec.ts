import { demoLogin, expect, test } from './fixtures';

// The login screen, the 체험 계정 sheet and home each load lazily: generous on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('체험 로그인 → 홈, MY 에 이름', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '김민준');
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page.getByText('김민준님')).toBeVisible();
});

test('로그인 화면은 PIN 로그인이 먼저이고, 체험 계정은 개발용 시트에 있다', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '개인', selected: true })).toBeVisible();
  // A fresh device has no member to log in with the PIN.
  await expect(page.getByRole('heading', { name: '이 기기에 로그인할 회원 정보가 없어요' })).toBeVisible();
  await page.getByRole('button', { name: '체험 계정으로 로그인 (개발용)' }).click();
  const sheet = page.getByRole('dialog', { name: '체험 계정 (개발용)' });
  await expect(sheet).toContainText('샌드박스 빌드에만 있는 개발용 바로가기예요.');
  // The member picked last in the list: the sheet's list scrolls to it.
  const member = sheet.getByRole('button', { name: /임수빈/ });
  await member.scrollIntoViewIfNeeded();
  await member.click();
  await sheet.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const heading = page.getByRole('heading', { name: '모집 중인 공모' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('dialog', { name: '체험 계정 (개발용)' })).toHaveCount(0);
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});
