import type { RouteTarget } from '@jogak/app-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { memoryStorage } from '../../test/memory-storage';
import { IdentityVerificationScreen } from './identity-verification-screen';

const AGREED = { 'jogak:sign-up:agreements': JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' }) };

function renderStart({ agreed = true, verifier = true } = {}) {
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const openVerifier = vi.fn<(key: string) => void>();
  const verificationStorage = memoryStorage({ 'jogak:kmc:data': '{"name":"지난 요청"}' });
  const result = render(
    <IdentityVerificationScreen
      onNavigate={onNavigate}
      draftStorage={memoryStorage(agreed ? AGREED : {})}
      verificationStorage={verificationStorage}
      openVerifier={verifier ? openVerifier : null}
      createRequestKey={() => 'req-0001'}
    />,
  );
  return { ...result, onNavigate, openVerifier, verificationStorage };
}

describe('IdentityVerificationScreen', () => {
  it('본인인증 순서를 알리고, 본인인증하기는 요청 키를 남기고 인증 화면으로 보낸다', async () => {
    const { container, openVerifier, verificationStorage } = renderStart();
    expect(screen.getByRole('heading', { level: 1, name: '휴대폰 본인인증' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '통신사를 고르고 이름, 생년월일, 휴대폰 번호를 입력해요.',
      '문자로 받은 인증번호 6자리를 3분 안에 입력해요.',
      '조각으로 돌아와 사용할 PIN을 설정하면 가입이 끝나요.',
    ]);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '본인인증하기' }));
    expect(Object.fromEntries(verificationStorage.items)).toEqual({ 'jogak:kmc:key': 'req-0001' });
    expect(openVerifier).toHaveBeenCalledWith('req-0001');
  });

  it('약관에 동의하지 않고 들어오면 약관으로 돌려보낸다', async () => {
    const { onNavigate, openVerifier } = renderStart({ agreed: false });
    expect(screen.getByRole('heading', { level: 1, name: '약관 동의가 먼저 필요해요' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '약관 동의하러 가기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up/individual/terms' });
    expect(openVerifier).not.toHaveBeenCalled();
  });

  it('본인인증 서비스가 없는 빌드에서는 버튼을 끄고 이유를 말한다', () => {
    renderStart({ verifier: false });
    expect(screen.getByRole('button', { name: '본인인증하기' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('본인인증 서비스에 연결할 수 없어요');
  });
});
