import type { PartnerWebViewOpening } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { ApplyCertificateScreen } from './apply-certificate-screen';
import { useApplyDraft, type ApplyOrder } from './apply-draft';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
});
afterAll(() => sandbox.close());

const ORDER: ApplyOrder = { offeringName: '판교 테크원 라이프', quantity: 10, amount: 50_000, transactionType: 'FRAC_APPLY', productCode: 'JG0009' };

/** Files the order as the apply form does on 청약 신청하기 (app-core's form draft, in memory). */
function fileOrder() {
  const { result, unmount } = renderHook(() => useApplyDraft(109));
  act(() => result.current[1]({ quantityText: String(ORDER.quantity), order: ORDER }));
  unmount();
}

function renderCertificate(onOpenPassword = vi.fn<(opening: PartnerWebViewOpening) => Promise<void>>().mockResolvedValue(undefined)) {
  const result = renderScreen(<ApplyCertificateScreen id={109} onOpenPassword={onOpenPassword} />, { token: sandbox.state.login('demo-income').token });
  return { ...result, onOpenPassword };
}

describe('청약 인증', () => {
  it('주문과 출금 계좌를 보이고, 증권사 비밀번호 화면을 FRAC_APPLY 로 연다', async () => {
    fileOrder();
    const { onOpenPassword, container } = renderCertificate();
    expect(screen.getByRole('heading', { level: 1, name: '청약 인증' })).toBeInTheDocument();
    const accountNo = sandbox.state.data.accounts.get('demo-income')?.accountNo;
    expect(await screen.findByText(accountNo ?? '-')).toBeInTheDocument();
    expect(screen.getByLabelText('청약 신청 내용')).toHaveTextContent('상품판교 테크원 라이프청약 수량10주청약 금액50,000원');
    await userEvent.click(screen.getByRole('button', { name: '인증하고 비밀번호 입력하기' }));
    expect(onOpenPassword).toHaveBeenCalledWith({
      purpose: 'PASSWORD_APPLY',
      subscriptionId: '109',
      order: { transactionType: 'FRAC_APPLY', productCode: 'JG0009', amount: 50_000, quantity: 10 },
      signal: expect.any(AbortSignal),
    });
    await expectNoAxeViolations(container);
  });

  it('토큰을 기다리는 사이 화면을 떠나면 여는 요청의 신호를 중단한다 (비밀번호 화면이 다른 화면 위에 열리지 않게)', async () => {
    fileOrder();
    const { onOpenPassword, unmount } = renderCertificate(vi.fn<(opening: PartnerWebViewOpening) => Promise<void>>(() => new Promise<void>(() => undefined)));
    await screen.findByLabelText('청약 신청 내용');
    await userEvent.click(screen.getByRole('button', { name: '인증하고 비밀번호 입력하기' }));
    const signal = onOpenPassword.mock.calls[0]?.[0].signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('증권사 화면을 열지 못하면 그렇게 말하고 다시 할 수 있다', async () => {
    fileOrder();
    renderCertificate(vi.fn<(opening: PartnerWebViewOpening) => Promise<void>>().mockRejectedValue(new Error('token')));
    // The button waits for the account, shown with the order: a tap before it does nothing.
    await screen.findByLabelText('청약 신청 내용');
    await userEvent.click(screen.getByRole('button', { name: '인증하고 비밀번호 입력하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('증권사 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.');
    const pressable = screen.getByRole('button', { name: '인증하고 비밀번호 입력하기' });
    expect(pressable).toBeEnabled();
    expect(pressable).not.toHaveAttribute('aria-busy');
  });

  it('수량 다시 입력하기는 인증 단계 자리에 청약하기를 연다 (뒤로가 지나간 단계로 가지 않게)', async () => {
    fileOrder();
    const { onNavigate } = renderCertificate();
    await userEvent.click(await screen.findByRole('button', { name: '수량 다시 입력하기' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ route: '/subscription/$id/apply', params: { id: '109' } }, { replace: true });
  });

  it('진행 중인 주문이 없으면(새로 고침 등) 수량 입력으로', async () => {
    const { onNavigate } = renderCertificate();
    expect(screen.getByText('진행 중인 청약 신청이 없어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '청약 수량 입력하기' }));
    // In place of the certificate step: no back leads into a step already left.
    expect(onNavigate).toHaveBeenCalledWith({ route: '/subscription/$id/apply', params: { id: '109' } }, { replace: true });
  });
});
