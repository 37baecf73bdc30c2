// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { createMemoryPersistence } from '@jogak/app-core';
import { expectNoAxeViolations, renderScreen, requestedBodies } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bridgeError, fakeBridge } from '../../test/fake-bridge';
import type { PhoneChangeServices } from '../phone-change/phone-change';
import { MemberInfoScreen } from './member-info-screen';

const VERIFICATION_KEY = 'phone-change-0001';
const VERIFIER = 'https://app.example/__sandbox/verifier';

/**
 * Walks the sandbox's verifier for `person` (as a person would on its pages) and answers the
 * search it returns to `/my/info` with.
 */
async function verifyOnVerifier(person: { name: string; birth: string; genderDigit: string; phoneNo: string }): Promise<Record<string, string>> {
  localStorage.setItem('jogak:kmc:key', VERIFICATION_KEY);
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: VERIFICATION_KEY, ...fields }),
    redirect: 'manual' as const,
  });
  await fetch(`${VERIFIER}?${new URLSearchParams({ key: VERIFICATION_KEY, returnUrl: 'https://app.example/my/info' })}`);
  await fetch(`${VERIFIER}/send`, form({ carrier: 'KT', ...person }));
  const texts = (await (await fetch(`${VERIFIER}/messages?phoneNo=${person.phoneNo}`)).json()) as { content: { code: string }[] };
  const confirmed = await fetch(`${VERIFIER}/confirm`, form({ code: texts.content.at(-1)?.code ?? '' }));
  return Object.fromEntries(new URL(confirmed.headers.get('location') ?? '').searchParams);
}

const MINJUN_NEW_PHONE = { name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01055556666' };

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const bodies = requestedBodies(sandbox);
beforeAll(() => sandbox.listen());
afterEach(() => {
  localStorage.clear();
  bodies.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

interface PhoneChangeOptions {
  /** The page's search (the verifier's answer). */
  search?: Readonly<Record<string, unknown>>;
  /** Whether the build has a verifier. */
  withoutVerifier?: boolean;
}

function renderInfo(memberId: string, bridge = fakeBridge(), { search = {}, withoutVerifier = false }: PhoneChangeOptions = {}) {
  const persistence = createMemoryPersistence({ 'jogak:ci': `demo-ci-${memberId}`, 'jogak:token': 'token' });
  const onSignedOut = vi.fn<() => void>();
  const openVerifier = vi.fn<(key: string) => void>();
  const onVerificationRead = vi.fn<() => void>();
  const onPhoneChanged = vi.fn<() => void>();
  const phoneChange: PhoneChangeServices = {
    search,
    verificationStorage: localStorage,
    openVerifier: withoutVerifier ? null : openVerifier,
    onVerificationRead,
    onPhoneChanged,
    createRequestKey: () => VERIFICATION_KEY,
  };
  const rendered = renderScreen(
    <MemberInfoScreen bridge={bridge.bridge} persistence={persistence} phoneChange={phoneChange} onSignedOut={onSignedOut} />,
    { token: sandbox.state.login(memberId).token },
  );
  return { ...rendered, persistence, onSignedOut, openVerifier, onVerificationRead, onPhoneChanged, calls: bridge.calls };
}

const factsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

const switchStates = () => screen.getAllByRole('switch').map((item) => `${item.closest('.jg-my-switch')?.textContent}=${(item as HTMLInputElement).checked ? 'on' : 'off'}`);

describe('MemberInfoScreen: 회원정보', () => {
  it('개인 회원의 이름, 생년월일, 휴대폰, 이메일과 이메일 변경, 수신 동의를 보여준다', async () => {
    const { container } = renderInfo('demo-general');
    // The app's header titles the page (its one h1); the screen repeats no title of its own.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
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
    // The title says what failed; the text says what to do, in the same 해요체 (not spec §8's 합니다체 again).
    expect(within(screen.getByRole('alert')).getByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    sandbox.faults.clear();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('region', { name: '기본 정보' })).toHaveTextContent('김민준');
  }, 30_000);

  it('회원정보를 다시 불러오다 실패해도 (앱으로 돌아올 때 등) 보던 회원정보는 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = renderInfo('demo-general');
    const facts = await screen.findByRole('region', { name: '기본 정보' });
    sandbox.faults.add({ status: 400, path: '/main/v1/member/info', method: 'GET', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(factsOf(facts)).toContain('이름: 김민준');
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toBeInTheDocument();
    expect(screen.queryByText('회원정보를 불러오지 못했어요')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
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
      call: 'POST /main/v1/member/notification',
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

  it('401 이면 스위치만 되돌리고, 알림은 HTTP 정책의 토스트에 맡긴다 (덮어쓰지 않는다)', async () => {
    renderInfo('demo-general');
    await screen.findByRole('region', { name: '기본 정보' });
    sandbox.faults.add({ status: 401, method: 'POST', path: '/main/v1/member/notification' });
    await userEvent.click(screen.getByRole('switch', { name: /광고성 정보 수신/ }));
    await waitFor(() => expect(bodies.map(({ call }) => call)).toContain('POST /main/v1/member/notification'));
    await waitFor(() => expect(screen.getByRole('switch', { name: /광고성 정보 수신/ })).toBeChecked());
    expect(screen.queryByText('수신 설정을 저장하지 못했어요. 다시 시도해주세요.')).toBeNull();
  });
});

describe('MemberInfoScreen: 회원 탈퇴', () => {
  it('보유 종목, 예치금, 진행 중인 청약이 있으면 CLOSE_MEMBER_UNABLE 과 함께 못 갖춘 조건을 하나씩 설명한다', async () => {
    const { container } = renderInfo('demo-general');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('dialog', { name: '지금은 탈퇴할 수 없어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    // 회원 탈퇴 gave way to the conditions: focus is on their heading, and the dialog gave it back there.
    expect(screen.getByRole('heading', { level: 2, name: '회원 탈퇴' })).toHaveFocus();
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
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toHaveFocus();
  });

  it('탈퇴 조건을 묻다 401 이면 HTTP 정책의 토스트에 맡기고 제 토스트로 덮지 않는다', async () => {
    renderInfo('demo-general');
    const closeButton = await screen.findByRole('button', { name: '회원 탈퇴' });
    const held = sandbox.faults.add({ hold: true, status: 401, method: 'GET', path: '/main/v1/member/close/conditions' });
    await userEvent.click(closeButton);
    // Busy while the conditions are asked, free again once the failure was handled.
    await waitFor(() => expect(closeButton).toHaveAttribute('aria-busy', 'true'));
    sandbox.faults.release(held.id);
    await waitFor(() => expect(closeButton).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText('탈퇴 조건을 확인하지 못했어요. 다시 시도해주세요.')).toBeNull();
    expect(screen.queryByRole('list', { name: '탈퇴 조건' })).toBeNull();
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
      call: 'DELETE /main/v1/member',
      body: { hashPIN: '8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92', closeReasonCod: '99', closeReason: '해외로 이사해요' },
    });
    expect(sandbox.state.data.members.has('demo-kakao')).toBe(false);
    expect(persistence.entries()).toEqual({ 'jogak:token': 'token' });
  });

  it('기타 이유는 계약이 세는 대로 센다(이모지도 한 글자): 1,000자를 넘게 붙여 넣어도 자르지 않고, 탈퇴하기가 몇 자인지 알리며 막는다', async () => {
    renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await userEvent.click(await screen.findByRole('radio', { name: '기타' }));
    const other = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '기타 이유' });
    expect(other).toHaveAccessibleDescription('1,000자 중 0자');
    other.focus();
    await userEvent.paste(`${'가'.repeat(998)}😀😀😀`);
    expect(Array.from(other.value)).toHaveLength(1001);
    expect(other).toHaveAccessibleDescription('1,000자 중 1,001자');
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('탈퇴 이유는 1,000자까지 쓸 수 있어요. (지금 1,001자)');
    expect(other).toBeInvalid();
    expect(other).toHaveAccessibleDescription('탈퇴 이유는 1,000자까지 쓸 수 있어요. (지금 1,001자) 1,000자 중 1,001자');
    expect(bodies.filter(({ call }) => call === 'DELETE /main/v1/member')).toEqual([]);

    // Shortened to the limit, the count says so.
    await userEvent.type(other, '{Backspace}{Backspace}');
    expect(other).toHaveAccessibleDescription('1,000자 중 1,000자');
  });

  it('고른 이유와 적은 기타 이유는 화면을 떠났다 돌아와도(500의 오류 화면과 이전 화면으로) 그대로다', async () => {
    const { unmount } = renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await userEvent.click(await screen.findByRole('radio', { name: '기타' }));
    await userEvent.type(screen.getByRole('textbox', { name: '기타 이유' }), '해외로 이사해요');
    unmount();

    renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    expect(await screen.findByRole('radio', { name: '기타' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '기타 이유' })).toHaveValue('해외로 이사해요');
  });

  it('탈퇴에 꼭 필요한 이유와, 기타를 고르면 그 이유를 보조기술에 필수 항목으로 알린다', async () => {
    const { container } = renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await screen.findByText('탈퇴 조건을 모두 갖췄어요.');
    expect(screen.getByRole('radiogroup', { name: '탈퇴하는 이유를 알려주세요' })).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('radio', { name: '기타' }));
    expect(screen.getByRole('textbox', { name: '기타 이유' })).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations(container);
  });

  it('이유를 고르지 않았거나 기타 이유를 적지 않은 알림은 그 칸에 묶여, 고치면 풀린다', async () => {
    const { container } = renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await screen.findByText('탈퇴 조건을 모두 갖췄어요.');
    const reasons = screen.getByRole('radiogroup', { name: '탈퇴하는 이유를 알려주세요' });
    expect(reasons).toBeValid();
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(reasons).toBeInvalid();
    expect(reasons).toHaveAccessibleDescription('탈퇴 이유를 골라주세요.');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('radio', { name: '기타' }));
    expect(reasons).toBeValid();
    expect(reasons).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const other = screen.getByRole('textbox', { name: '기타 이유' });
    expect(other).toBeInvalid();
    expect(other).toHaveAccessibleDescription('탈퇴 이유를 적어주세요. 1,000자 중 0자');
    expect(reasons).toBeValid();
    await expectNoAxeViolations(container);

    await userEvent.type(other, '해외로 이사해요');
    expect(other).toBeValid();
    expect(other).toHaveValue('해외로 이사해요');
    expect(screen.queryByRole('alert')).toBeNull();
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
    // 탈퇴하기 went with the conditions read again: the dialog gave focus back to the section's heading.
    expect(screen.queryByRole('button', { name: '탈퇴하기' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '회원 탈퇴' })).toHaveFocus();
  });

  it('탈퇴 조건을 다시 불러오다 실패해도 보던 조건과 고른 이유는 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = renderInfo('demo-kakao');
    await userEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await userEvent.click(await screen.findByRole('radio', { name: '개인정보가 걱정돼요' }));
    sandbox.faults.add({ status: 400, path: '/main/v1/member/close/conditions', method: 'GET', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(screen.getByText('탈퇴 조건을 모두 갖췄어요.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '탈퇴 조건' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: '개인정보가 걱정돼요' })).toBeChecked();
    expect(screen.getByRole('button', { name: '탈퇴하기' })).toBeEnabled();
    expect(screen.queryByText('탈퇴 조건을 확인하지 못했어요')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('MemberInfoScreen: 휴대폰 번호 변경 (회원 유형 123)', () => {
  it('휴대폰 번호 변경은 요청 키를 기기에 두고 본인인증으로 떠난다', async () => {
    const { openVerifier, onVerificationRead } = renderInfo('demo-general');
    const facts = await screen.findByRole('region', { name: '기본 정보' });
    expect(within(facts).getByText('010-2345-1234 대신 쓸 번호로 본인인증을 하면 바뀌어요.')).toBeInTheDocument();
    await userEvent.click(within(facts).getByRole('button', { name: '휴대폰 번호 변경' }));
    expect(openVerifier).toHaveBeenCalledWith(VERIFICATION_KEY);
    expect(localStorage.getItem('jogak:kmc:key')).toBe(VERIFICATION_KEY);
    expect(onVerificationRead).not.toHaveBeenCalled();
  });

  it('새 번호로 본인인증하고 돌아오면 확인 뒤 번호를 바꾸고, 변경 상태를 두고 다시 시작한다', async () => {
    const search = await verifyOnVerifier(MINJUN_NEW_PHONE);
    const { persistence, onPhoneChanged, onVerificationRead, container } = renderInfo('demo-general', fakeBridge(), { search });
    const confirm = await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' });
    expect(confirm).toHaveTextContent('변경한 정보는 바로 적용돼요.');
    expect(onVerificationRead).toHaveBeenCalledTimes(1);
    await userEvent.click(within(confirm).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(onPhoneChanged).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('휴대폰 번호를 변경했어요.')).toBeInTheDocument();
    expect(bodies).toContainEqual({
      call: 'PUT /main/v1/member/info/phone',
      body: { ci: 'demo-ci-demo-general', phoneNo: '01055556666', verificationKey: VERIFICATION_KEY },
    });
    expect(sandbox.state.member('demo-general').phoneNo).toBe('01055556666');
    expect(persistence.entries()['jogak:phone-change-status']).toBe('Y');
    expect(localStorage.getItem('jogak:kmc:key')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('돌아왔을 때 회원정보를 못 받아도 인증 결과는 바로 주소에서 지우고, 다시 시도해 회원정보가 오면 번호 변경을 이어 간다', async () => {
    const search = await verifyOnVerifier(MINJUN_NEW_PHONE);
    sandbox.faults.add({ status: 500, path: '/main/v1/member/info', times: 4 });
    const { onVerificationRead, onPhoneChanged } = renderInfo('demo-general', fakeBridge(), { search });
    // The answer (CI, name, birth date, phone) leaves the address before the member information answers.
    expect(onVerificationRead).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('회원정보를 불러오지 못했어요', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    sandbox.faults.clear();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    const confirm = await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' });
    await userEvent.click(within(confirm).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(onPhoneChanged).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('휴대폰 번호를 변경했어요.')).toBeInTheDocument();
    expect(sandbox.state.member('demo-general').phoneNo).toBe('01055556666');
    expect(onVerificationRead).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('이 기기가 시작하지 않은 인증 결과도 회원정보를 다시 받은 뒤 그 이유를 보여준다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/info', times: 4 });
    const { onVerificationRead } = renderInfo('demo-general', fakeBridge(), { search: { key: 'someone-else', resultCode: 'SUCCESS' } });
    expect(onVerificationRead).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('회원정보를 불러오지 못했어요', undefined, { timeout: 20_000 })).toBeInTheDocument();
    sandbox.faults.clear();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    const facts = await screen.findByRole('region', { name: '기본 정보' });
    expect(within(facts).getByRole('alert')).toHaveTextContent('본인인증 결과를 확인할 수 없어요. 휴대폰 번호를 바꾸려면 본인인증을 다시 해주세요.');
    expect(within(facts).getByRole('button', { name: '본인인증 다시 하기' })).toBeEnabled();
  }, 30_000);

  it('확인에서 취소하면 번호를 바꾸지 않고 인증을 버린다', async () => {
    const search = await verifyOnVerifier(MINJUN_NEW_PHONE);
    const { persistence, onPhoneChanged } = renderInfo('demo-general', fakeBridge(), { search });
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' })).getByRole('button', { name: '취소' }));
    expect(await screen.findByText('휴대폰 번호 변경을 취소했어요.')).toBeInTheDocument();
    expect(sandbox.state.member('demo-general').phoneNo).toBe('01023451234');
    expect(persistence.entries()['jogak:phone-change-status']).toBeUndefined();
    expect(localStorage.getItem('jogak:kmc:key')).toBeNull();
    expect(onPhoneChanged).not.toHaveBeenCalled();
  });

  it('지금 번호로 인증하면 서버의 이유를 보여주고 다시 인증할 수 있다', async () => {
    const search = await verifyOnVerifier({ ...MINJUN_NEW_PHONE, phoneNo: '01023451234' });
    const { onPhoneChanged, openVerifier } = renderInfo('demo-general', fakeBridge(), { search });
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' })).getByRole('button', { name: '변경' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('지금 쓰고 있는 휴대폰 번호예요. 바꿀 번호로 본인인증을 해주세요.');
    expect(onPhoneChanged).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '본인인증 다시 하기' }));
    expect(openVerifier).toHaveBeenCalledWith(VERIFICATION_KEY);
  });

  it('다른 사람으로 인증하면 바꾸지 않는다', async () => {
    const search = await verifyOnVerifier({ name: '문가은', birth: '940517', genderDigit: '2', phoneNo: '01012349876' });
    renderInfo('demo-general', fakeBridge(), { search });
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' })).getByRole('button', { name: '변경' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('본인 정보가 일치하지 않아요.');
    expect(sandbox.state.member('demo-general').phoneNo).toBe('01023451234');
  });

  it('인증번호가 틀려 돌아오면 NOT_MATCH_AUTH_NUMBER 뒤 같은 키로 다시 인증한다', async () => {
    localStorage.setItem('jogak:kmc:key', VERIFICATION_KEY);
    const { openVerifier } = renderInfo('demo-general', fakeBridge(), { search: { key: VERIFICATION_KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' } });
    const dialog = await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 요청하기' }));
    await waitFor(() => expect(openVerifier).toHaveBeenCalledWith(VERIFICATION_KEY));
  });

  it('인증번호가 틀렸다는 알림을 닫기만 하면(뒤로, Esc) 다시 인증하러 가지 않는다', async () => {
    localStorage.setItem('jogak:kmc:key', VERIFICATION_KEY);
    const { openVerifier } = renderInfo('demo-general', fakeBridge(), { search: { key: VERIFICATION_KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' } });
    await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '인증번호가 일치하지 않아요' })).toBeNull());
    expect(openVerifier).not.toHaveBeenCalled();
  });

  it('본인인증을 그만두면 NOT_MOBILE_AUTH_COMPLETE 로 묻고, 나가면 요청을 지운다', async () => {
    localStorage.setItem('jogak:kmc:key', VERIFICATION_KEY);
    const { openVerifier } = renderInfo('demo-general', fakeBridge(), { search: { key: VERIFICATION_KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' } });
    const dialog = await screen.findByRole('dialog', { name: '휴대폰 본인인증을 그만할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    expect(await screen.findByText('휴대폰 번호 변경을 취소했어요.')).toBeInTheDocument();
    expect(localStorage.getItem('jogak:kmc:key')).toBeNull();
    expect(openVerifier).not.toHaveBeenCalled();
  });

  it('이 기기가 시작하지 않은 인증 결과는 읽지 않고 다시 인증하게 한다', async () => {
    renderInfo('demo-general', fakeBridge(), { search: { key: 'someone-else', resultCode: 'SUCCESS' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증 결과를 확인할 수 없어요. 휴대폰 번호를 바꾸려면 본인인증을 다시 해주세요.');
    expect(screen.getByRole('button', { name: '본인인증 다시 하기' })).toBeEnabled();
    expect(bodies.filter(({ call }) => call.includes('/info/phone'))).toEqual([]);
  });

  it('본인인증 서비스가 없는 빌드는 버튼을 끄고 이유를 말한다', async () => {
    renderInfo('demo-general', fakeBridge(), { withoutVerifier: true });
    expect(await screen.findByRole('button', { name: '휴대폰 번호 변경' })).toBeDisabled();
    expect(screen.getByText('이 앱 빌드에는 본인인증 서비스 주소가 없어 휴대폰 번호를 바꿀 수 없어요. 고객센터로 문의해주세요.')).toBeInTheDocument();
  });
});

describe('MemberInfoScreen: 법인 정보 변경', () => {
  it('빈 칸과 잘못된 전화번호는 칸마다 이유를 말하고, 확인 뒤 저장하면 법인 정보가 바뀐다', async () => {
    const { container } = renderInfo('demo-corp');
    const facts = await screen.findByRole('region', { name: '법인 정보' });
    expect(within(facts).queryByRole('button', { name: '휴대폰 번호 변경' })).toBeNull();
    await userEvent.click(within(facts).getByRole('button', { name: '법인 정보 변경' }));
    const form = screen.getByRole('form', { name: '법인 정보 변경' });
    expect(within(form).getByRole('textbox', { name: '법인명' })).toHaveValue('(주)한빛자산관리');
    expect(within(form).getByRole('textbox', { name: '법인명' })).toHaveFocus();
    await userEvent.clear(within(form).getByRole('textbox', { name: '담당자 이름' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '0212');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    expect(within(form).getByText('담당자 이름을 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText('법인 대표 전화번호를 9~11자리 숫자로 입력해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '윤서진');
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '345678');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' })).getByRole('button', { name: '변경' }));
    expect(await screen.findByText('법인 정보를 변경했어요.')).toBeInTheDocument();
    expect(bodies).toContainEqual({
      call: 'POST /main/v1/member/corp/info',
      body: { corpName: '(주)한빛자산관리', corpPhone: '0212345678', corpAdminName: '윤서진', email: 'invest@hanbit-asset.example.kr' },
    });
    await waitFor(() => expect(factsOf(screen.getByRole('region', { name: '법인 정보' }))).toContain('담당자: 윤서진'));
    expect(factsOf(screen.getByRole('region', { name: '법인 정보' }))).toContain('대표 전화: 021-234-5678');
    expect(screen.queryByRole('form', { name: '법인 정보 변경' })).toBeNull();
    expect(screen.getByRole('button', { name: '법인 정보 변경' })).toHaveFocus();
  });

  it('저장에 꼭 필요한 세 칸을 보조기술에 필수 항목으로 알린다', async () => {
    renderInfo('demo-corp');
    await userEvent.click(await screen.findByRole('button', { name: '법인 정보 변경' }));
    const form = screen.getByRole('form', { name: '법인 정보 변경' });
    for (const name of ['법인명', '법인 대표 전화번호', '담당자 이름']) {
      expect(within(form).getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
  });

  it('취소하면 양식을 닫고 포커스를 법인 정보 변경 버튼에 돌려준다', async () => {
    renderInfo('demo-corp');
    await userEvent.click(await screen.findByRole('button', { name: '법인 정보 변경' }));
    await userEvent.click(within(screen.getByRole('form', { name: '법인 정보 변경' })).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('form', { name: '법인 정보 변경' })).toBeNull();
    expect(screen.getByRole('button', { name: '법인 정보 변경' })).toHaveFocus();
  });

  it('저장이 거절되면 이유를 보여주고 입력한 내용은 그대로 둔다', async () => {
    renderInfo('demo-corp');
    await userEvent.click(await screen.findByRole('button', { name: '법인 정보 변경' }));
    const form = screen.getByRole('form', { name: '법인 정보 변경' });
    await userEvent.clear(within(form).getByRole('textbox', { name: '담당자 이름' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '윤서진');
    sandbox.faults.add({ status: 400, code: 'BAD_REQUEST', message: '법인 정보를 확인해주세요.', path: '/main/v1/member/corp/info' });
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' })).getByRole('button', { name: '변경' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('법인 정보를 확인해주세요.');
    expect(within(form).getByRole('textbox', { name: '담당자 이름' })).toHaveValue('윤서진');
    expect(sandbox.state.member('demo-corp').corpAdminName).toBe('조현우');
  });

  it('저장하기 전에 화면을 떠났다 와도(오류 화면에서 이전 화면으로) 열어 둔 양식과 입력이 남아 있다', async () => {
    const first = renderInfo('demo-corp');
    await userEvent.click(await screen.findByRole('button', { name: '법인 정보 변경' }));
    const form = screen.getByRole('form', { name: '법인 정보 변경' });
    await userEvent.clear(within(form).getByRole('textbox', { name: '담당자 이름' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '윤서진');
    first.unmount();
    renderInfo('demo-corp');
    const again = await screen.findByRole('form', { name: '법인 정보 변경' });
    expect(within(again).getByRole('textbox', { name: '담당자 이름' })).toHaveValue('윤서진');
    expect(within(again).getByRole('textbox', { name: '법인명' })).toHaveValue('(주)한빛자산관리');
  });
});
