// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { createMemoryPersistence } from '@jogak/app-core';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bridgeError, fakeBridge } from '../../test/fake-bridge';
import { MemberInfoScreen } from './member-info-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const bodies: { path: string; body: unknown }[] = [];
sandbox.server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET') return;
  void request
    .clone()
    .json()
    .then((body: unknown) => bodies.push({ path: `${request.method} ${new URL(request.url).pathname}`, body }));
});
beforeAll(() => sandbox.listen());
afterEach(() => {
  bodies.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

function renderInfo(memberId: string, bridge = fakeBridge()) {
  const persistence = createMemoryPersistence({ 'jogak:ci': `demo-ci-${memberId}`, 'jogak:token': 'token' });
  const onSignedOut = vi.fn<() => void>();
  const rendered = renderScreen(<MemberInfoScreen bridge={bridge.bridge} persistence={persistence} onSignedOut={onSignedOut} />, {
    token: sandbox.state.login(memberId).token,
  });
  return { ...rendered, persistence, onSignedOut, calls: bridge.calls };
}

const factsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

const switchStates = () => screen.getAllByRole('switch').map((item) => `${item.closest('.jg-my-switch')?.textContent}=${(item as HTMLInputElement).checked ? 'on' : 'off'}`);

describe('MemberInfoScreen: 회원정보', () => {
  it('개인 회원의 이름, 생년월일, 휴대폰, 이메일과 이메일 변경, 수신 동의를 보여준다', async () => {
    const { container } = renderInfo('demo-general');
    expect(screen.getByRole('heading', { level: 1, name: '회원정보' })).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: '기본 정보' });
    expect(factsOf(facts)).toEqual(['이름: 김민준', '생년월일: 1988.04.12', '휴대폰 번호: 010-2345-1234', '이메일: minjun.kim@example.kr']);
    expect(within(facts).getByRole('link', { name: '이메일 변경' })).toHaveAttribute('href', '/my/info/edit/email');
    expect(switchStates()).toEqual([
      '광고성 정보 수신이벤트와 새 공모 소식을 받아요.=on',
      '앱 푸시=on',
      '문자=on',
      '카카오톡=off',
      '이메일=on',
    ]);
    await expectNoAxeViolations(container);
  });

  it('법인 회원은 법인명, 사업자등록번호, 대표 전화, 담당자를 보여준다', async () => {
    renderInfo('demo-corp');
    const facts = await screen.findByRole('region', { name: '법인 정보' });
    expect(factsOf(facts)).toEqual([
      '법인명: (주)한빛자산관리',
      '사업자등록번호: 120-88-12345',
      '대표 전화: 023-456-7890',
      '담당자: 조현우',
      '이메일: invest@hanbit-asset.example.kr',
    ]);
  });

  it('회원정보를 못 받으면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/info', times: 4 });
    renderInfo('demo-general');
    expect(await screen.findByText('회원정보를 불러오지 못했어요', undefined, { timeout: 20_000 })).toBeInTheDocument();
    sandbox.faults.clear();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('region', { name: '기본 정보' })).toHaveTextContent('김민준');
  }, 30_000);
});

describe('MemberInfoScreen: 수신 동의', () => {
  it('스위치를 바꾸면 다섯 가지 동의를 함께 저장한다', async () => {
    renderInfo('demo-general');
    await screen.findByRole('region', { name: '기본 정보' });
    await userEvent.click(screen.getByRole('switch', { name: '카카오톡' }));
    expect(await screen.findByText('수신 설정을 저장했어요.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '카카오톡' })).toBeChecked();
    expect(sandbox.state.member('demo-general').kakaoReceiveAgreeYn).toBe('Y');
    expect(bodies).toContainEqual({
      path: 'POST /main/v1/member/notification',
      body: { advertiseInformSendAgreeYn: 'Y', pushReceiveAgreeYn: 'Y', textReceiveAgreeYn: 'Y', kakaoReceiveAgreeYn: 'Y', emailReceiveAgreeYn: 'Y' },
    });
  });

  it('저장에 실패하면 스위치를 되돌리고 알려준다', async () => {
    renderInfo('demo-general');
    await screen.findByRole('region', { name: '기본 정보' });
    sandbox.faults.add({ status: 500, path: '/main/v1/member/notification' });
    await userEvent.click(screen.getByRole('switch', { name: /광고성 정보 수신/ }));
    expect(await screen.findByText('수신 설정을 저장하지 못했어요. 다시 시도해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /광고성 정보 수신/ })).toBeChecked());
    expect(sandbox.state.member('demo-general').advertiseInformSendAgreeYn).toBe('Y');
  });
});

describe('MemberInfoScreen: 회원 탈퇴', () => {
  it('보유 종목, 예치금, 진행 중인 청약이 있으면 CLOSE_MEMBER_UNABLE 과 함께 못 갖춘 조건을 하나씩 설명한다', async () => {
    const { container } = renderInfo('demo-general');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('dialog', { name: '지금은 탈퇴할 수 없어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const conditions = screen.getByRole('list', { name: '탈퇴 조건' });
    expect(within(conditions).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '미충족 · 보유 종목과 예치금이 없어야 해요보유 종목이나 예치금이 남아 있어요. 보유 종목을 모두 매도하고 예치금을 출금해주세요.',
      '충족 · 미체결 주문이 없어야 해요',
      '미충족 · 환불이나 입고를 기다리는 청약이 없어야 해요환불이나 입고를 기다리는 청약이 있어요. 배정과 환불·입고가 끝난 뒤 탈퇴할 수 있어요.',
      '충족 · 받지 않은 배당금이나 청산금이 없어야 해요',
    ]);
    expect(screen.getByText('지금은 탈퇴할 수 없어요. 아래 조건을 갖춘 뒤 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '탈퇴하기' })).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '돌아가기' }));
    expect(screen.getByRole('region', { name: '기본 정보' })).toBeInTheDocument();
  });

  it('미체결 주문과 지급 전 배당금도 탈퇴 조건으로 짚는다', async () => {
    const account = sandbox.state.data.accounts.get('demo-kakao');
    account?.dividends.push({ dividendId: 'DV-future', stockCd: 'JG0001', payAt: '2025-03-15T09:00:00+09:00', baseAt: '2025-02-28T00:00:00+09:00', perShare: 50, quantity: 10, amount: 500, tax: 77 });
    sandbox.state.data.orders.set('open-for-close', {
      orderNo: 'open-for-close', memberId: 'demo-kakao', stockCd: 'JG0001', side: 'sell', price: 5_000, quantity: 1, filledQuantity: 0, remainingQuantity: 1,
      status: 'OPEN', orderedAt: '2025-03-04T09:30:00+09:00', seq: 1, reservedAmount: 0, filledAmount: 0, fee: 0, updatedAt: '2025-03-04T09:30:00+09:00',
    });
    renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '지금은 탈퇴할 수 없어요' })).getByRole('button', { name: '확인' }));
    const items = within(screen.getByRole('list', { name: '탈퇴 조건' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['met', 'unmet', 'met', 'unmet']);
    expect(items[3]).toHaveTextContent('아직 지급되지 않은 배당금이나 청산금이 있어요. 지급이 끝난 뒤 탈퇴할 수 있어요.');
  });

  it('조건을 모두 갖추면 이유와 PIN으로 탈퇴하고, 기기의 CI를 지우고 로그아웃한다', async () => {
    const { persistence, onSignedOut, calls } = renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    expect(await screen.findByText('탈퇴 조건을 모두 갖췄어요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('탈퇴 이유를 골라주세요.');
    await userEvent.click(screen.getByRole('radio', { name: '기타' }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('탈퇴 이유를 적어주세요.');
    await userEvent.type(screen.getByRole('textbox', { name: '기타 이유' }), '해외로 이사해요');
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('회원 탈퇴가 끝났어요. 그동안 조각을 이용해 주셔서 감사해요.')).toBeInTheDocument();
    expect(calls).toContainEqual({ command: 'pin.verify', payload: { owner: 'individual' } });
    expect(bodies).toContainEqual({
      path: 'DELETE /main/v1/member',
      body: { hashPIN: '8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92', closeReasonCod: '99', closeReason: '해외로 이사해요' },
    });
    expect(sandbox.state.data.members.has('demo-kakao')).toBe(false);
    expect(persistence.entries()).toEqual({ 'jogak:token': 'token' });
  });

  it('PIN 입력을 취소하거나 PIN이 틀리면 탈퇴하지 않고 알려준다', async () => {
    let answer: 'cancel' | 'wrong' = 'cancel';
    const bridge = fakeBridge({
      'pin.verify': () => {
        if (answer === 'cancel') throw bridgeError('cancelled', 'pin.verify');
        return { token: 'fake-keypad', encrypted: '0'.repeat(64) };
      },
    });
    const { onSignedOut } = renderInfo('demo-kakao', bridge);
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await userEvent.click(await screen.findByRole('radio', { name: '서비스를 자주 이용하지 않아요' }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN 입력을 취소했어요. 탈퇴하려면 PIN을 입력해주세요.');
    answer = 'wrong';
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('PIN 번호가 일치하지 않아요.'));
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(sandbox.state.data.members.has('demo-kakao')).toBe(true);
  });

  it('확인 뒤 예치금이 생겨 서버가 거절하면 CLOSE_MEMBER_UNABLE 을 띄우고 조건을 다시 확인한다', async () => {
    const { onSignedOut } = renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await userEvent.click(await screen.findByRole('radio', { name: '앱을 이용하기 불편해요' }));
    const account = sandbox.state.data.accounts.get('demo-kakao');
    if (account) account.cash = 10_000;
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '지금은 탈퇴할 수 없어요' })).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '탈퇴 조건' })).getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'unmet'));
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
