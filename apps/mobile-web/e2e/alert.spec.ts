import { demoLogin, expect, test } from './fixtures';

test.describe('알림', () => {
  test('종을 누르면 알림 목록, 모두 읽으면 새 알림 표시가 사라진다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    const bell = page.getByRole('banner').getByRole('button', { name: /^알림/ });
    await expect(bell).toHaveAccessibleName('알림, 새 알림 있음');
    await expect(bell).toHaveAttribute('data-state', 'new');

    await bell.click();
    await expect(page).toHaveURL(/\/alert$/);
    await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
    const list = page.getByRole('list', { name: '전체 알림' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const subscription = list.getByRole('link', { name: /청약 완료/ });
    await expect(subscription).toContainText('광안리 오션뷰 스테이 100주 청약이 접수되었어요.');
    await expect(subscription).toContainText('읽지 않음');
    await expect(subscription).toHaveAttribute('href', '/subscription/108');
    await expect(list.getByText('읽지 않음')).toHaveCount(2);

    await page.getByRole('button', { name: '모두 읽음' }).click();
    await expect(page.getByRole('status').filter({ hasText: '알림 2개를 읽었어요.' })).toBeVisible();
    await expect(list.getByText('읽지 않음')).toHaveCount(0);
    await expect(subscription).toHaveAttribute('data-state', 'read');
    await expect(bell).toHaveAccessibleName('알림');
    await expect(bell).not.toHaveAttribute('data-state', 'new');

    await page.getByRole('tab', { name: '거래' }).click();
    await expect(page.getByRole('list', { name: '거래 알림' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: '거래 알림' })).toContainText('해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.');
  });
});
