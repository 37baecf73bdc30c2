import { signAsDevKakaoPay } from '@jogak/sandbox';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen, requestedBodies, requestedCalls } from '@jogak/feature-testing';
import { dismissTopDialog } from '@jogak/ui-kit';
import { WithdrawSheet } from './withdraw-sheet';
import type { WithdrawalSigner, WithdrawalSigning } from './withdrawal-signature';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const requests = requestedCalls(sandbox);
const bodies = requestedBodies(sandbox);
beforeAll(() => sandbox.listen());
afterEach(() => {
  requests.length = 0;
  bodies.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

/** The sheet behind the button that opens it, as the assets screen has it. */
function Harness({ signer }: { readonly signer?: WithdrawalSigner }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>자산</h1>
      <button type="button" onClick={() => setOpen(true)}>
        출금 열기
      </button>
      <WithdrawSheet open={open} onOpenChange={setOpen} {...(signer ? { signer } : {})} />
    </>
  );
}

async function openSheet(user: ReturnType<typeof userEvent.setup>, signer?: WithdrawalSigner) {
  renderScreen(<Harness {...(signer ? { signer } : {})} />, { token: sandbox.state.login('demo-general').token });
  await user.click(screen.getByRole('button', { name: '출금 열기' }));
  const sheet = await screen.findByRole('dialog', { name: '출금' });
  await within(sheet).findByText('2,750,000원');
  return sheet;
}

/** Opens the keypad and waits until its first key has focus (the keypad focuses it by itself). */
async function openKeypad(user: ReturnType<typeof userEvent.setup>, sheet: HTMLElement) {
  await user.click(within(sheet).getByRole('button', { name: /계좌 비밀번호 입력|비밀번호 다시 입력/ }));
  const keys = await within(sheet).findByRole('group', { name: /^키 배열/ });
  await waitFor(() => expect(keys.contains(document.activeElement)).toBe(true));
  return keys;
}

async function typePassword(user: ReturnType<typeof userEvent.setup>, sheet: HTMLElement, password: string) {
  await openKeypad(user, sheet);
  await user.click(within(sheet).getByRole('button', { name: '음성 안내' }));
  const keys = await within(sheet).findByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
  for (const digit of password) await user.click(within(keys).getByRole('button', { name: `숫자 ${digit}` }));
  await within(sheet).findByText('계좌 비밀번호를 입력했어요.');
}

describe('WithdrawSheet 출금 금액', () => {
  it('출금에 꼭 필요한 출금 금액을 보조기술에 필수 항목으로 알린다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user);
    expect(within(sheet).getByLabelText('출금 금액')).toHaveAttribute('aria-required', 'true');
  });
});

describe('WithdrawSheet 금액 지키기', () => {
  it('시트가 열린 채 화면을 떠나면(500의 오류 화면, 세션 만료의 로그인) 금액만 남겨 다음 시트가 그 금액으로 열리고, 닫기로 닫으면 남기지 않는다', async () => {
    const user = userEvent.setup();
    const { rerender } = renderScreen(<Harness />, { token: sandbox.state.login('demo-general').token });
    await user.click(screen.getByRole('button', { name: '출금 열기' }));
    const sheet = await screen.findByRole('dialog', { name: '출금' });
    expect(within(sheet).getByText('5,000원부터 출금할 수 있어요.')).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('출금 금액'), '12000');
    await typePassword(user, sheet, '1234');
    // The route changes under the open sheet: the screen goes, the error page takes its place.
    rerender(<p>일시적인 오류가 발생했어요</p>);
    rerender(<Harness />);
    await user.click(screen.getByRole('button', { name: '출금 열기' }));
    const back = await screen.findByRole('dialog', { name: '출금' });
    expect(within(back).getByLabelText('출금 금액')).toHaveValue('12,000');
    // The password is never kept: it is asked again.
    expect(within(back).getByText('계좌 비밀번호를 입력해주세요.')).toBeInTheDocument();

    await user.click(within(back).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '출금 열기' }));
    const fresh = await screen.findByRole('dialog', { name: '출금' });
    expect(within(fresh).getByLabelText('출금 금액')).toHaveValue('');
  });
});

describe('WithdrawSheet 보안 키패드', () => {
  it('키에 초점이 있을 때 Escape 는 키패드만 닫고, 시트와 입력한 금액은 남긴다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await openKeypad(user, sheet);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(sheet).queryByRole('group', { name: /^키 배열/ })).toBeNull());
    expect(screen.getByRole('dialog', { name: '출금' })).toBe(sheet);
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('10,000');
    expect(within(sheet).getByText('계좌 비밀번호를 입력해주세요.')).toBeInTheDocument();
    // The keypad is gone: the next Escape is the sheet's.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());
  });

  it('키패드가 보일 때 뒤로 가기는 키패드만 닫고, 다음 뒤로 가기가 시트를 닫는다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await openKeypad(user, sheet);
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await waitFor(() => expect(within(sheet).queryByRole('group', { name: /^키 배열/ })).toBeNull());
    expect(screen.getByRole('dialog', { name: '출금' })).toBe(sheet);
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('10,000');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '계좌 비밀번호 입력' })).toHaveFocus());
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());
  });

  it('뒤로 가기 두 번이 한꺼번에 오면 키패드를 닫고 시트도 닫는다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user);
    await openKeypad(user, sheet);
    act(() => {
      expect(dismissTopDialog()).toBe('dismissed');
      expect(dismissTopDialog()).toBe('dismissed');
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());
  });

  it('닫기로 키패드를 닫으면 초점이 계좌 비밀번호 입력 버튼으로 돌아온다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user);
    await openKeypad(user, sheet);
    const keypad = within(sheet).getByRole('region', { name: '계좌 비밀번호 4자리를 입력해주세요' });
    await user.click(within(keypad).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '계좌 비밀번호 입력' })).toHaveFocus());
  });

  it('Escape 로 키패드를 닫아도 초점이 연 버튼으로 돌아온다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user);
    await openKeypad(user, sheet);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '계좌 비밀번호 입력' })).toHaveFocus());
  });

  it('네 자리를 다 누르면 키패드가 닫히고 초점은 비밀번호 다시 입력 버튼에 간다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user);
    await typePassword(user, sheet, '1234');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '비밀번호 다시 입력' })).toHaveFocus());
  });
});

/** The shell's signing app holding the sandbox's development key: it signs a transaction of its own. */
function devSigned(): Promise<WithdrawalSigning> {
  return signAsDevKakaoPay(sandbox.state, 'demo-general').then((signed) => ({ status: 'signed', ...signed }));
}

describe('WithdrawSheet 서명 단계', () => {
  const identity = () => vi.fn().mockResolvedValue({ ci: sandbox.state.member('demo-general').ci, media: 'WEB' });
  const signer = (): WithdrawalSigner => ({ identity: identity(), sign: vi.fn(devSigned) });

  it('셸이 서명한 바로 그 거래 ID 를 검증에 보내고, 스스로 거래 ID 를 따로 받지 않는다', async () => {
    const user = userEvent.setup();
    const signed: Array<{ txId: string }> = [];
    const sheet = await openSheet(user, {
      identity: identity(),
      sign: async () => {
        const signing = await devSigned();
        if (signing.status === 'signed') signed.push(signing);
        return signing;
      },
    });
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('5,000원을 출금했어요.')).toBeInTheDocument();
    expect(signed).toHaveLength(1);
    expect(bodies.filter(({ call }) => call === 'POST /main/v1/auth/kakaopay-verify-signature-for-withdraw')).toEqual([
      { call: 'POST /main/v1/auth/kakaopay-verify-signature-for-withdraw', body: expect.objectContaining({ txId: signed[0]?.txId }) },
    ]);
    expect(requests).not.toContain('POST /main/v1/auth/kakaopay-get-tx-id-for-withdraw');
  });

  it('셸이 답하지 않으면(timeout) 그 메시지를 알리고 비밀번호와 금액을 남겨, 다시 누르면 그대로 출금한다', async () => {
    const user = userEvent.setup();
    const sign = vi.fn<WithdrawalSigner['sign']>().mockRejectedValueOnce(new Error('앱의 응답이 없어요. 잠시 후 다시 시도해주세요.')).mockImplementation(devSigned);
    const sheet = await openSheet(user, { identity: identity(), sign });
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('앱의 응답이 없어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeEnabled());
    expect(within(sheet).getByText('계좌 비밀번호를 입력했어요.')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('5,000');
    expect(requests).not.toContain('POST /main/v1/account/withdrawal');
    // The password was never sent: the same sealed entry withdraws on the next press.
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('5,000원을 출금했어요.')).toBeInTheDocument();
  });

  it('서명 앱을 닫으면(cancelled) 아무것도 보내지 않고 알리지도 않으며 입력을 남긴다', async () => {
    const user = userEvent.setup();
    const sign = vi.fn<WithdrawalSigner['sign']>().mockResolvedValue({ status: 'cancelled' });
    const sheet = await openSheet(user, { identity: identity(), sign });
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await waitFor(() => expect(sign).toHaveBeenCalled());
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeEnabled());
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(screen.queryByText(/출금하지 못했어요/)).toBeNull();
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('5,000');
  });

  it('서명하는 사이 시트를 닫으면 서명이 끝나도 출금을 보내지 않는다', async () => {
    const user = userEvent.setup();
    let finishSigning: (signing: WithdrawalSigning) => void = () => undefined;
    const sign = vi.fn<WithdrawalSigner['sign']>(() => new Promise((resolve) => (finishSigning = resolve)));
    const { queryClient } = renderScreen(<Harness signer={{ identity: identity(), sign }} />, { token: sandbox.state.login('demo-general').token });
    await user.click(screen.getByRole('button', { name: '출금 열기' }));
    const sheet = await screen.findByRole('dialog', { name: '출금' });
    await within(sheet).findByText('2,750,000원');
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await waitFor(() => expect(sign).toHaveBeenCalled());
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());

    await act(async () => finishSigning({ status: 'unsigned' }));
    // Nothing but promises runs between the signature and the call: one task later it was made or never will be.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(requests).not.toContain('POST /main/v1/account/withdrawal');
    expect(screen.queryByText('5,000원을 출금했어요.')).toBeNull();
    expect(screen.getByRole('heading', { name: '자산' })).toBeInTheDocument();
  });

  it('서명이 검증되지 않으면 알리고 출금하지 않는다', async () => {
    const user = userEvent.setup();
    const sign = vi.fn<WithdrawalSigner['sign']>(async () => {
      const other = await signAsDevKakaoPay(sandbox.state, 'demo-general');
      const { txId } = await signAsDevKakaoPay(sandbox.state, 'demo-general');
      return { status: 'signed', txId, signature: other.signature };
    });
    const sheet = await openSheet(user, { identity: identity(), sign });
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('전자서명을 확인하지 못했어요. 다시 시도해주세요.')).toBeInTheDocument();
    expect(requests).not.toContain('POST /main/v1/account/withdrawal');
  });

  it('서명 검증 중 연결이 끊기면 알리고 비밀번호와 금액을 남긴다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user, signer());
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    sandbox.faults.add({ method: 'POST', path: '/main/v1/auth/kakaopay-verify-signature-for-withdraw', abort: true, times: 1 });
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('출금하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeEnabled());
    expect(within(sheet).getByText('계좌 비밀번호를 입력했어요.')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('5,000');
    expect(requests).not.toContain('POST /main/v1/account/withdrawal');
  });

  it('출금 호출 자체가 실패하면 쓴 비밀번호는 지우고 금액은 남긴다', async () => {
    const user = userEvent.setup();
    const sheet = await openSheet(user, signer());
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    sandbox.faults.add({ method: 'POST', path: '/main/v1/account/withdrawal', status: 500, times: 1 });
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('출금하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByText('계좌 비밀번호를 입력해주세요.')).toBeInTheDocument());
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('5,000');
  });
});
