import { expect, requestVerificationCode, SANDBOX_URL, test, textedCode, typeOnSecureKeypad } from './fixtures';

// The verifier's pages and the secure keypad pass several full-page loads: generous on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The PIN the new member sets (typed on the secure keypad, never sent in the clear). */
const PIN = '258025';

test('게스트가 자산을 누르면 회원가입으로 가서, 약관 동의·휴대폰 본인인증·PIN 설정 후 101 회원이 된다', async ({ page, request, sandbox: _sandbox }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '자산' }).click();
  await expect(page.getByRole('status').filter({ hasText: '회원가입 후 이용해주세요' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeVisible();
  // Corporate membership is offered, with the branch-account condition said up front.
  await expect(page.getByRole('button', { name: '법인 회원으로 가입하기' })).toBeEnabled();
  await expect(page.getByText('법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '개인 회원으로 가입하기' }).click();

  // Terms: every policy readable in full, 다음 only with every required one.
  await expect(page).toHaveURL(/\/auth\/sign-up\/individual\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: '조각 이용을 위해 약관에 동의해주세요' })).toBeVisible();
  const next = page.getByRole('button', { name: '다음' });
  await expect(page.getByText('[필수] 서비스 이용약관')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: '서비스 이용약관 전문 보기' }).click();
  const sheet = page.getByRole('dialog', { name: '서비스 이용약관' });
  await expect(sheet.getByRole('heading', { name: '제1조(목적)' })).toBeVisible();
  await sheet.getByRole('button', { name: '확인' }).click();
  await expect(sheet).toHaveCount(0);
  await page.getByText('전체 동의').click();
  await expect(next).toBeEnabled();
  await next.click();

  // The app page that starts the verification, then the verifier itself (a full-page navigation).
  await expect(page).toHaveURL(/\/init\/kmc$/);
  await expect(page.getByRole('heading', { level: 1, name: '휴대폰 본인인증' })).toBeVisible();
  await page.getByRole('button', { name: '본인인증하기' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/verifier\?key=/);
  await requestVerificationCode(page, { carrier: 'KT', name: '문가은', birth: '940517', genderDigit: '2', phone: '01012349876' });

  // The texted code is on the page's mock SMS banner and in the sandbox's message list.
  await expect(page.getByRole('heading', { level: 1, name: '인증번호 입력' })).toBeVisible();
  const first = await textedCode(page);
  const messages = (await (await request.get(`${SANDBOX_URL}/__sandbox/verifier/messages?phoneNo=01012349876`)).json()) as { content: { code: string }[] };
  expect(messages.content.map((message) => message.code)).toEqual([first]);

  // A wrong code: back in the app with NOT_MATCH_AUTH_NUMBER, which asks for a new code.
  await page.getByRole('textbox', { name: '인증번호' }).fill(first === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '확인' }).click();
  const wrong = page.getByRole('dialog', { name: '인증번호가 일치하지 않아요' });
  await expect(wrong).toContainText('인증번호를 다시 요청해주세요.');
  // The verifier's answer, read on arrival, leaves the address (and the history).
  await expect(page).toHaveURL(/\/init\/kmc\/result$/);
  await wrong.getByRole('button', { name: '다시 요청하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '인증번호 입력' })).toBeVisible();
  const second = await textedCode(page);
  await page.getByRole('textbox', { name: '인증번호' }).fill(second);
  await page.getByRole('button', { name: '확인' }).click();

  // Verified: the PIN, typed twice on the secure keypad.
  await expect(page.getByRole('heading', { level: 1, name: 'PIN 설정' })).toBeVisible();
  await expect(page.getByText('문가은님, 본인인증이 끝났어요.', { exact: false })).toBeVisible();
  // The person's CI, name, birth and phone are not left in the address.
  await expect(page).toHaveURL(/\/init\/kmc\/result$/);
  await page.getByRole('button', { name: 'PIN 설정하기' }).click();
  await typeOnSecureKeypad(page.getByRole('dialog', { name: '새 PIN을 입력해주세요' }), PIN);
  await typeOnSecureKeypad(page.getByRole('dialog', { name: '새 PIN을 한 번 더 입력해주세요' }), PIN);

  const welcome = page.getByRole('dialog', { name: '문가은님과 함께하게 되어 기뻐요' });
  await expect(welcome).toContainText('이제 조각으로 건물에 투자해 보세요.');

  // What the app keeps: the new member (101) and the CI on the device, the verification gone.
  const stored = async () =>
    page.evaluate(() => ({
      user: JSON.parse(window.localStorage.getItem('jogak.dev-insecure.jogak:user') ?? '{}') as Record<string, string>,
      ci: window.localStorage.getItem('jogak.dev-insecure.jogak:ci'),
      token: window.localStorage.getItem('jogak.dev-insecure.jogak:token'),
      verification: Object.keys(window.localStorage).filter((key) => key.startsWith('jogak:kmc:')),
      draft: window.sessionStorage.getItem('jogak:sign-up:agreements'),
    }));
  await expect.poll(async () => (await stored()).user.userType).toBe('101');
  const kept = await stored();
  // The device keeps the spec's local user fields (name, id, …), not the birth date or phone.
  expect(kept.user).toMatchObject({ name: '문가은', userType: '101', individualCorpCode: 'INDIVIDUAL' });
  expect(kept.user.id).toMatch(/^member-\d+$/);
  expect(kept.ci).toMatch(/^kmc-[0-9a-f]{40}$/);
  expect(kept.token).toBeTruthy();
  expect(kept.verification).toEqual([]);
  expect(kept.draft).toBeNull();

  // The sandbox really has the member: its token reads the member's information.
  const info = await request.get(`${SANDBOX_URL}/main/v1/member/info`, { headers: { Authorization: `Bearer ${kept.token ?? ''}` } });
  expect(await info.json()).toMatchObject({ name: '문가은', userType: '101' });

  // A 101 individual goes on to KYC (spec §4).
  await welcome.getByRole('button', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: '고객확인' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '고객 동의' })).toBeVisible();
});

test('본인인증 중간에 취소하면 그만할지 묻고, 나가기는 회원가입 처음으로', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/auth/sign-up/individual/terms');
  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '본인인증하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '휴대폰 본인확인' })).toBeVisible();
  await page.getByRole('link', { name: '취소' }).click();
  const leave = page.getByRole('dialog', { name: '휴대폰 본인인증을 그만할까요?' });
  await expect(leave).toContainText('지금 나가면 진행한 본인인증이 저장되지 않아요.');
  await leave.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeVisible();
});

test('이미 가입한 사람이 다시 본인인증하면 로그인으로 안내한다', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/auth/sign-up/individual/terms');
  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '본인인증하기' }).click();
  await requestVerificationCode(page, { carrier: 'SKT', name: '김민준', birth: '880412', genderDigit: '1', phone: '01023451234' });
  await page.getByRole('textbox', { name: '인증번호' }).fill(await textedCode(page));
  await page.getByRole('button', { name: '확인' }).click();
  const member = page.getByRole('dialog', { name: '이미 가입된 회원이에요' });
  await expect(member.getByRole('button', { name: '로그인하기' })).toBeVisible();
  await member.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
});
