import { demoLogin, expect, requestVerificationCode, test, textedCode } from './fixtures';

test.describe('MY와 회원정보', () => {
  test('보유 종목과 예치금이 있는 김민준이 탈퇴하려 하면 거절되고, 못 갖춘 조건마다 이유가 나온다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/my');
    await expect(page.getByRole('heading', { level: 1, name: 'MY' })).toBeVisible();
    await expect(page.getByRole('region', { name: '내 정보' })).toContainText('김민준님개인 회원 · 이용 중');
    await expect(page.getByRole('region', { name: '투자자 정보' })).toContainText('일반 개인투자자');

    await page.getByRole('region', { name: '내 정보' }).getByRole('link', { name: '회원정보' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원정보' })).toBeVisible();
    await expect(page.getByRole('region', { name: '기본 정보' })).toContainText('김민준');

    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const refusal = page.getByRole('dialog', { name: '지금은 탈퇴할 수 없어요' });
    await expect(refusal).toContainText('잔고와 예치금이 없고, 미체결 주문, 환불이나 입고를 기다리는 청약, 받지 않은 배당금이나 청산금이 없어야 탈퇴할 수 있어요.');
    await refusal.getByRole('button', { name: '확인' }).click();

    const conditions = page.getByRole('list', { name: '탈퇴 조건' });
    await expect(conditions.getByRole('listitem')).toHaveText([
      '미충족 · 보유 종목과 예치금이 없어야 해요보유 종목이나 예치금이 남아 있어요. 보유 종목을 모두 매도하고 예치금을 출금해주세요.',
      '충족 · 미체결 주문이 없어야 해요',
      '미충족 · 환불이나 입고를 기다리는 청약이 없어야 해요환불이나 입고를 기다리는 청약이 있어요. 배정과 환불·입고가 끝난 뒤 탈퇴할 수 있어요.',
      '충족 · 받지 않은 배당금이나 청산금이 없어야 해요',
    ]);
    await expect(page.getByRole('button', { name: '탈퇴하기' })).toHaveCount(0);

    // Still a member: MY shows the same member after a reload.
    await page.goto('/my');
    await expect(page.getByRole('region', { name: '내 정보' })).toContainText('김민준님');
  });

  test('이메일을 중복 확인한 뒤 바꾸면 회원정보에 새 이메일이 보인다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/my/info');
    const facts = page.getByRole('region', { name: '기본 정보' });
    await expect(facts).toContainText('minjun.kim@example.kr');
    await facts.getByRole('link', { name: '이메일 변경' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '이메일 변경' })).toBeVisible();
    const field = page.getByRole('textbox', { name: '새 이메일' });
    await field.fill('seoyeon.lee@example.kr');
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect(page.getByText('이미 다른 회원이 쓰고 있는 이메일이에요.')).toBeVisible();

    await field.fill('minjun.new@example.kr');
    await page.getByRole('button', { name: '변경하기' }).click();
    await expect(page.getByText('이메일 중복 확인을 먼저 해주세요.')).toBeVisible();
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect(page.getByText('사용할 수 있는 이메일이에요.')).toBeVisible();
    await page.getByRole('button', { name: '변경하기' }).click();
    const confirm = page.getByRole('dialog', { name: '이메일을 변경할까요?' });
    await expect(confirm).toContainText('입력한 이메일로 회원정보가 바뀌어요.');
    await confirm.getByRole('button', { name: '변경' }).click();

    await expect(page.getByRole('status').filter({ hasText: '이메일을 변경했어요.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '회원정보' })).toBeVisible();
    await expect(page.getByRole('region', { name: '기본 정보' })).toContainText('minjun.new@example.kr');
  });

  test('휴대폰 번호를 새 번호로 본인인증해 바꾸면 앱이 다시 시작해 홈으로 가고, 회원정보에 새 번호가 보인다', async ({ page, sandbox: _sandbox }) => {
    // The verifier's pages and the app's start-up again: several full-page loads.
    test.setTimeout(120_000);
    await demoLogin(page, '김민준');
    await page.goto('/my/info');
    const facts = page.getByRole('region', { name: '기본 정보' });
    await expect(facts).toContainText('010-2345-1234');
    await facts.getByRole('button', { name: '휴대폰 번호 변경' }).click();

    await requestVerificationCode(page, { carrier: 'SKT', name: '김민준', birth: '880412', genderDigit: '1', phone: '01055556666' });
    await page.getByRole('textbox', { name: '인증번호' }).fill(await textedCode(page));
    await page.getByRole('button', { name: '확인' }).click();

    // Back on /my/info: the verifier's answer leaves the address once read.
    const confirm = page.getByRole('dialog', { name: '회원정보를 변경할까요?' });
    await expect(confirm).toContainText('변경한 정보는 바로 적용돼요.');
    await expect(page).toHaveURL(/\/my\/info$/);
    await confirm.getByRole('button', { name: '변경' }).click();

    // Start-up again with the phone-change status (user type 123 → 200): home.
    await expect(page.getByRole('status').filter({ hasText: '휴대폰 번호를 변경했어요.' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: '모집 중인 공모' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      phoneChangeStatus: Object.keys(window.localStorage).filter((key) => key.includes('phone-change-status')),
      userType: (JSON.parse(window.localStorage.getItem('jogak.dev-insecure.jogak:user') ?? '{}') as { userType?: string }).userType,
    }));
    expect(stored).toEqual({ phoneChangeStatus: [], userType: '200' });

    await page.goto('/my/info');
    await expect(page.getByRole('region', { name: '기본 정보' })).toContainText('010-5555-6666');
  });
});
