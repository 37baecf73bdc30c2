// ui-kit's dialog sanitises with DOMPurify, which mis-sanitises under happy-dom: this runs in jsdom.
// @vitest-environment jsdom
import { STORAGE_KEYS, updateUser } from '@jogak/app-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { phoneShell } from '../test/phone-shell';
import { renderApp } from '../test/render-app';

interface SignFailure {
  readonly kind: string;
  readonly message?: string;
}

/** A phone shell whose pay-provider app fails `kakaoPay.sign` as told; it records the links it opens. */
function failingSignShell(failure: SignFailure, opened: string[]) {
  return phoneShell((envelope) => {
    if (envelope.command === 'kakaoPay.sign') return { ok: false, error: failure };
    if (envelope.command !== 'openLink') return undefined;
    opened.push(String(envelope.payload.url));
    return 'silent';
  });
}

/** 김민준 (linked account, holds 을지로 파인타워) opens vote 1, chooses and confirms the submission. */
async function castVote(failure: SignFailure, opened: string[] = []) {
  const { shell, location } = await renderApp('/my', { member: 'demo-general', shellTransport: failingSignShell(failure, opened) });
  updateUser({ allianceAccountNoRegisterYn: 'Y' });
  await shell.services.persistence.set(STORAGE_KEYS.ci, 'demo-ci-demo-general');
  await shell.router.navigate({ to: '/vote/$id', params: { id: '1' } });
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('region', { name: '제1호 안건: 지하 1층 임차인 변경' })).getByRole('radio', { name: '찬성' }));
  await user.click(within(screen.getByRole('region', { name: '제2호 안건: 자산관리 보수 조정' })).getByRole('radio', { name: '반대' }));
  await user.click(screen.getByRole('button', { name: '투표하기' }));
  await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
  return { user, location };
}

describe('투표 서명: 인증서가 없을 때만 인증서 창', () => {
  it('셸이 네트워크 실패(rejected)로 답하면 그 메시지를 알리고, 인증서가 필요하다고 하지 않는다', async () => {
    await castVote({ kind: 'rejected', message: '네트워크 연결이 원활하지 않습니다.' });
    expect(await screen.findByText('네트워크 연결이 원활하지 않습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '인증서가 필요해요' })).toBeNull();
    expect(screen.getByRole('button', { name: '투표하기' })).toBeEnabled();
  });

  it('셸이 no-certificate 로 답하면 인증서가 필요해요, 인증서 등록하기는 카카오페이 인증서를 등록하는 증권사 계좌 화면을 연다', async () => {
    const opened: string[] = [];
    const { user, location } = await castVote({ kind: 'no-certificate', message: '카카오페이 인증서를 먼저 등록해주세요.' }, opened);
    const dialog = await screen.findByRole('dialog', { name: '인증서가 필요해요' });
    expect(dialog).toHaveTextContent('투표하려면 먼저 인증서를 등록해주세요.');
    await user.click(within(dialog).getByRole('button', { name: '인증서 등록하기' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^\/account\/new\?token=/);
    expect(location().pathname).toBe('/vote/1');
  });
});
