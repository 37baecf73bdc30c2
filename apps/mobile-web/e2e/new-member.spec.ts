import type { Page } from '@playwright/test';
import {
  attachBankbook,
  chooseKycAddress,
  expect,
  expectNoDialog,
  reloadAndRestartApp,
  requestVerificationCode,
  SANDBOX_URL,
  test,
  textedCode,
  typeOnSecureKeypad,
} from './fixtures';

/** A weekday morning in Seoul: subscription hours (the offerings are seeded around the clock's today). */
const TUESDAY_MORNING = '2025-03-04T10:00:00+09:00';
const PIN = '369147';
const RESIDENT_FRONT = '950823';
/** Issued after October 2020: the last digit follows no checksum. */
const RESIDENT_BACK = '2845103';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const screenHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: '다음' }).click();

/** Everything the browser keeps for the app: both web storages, key by key. */
function webStorage(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => {
    const entries = (storage: Storage) =>
      Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));
    return { local: entries(window.localStorage), session: entries(window.sessionStorage) };
  });
}

async function expectNoResidentNumberStored(page: Page): Promise<void> {
  const everything = JSON.stringify(await webStorage(page));
  expect(everything).not.toContain(RESIDENT_BACK);
  expect(everything).not.toContain(`${RESIDENT_FRONT}${RESIDENT_BACK}`);
}

async function fillResidentNumber(page: Page): Promise<void> {
  await page.getByLabel('주민등록번호 앞 6자리').fill(RESIDENT_FRONT);
  await page.getByLabel('주민등록번호 뒤 7자리').fill(RESIDENT_BACK);
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: TUESDAY_MORNING } })).ok()).toBe(true);
  expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } })).ok()).toBe(true);
  expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
});

/** Who signs up: 윤하린, or a registered foreigner (gender digit 5–8) with a Latin name. */
interface NewPerson {
  readonly name: string;
  readonly genderDigit: string;
  readonly phone: string;
  /** The welcome dialog's title: the name's own, or the fixed one for a name of Latin letters (spec §5). */
  readonly welcome: RegExp;
}

const HARIN: NewPerson = { name: '윤하린', genderDigit: '2', phone: '01055517733', welcome: /윤하린님과 함께하게 되어 기뻐요/ };

/** From the first screen of a fresh device to a verified 101 member with a PIN, on the KYC screen. */
async function signUp(page: Page, person: NewPerson = HARIN): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '조각으로 시작하는 빌딩 투자' })).toBeVisible();
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeVisible();
  await page.getByRole('button', { name: '개인 회원으로 가입하기' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '조각 이용을 위해 약관에 동의해주세요' })).toBeVisible();
  await expect(page.getByText('[필수] 서비스 이용약관')).toBeVisible();
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
  await page.getByText('전체 동의').click();
  await next(page);

  await expect(page.getByRole('heading', { level: 1, name: '휴대폰 본인인증' })).toBeVisible();
  await page.getByRole('button', { name: '본인인증하기' }).click();
  await requestVerificationCode(page, { carrier: 'LG U+', name: person.name, birth: RESIDENT_FRONT, genderDigit: person.genderDigit, phone: person.phone });
  await expect(page.getByRole('heading', { level: 1, name: '인증번호 입력' })).toBeVisible();
  await page.getByRole('textbox', { name: '인증번호' }).fill(await textedCode(page));
  await page.getByRole('button', { name: '확인' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'PIN 설정' })).toBeVisible();
  await expect(page.getByText(`${person.name}님, 본인인증이 끝났어요.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'PIN 설정하기' }).click();
  await typeOnSecureKeypad(page.getByRole('dialog', { name: '새 PIN을 입력해주세요' }), PIN);
  await typeOnSecureKeypad(page.getByRole('dialog', { name: '새 PIN을 한 번 더 입력해주세요' }), PIN);
  const welcome = page.getByRole('dialog', { name: person.welcome });
  await expect(welcome).toContainText('이제 조각으로 건물에 투자해 보세요.');
  await welcome.getByRole('button', { name: '시작하기' }).click();
}

/** KYC steps 0–2, up to 신분증 인증. */
async function kycUntilIdStep(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '고객확인' })).toBeVisible();
  await expect(stepHeading(page, '고객 동의')).toBeVisible();
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await next(page);

  await expect(stepHeading(page, '기본 정보')).toBeVisible();
  await page.getByLabel('영문 성').fill('yoon');
  await page.getByLabel('영문 이름').fill('harin');
  await expect(page.getByLabel('영문 이름')).toHaveValue('HARIN');
  await chooseKycAddress(page, '집 주소', '부산 해운대구 벡스코', '48060');
  await expect(page.getByText('부산광역시 해운대구 APEC로 55')).toBeVisible();
  await page.getByLabel('집 주소 상세').fill('101동 1203호');
  await page.getByLabel('이메일').fill('harin.yoon@example.kr');
  await next(page);

  await expect(stepHeading(page, '상세 정보')).toBeVisible();
  await page.getByLabel('직업').selectOption({ label: '프리랜서' });
  await page.getByLabel('거래 목적').selectOption({ label: '투자 수익' });
  await page.getByLabel('자금 출처').selectOption({ label: '근로·사업 소득' });
  await next(page);
  await expect(stepHeading(page, '신분증 인증')).toBeVisible();
}

/** KYC steps 0–3 up to the account step, where the app is killed and started again. */
async function kycUntilAccountStep(page: Page): Promise<void> {
  await kycUntilIdStep(page);
  await expect(page.getByLabel('이름')).toHaveValue('윤하린');
  await fillResidentNumber(page);
  await page.getByLabel('생년월일').fill('19950823');
  await page.getByLabel('발급일').fill('20210520');
  await next(page);

  await expect(stepHeading(page, '계좌 인증')).toBeVisible();
  await page.getByLabel('은행').selectOption({ label: '신한은행 (088)' });
  await page.getByLabel('계좌번호').fill('110987654321');
}

test('등록외국인이 가입하면 고객확인은 외국인등록증(영문 대문자 이름, 외국인등록번호)으로 시작하고 마친다', async ({ page, sandbox: _sandbox }) => {
  test.setTimeout(240_000);
  await signUp(page, { name: 'John Smith', genderDigit: '5', phone: '01055517744', welcome: /조각 회원이 되신 것을 환영해요/ });
  await expect(page).toHaveURL(/\/kyc$/);
  await kycUntilIdStep(page);
  await expect(page.getByRole('radio', { name: '외국인등록증' })).toBeChecked();
  await expect(page.getByLabel('이름')).toHaveValue('JOHN SMITH');
  await page.getByLabel('외국인등록번호 앞 6자리').fill(RESIDENT_FRONT);
  await page.getByLabel('외국인등록번호 뒤 7자리').fill('5845103');
  await expect(page.getByLabel('생년월일')).toHaveValue('1995-08-23');
  await page.getByLabel('발급일').fill('20210520');
  await next(page);

  await expect(stepHeading(page, '계좌 인증')).toBeVisible();
  await expect(page.getByLabel('예금주')).toHaveValue('JOHN SMITH');
  await page.getByLabel('은행').selectOption({ label: '신한은행 (088)' });
  await page.getByLabel('계좌번호').fill('110987654322');
  await attachBankbook(page);
  await page.getByRole('button', { name: '제출하기' }).click();
  await expect(stepHeading(page, '완료')).toBeVisible();
  await expect(page.getByText('고객확인을 마쳤어요.')).toBeVisible();
});

test('처음 연 기기에서 성인이 가입하고, 고객확인을 다시 시작해도 이어서 마치고, 계좌를 열고 투자성향을 분석해 청약할 수 있는 회원(200)이 된다', async ({ page, sandbox: _sandbox }) => {
  // Sign-up, six KYC steps across a restart, the partner page, four questionnaire screens and an offering.
  test.setTimeout(300_000);
  await signUp(page);
  await expect(page).toHaveURL(/\/kyc$/);
  await kycUntilAccountStep(page);

  // The progress is on the device (the app's persisted store), the resident number nowhere in web storage.
  await expect
    .poll(async () => JSON.parse((await webStorage(page)).local['jogak.dev-insecure.jogak:kyc-draft'] ?? '{}') as Record<string, unknown>)
    .toMatchObject({ step: 4, engLastName: 'YOON', accountBank: '088', accountNumber: '110987654321' });
  await expectNoResidentNumberStored(page);

  // The app is killed and started again by the shell: start-up signs the new member in with the
  // stored CI and, a 101 individual, sends them back to KYC, which resumes at the ID step.
  const resumed = page.getByText('입력하던 내용을 불러왔어요. 주민등록번호와 통장 사본은 기기에 저장하지 않으니 다시 입력해주세요.');
  await reloadAndRestartApp(page, resumed);
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(stepHeading(page, '신분증 인증')).toBeVisible();
  await expect(resumed).toBeVisible();
  await expect(page.getByLabel('주민등록번호 뒤 7자리')).toHaveValue('');
  await expect(page.getByLabel('생년월일')).toHaveValue('1995-08-23');
  await fillResidentNumber(page);
  await next(page);

  await expect(stepHeading(page, '계좌 인증')).toBeVisible();
  await expect(page.getByLabel('계좌번호')).toHaveValue('110987654321');
  await page.getByLabel('예금주').fill('윤하린');
  await attachBankbook(page);
  await expectNoResidentNumberStored(page);
  await page.getByRole('button', { name: '제출하기' }).click();

  await expect(stepHeading(page, '완료')).toBeVisible();
  await expect(page.getByText('고객확인을 마쳤어요.')).toBeVisible();
  expect((await webStorage(page)).local['jogak.dev-insecure.jogak:kyc-draft']).toBeUndefined();
  await page.getByRole('button', { name: '계좌 개설하기' }).click();

  // The partner's account opening over home (KYC done, the page comes first), for this member;
  // opening it sends account-complete.
  await expect(page).toHaveURL(/\/home$/);
  const overlay = page.getByRole('dialog', { name: '제휴 증권사 화면' });
  const partner = page.frameLocator('iframe[title="제휴 증권사 화면"]');
  await expect(partner.getByRole('heading', { level: 1, name: '비대면 계좌 개설' })).toBeVisible();
  await expect(partner.getByText('윤하린', { exact: true })).toBeVisible();
  await partner.getByRole('button', { name: '계좌 개설 완료' }).click();
  await expect(overlay).toBeHidden();

  // No tendency yet: account-complete leads to the questionnaire (spec §4).
  await expect(screenHeading(page, '투자자 정보 확인')).toBeVisible();
  await page.getByRole('radio', { name: '제공할게요' }).check();
  await page.getByRole('radio', { name: '희망해요', exact: true }).check();
  await page.getByText('[필수] 개인(신용)정보 수집·이용에 동의해요').click();
  await next(page);
  await expect(screenHeading(page, '투자성향 질문')).toBeVisible();
  const questions = page.getByRole('radiogroup');
  await expect(questions).toHaveCount(8);
  for (let index = 0; index < 8; index += 1) await questions.nth(index).getByRole('radio').nth(2).check();
  await expect(page.getByText('8문항 중 8문항에 답했어요')).toBeVisible();
  await next(page);
  await expect(screenHeading(page, '투자 위험 고지')).toBeVisible();
  await page.getByText('[필수] 위 투자 위험을 모두 확인했어요').click();
  await page.getByRole('button', { name: '분석 결과 보기' }).click();

  await expect(screenHeading(page, '투자성향 분석 결과')).toBeVisible();
  await expect(page.getByRole('region', { name: '나의 투자성향' })).toContainText('적극투자형');
  await expect(page.getByText('이제 청약할 수 있어요.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '홈으로' }).click();

  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  const user = JSON.parse((await webStorage(page)).local['jogak.dev-insecure.jogak:user'] ?? '{}') as Record<string, string>;
  expect(user).toMatchObject({ name: '윤하린', userType: '200' });

  // A 200 member with a tendency: the apply screen shows its form, no gate dialog.
  await page.getByRole('region', { name: '모집 중인 공모' }).getByRole('link', { name: /판교 테크원 라이프/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: '판교 테크원 라이프' })).toBeVisible();
  await page.getByRole('button', { name: '청약하기' }).click();
  await expect(page.getByLabel('청약 수량')).toBeVisible();
  await expect(page.getByLabel('청약 가능 범위')).toContainText('남은 연간 투자 한도20,000,000원');
  await expectNoDialog(page);
});
