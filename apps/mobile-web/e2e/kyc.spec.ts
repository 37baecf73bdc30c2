import type { Page } from '@playwright/test';
import { attachBankbook, BELL_CALL, chooseKycAddress, demoLogin, expect, reloadAndRestartApp, restartApp, test } from './fixtures';

const storedDraft = (page: Page) => page.evaluate(() => window.localStorage.getItem('jogak.dev-insecure.jogak:kyc-draft'));
const next = (page: Page) => page.getByRole('button', { name: '다음' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function fillResidentNumber(page: Page): Promise<void> {
  await page.getByLabel('주민등록번호 앞 6자리').fill('930129');
  // A number issued after October 2020: its last digit does not follow the old checksum.
  await page.getByLabel('주민등록번호 뒤 7자리').fill('1234560');
}

test('계좌 개설 전(101) 정우성: 고객확인 6단계를 앱 재시작을 넘어 마치고 제휴 증권사 계좌 개설 화면에 이른다', async ({ page, sandbox: _sandbox }) => {
  // Six steps, two address searches and an app restart: a long journey, not a slow app.
  test.setTimeout(180_000);
  await demoLogin(page, '정우성');
  await restartApp(page);
  // Start-up sends a 101 individual to KYC (spec §4).
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: '고객확인' })).toBeVisible();
  await expect(stepHeading(page, '고객 동의')).toBeVisible();

  await next(page);
  await expect(page.getByText('필수 항목에 모두 동의해주세요.')).toBeVisible();
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await next(page);

  await expect(stepHeading(page, '기본 정보')).toBeVisible();
  await expect(page.getByLabel('이메일')).toHaveValue('woosung.jung@example.kr');
  await page.getByLabel('영문 성').fill('jung');
  await page.getByLabel('영문 이름').fill('woosung');
  await expect(page.getByLabel('영문 성')).toHaveValue('JUNG');
  await chooseKycAddress(page, '집 주소', '부산 해운대구 벡스코', '48060');
  await expect(page.getByText('부산광역시 해운대구 APEC로 55')).toBeVisible();
  await page.getByLabel('집 주소 상세').fill('101동 1203호');
  await next(page);

  await expect(stepHeading(page, '상세 정보')).toBeVisible();
  await page.getByLabel('직업').selectOption({ label: '회사원' });
  await page.getByLabel('직무').selectOption({ label: '연구·기술직' });
  await page.getByLabel('직장명').fill('조각테크');
  await chooseKycAddress(page, '직장 주소', '판교역로 235', '13494');
  await page.getByLabel('거래 목적').selectOption({ label: '자산 관리' });
  await page.getByLabel('자금 출처').selectOption({ label: '근로·사업 소득' });
  await next(page);

  await expect(stepHeading(page, '신분증 인증')).toBeVisible();
  await expect(page.getByLabel('이름')).toHaveValue('정우성');
  await fillResidentNumber(page);
  await page.getByLabel('생년월일').fill('19930128');
  await page.getByLabel('발급일').fill('20210520');
  await next(page);
  await expect(page.getByText('생년월일이 주민등록번호와 달라요. 다시 확인해주세요.')).toBeVisible();
  await page.getByLabel('생년월일').fill('19930129');
  await next(page);

  await expect(stepHeading(page, '계좌 인증')).toBeVisible();
  await page.getByLabel('은행').selectOption({ label: '신한은행 (088)' });
  await page.getByLabel('계좌번호').fill('110123456789');
  // The device keeps the draft, never the resident number.
  await expect.poll(async () => JSON.parse((await storedDraft(page)) ?? '{}') as Record<string, unknown>).toMatchObject({ step: 4, accountBank: '088', accountNumber: '110123456789', engLastName: 'JUNG' });
  expect(await storedDraft(page)).not.toContain('1234560');

  // The app is killed and started again by the shell: start-up signs in with the stored CI.
  const resumed = page.getByText('입력하던 내용을 불러왔어요. 주민등록번호와 통장 사본은 기기에 저장하지 않으니 다시 입력해주세요.');
  await reloadAndRestartApp(page, resumed);
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(stepHeading(page, '신분증 인증')).toBeVisible();
  await expect(resumed).toBeVisible();
  await expect(page.getByLabel('주민등록번호 앞 6자리')).toHaveValue('');
  await expect(page.getByLabel('생년월일')).toHaveValue('1993-01-29');
  await fillResidentNumber(page);
  // The page fits the phone's width (no zoomed-out layout viewport): what is tapped is what is seen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await next(page);

  await expect(stepHeading(page, '계좌 인증')).toBeVisible();
  await expect(page.getByLabel('계좌번호')).toHaveValue('110123456789');
  await page.getByRole('button', { name: '제출하기' }).click();
  // 예금주 starts as 신분증 인증's 이름 (not asked twice); only the bankbook is missing.
  await expect(page.getByLabel('예금주')).toHaveValue('정우성');
  await expect(page.getByText('통장 사본 사진을 올리거나 촬영해주세요.')).toBeVisible();
  await attachBankbook(page);
  await page.getByRole('button', { name: '제출하기' }).click();

  await expect(stepHeading(page, '완료')).toBeVisible();
  await expect(page.getByText('고객확인을 마쳤어요.')).toBeVisible();
  expect(await storedDraft(page)).toBeNull();
  await page.getByRole('button', { name: '계좌 개설하기' }).click();

  // The member moved on to 102: the partner's account creation opens (spec §4), with their name.
  const overlay = page.getByRole('dialog', { name: '제휴 증권사 화면' });
  await expect(overlay).toBeVisible();
  const partner = page.frameLocator('iframe[title="제휴 증권사 화면"]');
  await expect(partner.getByRole('heading', { level: 1, name: '비대면 계좌 개설' })).toBeVisible();
  await expect(partner.getByText('정우성', { exact: true })).toBeVisible();
});

test('403 A0007 → 고객확인: 한도윤은 나가기 전에 확인을 받고, 계속하기는 입력을 그대로 둔다', async ({ page, sandbox }) => {
  test.setTimeout(90_000);
  await demoLogin(page, '한도윤');
  await sandbox.fault({ status: 403, code: 'A0007', path: BELL_CALL });
  await page.reload();
  // The bell's 403 A0007 (spec §8) lands on the KYC screen once home has asked it.
  await expect(stepHeading(page, '고객 동의')).toBeVisible();
  await expect(page).toHaveURL(/\/kyc$/);
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await next(page);
  await expect(stepHeading(page, '기본 정보')).toBeVisible();
  await page.getByLabel('영문 성').fill('han');
  await page.getByRole('button', { name: '나가기' }).click();
  const dialog = page.getByRole('dialog', { name: '고객확인을 그만할까요?' });
  await expect(dialog).toContainText('지금까지 입력한 내용이 모두 지워져요.');
  await dialog.getByRole('button', { name: '계속하기' }).click();
  await expect(page.getByLabel('영문 성')).toHaveValue('HAN');
  await page.getByRole('button', { name: '나가기' }).click();
  await page.getByRole('dialog', { name: '고객확인을 그만할까요?' }).getByRole('button', { name: '그만하기' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  expect(await storedDraft(page)).toBeNull();
});
