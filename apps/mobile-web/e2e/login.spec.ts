import { demoLogin, expect, test } from './fixtures';

test('체험 로그인 → 홈, MY 에 이름', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '김민준');
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page.getByText('김민준님')).toBeVisible();
});

test('체험 로그인 뒤 홈은 맨 위에서 열리고 첫 제목이 헤더에 가리지 않는다', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/auth/login');
  // The member picked last in the list: the login page is scrolled down when 로그인 is pressed.
  const member = page.getByRole('button', { name: /임수빈/ });
  await member.scrollIntoViewIfNeeded();
  await member.click();
  await page.getByRole('button', { name: '로그인', exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const heading = page.getByRole('heading', { name: '모집 중인 공모' });
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});
