import { demoLogin, expect as fixtureExpect, expectNoDialog, SANDBOX_URL, sendNativeMessage, test } from './fixtures';

// The journeys wait on sandbox answers on a machine shared by several builds: outcomes get longer.
const expect = fixtureExpect.configure({ timeout: 20_000 });

/** A one-page PDF, as a scanned income certificate would arrive. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('투자자 정보', () => {
  // Each journey walks four or five screens on a machine shared by several builds.
  test.describe.configure({ timeout: 180_000 });

  test('투자성향: 만료된 회원이 다시 분석하고 결과를 본 뒤 홈으로 가고, 다시 열면 새 성향이 유효하다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '배유나');
    await page.goto('/investment-analysis/invest-tendency');
    const expired = page.getByRole('dialog', { name: '투자성향 분석 유효기간이 지났어요' });
    await expect(expired).toContainText('투자성향 분석 결과는 24개월 동안 유효해요.');
    await expired.getByRole('button', { name: '다시 분석하기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '투자자 정보 확인' })).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('투자자 정보 제공 여부를 선택해주세요.')).toBeVisible();
    await page.getByRole('radio', { name: '제공할게요' }).check();
    await page.getByRole('radio', { name: '희망해요', exact: true }).check();
    await page.getByText('[필수] 개인(신용)정보 수집·이용에 동의해요').click();
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '투자성향 질문' })).toBeVisible();
    await expect(page.getByText('8문항 중 0문항에 답했어요')).toBeVisible();
    const groups = page.getByRole('radiogroup');
    await expect(groups).toHaveCount(8);
    for (let index = 0; index < 8; index += 1) await groups.nth(index).getByRole('radio').nth(2).check();
    await expect(page.getByText('8문항 중 8문항에 답했어요')).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '투자 위험 고지' })).toBeVisible();
    await page.getByText('[필수] 위 투자 위험을 모두 확인했어요').click();
    await page.getByRole('button', { name: '분석 결과 보기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '투자성향 분석 결과' })).toBeVisible();
    const result = page.getByRole('region', { name: '나의 투자성향' });
    await expect(result).toContainText('적극투자형');
    await expect(result).toContainText(/\d{4}\.\d{2}\.\d{2}까지 유효해요 \(24개월\)/);
    await expect(page.getByText('이제 청약할 수 있어요.', { exact: false })).toBeVisible();
    const table = page.getByRole('table', { name: '상품 위험등급별 투자 가능 여부' });
    await expect(table.getByRole('row', { name: /1등급 매우 높은 위험/ })).toContainText('부적합 확인 필요');
    await expect(table.getByRole('row', { name: /2등급 높은 위험/ })).toContainText('투자 가능');

    await page.getByRole('button', { name: '홈으로' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();

    await page.goto('/investment-analysis/invest-tendency');
    await expect(page.getByRole('region', { name: '나의 투자성향' })).toContainText('적극투자형');
    await expectNoDialog(page);
  });

  test('투자성향: 작성 중에 나가려 하면 먼저 묻는다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/investment-analysis/invest-tendency');
    await page.getByRole('button', { name: '투자성향 다시 분석하기' }).click();
    await page.getByRole('radio', { name: '제공할게요' }).check();
    await page.getByRole('button', { name: '그만하기' }).click();
    const ask = page.getByRole('dialog', { name: '작성을 그만할까요?' });
    await expect(ask).toContainText('지금 나가면 입력한 투자자 정보가 저장되지 않아요.');
    await ask.getByRole('button', { name: '나가기' }).click();
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  });

  test('자격 변경: 소득적격 신청이 서류와 함께 접수되고, 승인되면 연 40,000,000원 한도를 보이고, 같은 날 두 번째 변경은 거절된다', async ({ page, request, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/investor-status-change/write-confirm');
    await expect(page.getByRole('heading', { level: 1, name: '투자자 정보 확인' })).toBeVisible();
    const facts = page.getByLabel('나의 투자자 정보');
    await expect(facts).toContainText('일반 개인투자자');
    await expect(facts).toContainText('연 20,000,000원');
    await page.getByRole('button', { name: '투자자 자격 변경하기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '투자자 구분 선택' })).toBeVisible();
    await page.getByRole('button', { name: /소득적격 개인투자자/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '소득 요건 확인' })).toBeVisible();
    await page.getByRole('radio', { name: '사업·근로소득이 연 1억원을 넘어요' }).check();
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '투자자 정보 확인서' })).toBeVisible();
    await expect(page.getByLabel('신청 내용')).toContainText('소득적격 개인투자자연간 투자 한도연 40,000,000원');
    await page.getByText('[필수] 개인(신용)정보 수집·이용에 동의해요').click();
    await page.getByText('[필수] 위 내용이 사실과 다르지 않음을 확인해요').click();
    await page.getByRole('button', { name: '서류 제출하기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '증빙 서류 제출' })).toBeVisible();
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByText('소득 증빙 서류를 첨부해주세요.')).toBeVisible();
    await page.getByLabel('소득 증빙 서류').setInputFiles({ name: '소득금액증명원.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('list', { name: '올린 파일' })).toContainText('소득금액증명원.pdf');
    await page.getByRole('button', { name: '신청하기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '투자자 자격 변경' })).toBeVisible();
    await expect(page.getByRole('region', { name: '신청 상태' })).toContainText('신청이 접수되었어요');

    const review = await request.post(`${SANDBOX_URL}/__sandbox/investor-change/demo-general/approve`);
    expect(review.ok()).toBe(true);

    await page.goto('/alert');
    await page.getByRole('link', { name: /투자자 자격 변경 완료/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '투자자 자격이 변경되었어요' })).toBeVisible();
    const changed = page.getByLabel('변경된 투자자 정보');
    await expect(changed).toContainText('소득적격 개인투자자');
    await expect(changed).toContainText('연 40,000,000원');

    await page.goto('/investor-status-change/invest-div');
    await page.getByRole('button', { name: /일반 개인투자자/ }).click();
    await page.getByRole('dialog', { name: '일반 개인투자자로 바꿀까요?' }).getByRole('button', { name: '바꾸기' }).click();
    const refused = page.getByRole('dialog', { name: '오늘은 더 변경할 수 없어요' });
    await expect(refused).toContainText('투자자 정보는 하루에 정해진 횟수까지만 변경할 수 있어요.');
    await refused.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('button', { name: /소득적격 개인투자자 \(현재\)/ })).toBeVisible();
  });

  test('자격 변경: 반려되면 실패 화면에서 다시 신청할 수 있고, 묻는 중 뒤로 가기는 질문만 닫는다', async ({ page, request, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/investor-status-change/invest-div');
    await page.getByRole('button', { name: /전문 개인투자자/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '전문투자자 요건 확인' })).toBeVisible();
    await page.getByRole('radio', { name: '네' }).check();
    await page.getByRole('radio', { name: /자산 요건/ }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByText('[필수] 개인(신용)정보 수집·이용에 동의해요').click();
    await page.getByText('[필수] 위 내용이 사실과 다르지 않음을 확인해요').click();
    await page.getByRole('button', { name: '서류 제출하기' }).click();
    await page.getByLabel('전문투자자 확인서').setInputFiles({ name: '전문투자자확인서.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('region', { name: '신청 상태' })).toContainText('신청이 접수되었어요');

    const review = await request.post(`${SANDBOX_URL}/__sandbox/investor-change/demo-general/reject`);
    expect(review.ok()).toBe(true);
    await page.goto('/alert');
    await page.getByRole('link', { name: /투자자 자격 변경 반려/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '투자자 자격 변경이 반려되었어요' })).toBeVisible();
    await expect(page.getByLabel('지금 투자자 정보')).toContainText('일반 개인투자자');
    await page.getByRole('button', { name: '다시 신청하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '투자자 구분 선택' })).toBeVisible();

    // Back twice while the leave question is open: the second closes it and the page and its URL
    // stay (src/routing/investor-leave-guard.ts); 나가기 goes one entry back.
    await page.getByRole('button', { name: /소득적격 개인투자자/ }).click();
    await page.getByRole('radio', { name: '사업·근로소득이 연 1억원을 넘어요' }).check();
    await page.evaluate(() => history.back());
    const classes = page.getByRole('heading', { level: 1, name: '투자자 구분 선택' });
    await expect(classes).toBeVisible();
    const ask = page.getByRole('dialog', { name: '작성을 그만할까요?' });
    await page.evaluate(() => history.back());
    await expect(ask).toBeVisible();
    await expect(page).toHaveURL(/\/investor-status-change\/invest-div$/);
    await page.evaluate(() => history.back());
    await expect(ask).toBeHidden();
    await expect(classes).toBeVisible();
    await expect(page).toHaveURL(/\/investor-status-change\/invest-div$/);
    await sendNativeMessage(page, 'backButton');
    await ask.getByRole('button', { name: '나가기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '투자자 자격 변경이 반려되었어요' })).toBeVisible();
    await expect(page).toHaveURL(/\/invest-qual-change\/fail$/);
  });
});
