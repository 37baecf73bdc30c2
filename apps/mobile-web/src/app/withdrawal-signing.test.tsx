// ui-kit's dialog sanitises with DOMPurify, which mis-sanitises under happy-dom: this runs in jsdom.
// @vitest-environment jsdom
import { STORAGE_KEYS, updateUser } from '@jogak/app-core';
import type { CommandEnvelope } from '@jogak/native-bridge';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { phoneShell } from '../test/phone-shell';
import { renderApp } from '../test/render-app';

/** A phone shell whose pay-provider app fails `kakaoPay.sign` as told. */
function failingSignShell(failure: { readonly kind: string; readonly message?: string }, signs: CommandEnvelope[]) {
  return phoneShell((envelope) => {
    if (envelope.command !== 'kakaoPay.sign') return undefined;
    signs.push(envelope);
    return { ok: false, error: failure };
  });
}

describe('출금 서명: 취소만 조용히, 다른 실패는 알린다', () => {
  it('셸의 서명이 실패하면(rejected) 그 메시지를 알리고, 입력한 금액과 비밀번호를 남기고, 출금하지 않는다', async () => {
    const signs: CommandEnvelope[] = [];
    const { shell, live } = await renderApp('/my', { member: 'demo-general', shellTransport: failingSignShell({ kind: 'rejected', message: '네트워크 연결이 원활하지 않습니다.' }, signs) });
    // No live feed in this test: /assets subscribes to one that never connects.
    live.client.mockReturnValue(new Promise(() => undefined));
    // 김민준's account is linked (the render's user store starts from the signed-in snapshot).
    updateUser({ allianceAccountNoRegisterYn: 'Y' });
    await shell.services.persistence.set(STORAGE_KEYS.ci, 'demo-ci-demo-general');
    await shell.router.navigate({ to: '/assets' });
    const user = userEvent.setup();
    const total = await screen.findByRole('region', { name: '총 자산' });
    await waitFor(() => expect(within(total).getByRole('button', { name: '출금' })).toBeEnabled());
    await user.click(within(total).getByRole('button', { name: '출금' }));
    const sheet = await screen.findByRole('dialog', { name: '출금' });
    await within(sheet).findByText('2,750,000원');
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await user.click(within(sheet).getByRole('button', { name: '계좌 비밀번호 입력' }));
    await user.click(await within(sheet).findByRole('button', { name: '음성 안내' }));
    const keys = await within(sheet).findByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
    for (const digit of '1234') await user.click(within(keys).getByRole('button', { name: `숫자 ${digit}` }));
    await within(sheet).findByText('계좌 비밀번호를 입력했어요.');

    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('네트워크 연결이 원활하지 않습니다.')).toBeInTheDocument();
    expect(signs).toHaveLength(1);
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeEnabled());
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('5,000');
    expect(within(sheet).getByText('계좌 비밀번호를 입력했어요.')).toBeInTheDocument();
    // 예치금 and 출금 가능 금액 (the same 2,750,000원 while 김민준's 증거금 is held) are unchanged.
    expect(within(total).getAllByText('2,750,000원')).toHaveLength(2);
  });
});
