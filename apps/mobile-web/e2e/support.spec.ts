import { demoLogin, expect, test } from './fixtures';

/** A real 1×1 PNG, as a member's screenshot would arrive. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('고객센터', () => {
  test('1:1 문의: 첨부파일과 함께 쓰고, 목록에서 답변 대기로 보고, 고치고, 확인 후 지운다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/support/qna');
    await expect(page.getByRole('heading', { level: 2, name: '내 문의 내역' })).toBeVisible();
    const list = page.getByRole('list', { name: '1:1 문의 목록' });
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(list.getByRole('link').first()).toContainText('답변 대기거래주문이 체결되지 않아요');

    await page.getByRole('link', { name: '문의하기' }).click();
    await expect(page).toHaveURL(/\/support\/qna\/create$/);
    await page.getByRole('button', { name: '문의 등록하기' }).click();
    await expect(page.getByText('제목을 입력해주세요.')).toBeVisible();
    await page.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '거래' });
    await page.getByRole('textbox', { name: '제목' }).fill('호가 단위 문의');
    await page.getByRole('textbox', { name: '문의 내용' }).fill('5,430원짜리 조각의 호가 단위가 궁금해요.');
    await page.getByLabel('첨부파일').setInputFiles({ name: '호가화면.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: '올린 파일' })).toContainText('호가화면.png');
    await page.getByRole('button', { name: '문의 등록하기' }).click();

    // The toast lasts 1.2 s: it is looked for first, then what stays.
    await expect(page.getByRole('status').filter({ hasText: '문의가 등록되었어요.' })).toBeVisible();
    await expect(page).toHaveURL(/\/support\/qna$/);
    await expect(list.getByRole('link')).toHaveCount(3);
    const created = list.getByRole('link').first();
    await expect(created).toContainText('답변 대기거래호가 단위 문의');

    await created.click();
    await expect(page.getByRole('heading', { level: 2, name: '호가 단위 문의' })).toBeVisible();
    await expect(page.getByText('5,430원짜리 조각의 호가 단위가 궁금해요.')).toBeVisible();
    const files = page.getByRole('region', { name: '첨부파일 1개' });
    const file = files.getByRole('link', { name: '호가화면.png' });
    await expect(file).toBeVisible();
    const download = await page.request.get(String(await file.getAttribute('href')));
    expect([download.status(), download.headers()['content-type'], (await download.body()).length]).toEqual([200, 'image/png', PNG.length]);
    // A tap saves it through the shell's downloadFile (here the browser transport), and says so.
    const saved = page.waitForEvent('download');
    await file.click();
    expect((await saved).suggestedFilename()).toBe('호가화면.png');
    await expect(page.getByRole('status').filter({ hasText: '파일 다운로드가 완료되었습니다.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '호가 단위 문의' })).toBeVisible();
    await expect(page.getByRole('region', { name: '답변' })).toContainText('답변을 준비하고 있어요.');

    await page.getByRole('link', { name: '수정하기' }).click();
    await expect(page).toHaveURL(/\/support\/qna\/\d+\/update$/);
    const title = page.getByRole('textbox', { name: '제목' });
    await expect(title).toHaveValue('호가 단위 문의');
    await expect(page.getByRole('list', { name: '첨부된 파일' })).toContainText('호가화면.png');
    await title.fill('호가 단위와 5호가 제한 문의');
    await page.getByRole('button', { name: '수정 완료' }).click();
    await expect(page.getByRole('status').filter({ hasText: '문의를 수정했어요.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '호가 단위와 5호가 제한 문의' })).toBeVisible();

    await page.getByRole('button', { name: '삭제하기' }).click();
    const confirm = page.getByRole('dialog', { name: '문의를 삭제할까요?' });
    await expect(confirm).toContainText('삭제한 문의와 답변은 되돌릴 수 없어요.');
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByRole('status').filter({ hasText: '문의를 삭제했어요.' })).toBeVisible();
    await expect(page).toHaveURL(/\/support\/qna$/);
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(list).not.toContainText('호가 단위와 5호가 제한 문의');
    await expect(list.getByRole('link').first()).toContainText('주문이 체결되지 않아요');
    // Every step returned to the page it came from (written, edited, deleted): back from the list
    // leaves the inquiries, with no spent form or deleted inquiry behind it.
    await page.goBack();
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveCount(0);
  });

  test('공지사항과 자주 묻는 질문은 누구나 본다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/support/notice');
    const notices = page.getByRole('list', { name: '공지사항 목록' });
    await expect(notices.getByRole('link').first()).toContainText('중요[필독] 조각 서비스 이용약관 개정 안내');
    await notices.getByRole('link', { name: /추석 연휴 고객센터 운영 안내/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: '추석 연휴 고객센터 운영 안내' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('추석 연휴 기간에는 고객센터 전화 상담이 운영되지 않습니다.');

    await page.goto('/support/faq');
    await page.getByRole('searchbox', { name: '질문 검색' }).fill('수수료');
    const faqs = page.getByRole('list', { name: '자주 묻는 질문 목록' });
    await expect(faqs.getByRole('button')).toHaveText(['거래거래 수수료는 얼마인가요?']);
    await faqs.getByRole('button', { name: /거래 수수료는 얼마인가요/ }).click();
    await expect(page.getByText('체결 금액의 0.33%(부가세 포함)가 수수료로 부과됩니다.')).toBeVisible();
  });

  test('인증서 관리는 이 기기의 인증서와 상태를 보여준다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/support/certificate');
    const certificate = page.getByRole('listitem', { name: '(주)한빛자산관리 인증서' });
    await expect(certificate).toContainText('사용 가능(주)한빛자산관리발급기관yessign (샌드박스)만료일2099.12.31');
  });
});
