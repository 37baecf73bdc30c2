import type { Page } from '@playwright/test';
import { expect, sendNativeMessage, test } from './fixtures';

/** The referral code as the browser transport's development storage keeps it (app-core's STORAGE_KEYS.referralCode). */
function storedReferralCode(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('jogak.dev-insecure.jogak:referral-code'));
}

test.describe('커뮤니티와 약관', () => {
  test('추천 코드가 달린 이벤트 링크로 앱을 처음 열면 이벤트를 보여주고 추천 코드를 저장한다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/community/event/2?event=FRIEND9');
    await expect(page.getByRole('heading', { level: 2, name: '친구 초대하고 커피 받기' })).toBeVisible();
    await expect(page.getByText('초대 링크로 가입한 친구가 계좌를 연동하면 두 분 모두에게 커피 쿠폰을 드립니다.')).toBeVisible();
    await expect.poll(() => storedReferralCode(page)).toBe('FRIEND9');
  });

  test('시작 주소의 event 값과 셸의 route event/{id} 로 이벤트 상세를 열면 추천 코드가 남아 있다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/?event=FRIEND3');
    await expect(page.getByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeVisible();
    await sendNativeMessage(page, 'route', { route: 'event/1' });
    await expect(page).toHaveURL(/\/community\/event\/1$/);
    await expect(page.getByRole('heading', { level: 2, name: '첫 청약 축하금 5,000원' })).toBeVisible();
    await expect.poll(() => storedReferralCode(page)).toBe('FRIEND3');
  });

  test('이벤트 목록에서 상태와 기간을 보고 상세로 간다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/community/event');
    const list = page.getByRole('list', { name: '이벤트 목록' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await list.getByRole('link', { name: /해운대 오션스퀘어 상장 기념 이벤트/ }).click();
    await expect(page).toHaveURL(/\/community\/event\/3$/);
    await expect(page.getByRole('heading', { level: 2, name: '해운대 오션스퀘어 상장 기념 이벤트' })).toBeVisible();
    await expect(page.getByText('종료', { exact: true })).toBeVisible();
  });

  test('상세 화면의 머리글 뒤로 가기는 앱 안의 이전 화면으로, 밖에서 바로 연 상세에서는 그 탭의 첫 화면으로 간다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/community/event');
    const list = page.getByRole('list', { name: '이벤트 목록' });
    await list.getByRole('link', { name: /해운대 오션스퀘어 상장 기념 이벤트/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: '해운대 오션스퀘어 상장 기념 이벤트' })).toBeVisible();
    const back = page.getByRole('banner').getByRole('button', { name: '뒤로 가기' });
    await back.click();
    await expect(page).toHaveURL(/\/community\/event$/);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // A tab's own page has none: its tab is the way there.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '시세' }).click();
    await expect(page.getByRole('list', { name: '상장 건물 시세' })).toBeVisible();
    await expect(back).toHaveCount(0);

    // Opened from outside (a push, a deep link): nothing of the app's to go back to, so the stock's tab.
    const pushed = await page.context().newPage();
    await pushed.goto('/market/JG0001');
    await expect(pushed.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
    await pushed.getByRole('banner').getByRole('button', { name: '뒤로 가기' }).click();
    await expect(pushed).toHaveURL(/\/market$/);
    await expect(pushed.getByRole('list', { name: '상장 건물 시세' })).toBeVisible();
  });

  test('오픈소스 라이선스 화면은 빌드에 든 react 와 그 MIT 라이선스 전문을 보여준다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/policy/license');
    const list = page.getByRole('list', { name: '오픈소스 라이선스 목록' });
    const react = list.getByRole('listitem').filter({ has: page.getByText('react', { exact: true }) });
    await expect(react).toContainText(/19\.\d+\.\d+ · MIT/);
    await react.getByRole('button', { name: 'react 라이선스 보기' }).click();
    await expect(page.getByLabel('react 라이선스 전문')).toContainText('MIT License');
    await expect(page.getByLabel('react 라이선스 전문')).toContainText('Permission is hereby granted, free of charge');
  });

  test('이용약관은 제목과 본문을 보여준다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/policy/terms');
    await expect(page.getByRole('heading', { level: 2, name: '서비스 이용약관' })).toBeVisible();
    await expect(page.getByText('이 약관은 조각 서비스의 이용 조건과 절차를 정합니다.')).toBeVisible();
    await expect(page.getByText('버전 3.2', { exact: false })).toBeVisible();
  });
});
