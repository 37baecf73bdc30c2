import { accountQueries } from '@jogak/api-client';
import { resetUser, updateUser } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { ApplyCertificateScreen } from './apply-certificate-screen';
import type { ApplyUser } from './apply-gates';
import { ApplyScreen } from './apply-screen';
import { LINKED_APPLICANT } from './linked-applicant';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  resetUser();
  sandbox.faults.clear();
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());


function renderApply(id: number, memberId: string | null, user: ApplyUser = LINKED_APPLICANT) {
  const onGate = vi.fn();
  const onDeposit = vi.fn();
  // The member signed in, as the app's user store holds them after login.
  updateUser({ id: memberId ?? 'guest' });
  const token = memberId ? sandbox.state.login(memberId).token : undefined;
  const applyScreen = <ApplyScreen id={id} user={user} onGate={onGate} onDeposit={onDeposit} />;
  const result = renderScreen(applyScreen, token ? { token } : {});
  return { ...result, applyScreen, onGate, onDeposit };
}

const certificateScreen = (id: number) => <ApplyCertificateScreen id={id} onOpenPassword={vi.fn()} />;

async function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name });
}

function facts(): string[] {
  const list = screen.getByLabelText('청약 가능 범위');
  return Array.from(list.children).map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);
}

const DETAIL_108 = { route: '/_main/subscription/$id', params: { id: '108' } };
// Returned to, not opened anew: the offering's own back must not lead into this page again.
const RETURN = { returnTo: true };
const CERTIFICATE_108 = { route: '/subscription/$id/apply/certificate', params: { id: '108' } };
const APPLY_108 = { route: '/subscription/$id/apply', params: { id: '108' } };
// The application's steps take each other's place: one history entry for the whole flow.
const REPLACE = { replace: true };

describe('회원 관문', () => {
  it('게스트는 회원가입이 필요해요, 확인하면 앱이 가입으로', async () => {
    const { onGate } = renderApply(108, null, { ...LINKED_APPLICANT, userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' });
    const dialog = await dialogNamed('회원가입이 필요해요');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(onGate).toHaveBeenCalledWith('NEED_SIGN_UP');
    expect(screen.getByRole('heading', { level: 1, name: '청약하기' })).toBeInTheDocument();
    expect(await screen.findByText('이 공모는 지금 청약할 수 없어요.')).toBeInTheDocument();
  });

  it('로그아웃한 회원은 SUBSCRIPTION_LOGIN: 로그인하기 → 로그인, 취소 → 공모로', async () => {
    const loggedOut = { ...LINKED_APPLICANT, userType: '100' as const };
    const first = renderApply(108, null, loggedOut);
    const dialog = await dialogNamed('로그인이 필요해요');
    expect(within(dialog).getByText('청약하려면 로그인해주세요.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    expect(first.onGate).toHaveBeenCalledWith('NEED_LOG_IN');
    first.unmount();

    const second = renderApply(108, null, loggedOut);
    await userEvent.click(within(await dialogNamed('로그인이 필요해요')).getByRole('button', { name: '취소' }));
    expect(second.onNavigate).toHaveBeenCalledWith(DETAIL_108, RETURN);
  });

  it('계좌가 연동되지 않았으면 계좌 연동이 필요해요', async () => {
    const { onGate } = renderApply(108, null, { ...LINKED_APPLICANT, allianceAccountNoRegisterYn: 'N' });
    const dialog = await dialogNamed('계좌 연동이 필요해요');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
  });

  it('투자자 정보가 24개월을 넘었으면 INVEST_INFORM_REG_AGAIN, 등록하기 → 투자성향 분석', async () => {
    // NOW is 2025-03-04: the information matured the day before.
    const { onNavigate } = renderApply(108, null, { ...LINKED_APPLICANT, investPersonInformChgMaturityAt: '20250303' });
    const dialog = await dialogNamed('투자자 정보를 다시 등록해주세요');
    expect(dialog).toHaveTextContent('투자자 정보를 등록한 지 24개월이 지났어요. 다시 등록해야 청약과 매수를 할 수 있어요.');
    expect(screen.queryByLabelText('청약 가능 범위')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' });
  });

  it('물음이 열린 채 화면을 떠나면(브라우저 뒤로) 물음은 거두고 어디로도 보내지 않는다', async () => {
    const { onNavigate, rerender } = renderApply(108, null, { ...LINKED_APPLICANT, customerTendencyEvalCod: '-' });
    await dialogNamed('투자성향 분석이 필요해요');
    // The page under the dialog goes; the app's dialog host stays.
    rerender(<p>공모 상세</p>);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '투자성향 분석이 필요해요' })).toBeNull());
    expect(screen.getByText('공모 상세')).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('투자성향 분석 전이면 SUBSCRIPTION_PROPENSITY, 분석하러 가기 → 투자성향 분석', async () => {
    const { onNavigate } = renderApply(108, null, { ...LINKED_APPLICANT, customerTendencyEvalCod: '-' });
    const dialog = await dialogNamed('투자성향 분석이 필요해요');
    await userEvent.click(within(dialog).getByRole('button', { name: '분석하러 가기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/investment-analysis/invest-tendency' });
  });

  it('투자성향 분석을 미루면 공모로 돌아간다', async () => {
    const { onNavigate } = renderApply(108, null, { ...LINKED_APPLICANT, customerTendencyEvalCod: '-' });
    await userEvent.click(within(await dialogNamed('투자성향 분석이 필요해요')).getByRole('button', { name: '취소' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(DETAIL_108, RETURN);
  });
});

describe('청약할 수 없을 때', () => {
  it('마감된 공모: SUBSCRIPTION_OVER_DATE, 확인하면 공모로', async () => {
    const { onNavigate } = renderApply(107, 'demo-income');
    const dialog = await dialogNamed('청약 기간이 끝났어요');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id', params: { id: '107' } }, RETURN);
  });

  it('시작 전 공모: SUBSCRIPTION_IMPOSSIBLE_SET', async () => {
    const { onNavigate } = renderApply(111, 'demo-income');
    await userEvent.click(within(await dialogNamed('청약을 준비하고 있어요')).getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id', params: { id: '111' } }, RETURN);
  });

  it('토요일: SUBSCRIPTION_IMPOSSIBLE_TIME 이 평일 시간을 보여준다', async () => {
    sandbox.state.clock.set('2025-03-08T10:00:00+09:00');
    const { onNavigate } = renderApply(108, 'demo-income');
    const dialog = await dialogNamed('지금은 청약할 수 없는 시간이에요');
    expect(within(dialog).getByText('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith(DETAIL_108, RETURN);
  });

  it('평일 16시 이후: SUBSCRIPTION_IMPOSSIBLE_TIME', async () => {
    sandbox.state.clock.set('2025-03-04T16:30:00+09:00');
    const { onNavigate } = renderApply(108, 'demo-income');
    const dialog = await dialogNamed('지금은 청약할 수 없는 시간이에요');
    expect(within(dialog).getByText('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith(DETAIL_108, RETURN);
  });

  it('조금 전에 연 적이 있어도 시간은 새로 묻는다: 15:58에 열고 나갔다가 16시가 지나 다시 열면 SUBSCRIPTION_IMPOSSIBLE_TIME', async () => {
    sandbox.state.clock.set('2025-03-04T15:58:00+09:00');
    const { applyScreen, rerender, onNavigate } = renderApply(108, 'demo-income');
    expect(await screen.findByLabelText('청약 수량')).toBeInTheDocument();
    rerender(<p>공모 상세</p>);
    sandbox.state.clock.set('2025-03-04T16:01:00+09:00');
    // The same QueryClient: the hours of 15:58 are still in its cache.
    rerender(applyScreen);
    const dialog = await dialogNamed('지금은 청약할 수 없는 시간이에요');
    expect(within(dialog).getByText('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByLabelText('청약 수량')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith(DETAIL_108, RETURN);
  });

  it('다시 열 때 시간을 새로 읽지 못하면 지난 답으로 들이지 않고 다시 시도하기', async () => {
    const { applyScreen, rerender } = renderApply(108, 'demo-income');
    expect(await screen.findByLabelText('청약 수량')).toBeInTheDocument();
    rerender(<p>공모 상세</p>);
    sandbox.faults.add({ status: 500, path: '/main/v1/stock/market-operation-time', times: 1 });
    rerender(applyScreen);
    await userEvent.click(await screen.findByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByLabelText('청약 수량')).toBeInTheDocument();
  });

  it('평일 공휴일(삼일절 대체공휴일): SUBSCRIPTION_IMPOSSIBLE_DAY_OFF', async () => {
    sandbox.state.clock.set('2025-03-03T10:00:00+09:00');
    const { onNavigate } = renderApply(108, 'demo-income');
    await userEvent.click(within(await dialogNamed('오늘은 청약할 수 없어요')).getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith(DETAIL_108, RETURN);
  });

  it('불러오지 못하면 오류와 다시 시도하기', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/account/amts', times: 1 });
    renderApply(108, 'demo-income');
    await userEvent.click(await screen.findByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByLabelText('청약 수량')).toBeInTheDocument();
  });

  it('서버가 모르는 공모면 찾을 수 없다고만 하고 다시 시도하기는 없다', async () => {
    renderApply(99999, 'demo-income');
    expect(await screen.findByText('공모를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('삭제되었거나 주소가 바뀌었을 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도하기' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('청약 수량')).not.toBeInTheDocument();
  });

  it('보이는 동안 새로 불러오기만 실패하면 입력한 수량과 양식은 그대로, 알림과 다시 시도하기', async () => {
    const { queryClient } = renderApply(108, 'demo-income');
    const field = await screen.findByLabelText('청약 수량');
    await userEvent.type(field, '12');
    sandbox.faults.add({ status: 500, path: '/main/v1/account/amts', times: 1 });
    await act(() => queryClient.refetchQueries({ queryKey: accountQueries.amounts().queryKey }));
    expect(await screen.findByRole('alert')).toHaveTextContent('최신 청약 정보를 불러오지 못했어요.');
    expect(screen.getByLabelText('청약 수량')).toHaveValue('12');
    const held = sandbox.faults.add({ hold: true, path: '/main/v1/account/amts' });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    // While the answer is on its way the button waits, busy, and keeps focus.
    const waiting = await screen.findByRole('button', { name: '불러오는 중이에요' });
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(waiting).toHaveFocus();
    sandbox.faults.release(held.id);
    await waitFor(() => expect(screen.queryByText(/최신 청약 정보를 불러오지 못했어요/)).toBeNull());
    expect(screen.getByLabelText('청약 수량')).toHaveValue('12');
  });
});

describe('이미 청약했을 때', () => {
  it('SUBSCRIPTION_ADD → 추가 청약하기: 기존 수량과 추가 수량 칸', async () => {
    renderApply(108, 'demo-general');
    await userEvent.click(within(await dialogNamed('추가로 청약할까요?')).getByRole('button', { name: '추가 청약하기' }));
    expect(await screen.findByLabelText('추가 청약 수량')).toBeInTheDocument();
    expect(facts()).toContain('이미 청약한 수량: 100주');
    expect(facts()).toContain('청약 가능 수량: 719,900주');
  });

  it('추가하지 않으면 SUBSCRIPTION_ALREADY_OWN: 청약 취소하기 → 취소 인증', async () => {
    const { onNavigate } = renderApply(108, 'demo-general');
    await userEvent.click(within(await dialogNamed('추가로 청약할까요?')).getByRole('button', { name: '취소' }));
    await userEvent.click(within(await dialogNamed('이미 청약한 공모예요')).getByRole('button', { name: '청약 취소하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/subscription/cancel/certificate', search: { id: '108' } }, REPLACE);
  });

  it('투자자 정보가 24개월을 넘었어도 이미 한 청약은 취소할 수 있고, 추가 청약만 다시 등록을 묻는다', async () => {
    const lapsed = { ...LINKED_APPLICANT, investPersonInformChgMaturityAt: '20250303' };
    const first = renderApply(108, 'demo-general', lapsed);
    await userEvent.click(within(await dialogNamed('추가로 청약할까요?')).getByRole('button', { name: '취소' }));
    await userEvent.click(within(await dialogNamed('이미 청약한 공모예요')).getByRole('button', { name: '청약 취소하기' }));
    expect(first.onNavigate).toHaveBeenCalledWith({ route: '/subscription/cancel/certificate', search: { id: '108' } }, REPLACE);
    first.unmount();

    renderApply(108, 'demo-general', lapsed);
    await userEvent.click(within(await dialogNamed('추가로 청약할까요?')).getByRole('button', { name: '추가 청약하기' }));
    expect(await dialogNamed('투자자 정보를 다시 등록해주세요')).toHaveTextContent('다시 등록해야 청약과 매수를 할 수 있어요.');
    expect(screen.queryByLabelText('추가 청약 수량')).not.toBeInTheDocument();
  });

  it('SUBSCRIPTION_ALREADY_OWN 도 닫으면 공모로 돌아간다', async () => {
    const { onNavigate } = renderApply(108, 'demo-general');
    await userEvent.click(within(await dialogNamed('추가로 청약할까요?')).getByRole('button', { name: '취소' }));
    await userEvent.click(within(await dialogNamed('이미 청약한 공모예요')).getByRole('button', { name: '닫기' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(DETAIL_108, RETURN);
  });
});

describe('청약 신청', () => {
  async function openForm() {
    const rendered = renderApply(108, 'demo-income');
    const field = await screen.findByLabelText('청약 수량');
    return { ...rendered, field };
  }

  async function submitWith(field: HTMLElement, quantity: string) {
    await userEvent.clear(field);
    if (quantity) await userEvent.type(field, quantity);
    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
  }

  async function agreeAll() {
    for (const name of ['투자설명서(상품 설명서) 확인', '부적합 거래 확인']) {
      await userEvent.click(screen.getByRole('button', { name: `${name} 열기` }));
      const sheet = await screen.findByRole('dialog', { name });
      await userEvent.click(within(sheet).getAllByRole('button').at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    }
  }

  it('투자자 구분별 연간 한도, 남은 한도, 예치금, 청약 가능 수량과 원화 금액', async () => {
    const { field, container } = await openForm();
    expect(screen.getByText('광안리 오션뷰 스테이 · 공모가 5,000원')).toBeInTheDocument();
    expect(facts()).toEqual([
      '공모가: 5,000원',
      '청약 가능 수량: 720,000주',
      '연간 투자 한도: 40,000,000원 (소득적격 개인투자자)',
      '남은 연간 투자 한도: 25,000,000원',
      '청약 가능 금액: 12,000,000원',
    ]);
    await userEvent.type(field, '1,2a0');
    expect(field).toHaveValue('120');
    expect(screen.getByText('청약 금액 600,000원')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('전각 숫자(한글 IME 전각 모드)도 수량으로 받고, 숫자가 아닌 글자는 받지 않으며 이유를 보여 준다', async () => {
    const { field } = await openForm();
    await userEvent.type(field, '１２０');
    expect(field).toHaveValue('120');
    expect(screen.getByText('청약 금액 600,000원')).toBeInTheDocument();
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
    await userEvent.type(field, 'a');
    expect(field).toHaveValue('120');
    expect(screen.getByText('숫자만 입력할 수 있어요.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('청약 금액 600,000원 숫자만 입력할 수 있어요.');
    await userEvent.type(field, '0');
    expect(field).toHaveValue('1200');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '1234567890123');
    expect(field).toHaveValue('123456789012');
    expect(screen.getByText('숫자만 12자리까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('인증 단계에서 수량 다시 입력하기로 돌아오면 넘긴 수량은 그대로, 두 동의는 다시 받는다', async () => {
    const { field, applyScreen, rerender, onNavigate } = await openForm();
    await userEvent.type(field, '10');
    await agreeAll();
    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(CERTIFICATE_108, REPLACE));
    rerender(certificateScreen(108));
    await userEvent.click(await screen.findByRole('button', { name: '수량 다시 입력하기' }));
    expect(onNavigate).toHaveBeenLastCalledWith(APPLY_108, REPLACE);
    rerender(applyScreen);
    expect(await screen.findByLabelText('청약 수량')).toHaveValue('10');
    expect(screen.getByText('청약 금액 50,000원')).toBeInTheDocument();
    expect(screen.queryByText('동의 완료')).toBeNull();
  });

  it('투자설명서 전문을 보고 돌아와도 입력한 수량은 그대로, 두 동의는 다시 받는다', async () => {
    const { field, applyScreen, rerender, onNavigate } = await openForm();
    await userEvent.type(field, '37');
    await userEvent.click(screen.getByRole('button', { name: '투자설명서(상품 설명서) 확인 열기' }));
    const manual = await screen.findByRole('dialog', { name: '투자설명서(상품 설명서) 확인' });
    await userEvent.click(within(manual).getByRole('link', { name: '투자설명서 전문 보기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id/prospectus', params: { id: '108' } });
    // The document is a page of the main layout: the apply screen goes, and comes back anew.
    rerender(<p>투자설명서</p>);
    rerender(applyScreen);
    expect(await screen.findByLabelText('청약 수량')).toHaveValue('37');
    expect(screen.getByText('청약 금액 185,000원')).toBeInTheDocument();
    expect(screen.getAllByText('확인 전')).toHaveLength(2);
  });

  it('양식을 연 채 마감 시간이 지나면 청약 신청하기에서 시간을 다시 읽어 SUBSCRIPTION_IMPOSSIBLE_TIME, 인증 단계로 넘기지 않는다', async () => {
    sandbox.state.clock.set('2025-03-04T15:58:00+09:00');
    const { field, onNavigate } = await openForm();
    await userEvent.type(field, '10');
    await agreeAll();
    sandbox.state.clock.set('2025-03-04T16:01:00+09:00');
    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
    const dialog = await dialogNamed('지금은 청약할 수 없는 시간이에요');
    expect(within(dialog).getByText('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith(DETAIL_108, RETURN);
    expect(onNavigate).not.toHaveBeenCalledWith(CERTIFICATE_108, REPLACE);
  });

  it('청약 신청하기에서 시간을 확인하지 못하면 그렇게 말하고, 수량과 동의는 그대로 다시 누를 수 있다', async () => {
    const { field, onNavigate } = await openForm();
    await userEvent.type(field, '10');
    await agreeAll();
    sandbox.faults.add({ status: 500, path: '/main/v1/stock/market-operation-time', times: 1 });
    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('청약 가능 시간을 확인하지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(field).toHaveValue('10');
    expect(screen.getAllByText('동의 완료')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(CERTIFICATE_108, REPLACE));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('한 회원이 넘긴 주문과 수량은 같은 기기에 로그인한 다른 회원에게 보이지 않는다', async () => {
    const first = await openForm();
    await userEvent.type(first.field, '10');
    await agreeAll();
    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
    await waitFor(() => expect(first.onNavigate).toHaveBeenCalledWith(CERTIFICATE_108, REPLACE));
    first.unmount();

    // 박지훈 signs in on the same device (after a 401, without the logout that forgets drafts).
    updateUser({ id: 'demo-pro' });
    const second = renderScreen(certificateScreen(108), { token: sandbox.state.login('demo-pro').token });
    expect(screen.getByText('진행 중인 청약 신청이 없어요')).toBeInTheDocument();
    expect(screen.queryByLabelText('청약 신청 내용')).not.toBeInTheDocument();
    second.unmount();
    renderApply(108, 'demo-pro');
    expect(await screen.findByLabelText('청약 수량')).toHaveValue('');
  });

  it('수량이 없으면 SUBSCRIPTION_NONE_AMOUNT, 넘으면 SUBSCRIPTION_OVER_AMOUNT, 입력한 수량은 그대로', async () => {
    const { field } = await openForm();
    await submitWith(field, '');
    await userEvent.click(within(await dialogNamed('청약 수량을 입력해주세요')).getByRole('button', { name: '확인' }));
    await submitWith(field, '720001');
    await userEvent.click(within(await dialogNamed('청약 가능 수량을 넘었어요')).getByRole('button', { name: '확인' }));
    expect(field).toHaveValue('720001');
  });

  it('연간 한도를 넘으면 INSUFFICIENT_FUND_OVER_AMT 가 남은 한도를 말한다', async () => {
    const { field } = await openForm();
    await submitWith(field, '5001');
    const dialog = await dialogNamed('연간 투자 한도를 넘었어요');
    expect(within(dialog).getByText('올해 남은 투자 한도는 25,000,000원이에요. 한도 안에서 수량을 줄여주세요.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  });

  it('예치금보다 많으면 INSUFFICIENT_FUND, 입금하기 → 입금', async () => {
    const { field, onDeposit } = await openForm();
    await submitWith(field, '3000');
    await userEvent.click(within(await dialogNamed('예치금이 부족해요')).getByRole('button', { name: '입금하기' }));
    expect(onDeposit).toHaveBeenCalledOnce();
  });

  it('설명서와 부적합 확인을 모두 읽고 동의해야 인증 단계로: 주문이 넘어간다', async () => {
    const { field, onNavigate, rerender } = await openForm();
    await submitWith(field, '10');
    expect(await screen.findByRole('alert')).toHaveTextContent('투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');
    expect(onNavigate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '투자설명서(상품 설명서) 확인 열기' }));
    const manual = await screen.findByRole('dialog', { name: '투자설명서(상품 설명서) 확인' });
    expect(within(manual).getByText(/투자계약증권이며 위험 등급은 1등급\(매우 높은 위험\)이에요/)).toBeInTheDocument();
    await userEvent.click(within(manual).getByRole('button', { name: '설명서 내용을 읽었고 이해했어요' }));
    await agreeAll();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '청약 신청하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(CERTIFICATE_108, REPLACE));
    rerender(certificateScreen(108));
    expect(await screen.findByLabelText('청약 신청 내용')).toHaveTextContent('상품광안리 오션뷰 스테이청약 수량10주청약 금액50,000원');
  });
});
