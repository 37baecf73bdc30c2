import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeNativeShell, renderScreen } from '@jogak/feature-testing';
import type { ApplyUser } from '../apply/apply-gates';
import { ApplyScreen } from '../apply/apply-screen';
import { SubsEndScreen } from '../subs-end/subs-end-screen';
import { LINKED_APPLICANT } from '../apply/linked-applicant';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());


function renderApply(id: number, memberId: string, user: ApplyUser = LINKED_APPLICANT) {
  const shell = fakeNativeShell();
  const onGate = vi.fn();
  const onDeposit = vi.fn();
  const rendered = renderScreen(<ApplyScreen id={id} user={user} onGate={onGate} onDeposit={onDeposit} nativeBack={shell.events} />, {
    token: sandbox.state.login(memberId).token,
  });
  return { ...rendered, shell, onGate, onDeposit };
}

const DETAIL_108 = { route: '/_main/subscription/$id', params: { id: '108' } };
// Returned to, not opened anew: the target's own back must not lead to the page just left.
const RETURN = { returnTo: true };

describe('청약하기 화면의 뒤로 버튼 (스펙 9: 화면이 직접 처리)', () => {
  it('수량을 입력하던 중이면 공모 상세로', async () => {
    const { shell, onNavigate } = renderApply(108, 'demo-income');
    await userEvent.type(await screen.findByLabelText('청약 수량'), '10');
    expect(screen.getByText('청약 금액 50,000원')).toBeInTheDocument();
    shell.pressBack();
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(DETAIL_108, RETURN);
  });

  it('관문 대화상자가 열려 있으면 거두고 공모로만 간다: 대화상자의 답은 아무 데도 이끌지 않는다', async () => {
    const { shell, onNavigate, onGate } = renderApply(108, 'demo-income', { ...LINKED_APPLICANT, allianceAccountNoRegisterYn: 'N' });
    expect(within(await screen.findByRole('dialog', { name: '계좌 연동이 필요해요' })).getByRole('heading')).toHaveTextContent('계좌 연동이 필요해요');
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '계좌 연동이 필요해요' })).not.toBeInTheDocument());
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(DETAIL_108, RETURN);
    expect(onGate).not.toHaveBeenCalled();
  });

  it('추가 청약을 묻는 중이면 SUBSCRIPTION_ALREADY_OWN 로 넘어가지 않고 공모로', async () => {
    const { shell, onNavigate } = renderApply(108, 'demo-general');
    await screen.findByRole('dialog', { name: '추가로 청약할까요?' });
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '추가로 청약할까요?' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: '이미 청약한 공모예요' })).not.toBeInTheDocument();
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(DETAIL_108, RETURN);
  });

  it('토요일 안내가 열려 있어도 공모로 한 번만', async () => {
    sandbox.state.clock.set('2025-03-08T10:00:00+09:00');
    const { shell, onNavigate } = renderApply(108, 'demo-income');
    const dialog = await screen.findByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' });
    expect(within(dialog).getByText('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.')).toBeInTheDocument();
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' })).not.toBeInTheDocument());
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(DETAIL_108, RETURN);
  });

  it('예치금 부족 안내는 거두어지고 입금으로 가지 않는다', async () => {
    const { shell, onNavigate, onDeposit } = renderApply(108, 'demo-income');
    await userEvent.type(await screen.findByLabelText('청약 수량'), '3000');
    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
    await screen.findByRole('dialog', { name: '예치금이 부족해요' });
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '예치금이 부족해요' })).not.toBeInTheDocument());
    expect(onDeposit).not.toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(DETAIL_108, RETURN);
  });

  it('화면을 떠나면 더 듣지 않는다', async () => {
    const { shell, unmount } = renderApply(108, 'demo-income');
    await screen.findByLabelText('청약 수량');
    expect(shell.listening()).toBe(1);
    unmount();
    expect(shell.listening()).toBe(0);
  });
});

describe('청약 완료 화면의 뒤로 버튼', () => {
  it('끝난 인증 단계로 돌아가지 않고 청약 목록으로', async () => {
    sandbox.state.applySubscription('demo-income', '109', 10, true);
    const shell = fakeNativeShell();
    const { onNavigate } = renderScreen(<SubsEndScreen id={109} transNo="20250304701012590101100000" nativeBack={shell.events} />, {
      token: sandbox.state.login('demo-income').token,
    });
    expect(await screen.findByText('청약 신청이 접수되었어요.')).toBeInTheDocument();
    shell.pressBack();
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ route: '/_main/subscription' }, RETURN);
  });
});
