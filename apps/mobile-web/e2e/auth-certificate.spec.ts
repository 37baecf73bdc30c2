import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The login screen and its certificate chunk load lazily, and signing is real ECDSA: generous on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** `FORGE_CERTIFICATE_SIGNATURES_KEY` of src/app/sandbox-backend.ts: the sandbox build's forging switch. */
const FORGE_SWITCH = 'jogak.dev-insecure.forge-certificate-signatures';

/** The development signer asks for approval with `window.confirm`, as a shell shows its signing sheet. */
function approveSignatures(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

async function signWithCertificate(page: Page, businessNo: string, certificate: RegExp): Promise<void> {
  await page.getByRole('tab', { name: '법인' }).click();
  await expect(page.getByRole('heading', { name: '법인 회원은 공동인증서로 로그인해요' })).toBeVisible();
  await page.getByLabel(/사업자등록번호/).fill(businessNo);
  await page.getByRole('radiogroup', { name: '인증서 선택' }).getByRole('radio', { name: certificate }).check();
  await page.getByRole('button', { name: '인증서로 로그인' }).click();
}

test('법인 회원이 공동인증서로 로그인하면 MY 에 법인 이름이 보이고, 로그아웃하면 법인 탭이 지난 로그인을 기억한다', async ({ page, sandbox: _sandbox }) => {
  approveSignatures(page);
  await page.goto('/auth/login?redirect=%2Fmy');
  await signWithCertificate(page, '1208812345', /\(주\)한빛자산관리/);

  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(/한빛자산관리님/)).toBeVisible();

  // After a restart the logout still ends the certificate session with its doubleConnectKey.
  await page.reload();
  await expect(page.getByText(/한빛자산관리님/)).toBeVisible();
  const certLogout = page.waitForResponse((response) => response.url().endsWith('/main/v1/auth/cert-logout'));
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('dialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click();
  const ended = await certLogout;
  expect(ended.ok()).toBe(true);
  expect(ended.request().postDataJSON()).toMatchObject({ doubleConnectKey: expect.stringMatching(/^dck-/) });
  await expect(page).toHaveURL(/\/auth\/login\?tabs=corporate/);
  await expect(page.getByRole('heading', { name: '법인 회원은 공동인증서로 로그인해요' })).toBeVisible();
  await expect(page.getByLabel(/사업자등록번호/)).toHaveValue('120-88-12345');
  await expect(page.getByRole('radio', { name: /\(주\)한빛자산관리/ })).toBeChecked();
});

test('위조한 서명(등록되지 않은 키)은 샌드박스가 거절하고 로그인 화면에 남는다', async ({ page, sandbox: _sandbox }) => {
  approveSignatures(page);
  await page.goto('/auth/login');
  await page.evaluate((key) => window.sessionStorage.setItem(key, 'on'), FORGE_SWITCH);
  await signWithCertificate(page, '1208812345', /\(주\)한빛자산관리/);

  await expect(page.getByRole('alert')).toHaveText('전자서명이 등록된 인증서와 일치하지 않아요. 인증서로 다시 서명해주세요.');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByLabel(/사업자등록번호/)).toHaveValue('120-88-12345');
});
