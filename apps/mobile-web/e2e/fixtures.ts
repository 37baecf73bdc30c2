import { expect, test as base, type Locator, type Page } from '@playwright/test';

/** The sandbox the preview server proxies to (playwright.config.ts). */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4511}`;

export interface FaultInput {
  status?: number;
  code?: string;
  message?: string;
  path?: string;
  times?: number;
}

export interface Sandbox {
  /** Arms a fault switch (`POST /__sandbox/faults`). */
  fault(input: FaultInput): Promise<void>;
}

/** A native → web message as a shell posts it (NATIVE_BRIDGE.md §1, §4). */
export async function sendNativeMessage(page: Page, type: string, payload: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate(
    ([messageType, messagePayload]) =>
      window.postMessage({ jogak: 1, kind: 'message', type: messageType, payload: messagePayload }, window.location.origin),
    [type, payload] as const,
  );
}

/**
 * The shell (re)starts the web app, as after the app was killed: `init` stores the device facts
 * and goes to `/`, where start-up signs in with the stored CI and routes by the member's type
 * (spec §4). A web shell, so the Android minimum-version rule does not apply.
 */
export async function restartApp(page: Page): Promise<void> {
  await sendNativeMessage(page, 'init', { pushToken: 'e2e-push-token', os: 'web', version: '1.0.0', pin: '' });
}

/**
 * The app killed and started again on the page it was showing: the document loads anew (what
 * was in memory is gone), and once the app runs, the shell's `init` sends it through start-up,
 * which signs in with the stored CI (member info asked with `ci`) and routes by type. Waiting
 * for that sign-in keeps `init` from arriving before the reloaded app listens for it.
 */
export async function reloadAndRestartApp(page: Page, appIsUp: Locator): Promise<void> {
  await page.reload();
  await expect(appIsUp).toBeVisible();
  const signedIn = page.waitForResponse((response) => /\/main\/v1\/member\/info\?(.*&)?ci=/.test(response.url()), { timeout: 15_000 });
  await restartApp(page);
  expect((await signedIn).ok()).toBe(true);
}

/**
 * Rewrites fields of the user the app keeps on the device, as a shell's storage would hold them
 * after an interrupted run. In a desktop browser that storage is the browser transport's
 * development storage: localStorage under `DEV_STORAGE_PREFIX` (native-bridge) + app-core's
 * `STORAGE_KEYS.user`. The app reads it on its next load.
 */
export async function rewriteStoredUser(page: Page, fields: Record<string, string>): Promise<void> {
  await page.evaluate((changes) => {
    const key = 'jogak.dev-insecure.jogak:user';
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>;
    window.localStorage.setItem(key, JSON.stringify({ ...stored, ...changes }));
  }, fields);
}

/** Every logged-in page asks the bell's state (the call the fault journeys aim at). */
export const BELL_CALL = '/main/v1/member/notifications/has-new';

/**
 * Signs in through the login screen's 체험 계정 sheet (sandbox builds) as the member whose card
 * shows `name`, and waits for the bell's first answer so a fault armed afterwards meets the next
 * page load, not this one.
 */
export async function demoLogin(page: Page, name: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: '체험 계정으로 로그인 (개발용)' }).click();
  const sheet = page.getByRole('dialog', { name: '체험 계정 (개발용)' });
  await sheet.getByRole('button', { name: new RegExp(name) }).click();
  const bell = page.waitForResponse((response) => response.url().includes(BELL_CALL));
  await sheet.getByRole('button', { name: '로그인', exact: true }).click();
  // Signing in loads the member and the first screen's data: bounded like the unit tests' outcomes (15 s).
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
  await bell;
}

/** A person as the sandbox's identity verifier asks for them. */
export interface VerifierPerson {
  readonly carrier: 'SKT' | 'KT' | 'LG U+';
  readonly name: string;
  /** yyMMdd */
  readonly birth: string;
  /** The first digit of the resident number's back half. */
  readonly genderDigit: string;
  readonly phone: string;
}

/** Fills the sandbox verifier's first page for `person` and asks it to text a code. */
export async function requestVerificationCode(page: Page, person: VerifierPerson): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '휴대폰 본인확인' })).toBeVisible();
  await page.getByText(person.carrier, { exact: true }).click();
  await page.getByLabel('이름').fill(person.name);
  await page.getByLabel('생년월일 6자리').fill(person.birth);
  await page.getByLabel('주민등록번호 뒷자리 첫 숫자').fill(person.genderDigit);
  await page.getByLabel('휴대폰 번호').fill(person.phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
}

/** The code of the verifier page's mock SMS banner. */
export async function textedCode(page: Page): Promise<string> {
  const banner = page.getByRole('status', { name: '받은 문자 메시지' });
  await expect(banner).toContainText('[조각 본인확인] 인증번호 [');
  const code = /인증번호 \[(\d{6})\]/.exec((await banner.textContent()) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * Types `digits` on a secure keypad dialog in its screen-reader mode: the keys are drawn in a
 * shuffled order, so only the spoken mode names them.
 */
export async function typeOnSecureKeypad(dialog: Locator, digits: string): Promise<void> {
  await dialog.getByRole('button', { name: '음성 안내' }).click();
  const keys = dialog.getByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
  for (const digit of digits) await keys.getByRole('button', { name: `숫자 ${digit}` }).click();
}

/** The apply screen's two confirmations (투자설명서, 부적합 거래), each opened and agreed to. */
export async function agreeToBoth(page: Page): Promise<void> {
  await page.getByRole('button', { name: '투자설명서(상품 설명서) 확인 열기' }).click();
  await page.getByRole('button', { name: '설명서 내용을 읽었고 이해했어요' }).click();
  await page.getByRole('button', { name: '부적합 거래 확인 열기' }).click();
  await page.getByRole('button', { name: '부적합할 수 있음을 알고 청약할게요' }).click();
  await expect(page.getByText('동의 완료')).toHaveCount(2);
}

/** Chooses a road-name address through a KYC address field's search sheet (`label` 검색). */
export async function chooseKycAddress(page: Page, label: string, keyword: string, postNo: string): Promise<void> {
  await page.getByRole('button', { name: `${label} 검색` }).click();
  const sheet = page.getByRole('dialog', { name: `${label} 검색` });
  await sheet.getByLabel('검색어').fill(keyword);
  await sheet.getByRole('button', { name: '검색' }).click();
  await sheet.getByRole('button', { name: new RegExp(postNo) }).click();
  await expect(sheet).toBeHidden();
}

/** Attaches a real 1×1 PNG as KYC's 통장 사본 (계좌 인증) and waits for the step to list it. */
export async function attachBankbook(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bankbook.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(page.getByText('bankbook.png')).toBeVisible();
}

/**
 * No dialog (or none of that name) shows, checked once the dialog hosts have loaded: the app loads
 * them lazily and a dialog opened before waits in its queue, so a count of 0 read earlier proves
 * nothing. The toast region renders with the dialog host, in the same lazily loaded part.
 */
export async function expectNoDialog(page: Page, name?: string): Promise<void> {
  await expect(page.locator('.jg-toast-region')).toBeAttached();
  await expect(name === undefined ? page.getByRole('dialog') : page.getByRole('dialog', { name })).toHaveCount(0);
}

export const test = base.extend<{ sandbox: Sandbox }>({
  sandbox: async ({ request }, provide) => {
    // A reset or a clearing that failed would leave one journey's data or faults to the next.
    expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
    await provide({
      fault: async (input) => {
        const response = await request.post(`${SANDBOX_URL}/__sandbox/faults`, { data: input });
        expect(response.ok()).toBe(true);
      },
    });
    expect((await request.delete(`${SANDBOX_URL}/__sandbox/faults`)).ok()).toBe(true);
    // The sandbox's reset keeps its clock and its market simulator, and the specs of a lane share
    // one sandbox: a clock a journey moved (auth.spec's PIN 재설정 waits out minutes) or a market it
    // set trading 300 times a second (trade.spec) would meet the next spec, passed or failed.
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } })).ok()).toBe(true);
    expect((await request.post(`${SANDBOX_URL}/__sandbox/live/simulator`, { data: { running: false } })).ok()).toBe(true);
  },
});

export { expect };
