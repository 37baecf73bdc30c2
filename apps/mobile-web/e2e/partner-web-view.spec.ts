import type { Page } from '@playwright/test';
import { SANDBOX_URL, demoLogin, expect, sendNativeMessage, test } from './fixtures';

/**
 * The shell (re)starts the web app: `init` stores the device facts and goes to `/`, where start-up
 * signs in with the CI the demo login left and routes by the member's type (spec section 4).
 * A web shell (not Android) so the Android minimum-version rule does not apply.
 */
async function restartApp(page: Page): Promise<void> {
  await sendNativeMessage(page, 'init', { pushToken: 'e2e-push-token', os: 'web', version: '1.0.0', pin: '' });
}

function partnerWebView(page: Page) {
  return {
    overlay: page.getByRole('dialog', { name: '제휴 증권사 화면' }),
    page: page.frameLocator('iframe[title="제휴 증권사 화면"]'),
  };
}

async function storedTmpCustomerNo(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('jogak.dev-insecure.jogak:temp-customer-no'));
}

test('개인 102(강지민): 다시 시작하면 계좌 개설 화면, 개설 완료 → 홈, MY 에 계좌번호', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '강지민');
  await restartApp(page);

  const webView = partnerWebView(page);
  await expect(webView.overlay).toBeVisible();
  // Start-up lands on home first and opens the account opening over it (a failed opener leaves the member there).
  await expect(page).toHaveURL(/\/home$/);
  await expect(webView.page.getByRole('heading', { level: 1, name: '비대면 계좌 개설' })).toBeVisible();
  await expect(webView.overlay.getByRole('heading', { level: 2, name: '비대면 계좌 개설 · 조각 제휴 증권사(샌드박스)' })).toBeVisible();
  await expect(webView.page.getByText('강지민', { exact: true })).toBeVisible();
  // The page reported its temporary customer number on load (account-tmp), and the app kept it.
  await expect.poll(() => storedTmpCustomerNo(page)).toBe('TMP00000001');

  await webView.page.getByRole('button', { name: '계좌 개설 완료' }).click();
  await expect(webView.overlay).toBeHidden();
  // 강지민's tendency was evaluated (member info), so account-complete goes home.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  expect(await storedTmpCustomerNo(page)).toBeNull();

  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page.getByText('연동된 계좌 7010125901')).toBeVisible();
});

test('개인 102: 인증 만료와 닫기는 계좌 개설을 같은 임시 고객번호로 다시 연다', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '강지민');
  await restartApp(page);
  const webView = partnerWebView(page);
  await expect(webView.page.getByText('TMP00000001')).toBeVisible();
  await expect.poll(() => storedTmpCustomerNo(page)).toBe('TMP00000001');

  const firstFrame = page.locator('iframe[title="제휴 증권사 화면"]');
  const firstSrc = await firstFrame.getAttribute('src');
  await webView.page.getByRole('button', { name: '인증 만료(테스트)' }).click();
  // A new token, and the stored temporary number carried to the page (tmp_cust_no).
  await expect(firstFrame).not.toHaveAttribute('src', firstSrc ?? '');
  await expect(firstFrame).toHaveAttribute('src', /\/__sandbox\/partner\/account\/new\?token=agency-[0-9a-f]+&tmp_cust_no=TMP00000001$/);
  await expect(webView.page.getByRole('heading', { level: 1, name: '비대면 계좌 개설' })).toBeVisible();
  await expect(webView.page.getByText('TMP00000001')).toBeVisible();

  const secondSrc = await firstFrame.getAttribute('src');
  await webView.page.getByRole('button', { name: '닫기' }).click();
  await expect(firstFrame).not.toHaveAttribute('src', secondSrc ?? '');
  await expect(webView.page.getByRole('heading', { level: 1, name: '비대면 계좌 개설' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('법인 102(새봄리츠): 연동 실패 → 안내 후 연동 화면을 다시 열고, 연동하면 홈', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '새봄리츠');
  await restartApp(page);

  const webView = partnerWebView(page);
  await expect(webView.overlay).toBeVisible();
  await expect(webView.page.getByRole('heading', { level: 1, name: '법인 계좌 연동' })).toBeVisible();
  await expect(webView.page.getByText('(주)새봄리츠')).toBeVisible();
  await expect(webView.page.getByText('7010170301')).toBeVisible();
  const frame = page.locator('iframe[title="제휴 증권사 화면"]');
  const firstSrc = await frame.getAttribute('src');
  expect(firstSrc).toMatch(/\/__sandbox\/partner\/account\/corp-link\?token=agency-[0-9a-f]+&acct_no=7010170301$/);

  await webView.page.getByRole('button', { name: '연동 실패(테스트)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '계좌 연동을 실패 했습니다. 계좌 연동 작업을 다시 진행합니다.' })).toBeVisible();
  // The flow restarts: a new token, the link page again.
  await expect(frame).not.toHaveAttribute('src', firstSrc ?? '');
  await expect(webView.overlay).toBeVisible();
  await expect(webView.page.getByRole('heading', { level: 1, name: '법인 계좌 연동' })).toBeVisible();

  await webView.page.getByRole('button', { name: '계좌 연동' }).click();
  await expect(webView.overlay).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await expect(page.getByText('연동된 계좌 7010170301')).toBeVisible();
  await expect(page.getByText('법인 회원 · 이용 중')).toBeVisible();
});

test('만료된 토큰의 화면은 오류 안내와 닫기만 보인다', async ({ page, request, sandbox: _sandbox }) => {
  await demoLogin(page, '강지민');
  await restartApp(page);
  const webView = partnerWebView(page);
  await expect(webView.page.getByRole('heading', { level: 1, name: '비대면 계좌 개설' })).toBeVisible();
  // The reset between tests keeps the clock: it goes back to real time whatever happens here.
  await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advance: { minutes: 31 } } });
  try {
    // The same page reloaded after the token's 30 minutes.
    await webView.page.locator('body').evaluate(() => window.location.reload());
    await expect(webView.page.getByRole('heading', { level: 1, name: '증권사 화면을 열 수 없어요' })).toBeVisible();
    await expect(webView.page.getByText('인증 시간(30분)이 지났어요. 닫은 뒤 앱에서 다시 시도해주세요.')).toBeVisible();
    await expect(webView.page.getByRole('button', { name: '계좌 개설 완료' })).toHaveCount(0);
    await expect(webView.page.getByRole('button', { name: '닫기' })).toBeVisible();
  } finally {
    await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } });
  }
});

test('개인 102: 셸의 재시작 없이 새로고침한 뒤에도 거래의 인증서 등록 안내가 계좌 화면을 연다', async ({ page, sandbox: _sandbox }) => {
  await demoLogin(page, '강지민');
  // A plain reload keeps the session but not the identity the agency token is asked with (CI,
  // birth, phone): the opener completes it from the member info.
  await page.goto('/market/JG0001');
  await page.reload();
  await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
  await page.getByRole('button', { name: '매수', exact: true }).click();
  const register = page.getByRole('dialog', { name: '카카오페이 인증서 등록이 필요해요' });
  await register.getByRole('button', { name: '등록하기' }).click();

  const webView = partnerWebView(page);
  await expect(webView.overlay).toBeVisible();
  await expect(webView.page.getByRole('heading', { level: 1, name: '비대면 계좌 개설' })).toBeVisible();
  await expect(webView.page.getByText('강지민', { exact: true })).toBeVisible();
});
