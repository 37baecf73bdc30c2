import type { PartnerWebViewOpening } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { CancelCertificateScreen } from './cancel-certificate-screen';
import { recordVerdicts } from '../../test/record-verdicts';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.state.clock.set(NOW);
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const TRANS_NO = '20250304701012590102100000';

function renderCancel(
  props: { id: number | undefined; transNo?: string },
  memberId = 'demo-general',
  onOpenPassword = vi.fn<(opening: PartnerWebViewOpening) => Promise<void>>().mockResolvedValue(undefined),
) {
  const result = renderScreen(<CancelCertificateScreen {...props} onOpenPassword={onOpenPassword} />, { token: sandbox.state.login(memberId).token });
  return { ...result, onOpenPassword };
}

describe('청약 취소', () => {
  it('취소할 청약 → 확인 대화상자 → 증권사 비밀번호 화면(STO_CANCEL, 청약 전체)', async () => {
    const { onOpenPassword, container } = renderCancel({ id: 108 });
    expect(screen.getByRole('heading', { level: 1, name: '청약 취소' })).toBeInTheDocument();
    expect(await screen.findByLabelText('취소할 청약')).toHaveTextContent('상품광안리 오션뷰 스테이청약 수량100주환불될 증거금500,000원');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: '인증하고 청약 취소하기' }));
    const dialog = await screen.findByRole('dialog', { name: '청약을 취소할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '청약 취소' }));
    expect(onOpenPassword).toHaveBeenCalledWith({
      purpose: 'PASSWORD_CANCEL',
      subscriptionId: '108',
      order: { transactionType: 'STO_CANCEL', productCode: 'JG0008', amount: 500_000, quantity: 100 },
      signal: expect.any(AbortSignal),
    });
  });

  it('토큰을 기다리는 사이 화면을 떠나면 여는 요청의 신호를 중단한다 (비밀번호 화면이 다른 화면 위에 열리지 않게)', async () => {
    const pending = vi.fn<(opening: PartnerWebViewOpening) => Promise<void>>(() => new Promise<void>(() => undefined));
    const { unmount } = renderCancel({ id: 108 }, 'demo-general', pending);
    await userEvent.click(await screen.findByRole('button', { name: '인증하고 청약 취소하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '청약을 취소할까요?' })).getByRole('button', { name: '청약 취소' }));
    const signal = pending.mock.calls[0]?.[0].signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('확인 대화상자에서 아니요: 아무것도 열지 않는다', async () => {
    const { onOpenPassword } = renderCancel({ id: 108 });
    await userEvent.click(await screen.findByRole('button', { name: '인증하고 청약 취소하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '청약을 취소할까요?' })).getByRole('button', { name: '아니요' }));
    expect(onOpenPassword).not.toHaveBeenCalled();
  });

  it('토요일에는 취소도 평일 시간에만: SUBSCRIPTION_IMPOSSIBLE_TIME', async () => {
    sandbox.state.clock.set('2025-03-08T10:00:00+09:00');
    const { onOpenPassword } = renderCancel({ id: 108 });
    await userEvent.click(await screen.findByRole('button', { name: '인증하고 청약 취소하기' }));
    const dialog = await screen.findByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onOpenPassword).not.toHaveBeenCalled();
  });

  it('화면을 연 채 16:00 이 지나면, 취소를 누를 때 서버의 지금 시간으로 막는다', async () => {
    sandbox.state.clock.set('2025-03-04T15:58:00+09:00');
    const { onOpenPassword } = renderCancel({ id: 108 });
    const button = await screen.findByRole('button', { name: '인증하고 청약 취소하기' });
    sandbox.state.clock.set('2025-03-04T16:01:00+09:00');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' });
    expect(within(dialog).getByText('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onOpenPassword).not.toHaveBeenCalled();
  });

  it('취소를 누를 때 청약 가능 시간을 읽지 못하면 그렇다고 말하고 아무것도 열지 않는다', async () => {
    const { onOpenPassword } = renderCancel({ id: 108 });
    const button = await screen.findByRole('button', { name: '인증하고 청약 취소하기' });
    sandbox.faults.add({ status: 500, path: '/main/v1/stock/market-operation-time' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('청약 가능 시간을 확인하지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenPassword).not.toHaveBeenCalled();
  });

  it('비밀번호를 마치고 돌아오면 취소와 환불 대기를 보인다', async () => {
    sandbox.state.cancelSubscription('demo-general', '108');
    const { container } = renderCancel({ id: 108, transNo: TRANS_NO });
    expect(await screen.findByText('청약이 취소되었어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('청약 취소 결과')).toHaveTextContent(
      `상품광안리 오션뷰 스테이취소 수량100주환불 금액500,000원환불 상태환불 대기거래번호${TRANS_NO}`,
    );
    expect(screen.getByText('증거금은 증권사 정산 후 다음 영업일까지 예치금으로 돌아와요.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('신청 단계에서 받아 둔 청약으로 결과를 말하지 않는다: 돌아오면 뼈대, 그다음 새로 받은 취소와 환불', async () => {
    const { container, rerender, onOpenPassword } = renderCancel({ id: 108 });
    expect(await screen.findByLabelText('취소할 청약')).toHaveTextContent('청약 수량100주');
    // The partner's page cancels the application; its password-complete brings the member back.
    sandbox.state.cancelSubscription('demo-general', '108');
    const shown = recordVerdicts(container, ['청약이 아직 취소되지 않았어요.', '청약이 취소되었어요.']);
    rerender(<CancelCertificateScreen id={108} transNo={TRANS_NO} onOpenPassword={onOpenPassword} />);

    expect(screen.getByText('불러오는 중이에요')).toBeInTheDocument();
    expect(await screen.findByText('청약이 취소되었어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('청약 취소 결과')).toHaveTextContent('환불 상태환불 대기');
    expect(shown).toEqual(['청약이 취소되었어요.']);
  });

  it('청약이 없는 공모, 공모를 모르는 링크', async () => {
    const first = renderCancel({ id: 108 }, 'demo-income');
    expect(await screen.findByText('취소할 청약이 없어요')).toBeInTheDocument();
    first.unmount();
    renderCancel({ id: undefined });
    expect(screen.getByText('취소할 청약을 찾지 못했어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '청약 목록 보기' })).toHaveAttribute('href', '/subscription');
  });

  it.each([
    ['취소 전', { id: 99999 }],
    ['비밀번호를 마치고 돌아온 뒤', { id: 99999, transNo: TRANS_NO }],
  ])('서버가 모르는 공모(404)는 %s에도 다시 시도 없이 찾지 못했다고 한다', async (_step, props) => {
    renderCancel(props);
    expect(await screen.findByText('취소할 청약을 찾지 못했어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /다시 시도/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '청약 목록 보기' })).toHaveAttribute('href', '/subscription');
  });
});
