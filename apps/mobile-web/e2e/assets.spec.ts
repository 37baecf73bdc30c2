import { demoLogin, expect, test } from './fixtures';
import type { Locator } from '@playwright/test';

/** The figure next to a label in a 총 자산 card (`<dt>label</dt><dd>value</dd>`). */
const figureOf = (region: Locator, label: string) => region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function typeAccountPassword(sheet: Locator, password: string) {
  await sheet.getByRole('button', { name: /계좌 비밀번호 입력|비밀번호 다시 입력/ }).click();
  await sheet.getByRole('button', { name: '음성 안내' }).click();
  const keys = sheet.getByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
  for (const digit of password) await keys.getByRole('button', { name: `숫자 ${digit}` }).click();
  await expect(sheet.getByText('계좌 비밀번호를 입력했어요.')).toBeVisible();
}

test.describe('자산', () => {
  test('총 자산이 늦게 와도 그 아래 수익 현황 카드는 제자리에 있다 (레이아웃 이동 없음)', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    let answerTotals: () => void = () => undefined;
    const totalsHeld = new Promise<void>((resolve) => (answerTotals = resolve));
    await page.route('**/main/v1/account/total-asset-status', async (route) => {
      await totalsHeld;
      await route.continue();
    });
    await page.goto('/assets');
    const total = page.getByRole('region', { name: '총 자산' });
    await expect(total.getByRole('status')).toContainText('총 자산을 불러오는 중');
    const profit = page.getByRole('region', { name: '수익 현황' });
    await expect(profit.locator('dt', { hasText: /^총 수익$/ })).toBeVisible();
    const before = await profit.boundingBox();
    answerTotals();
    await expect(figureOf(total, '예치금')).toHaveText('2,750,000원');
    const after = await profit.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(2);
  });

  // Two keypad entries, a signature and the sandbox's first RSA key pair: long on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('김민준이 4,999원과 틀린 비밀번호는 거절당하고, 10,000원을 출금하면 내역에 보이고 예치금이 10,000원 줄어든다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/assets');
    await expect(page.getByRole('heading', { level: 1, name: '자산' })).toBeVisible();
    const total = page.getByRole('region', { name: '총 자산' });
    await expect(figureOf(total, '예치금')).toHaveText('2,750,000원');
    await expect(figureOf(total, '출금 가능 금액')).toHaveText('2,750,000원');
    await expect(page.getByRole('list', { name: '보유 건물 목록' }).getByRole('article', { name: '을지로 파인타워 1호' })).toBeVisible();

    // The browser transport's development signer asks with window.confirm; the member approves.
    page.on('dialog', (dialog) => void dialog.accept());
    await total.getByRole('button', { name: '출금' }).click();
    const sheet = page.getByRole('dialog', { name: '출금' });
    await expect(sheet.getByText('2,750,000원')).toBeVisible();
    const amount = sheet.getByLabel('출금 금액');

    await amount.fill('4999');
    await sheet.getByRole('button', { name: '출금하기' }).click();
    const tooSmall = page.getByRole('dialog', { name: '5,000원부터 출금할 수 있어요' });
    await expect(tooSmall).toContainText('출금 금액을 5,000원 이상으로 입력해주세요.');
    await tooSmall.getByRole('button', { name: '확인' }).click();

    await amount.fill('10000');
    await typeAccountPassword(sheet, '9999');
    await sheet.getByRole('button', { name: '출금하기' }).click();
    const wrong = page.getByRole('dialog', { name: '잘못된 비밀번호에요' });
    await expect(wrong).toBeVisible();
    await wrong.getByRole('button', { name: '확인' }).click();
    await expect(sheet.getByText('계좌 비밀번호를 입력해주세요.')).toBeVisible();
    await expect(amount).toHaveValue('10,000');

    await typeAccountPassword(sheet, '1234');
    await sheet.getByRole('button', { name: '출금하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '10,000원을 출금했어요.' })).toBeVisible();
    await expect(sheet).toBeHidden();
    // 출금하기 left with the sheet, and 출금 with 자산 현황's panel: focus is on the tab now shown,
    // and stays there once the history has arrived.
    const dwTab = page.getByRole('tab', { name: '입출금 내역' });
    await expect(dwTab).toBeFocused();

    const history = page.getByRole('list', { name: '입출금 내역 목록' });
    await expect(history.getByRole('listitem').first()).toContainText('출금');
    await expect(history.getByRole('listitem').first()).toContainText('−10,000원');
    await expect(history.getByRole('listitem').first()).toContainText('잔액 2,740,000원');
    await expect(dwTab).toBeFocused();

    await page.getByRole('tab', { name: '자산 현황' }).click();
    await expect(figureOf(page.getByRole('region', { name: '총 자산' }), '예치금')).toHaveText('2,740,000원');
  });

  test('보유 건물의 배당 내역을 지급일별 차트와 함께 본다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/assets');
    await page.getByRole('link', { name: '을지로 파인타워 1호 배당 내역 보기' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '을지로 파인타워 1호 배당 내역' })).toBeVisible();
    const chart = page.getByRole('figure', { name: '지급일별 배당금 (세후)' });
    await expect(chart.locator('svg rect')).toHaveCount(2);
    await expect(chart.getByRole('table', { name: '지급일별 배당금' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('list', { name: '배당 지급 목록' }).getByRole('listitem').first()).toContainText('매수가 대비 배당률1.20%');
  });
});
