// @vitest-environment jsdom
import { createJogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  commonStore,
  createMemoryPersistence,
  sessionStore,
  userStore,
  type RouteTarget,
} from '@jogak/app-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { devCertificateDevice, devCertificateOf } from '../../test/dev-certificate-device';
import { renderWithSandbox, SANDBOX_ORIGIN } from '../../test/render-with-sandbox';
import { serveSandboxPerFile } from '../../test/sandbox-per-file';
import { CertificateLogin } from './certificate-login';
import { CertificateSignError } from './certificate-sign-error';
import type { CertificateDevice } from './sign-in-with-certificate';

const sandbox = serveSandboxPerFile({ now: '2025-03-04T10:00:00+09:00' });

const corp = devCertificateOf('demo-corp');
const corpPro = devCertificateOf('demo-corp-pro');
const CORP_BUSINESS_NO = '1208812345';

function renderCertificateLogin({ device = devCertificateDevice({ origin: SANDBOX_ORIGIN }) as CertificateDevice, stored = {} as Record<string, string> } = {}) {
  const client = createJogakClient({
    baseUrl: SANDBOX_ORIGIN,
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
  });
  const persistence = createMemoryPersistence(stored);
  const onSignedIn = vi.fn(async () => {});
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const result = renderWithSandbox(<CertificateLogin services={{ client, persistence }} device={device} onSignedIn={onSignedIn} onNavigate={onNavigate} />);
  return { ...result, persistence, onSignedIn, onNavigate };
}

async function logIn(businessNo: string, subject: string) {
  const field = await screen.findByLabelText(/사업자등록번호/);
  await userEvent.clear(field);
  await userEvent.type(field, businessNo);
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) }));
  await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));
}

describe('CertificateLogin — 법인 공동인증서 로그인', () => {
  it('기기의 인증서로 서명하면 샌드박스가 등록된 공개키로 확인하고, HTS 세션과 doubleConnectKey, 회원 정보, 로그인 기록과 DN 을 남긴다', async () => {
    const { container, onSignedIn, persistence } = renderCertificateLogin();
    expect(screen.getByRole('heading', { name: '법인 회원은 공동인증서로 로그인해요' })).toBeInTheDocument();
    const choice = await screen.findByRole('radiogroup', { name: '인증서 선택' });
    expect(within(choice).getByRole('radio', { name: /\(주\)한빛자산관리/ })).toBeInTheDocument();
    expect(within(choice).getAllByText('yessign (샌드박스) · 만료일 2099.12.31')).toHaveLength(4);
    await expectNoAxeViolations(container);

    await logIn(CORP_BUSINESS_NO, corp.subject);

    await expect.poll(() => onSignedIn).toHaveBeenCalledTimes(1);
    expect(sandbox.state.memberIdForToken(sessionStore.token)).toBe('demo-corp');
    expect(sessionStore.doubleConnectKey).toMatch(/^dck-/);
    expect(userStore).toMatchObject({ id: 'demo-corp', htsId: 'HTS00004', corpName: '(주)한빛자산관리', individualCorpCode: 'GENERAL_CORPORATION' });
    expect(commonStore.appState).toBe('login');
    expect(JSON.parse((await persistence.get(STORAGE_KEYS.corpInfo)) ?? '{}')).toEqual({ corpBusinessPersonNo: CORP_BUSINESS_NO, dn: corp.dn });
    const history = sandbox.state.data.extensions.get('cert-login-history') as Map<string, Array<{ dn: string }>>;
    expect(history.get('demo-corp')).toEqual([expect.objectContaining({ dn: corp.dn })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('로그인에 꼭 필요한 사업자등록번호와 인증서 선택을 보조기술에 필수 항목으로 알린다', async () => {
    const { container } = renderCertificateLogin();
    const choice = await screen.findByRole('radiogroup', { name: '인증서 선택' });
    expect(choice).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveAttribute('aria-required', 'true');
    // The browser's own bubble ("Please fill out this field") would come before the Korean messages.
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).not.toHaveAttribute('required');
    await expectNoAxeViolations(container);
  });

  it('다른 회원의 키로 만든(위조) 서명은 거절되고, 입력과 선택은 그대로 남는다', async () => {
    const { onSignedIn } = renderCertificateLogin({ device: devCertificateDevice({ origin: SANDBOX_ORIGIN, forgeWith: corpPro.privateKey }) });
    await logIn(CORP_BUSINESS_NO, corp.subject);

    expect(await screen.findByRole('alert')).toHaveTextContent('전자서명이 등록된 인증서와 일치하지 않아요. 인증서로 다시 서명해주세요.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.token).toBe('');
    expect(screen.getByLabelText(/사업자등록번호/)).toHaveValue('120-88-12345');
    expect(screen.getByRole('radio', { name: /\(주\)한빛자산관리/ })).toBeChecked();
  });

  it('한 번 쓴 서명을 다시 보내면(재전송) 거절된다', async () => {
    const { onSignedIn } = renderCertificateLogin({ device: devCertificateDevice({ origin: SANDBOX_ORIGIN, replay: true }) });
    await logIn(CORP_BUSINESS_NO, corp.subject);
    await expect.poll(() => onSignedIn).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용한 전자서명이에요. 인증서로 다시 서명해주세요.');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('다른 법인의 인증서는 서명이 맞아도 거절된다', async () => {
    renderCertificateLogin();
    await logIn(CORP_BUSINESS_NO, corpPro.subject);
    expect(await screen.findByRole('alert')).toHaveTextContent('이 법인에 등록된 인증서가 아니에요. 법인 명의의 인증서를 선택해주세요.');
  });

  it('가입 신청 뒤 승인을 기다리는 법인은 다시 가입하라는 말 대신 승인을 기다린다고 듣는다', async () => {
    renderCertificateLogin();
    // (주)대청에너지 applied and waits for approval in the sandbox.
    await logIn('2208705236', corp.subject);
    expect(await screen.findByRole('alert')).toHaveTextContent('법인 회원가입 승인을 기다리고 있어요. 승인이 끝나면 로그인할 수 있어요.');
    expect(screen.queryByRole('button', { name: '법인 회원가입' })).toBeNull();
  });

  it('가입하지 않은 법인은 안내와 법인 회원가입 버튼을 본다', async () => {
    const { onNavigate } = renderCertificateLogin();
    await logIn('2148812345', corp.subject);
    expect(await screen.findByRole('alert')).toHaveTextContent('이 사업자등록번호로 가입한 법인 회원이 없어요. 법인 회원가입 후 이용해주세요.');
    await userEvent.click(screen.getByRole('button', { name: '법인 회원가입' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up/corporate/terms' });
  });

  it('전각 숫자(한글 IME 전각 모드)로 쓴 사업자등록번호도 숫자로 받아 로그인한다', async () => {
    const { onSignedIn } = renderCertificateLogin();
    await screen.findByRole('radiogroup', { name: '인증서 선택' });
    await logIn('１２０－８８－１２３４５', corp.subject);
    expect(screen.getByLabelText(/사업자등록번호/)).toHaveValue('120-88-12345');
    await expect.poll(() => onSignedIn).toHaveBeenCalledTimes(1);
    expect(sandbox.state.memberIdForToken(sessionStore.token)).toBe('demo-corp');
  });

  it('잘못된 사업자등록번호와 인증서 미선택은 서버에 묻지 않고 이유를 알려준다', async () => {
    const sign = vi.fn<CertificateDevice['sign']>();
    renderCertificateLogin({ device: { ...devCertificateDevice({ origin: SANDBOX_ORIGIN }), sign } });
    const field = await screen.findByLabelText(/사업자등록번호/);
    await userEvent.type(field, '12088');
    await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));
    expect(screen.getByText('사업자등록번호 10자리를 확인해주세요.')).toBeInTheDocument();
    expect(screen.getByText('로그인할 인증서를 선택해주세요.')).toBeInTheDocument();
    expect(sign).not.toHaveBeenCalled();
    // The first wrong field takes the focus.
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // Corrected, the field's message and mark go; the certificate's stays until one is chosen.
    await userEvent.type(field, '12345');
    expect(screen.queryByText('사업자등록번호 10자리를 확인해주세요.')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('로그인할 인증서를 선택해주세요.')).toBeInTheDocument();
  });

  it('사업자등록번호가 맞고 인증서만 고르지 않았으면 그 이유를 알리고, 인증서 선택을 틀린 칸으로 읽히며 초점을 받고, 고르면 풀린다', async () => {
    const sign = vi.fn<CertificateDevice['sign']>();
    renderCertificateLogin({ device: { ...devCertificateDevice({ origin: SANDBOX_ORIGIN }), sign } });
    await userEvent.type(await screen.findByLabelText(/사업자등록번호/), CORP_BUSINESS_NO);
    await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('로그인할 인증서를 선택해주세요.');
    const choice = screen.getByRole('radiogroup', { name: '인증서 선택' });
    expect(choice).toHaveAttribute('aria-invalid', 'true');
    expect(choice).toHaveAccessibleDescription('로그인할 인증서를 선택해주세요.');
    const [firstCertificate] = within(choice).getAllByRole('radio');
    await waitFor(() => expect(firstCertificate).toHaveFocus());
    expect(sign).not.toHaveBeenCalled();

    await userEvent.click(within(choice).getByRole('radio', { name: /\(주\)한빛자산관리/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(choice).not.toHaveAttribute('aria-invalid');
    expect(choice).not.toHaveAccessibleDescription();
  });

  it('지난 로그인의 사업자등록번호와 인증서를 채워두고, 서명을 취소하면 그렇게 알려준다', async () => {
    const device = { ...devCertificateDevice({ origin: SANDBOX_ORIGIN }), sign: vi.fn<CertificateDevice['sign']>(async () => null) };
    renderCertificateLogin({ device, stored: { [STORAGE_KEYS.corpInfo]: JSON.stringify({ corpBusinessPersonNo: CORP_BUSINESS_NO, dn: corp.dn }) } });
    expect(await screen.findByDisplayValue('120-88-12345')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /\(주\)한빛자산관리/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증서 서명을 취소했어요. 로그인하려면 인증서로 서명해주세요.');
    expect(device.sign).toHaveBeenCalledWith(corp.dn);
  });

  it('인증서 비밀번호가 거절되면 실패 횟수를 기록하고, 다섯 번째에 인증서가 잠긴다', async () => {
    const sign = vi.fn<CertificateDevice['sign']>(async () => {
      throw new CertificateSignError('wrong-password', '인증서 비밀번호가 일치하지 않아요.');
    });
    renderCertificateLogin({ device: { ...devCertificateDevice({ origin: SANDBOX_ORIGIN }), sign } });
    await logIn(CORP_BUSINESS_NO, corp.subject);
    expect(await screen.findByRole('alert')).toHaveTextContent('인증서 비밀번호가 일치하지 않아요. (인증서 확인 실패 1회)');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));
      await screen.findByText(attempt === 5 ? /잠겼어요/ : new RegExp(`실패 ${attempt}회`));
    }
    expect(screen.getByRole('alert')).toHaveTextContent('인증서 확인에 5번 실패해 잠겼어요. 고객센터로 문의해주세요.');
  });

  it('응답 없음·서명 불가·인증서 없음은 그 이유를 알리고 비밀번호 실패 횟수에 세지 않는다', async () => {
    const sign = vi
      .fn<CertificateDevice['sign']>()
      .mockRejectedValueOnce(new CertificateSignError('timeout'))
      .mockRejectedValueOnce(new CertificateSignError('unavailable'))
      .mockRejectedValueOnce(new CertificateSignError('no-certificate', '등록된 인증서가 없어요. 인증서를 먼저 등록해주세요.'))
      .mockRejectedValueOnce(new Error('bridge disposed'))
      .mockRejectedValueOnce(new CertificateSignError('wrong-password', '인증서 비밀번호가 일치하지 않아요.'));
    renderCertificateLogin({ device: { ...devCertificateDevice({ origin: SANDBOX_ORIGIN }), sign } });
    await logIn(CORP_BUSINESS_NO, corp.subject);
    expect(await screen.findByRole('alert')).toHaveTextContent('인증서 서명 응답이 없어요. 잠시 후 다시 시도해주세요.');
    for (const shown of ['이 기기에서는 인증서로 서명할 수 없어요.', '등록된 인증서가 없어요. 인증서를 먼저 등록해주세요.', '인증서로 서명하지 못했어요. 다시 시도해주세요.']) {
      await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));
      expect(await screen.findByText(shown)).toHaveAttribute('role', 'alert');
    }
    expect(screen.getByRole('alert')).not.toHaveTextContent('실패');
    // What is typed and chosen stays for the next try.
    expect(screen.getByLabelText(/사업자등록번호/)).toHaveValue('120-88-12345');
    expect(screen.getByRole('radio', { name: /\(주\)한빛자산관리/ })).toBeChecked();
    // The first refused password is the first failure counted.
    await userEvent.click(screen.getByRole('button', { name: '인증서로 로그인' }));
    expect(await screen.findByText('인증서 비밀번호가 일치하지 않아요. (인증서 확인 실패 1회)')).toHaveAttribute('role', 'alert');
  });

  it('기기에 인증서가 없으면 안내하고, 목록을 못 읽으면 다시 불러온다', async () => {
    const device = devCertificateDevice({ origin: SANDBOX_ORIGIN });
    const listCertificates = vi
      .fn<CertificateDevice['listCertificates']>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce([])
      .mockImplementation(() => device.listCertificates());
    renderCertificateLogin({ device: { ...device, listCertificates } });
    expect(await screen.findByText('인증서 목록을 불러오지 못했어요')).toBeInTheDocument();
    // A failed load offers 다시 시도하기, as every failed load does; the empty list's look again is 다시 불러오기.
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText(/이 기기에 공동인증서가 없어요/)).toBeInTheDocument();
    // Reading the list fails again: the empty list stays, and says so.
    listCertificates.mockRejectedValueOnce(new Error('unavailable'));
    await userEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증서 목록을 다시 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(screen.getByText(/이 기기에 공동인증서가 없어요/)).toBeInTheDocument();
    // A certificate moved onto the device: 다시 불러오기 finds it, and focus goes to the form's first field.
    await userEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(await screen.findByRole('textbox', { name: '사업자등록번호' })).toHaveFocus();
    expect(listCertificates).toHaveBeenCalledTimes(4);
  });

  it('만료일은 서울 날짜로 보여준다 (UTC 로 온 notAfter 도), 날짜가 아니면 알 수 없음', async () => {
    const certificates = [
      { ...corp, notAfter: '2026-03-04T15:30:00Z' },
      { ...corpPro, notAfter: '곧' },
    ];
    renderCertificateLogin({ device: devCertificateDevice({ origin: SANDBOX_ORIGIN, certificates }) });
    const choice = await screen.findByRole('radiogroup', { name: '인증서 선택' });
    expect(within(choice).getByText('yessign (샌드박스) · 만료일 2026.03.05')).toBeInTheDocument();
    expect(within(choice).getByText('yessign (샌드박스) · 만료일 알 수 없음')).toBeInTheDocument();
  });

  it('처음 불러온 인증서 목록은 포커스를 옮기지 않는다 (휴대폰 키보드가 저절로 열리지 않게)', async () => {
    renderCertificateLogin();
    expect(await screen.findByRole('textbox', { name: '사업자등록번호' })).not.toHaveFocus();
  });
});
