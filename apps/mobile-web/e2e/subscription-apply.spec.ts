import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { agreeToBoth, SANDBOX_URL, demoLogin, expect, sendNativeMessage, test } from './fixtures';

// Applying and cancelling (issue #13). Each journey stands the sandbox's clock at a chosen instant
// and rebuilds the sandbox there (offerings are seeded around "today"), then signs in.

// Each journey signs in and walks several screens and a partner page, on a machine shared by
// several runs: a generous bound for the whole journey. Its waits keep the project's limit
// (playwright.config.ts), sized for 2 busy cores; a shorter one would let the machine decide.
test.describe.configure({ timeout: 120_000 });

const TUESDAY_MORNING = '2025-03-04T10:00:00+09:00';
const SATURDAY_MORNING = '2025-03-08T10:00:00+09:00';

async function standClockAt(request: APIRequestContext, now: string): Promise<void> {
  expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now } })).ok()).toBe(true);
  expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } })).ok()).toBe(true);
  expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
});

function partnerWebView(page: Page) {
  return {
    overlay: page.getByRole('dialog', { name: '제휴 증권사 화면' }),
    page: page.frameLocator('iframe[title="제휴 증권사 화면"]'),
  };
}

/** The figure next to a label (`<dt>label</dt><dd>value</dd>`). */
const figureOf = (region: Locator, label: string) => region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

const OFFERING_NAMES: Readonly<Record<number, string>> = { 108: '광안리 오션뷰 스테이', 109: '판교 테크원 라이프' };

/** From home (where the sign-in lands): the offering's card, its detail, 청약하기. */
async function openApply(page: Page, id: number): Promise<void> {
  const name = OFFERING_NAMES[id] ?? '';
  await page.getByRole('region', { name: '모집 중인 공모' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: '청약하기' }).click();
  // A gate's dialog may open at once, hiding the page from the accessibility tree: the URL says where we are.
  await expect(page).toHaveURL(new RegExp(`/subscription/${id}/apply$`));
}

/** From home: 10 shares of 판교 테크원 라이프 (109), both confirmations, through the certificate step to the partner's password page. */
async function openPasswordPageFor10Of109(page: Page) {
  await openApply(page, 109);
  await page.getByLabel('청약 수량').fill('10');
  await agreeToBoth(page);
  await page.getByRole('button', { name: '청약 신청하기' }).click();
  await page.getByRole('button', { name: '인증하고 비밀번호 입력하기' }).click();
  return partnerWebView(page);
}

test('평일 오전: 수량과 동의 → 인증 → 증권사 비밀번호 → 청약 완료, 목록과 자산에 내 청약', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, TUESDAY_MORNING);
  await demoLogin(page, '이서연');
  await openApply(page, 109);
  await expect(page.getByLabel('청약 가능 범위')).toContainText('남은 연간 투자 한도25,000,000원');
  await page.getByLabel('청약 수량').fill('10');
  await expect(page.getByText('청약 금액 50,000원')).toBeVisible();
  await agreeToBoth(page);
  await page.getByRole('button', { name: '청약 신청하기' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '청약 인증' })).toBeVisible();
  await expect(page.getByLabel('청약 신청 내용')).toContainText('청약 수량10주청약 금액50,000원');
  await page.getByRole('button', { name: '인증하고 비밀번호 입력하기' }).click();

  const webView = partnerWebView(page);
  await expect(webView.page.getByRole('heading', { level: 1, name: '청약 신청 계좌 비밀번호' })).toBeVisible();
  await expect(webView.page.getByText('청약 신청 (FRAC_APPLY)')).toBeVisible();
  await expect(page.locator('iframe[title="제휴 증권사 화면"]')).toHaveAttribute(
    'src',
    /\/account\/password\?token=agency-[0-9a-f]+&trans_tp=FRAC_APPLY&gds_cd=JG0009&acct_no=\d+&apply_amt=50000&trans_no=\d{8}\d+01\d{6}&apply_qty=10$/,
  );
  await webView.page.getByLabel('계좌 비밀번호', { exact: true }).fill('1234');
  await webView.page.getByRole('button', { name: '확인' }).click();

  await expect(webView.overlay).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '청약 완료' })).toBeVisible();
  await expect(page.getByText('청약 신청이 접수되었어요.')).toBeVisible();
  await expect(page.getByLabel('청약 내역')).toContainText('총 청약 수량10주총 청약 금액50,000원');

  await page.getByRole('link', { name: '청약 목록 보기' }).click();
  await expect(page.getByRole('list', { name: '전체 공모' }).getByRole('listitem').filter({ hasText: '판교 테크원 라이프' })).toContainText('내 청약 10주');

  // Assets: the 50,000원 left the deposit and is held for the application. (The history tab's period
  // follows the device's date, not the sandbox clock standing in 2025, so it is not the place to look here.)
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '자산' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '자산' })).toBeVisible();
  const total = page.getByRole('region', { name: '총 자산' });
  await expect(figureOf(total, '청약 대기 금액')).toHaveText('50,000원');
  await expect(figureOf(total, '예치금')).toHaveText('11,950,000원');
  await expect(figureOf(total, '출금 가능 금액')).toHaveText('11,950,000원');
});

test('틀린 비밀번호는 증권사 화면이 거절하고, 인증 만료는 인증 단계로 돌아온다', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, TUESDAY_MORNING);
  await demoLogin(page, '이서연');
  const webView = await openPasswordPageFor10Of109(page);
  await webView.page.getByLabel('계좌 비밀번호', { exact: true }).fill('0000');
  await webView.page.getByRole('button', { name: '확인' }).click();
  await expect(webView.page.getByRole('alert')).toHaveText('잘못된 비밀번호에요');
  await expect(webView.page.getByLabel('계좌 비밀번호', { exact: true })).toHaveValue('');
  await expect(webView.overlay).toBeVisible();

  await webView.page.getByRole('button', { name: '인증 만료(테스트)' }).click();
  await expect(webView.overlay).toBeHidden();
  await expect(page).toHaveURL(/\/subscription\/109\/apply\/certificate$/);
  await expect(page.getByRole('heading', { level: 1, name: '청약 인증' })).toBeVisible();
  await expect(page.getByLabel('청약 신청 내용')).toContainText('청약 수량10주');
});

test('토요일에는 청약할 수 없고 평일 시간을 보여준다', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, SATURDAY_MORNING);
  await demoLogin(page, '이서연');
  await openApply(page, 109);
  const dialog = page.getByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' });
  await expect(dialog).toContainText('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/subscription\/109$/);
  await expect(page.getByRole('heading', { level: 2, name: '판교 테크원 라이프' })).toBeVisible();
  await expect(page.getByRole('button', { name: '청약하기' })).toBeVisible();
});

test('연간 한도를 넘으면 남은 한도를, 예치금을 넘으면 입금을 권한다', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, TUESDAY_MORNING);
  await demoLogin(page, '이서연');
  await openApply(page, 109);
  await agreeToBoth(page);
  await page.getByLabel('청약 수량').fill('6000');
  await page.getByRole('button', { name: '청약 신청하기' }).click();
  const overLimit = page.getByRole('dialog', { name: '연간 투자 한도를 넘었어요' });
  await expect(overLimit).toContainText('올해 남은 투자 한도는 25,000,000원이에요.');
  await overLimit.getByRole('button', { name: '확인' }).click();

  await page.getByLabel('청약 수량').fill('3000');
  await page.getByRole('button', { name: '청약 신청하기' }).click();
  const noFunds = page.getByRole('dialog', { name: '예치금이 부족해요' });
  await expect(noFunds).toContainText('예치금을 입금할까요?');
  await noFunds.getByRole('button', { name: '입금하기' }).click();
  // 입금하기 opens /assets' 입금 sheet with the account to send to; the address then drops the sheet.
  const deposit = page.getByRole('dialog', { name: '입금' });
  await expect(deposit).toContainText('아래 계좌로 보내면 예치금으로 들어와요.');
  await expect(deposit.getByRole('button', { name: '계좌번호 복사' })).toBeVisible();
  await expect(page).toHaveURL(/\/assets$/);
  await deposit.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('region', { name: '총 자산' })).toContainText('예치금');
});

test('이미 청약한 공모에 추가 청약', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, TUESDAY_MORNING);
  await demoLogin(page, '김민준');
  await openApply(page, 108);
  await page.getByRole('dialog', { name: '추가로 청약할까요?' }).getByRole('button', { name: '추가 청약하기' }).click();
  await expect(page.getByLabel('청약 가능 범위')).toContainText('이미 청약한 수량100주');
  await page.getByLabel('추가 청약 수량').fill('20');
  await agreeToBoth(page);
  await page.getByRole('button', { name: '청약 신청하기' }).click();
  await page.getByRole('button', { name: '인증하고 비밀번호 입력하기' }).click();
  const webView = partnerWebView(page);
  await expect(webView.page.getByText('청약 신청 (STO_APPLY)')).toBeVisible();
  await webView.page.getByLabel('계좌 비밀번호', { exact: true }).fill('1234');
  await webView.page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByLabel('청약 내역')).toContainText('총 청약 수량120주총 청약 금액600,000원');
});

test('청약 취소: 확인 → 증권사 비밀번호(취소) → 환불 대기', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, TUESDAY_MORNING);
  await demoLogin(page, '김민준');
  await openApply(page, 108);
  await page.getByRole('dialog', { name: '추가로 청약할까요?' }).getByRole('button', { name: '취소' }).click();
  await page.getByRole('dialog', { name: '이미 청약한 공모예요' }).getByRole('button', { name: '청약 취소하기' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '청약 취소' })).toBeVisible();
  await expect(page.getByLabel('취소할 청약')).toContainText('청약 수량100주환불될 증거금500,000원');
  await page.getByRole('button', { name: '인증하고 청약 취소하기' }).click();
  await page.getByRole('dialog', { name: '청약을 취소할까요?' }).getByRole('button', { name: '청약 취소' }).click();

  const webView = partnerWebView(page);
  await expect(webView.page.getByRole('heading', { level: 1, name: '청약 취소 계좌 비밀번호' })).toBeVisible();
  await expect(page.locator('iframe[title="제휴 증권사 화면"]')).toHaveAttribute('src', /trans_tp=STO_CANCEL&.*&trans_no=\d{8}\d+02\d{6}&apply_qty=100$/);
  await webView.page.getByLabel('계좌 비밀번호', { exact: true }).fill('1234');
  await webView.page.getByRole('button', { name: '확인' }).click();

  await expect(webView.overlay).toBeHidden();
  await expect(page.getByText('청약이 취소되었어요.')).toBeVisible();
  await expect(page.getByLabel('청약 취소 결과')).toContainText('환불 금액500,000원환불 상태환불 대기');

  // The cancel's steps took each other's place (and /apply's): back leads to the offering, not into
  // the spent confirmation or /apply.
  await page.goBack();
  await expect(page).toHaveURL(/\/subscription\/108$/);
  await expect(page.getByRole('heading', { level: 2, name: OFFERING_NAMES[108] ?? '' })).toBeVisible();

  // Until the partner's overnight settlement the 증거금 is 청약 대기 금액, not yet back in the deposit.
  await page.goto('/assets');
  const total = page.getByRole('region', { name: '총 자산' });
  await expect(figureOf(total, '청약 대기 금액')).toHaveText('500,000원');
  await expect(figureOf(total, '예치금')).toHaveText('2,750,000원');
  await expect(figureOf(total, '출금 가능 금액')).toHaveText('2,750,000원');
});

test('셸의 뒤로 버튼: 청약하기에서는 입력하던 수량을 두고 공모로', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, TUESDAY_MORNING);
  await demoLogin(page, '이서연');
  await openApply(page, 109);
  await page.getByLabel('청약 수량').fill('10');
  await expect(page.getByText('청약 금액 50,000원')).toBeVisible();
  await sendNativeMessage(page, 'backButton');
  await expect(page).toHaveURL(/\/subscription\/109$/);
  await expect(page.getByRole('heading', { level: 2, name: '판교 테크원 라이프' })).toBeVisible();
  await expect(page.getByRole('button', { name: '청약하기' })).toBeVisible();
});

test('셸의 뒤로 버튼: 청약 완료에서는 끝난 인증 단계가 아니라 청약 목록으로', async ({ page, request, sandbox: _sandbox }) => {
  await standClockAt(request, TUESDAY_MORNING);
  await demoLogin(page, '이서연');
  const webView = await openPasswordPageFor10Of109(page);
  await webView.page.getByLabel('계좌 비밀번호', { exact: true }).fill('1234');
  await webView.page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('청약 신청이 접수되었어요.')).toBeVisible();

  await sendNativeMessage(page, 'backButton');
  // Spec §2 carries the query over to a route without one, so the list's address may keep transNo.
  await expect(page).toHaveURL(/\/subscription(\?[^/]*)?$/);
  await expect(page.getByRole('list', { name: '전체 공모' }).getByRole('listitem').filter({ hasText: '판교 테크원 라이프' })).toContainText('내 청약 10주');
});
