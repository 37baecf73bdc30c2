import { demoLogin, expect, test } from './fixtures';

test.describe('수익자총회 투표', () => {
  test('게스트가 투표를 열면 첫 화면으로 보내지 않고 회원가입이 필요하다고 알린 뒤 회원가입으로 간다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/vote');
    const dialog = page.getByRole('dialog', { name: '회원가입이 필요해요' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/vote$/);
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    const panel = page.getByRole('region', { name: '회원가입이 필요해요' });
    await expect(panel).toContainText('투표는 로그인하고 증권 계좌를 연동한 회원만 할 수 있어요.');
    await panel.getByRole('button', { name: '회원가입하기' }).click();
    await dialog.getByRole('button', { name: '회원가입하기' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeVisible();
  });

  test('을지로 파인타워를 보유한 김민준이 투표하면 투표가 잠기고, 종료된 투표는 결과를 본다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/vote');
    await expect(page.getByRole('heading', { level: 2, name: '수익자총회 투표' })).toBeVisible();
    const open = page.getByRole('region', { name: '진행 중인 투표' });
    const card = open.getByRole('link', { name: /을지로 파인타워 1호 임차인 변경 및 관리보수 조정/ });
    await expect(card).toContainText('투표 중');
    await expect(card).toContainText('의결권 120주');
    await expect(page.getByRole('region', { name: '종료된 투표' }).getByRole('link')).toContainText('해운대 마린시티 오션스퀘어 매각 검토');

    await card.click();
    await expect(page.getByRole('heading', { level: 2, name: '을지로 파인타워 1호 임차인 변경 및 관리보수 조정' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '120주' })).toBeVisible();
    const first = page.getByRole('region', { name: '제1호 안건: 지하 1층 임차인 변경' });
    // On the API's origin (here the app's own: the preview proxies the sandbox).
    await expect(first.getByRole('link', { name: '임대료 비교 보고서 (PDF)' })).toHaveAttribute('href', new URL('/__sandbox/documents/vote-1-1-2.pdf', page.url()).href);
    await first.getByRole('radio', { name: '찬성' }).check();
    await page.getByRole('region', { name: '제2호 안건: 자산관리 보수 조정' }).getByRole('radio', { name: '반대' }).check();

    // The browser transport's development signer asks with window.confirm; the member approves.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: '투표하기' }).click();
    const confirm = page.getByRole('dialog', { name: '투표를 제출할까요?' });
    await expect(confirm).toContainText('제출한 투표 결과는 취소하거나 바꿀 수 없어요.');
    await confirm.getByRole('button', { name: '제출하기' }).click();

    await expect(page.getByRole('status').filter({ hasText: '투표를 완료했어요. 제출한 투표는 취소하거나 바꿀 수 없어요.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '투표하기' })).toHaveCount(0);
    await expect(first.getByText('찬성에 투표했어요')).toBeVisible();
    await expect(first.getByRole('radio', { name: '찬성' })).toBeChecked();
    await expect(first.getByRole('radio', { name: '반대' })).toBeDisabled();

    // The ballot is counted and stays locked after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: '제2호 안건: 자산관리 보수 조정' }).getByText('반대에 투표했어요')).toBeVisible();

    await page.goto('/vote/2');
    await expect(page.getByRole('heading', { level: 2, name: '해운대 마린시티 오션스퀘어 매각 검토' })).toBeVisible();
    const result = page.getByRole('region', { name: '제1호 안건: 매각 검토 착수' });
    await expect(result.getByRole('heading', { name: '투표 결과 · 총 10,040주' })).toBeVisible();
    await expect(result.getByRole('listitem').filter({ hasText: '찬성' })).toContainText('40주 (0.4%)');
    await expect(result.getByRole('listitem').filter({ hasText: '반대' })).toContainText('10,000주 (99.6%)');
  });
});
