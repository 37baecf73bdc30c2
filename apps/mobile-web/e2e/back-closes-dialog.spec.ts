import { expect, sendNativeMessage, test } from './fixtures';

// Back while a dialog is open closes the dialog and the page stays (Android's convention); a
// second back then leaves the page (src/routing/back-closes-dialog.ts).
test.describe('뒤로 가기와 대화상자', () => {
  test('브라우저 뒤로 가기: 종목에서 매수를 눌러 뜬 회원가입 안내만 닫히고, 한 번 더 누르면 시세 목록으로', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '시세' }).click();
    const list = page.getByRole('list', { name: '상장 건물 시세' });
    await list.getByRole('link', { name: /을지로 파인타워 1호/ }).click();
    const title = page.getByRole('heading', { name: '을지로 파인타워 1호' });
    await expect(title).toBeVisible();

    await page.getByRole('button', { name: '매수', exact: true }).click();
    const question = page.getByRole('dialog', { name: '회원가입이 필요해요' });
    await expect(question).toBeVisible();

    await page.goBack();
    await expect(question).toBeHidden();
    await expect(title).toBeVisible();
    await expect(page.getByRole('table', { name: '호가' })).toBeVisible();
    await expect(list).toBeHidden();
    // Still the live page: 매수 asks again.
    await page.getByRole('button', { name: '매수', exact: true }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '취소' }).click();
    await expect(question).toBeHidden();

    await page.goBack();
    await expect(list.getByRole('link', { name: /을지로 파인타워 1호/ })).toBeVisible();
    await expect(title).toBeHidden();
  });

  test('셸의 뒤로 버튼: 공모 상세에서 청약하기로 뜬 회원가입 안내만 닫히고, 한 번 더 누르면 청약 목록으로', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '청약' }).click();
    const offerings = page.getByRole('list', { name: '전체 공모' });
    await offerings.getByRole('link', { name: /광안리 오션뷰 스테이/ }).click();
    const title = page.getByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' });
    await expect(title).toBeVisible();

    await page.getByRole('button', { name: '청약하기' }).click();
    const question = page.getByRole('dialog', { name: '회원가입이 필요해요' });
    await expect(question).toBeVisible();

    // The detail does not handle the shell's back itself: the app turns it into a history back.
    await sendNativeMessage(page, 'backButton');
    await expect(question).toBeHidden();
    await expect(title).toBeVisible();
    await expect(page.getByText('공모가 5,000원', { exact: true })).toBeVisible();
    await expect(offerings).toBeHidden();

    await sendNativeMessage(page, 'backButton');
    await expect(offerings.getByRole('link', { name: /광안리 오션뷰 스테이/ })).toBeVisible();
    await expect(title).toBeHidden();
  });
});
