import { expect, test } from './fixtures';

test.describe('청약', () => {
  test('홈의 공모 카드 → 상세(이름, 공모가, 카운트다운) → 공시를 열고 돌아오면 맨 아래 → 투자설명서 뷰어', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    await page.getByRole('region', { name: '모집 중인 공모' }).getByRole('link', { name: /광안리 오션뷰 스테이/ }).click();

    await expect(page).toHaveURL(/\/subscription\/108$/);
    await expect(page.getByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' })).toBeVisible();
    await expect(page.getByText('공모가 5,000원', { exact: true })).toBeVisible();
    await expect(page.getByText('청약 마감까지')).toBeVisible();
    // Opened on day 0 of a 4-day window: four days and a running clock.
    await expect(page.getByTestId('countdown')).toHaveText(/^4일 \d{2}:\d{2}:\d{2}$/);
    await expect(page.getByRole('region', { name: '건물 정보' })).toContainText('용도숙박시설규모지하 4층 / 지상 15층');

    await page.getByRole('link', { name: /\[증권신고\] 광안리 오션뷰 스테이 증권신고서 제출/ }).click();
    await expect(page).toHaveURL(/\/subscription\/108\/disclosure\/10801$/);
    await expect(page.getByRole('heading', { level: 2, name: '[증권신고] 광안리 오션뷰 스테이 증권신고서 제출' })).toBeVisible();
    await expect(page.getByText('광안 오션뷰 스테이(부산광역시 수영구 광안해변로 219)을 기초자산으로 하는 증권의 신고서를 금융위원회에 제출하였습니다.')).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' })).toBeVisible();
    // The scroll plan: back from a disclosure, the detail goes to its bottom after 300 ms.
    await expect
      .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2))
      .toBe(true);

    await page.getByRole('link', { name: /투자설명서/ }).first().click();
    await expect(page).toHaveURL(/\/subscription\/108\/prospectus\/PROSPECTUS$/);
    // The header shows the route title too; the screen's own heading sits above its buttons.
    await expect(page.locator('.jg-subs-prospectus').getByRole('heading', { level: 2, name: '투자설명서' })).toBeVisible();
    await expect(page.getByRole('button', { name: '내려받기' })).toBeVisible();
    await expect(page.getByRole('img', { name: '투자설명서 1쪽' })).toBeVisible();
    await expect(page.getByText('총 1쪽')).toBeVisible();
  });

  test('청약 탭: 상태 필터로 공모를 고른다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '청약' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('list', { name: '전체 공모' }).getByRole('listitem')).toHaveCount(12);

    await page.getByRole('group', { name: '공모 상태' }).getByRole('button', { name: '청약 중' }).click();
    await expect(page).toHaveURL(/\/subscription\?filter=open$/);
    const open = page.getByRole('list', { name: '청약 중 공모' });
    await expect(open.getByRole('listitem')).toHaveCount(3);
    await expect(open.getByRole('listitem').first()).toContainText('D-4 마감광안리 오션뷰 스테이');

    await page.getByRole('group', { name: '공모 상태' }).getByRole('button', { name: '배정·상장' }).click();
    await expect(page.getByRole('list', { name: '배정·상장 공모' }).getByRole('listitem')).toHaveCount(6);
  });

  test('게스트가 청약하기를 누르면 회원가입 안내', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/subscription/108');
    await page.getByRole('button', { name: '청약하기' }).click();
    await expect(page.getByRole('dialog', { name: '회원가입이 필요해요' })).toBeVisible();
  });
});
