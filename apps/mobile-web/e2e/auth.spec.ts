import type { Locator, Page } from '@playwright/test';
import { demoLogin, expect, requestVerificationCode, rewriteStoredUser, SANDBOX_URL, test, textedCode } from './fixtures';

/** The demo members' PIN (packages/sandbox DEMO_PIN). */
const DEMO_PIN = '123456';

// Each journey passes several full-page loads, the verifier's pages and the secure keypad.
test.describe.configure({ timeout: 180_000 });

/** Types a PIN on the keypad dialog, in its screen-reader mode (the keys are drawn, not labelled). */
async function typeOnKeypad(dialog: Locator, pin: string): Promise<void> {
  await dialog.getByRole('button', { name: '음성 안내' }).click();
  const keys = dialog.getByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
  for (const digit of pin) await keys.getByRole('button', { name: `숫자 ${digit}` }).click();
}

async function pinLogin(page: Page, pin: string): Promise<void> {
  await page.getByRole('button', { name: 'PIN으로 로그인' }).click();
  await typeOnKeypad(page.getByRole('dialog', { name: 'PIN을 입력해주세요' }), pin);
}

/** Signs the demo member in and out again through MY: a signed-out device that remembers its member. */
async function signedOut(page: Page, name: string): Promise<void> {
  await demoLogin(page, name);
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('dialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?tabs=individual$/);
  await expect(page.getByRole('heading', { name: `${name}님, 반가워요` })).toBeVisible();
}

test('로그아웃한 회원(900)이 자산을 누르면 로그인 안내, PIN 로그인 뒤 온 곳으로 돌아간다', async ({ page, sandbox: _sandbox }) => {
  await signedOut(page, '임수빈');
  await page.goto('/home');
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '자산' }).click();
  // (The 로그인 후 이용해주세요 toast lasts 1.2 s; the page it leads to is what stays.)
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fassets$/);
  await expect(page.getByRole('heading', { name: '임수빈님, 반가워요' })).toBeVisible();

  await pinLogin(page, DEMO_PIN);
  await expect(page).toHaveURL(/\/assets$/);
  await expect(page.getByRole('heading', { level: 1, name: '자산' })).toBeVisible();
  // The screen's own figures, not only the header's title.
  await expect(page.getByRole('region', { name: '총 자산' })).toContainText('예치금');
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('jogak.dev-insecure.jogak:user') ?? '{}') as Record<string, string>);
  expect(stored).toMatchObject({ id: 'demo-signed-out', userType: '200' });
});

test('로그인이 필요한 회원이 종목에서 매수를 누르면 로그인 안내, 로그인 뒤 그 종목으로 돌아간다', async ({ page, sandbox: _sandbox }) => {
  await signedOut(page, '임수빈');
  // 103: the device's member must log in (spec §4's transaction gate); a signed-out 900 keeps no
  // investPersonUniqueNo on the device, so its gate asks for sign-up instead.
  await rewriteStoredUser(page, { userType: '103' });
  await page.goto('/market/JG0001');
  await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
  await page.getByRole('button', { name: '매수', exact: true }).click();
  await page.getByRole('dialog', { name: '로그인이 필요해요' }).getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmarket%2FJG0001$/);
  await expect(page.getByRole('heading', { name: '임수빈님, 반가워요' })).toBeVisible();

  await pinLogin(page, DEMO_PIN);
  await expect(page).toHaveURL(/\/market\/JG0001$/);
  await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
  await expect(page.getByRole('table', { name: '호가' })).toBeVisible();
});

test('로그아웃한 회원(900)이 자주 묻는 질문에서 1:1 문의하기를 누르면 로그인, 로그인 뒤 문의 작성으로 간다', async ({ page, sandbox: _sandbox }) => {
  await signedOut(page, '임수빈');
  await page.goto('/support/faq/2');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: '청약은 언제 할 수 있나요?' })).toBeVisible();
  await article.getByRole('link', { name: '1:1 문의하기' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsupport%2Fqna%2Fcreate$/);
  await expect(page.getByRole('heading', { name: '임수빈님, 반가워요' })).toBeVisible();

  await pinLogin(page, DEMO_PIN);
  await expect(page).toHaveURL(/\/support\/qna\/create$/);
  await expect(page.getByRole('textbox', { name: '제목' })).toBeVisible();
  await expect(page.getByRole('button', { name: '문의 등록하기' })).toBeVisible();
});

/** `FORGE_CERTIFICATE_SIGNATURES_KEY` of src/app/sandbox-backend.ts: the sandbox build's forging switch. */
const FORGE_SWITCH = 'jogak.dev-insecure.forge-certificate-signatures';

test('로그아웃한 회원(900)이 카카오페이 인증서로 로그인하면 온 곳으로 돌아가고, 위조한 서명은 거절된다', async ({ page, sandbox: _sandbox }) => {
  // The development signer asks for approval with `window.confirm`, as the pay provider's app would.
  page.on('dialog', (dialog) => void dialog.accept());
  await signedOut(page, '임수빈');

  await page.evaluate((key) => window.sessionStorage.setItem(key, 'on'), FORGE_SWITCH);
  await page.getByRole('button', { name: '카카오페이 인증서로 로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('전자서명이 카카오페이 인증서와 일치하지 않아요. 카카오페이 인증서로 다시 로그인해주세요.');
  await expect(page.getByRole('heading', { name: '임수빈님, 반가워요' })).toBeVisible();

  await page.evaluate((key) => window.sessionStorage.removeItem(key), FORGE_SWITCH);
  await page.goto('/auth/login?redirect=%2Fmy');
  await page.getByRole('button', { name: '카카오페이 인증서로 로그인' }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(/임수빈님/)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('jogak.dev-insecure.jogak:user') ?? '{}') as Record<string, string>);
  expect(stored).toMatchObject({ id: 'demo-signed-out', userType: '200' });
});

test('PIN 을 다섯 번 틀리면 잠기고 PIN 재설정으로 안내한다', async ({ page, sandbox: _sandbox }) => {
  await signedOut(page, '임수빈');
  for (const left of [4, 3, 2, 1]) {
    await pinLogin(page, '000000');
    await expect(page.getByRole('alert')).toHaveText(`PIN 번호가 일치하지 않아요. ${left}번 더 틀리면 PIN이 잠겨요.`);
  }
  await pinLogin(page, '000000');
  const locked = page.getByRole('dialog', { name: 'PIN이 잠겼어요' });
  await expect(locked).toContainText('PIN을 5번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.');
  await locked.getByRole('button', { name: '닫기' }).click();
  await expect(locked).toHaveCount(0);
  // Locked: the PIN login is gone, only the reset is offered.
  await expect(page.getByRole('button', { name: 'PIN으로 로그인' })).toHaveCount(0);
  await page.getByRole('button', { name: 'PIN 다시 설정하기' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-pin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PIN 다시 설정하기' })).toBeVisible();
});

test('PIN 재설정: 만료된 인증번호는 거절되고, 본인인증 뒤 새 PIN 으로 로그인한다', async ({ page, request, sandbox: _sandbox }) => {
  await signedOut(page, '김민준');
  await page.getByRole('button', { name: 'PIN을 잊으셨나요?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PIN 다시 설정하기' })).toBeVisible();
  await page.getByRole('button', { name: '본인인증하기' }).click();

  await requestVerificationCode(page, { carrier: 'KT', name: '김민준', birth: '880412', genderDigit: '1', phone: '01023451234' });

  // A code typed after its 3 minutes is refused on the verifier's page.
  const late = await textedCode(page);
  await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advance: { minutes: 4 } } });
  await page.getByRole('textbox', { name: '인증번호' }).fill(late);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alert')).toContainText('인증번호 입력 시간(3분)이 지났어요. 인증번호를 다시 받아주세요.');
  await page.getByRole('button', { name: '인증번호 다시 받기' }).click();
  const fresh = await textedCode(page);
  await page.getByRole('textbox', { name: '인증번호' }).fill(fresh);
  await page.getByRole('button', { name: '확인' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '새 PIN 설정' })).toBeVisible();
  await expect(page.getByText('김민준님, 본인인증이 끝났어요.', { exact: false })).toBeVisible();
  // The person's CI, name, birth and phone are not left in the address.
  await expect(page).toHaveURL(/\/auth\/forgot-pin$/);
  await page.getByRole('button', { name: '새 PIN 설정하기' }).click();
  await typeOnKeypad(page.getByRole('dialog', { name: '새 PIN을 입력해주세요' }), '258025');
  await typeOnKeypad(page.getByRole('dialog', { name: '새 PIN을 한 번 더 입력해주세요' }), '258025');
  await expect(page.getByRole('heading', { level: 1, name: 'PIN을 다시 설정했어요' })).toBeVisible();
  await page.getByRole('button', { name: '로그인하기' }).click();

  // The old PIN no longer works; the new one does.
  await expect(page).toHaveURL(/\/auth\/login\?tabs=individual$/);
  await pinLogin(page, DEMO_PIN);
  await expect(page.getByRole('alert')).toHaveText('PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.');
  await pinLogin(page, '258025');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
});

test('법인 가입: 지점 계좌가 먼저라고 알리고, 승인 대기 중인 법인은 대기 안내를 본다', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: '법인 회원으로 가입하기' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/corporate\/terms$/);
  await expect(page.getByRole('note')).toHaveText(/법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요./);
  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '법인 정보를 입력해주세요' })).toBeVisible();
  const number = page.getByRole('textbox', { name: '사업자등록번호' });
  // A wrong check digit never reaches the server.
  await number.fill('2208705237');
  await page.getByRole('button', { name: '가입 여부 확인' }).click();
  await expect(page.getByText('사업자등록번호가 올바르지 않아요. 다시 확인해주세요.')).toBeVisible();
  await number.fill('2208705236');
  await page.getByRole('button', { name: '가입 여부 확인' }).click();
  const waiting = page.getByRole('dialog', { name: '가입 승인을 기다리고 있어요' });
  await expect(waiting).toContainText('법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.');
});
