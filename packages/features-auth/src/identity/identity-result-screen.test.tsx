// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { createMemoryPersistence, resetSession, resetUser, sessionStore, userStore, type RouteTarget } from '@jogak/app-core';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { renderWithSandbox } from '../../test/render-with-sandbox';
import { expectNoAxeViolations } from '../../test/axe';
import { IdentityResultScreen, type SetPin } from './identity-result-screen';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  resetUser();
  resetSession();
});
afterAll(() => sandbox.close());

const KEY = 'req-0001';
const DRAFT = JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance', 'marketing'], advertiseInformSendAgreeYn: 'Y' });
const VERIFIED = { key: KEY, resultCode: 'SUCCESS', ci: 'kmc-ci-moon', name: '문가은', birth: '940517', genderDigit: '2', phoneNo: '01012349876', nation: 'LOCAL' };
const OTHER_PIN_SHA256 = 'a'.repeat(64);

function renderResult(
  search: Record<string, string>,
  { setPin = vi.fn<SetPin>(async () => ({ encrypted: DEMO_PIN_SHA256 })), draft = true, now = () => Date.parse(NOW) } = {},
) {
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const openVerifier = vi.fn<(key: string) => void>();
  const verificationStorage = memoryStorage({ 'jogak:kmc:key': KEY });
  const draftStorage = memoryStorage(draft ? { 'jogak:sign-up:agreements': DRAFT } : {});
  const persistence = createMemoryPersistence({ 'jogak:referral-code': 'FRIEND1' });
  const result = renderWithSandbox(
    <IdentityResultScreen
      search={search}
      onNavigate={onNavigate}
      draftStorage={draftStorage}
      verificationStorage={verificationStorage}
      openVerifier={openVerifier}
      setPin={setPin}
      persistence={persistence}
      now={now}
    />,
  );
  return { ...result, onNavigate, openVerifier, verificationStorage, draftStorage, persistence, setPin };
}

describe('IdentityResultScreen — 본인인증 성공', () => {
  it('PIN 을 두 번 입력받아 101 회원으로 가입하고, 환영한 뒤 고객확인(/kyc)으로 보낸다', async () => {
    const { container, setPin, onNavigate, verificationStorage, draftStorage, persistence } = renderResult(VERIFIED);
    expect(await screen.findByRole('heading', { level: 1, name: 'PIN 설정' })).toBeInTheDocument();
    expect(screen.getByText('문가은님, 본인인증이 끝났어요. 조각에 로그인할 때 쓸 PIN 6자리를 설정해주세요.')).toBeInTheDocument();
    expect(JSON.parse(verificationStorage.items.get('jogak:kmc:data') ?? 'null')).toEqual({
      ci: 'kmc-ci-moon',
      name: '문가은',
      birth: '1994-05-17',
      phoneNo: '01012349876',
      gender: 'F',
      nation: 'LOCAL',
    });
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'PIN 설정하기' }));
    const welcome = await screen.findByRole('dialog', { name: '문가은님과 함께하게 되어 기뻐요' });
    expect(setPin.mock.calls).toEqual([['enter'], ['confirm']]);
    expect(userStore).toMatchObject({ userType: '101', individualCorpCode: 'INDIVIDUAL', name: '문가은', ci: 'kmc-ci-moon', birth: '1994-05-17', gender: 'F' });
    expect(sessionStore.token).not.toBe('');
    expect(persistence.entries()).toEqual({
      'jogak:referral-code': 'FRIEND1',
      'jogak:ci': 'kmc-ci-moon',
      // The device's member for the next PIN login.
      'jogak:login-member': JSON.stringify({ memberId: userStore.id, name: '문가은' }),
    });
    expect(verificationStorage.items.size).toBe(0);
    expect(draftStorage.items.size).toBe(0);
    const member = [...sandbox.state.data.members.values()].find((item) => item.ci === 'kmc-ci-moon');
    expect(member).toMatchObject({ name: '문가은', userType: '101', birth: '19940517', phoneNo: '01012349876', advertiseInformSendAgreeYn: 'Y' });

    await userEvent.click(within(welcome).getByRole('button', { name: '시작하기' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/kyc' }]]);
    expect(screen.getByRole('heading', { level: 1, name: '가입이 끝났어요' })).toBeInTheDocument();
  });

  it('확인 PIN 이 다르면 이유를 말하고 다시 설정하게 한다', async () => {
    const entries = [DEMO_PIN_SHA256, OTHER_PIN_SHA256, DEMO_PIN_SHA256, DEMO_PIN_SHA256];
    const setPin = vi.fn<SetPin>(async () => ({ encrypted: entries.shift() ?? '' }));
    renderResult(VERIFIED, { setPin });
    await userEvent.click(await screen.findByRole('button', { name: 'PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN이 서로 달라요. 처음부터 다시 입력해주세요.');
    expect([...sandbox.state.data.members.values()].some((item) => item.ci === 'kmc-ci-moon')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'PIN 다시 설정하기' }));
    expect(await screen.findByRole('dialog', { name: '문가은님과 함께하게 되어 기뻐요' })).toBeInTheDocument();
    expect(setPin).toHaveBeenCalledTimes(4);
  });

  it('가입 요청 중 연결이 끊기면 가입하지 못했다고 해요체 한 번으로 알리고 다시 설정하게 한다', async () => {
    sandbox.faults.add({ method: 'POST', path: '/main/v1/member/cert/result-join', abort: true });
    renderResult(VERIFIED);
    await userEvent.click(await screen.findByRole('button', { name: 'PIN 설정하기' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(/^가입하지 못했어요\. 잠시 후 다시 시도해주세요\.$/);
    expect([...sandbox.state.data.members.values()].some((item) => item.ci === 'kmc-ci-moon')).toBe(false);
    expect(screen.getByRole('button', { name: 'PIN 다시 설정하기' })).toBeEnabled();
  });

  it('키패드를 닫으면 PIN 을 설정해야 가입이 끝난다고 알린다', async () => {
    const setPin = vi.fn<SetPin>(async () => null);
    renderResult(VERIFIED, { setPin });
    await userEvent.click(await screen.findByRole('button', { name: 'PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN 설정을 취소했어요. PIN을 설정해야 가입이 끝나요.');
    expect(setPin.mock.calls).toEqual([['enter']]);
  });

  it('키패드가 실패하면 그 이유를 보여준다', async () => {
    const setPin = vi.fn<SetPin>(async () => {
      throw new Error('보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    });
    renderResult(VERIFIED, { setPin });
    await userEvent.click(await screen.findByRole('button', { name: 'PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
  });

  it('가입 가능 여부를 확인하지 못하면 알리고 다시 확인한다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/cert/check', times: 1 });
    renderResult(VERIFIED);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('가입 가능 여부를 확인하지 못했어요');
    await userEvent.click(within(error).getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PIN 설정' })).toBeInTheDocument();
  });
});

describe('IdentityResultScreen — 가입할 수 없는 사람', () => {
  it('만 19세가 안 되면 CAN_NOT_REGISTER 를 보여주고 첫 화면으로 보낸다', async () => {
    const { onNavigate, verificationStorage, draftStorage } = renderResult({ ...VERIFIED, birth: '060305', genderDigit: '4' });
    const dialog = await screen.findByRole('dialog', { name: '가입할 수 없어요' });
    expect(dialog).toHaveTextContent('조각은 만 19세 이상부터 가입할 수 있어요.');
    expect(verificationStorage.items.size).toBe(0);
    expect(draftStorage.items.size).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/auth/first-time-sign-up' }]]);
  });

  it('인증 결과의 생년월일로 만 19세가 안 되면 서버에 묻기 전에 CAN_NOT_REGISTER (19번째 생일 하루 전)', async () => {
    // Were the check asked, its failure would show 본인인증 결과를 확인하지 못했어요 instead.
    sandbox.faults.add({ method: 'POST', path: '/main/v1/member/cert/check', status: 500 });
    renderResult({ ...VERIFIED, birth: '060305', genderDigit: '4' }, { now: () => Date.parse('2025-03-04T23:59:59+09:00') });
    const dialog = await screen.findByRole('dialog', { name: '가입할 수 없어요' });
    expect(dialog).toHaveTextContent('조각은 만 19세 이상부터 가입할 수 있어요.');
  });

  it('19번째 생일(서울 날짜)부터는 서버에 묻는다', async () => {
    sandbox.faults.add({ method: 'POST', path: '/main/v1/member/cert/check', status: 500 });
    renderResult({ ...VERIFIED, birth: '060305', genderDigit: '4' }, { now: () => Date.parse('2025-03-05T00:00:00+09:00') });
    expect(await screen.findByText('본인인증 결과를 확인하지 못했어요')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '가입할 수 없어요' })).toBeNull();
  });

  it('이미 회원이면 로그인하게 한다', async () => {
    const { onNavigate } = renderResult({ ...VERIFIED, ci: 'demo-ci-demo-general', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234' });
    const dialog = await screen.findByRole('dialog', { name: '이미 가입된 회원이에요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/auth/login' }]]);
  });
});

describe('IdentityResultScreen — 인증을 끝내지 못한 경우', () => {
  it('인증번호가 틀리면 NOT_MATCH_AUTH_NUMBER 후 같은 요청으로 새 번호를 받으러 간다', async () => {
    const { openVerifier } = renderResult({ key: KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' });
    const dialog = await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 요청하기' }));
    await expect.poll(() => openVerifier.mock.calls).toEqual([[KEY]]);
  });

  it('인증번호가 틀렸다는 알림을 닫기만 하면(뒤로, Esc) 새 번호를 받으러 가지 않는다', async () => {
    const { openVerifier } = renderResult({ key: KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' });
    await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '인증번호가 일치하지 않아요' })).toBeNull());
    expect(openVerifier).not.toHaveBeenCalled();
  });

  it('중간에 나오면 그만할지 묻고, 계속하기는 인증으로 돌아간다', async () => {
    const { openVerifier, onNavigate } = renderResult({ key: KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' });
    const dialog = await screen.findByRole('dialog', { name: '휴대폰 본인인증을 그만할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '계속하기' }));
    await expect.poll(() => openVerifier.mock.calls).toEqual([[KEY]]);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('나가기는 본인인증과 동의 기록을 지우고 회원가입 처음으로 간다', async () => {
    const { openVerifier, onNavigate, verificationStorage, draftStorage } = renderResult({ key: KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' });
    const dialog = await screen.findByRole('dialog', { name: '휴대폰 본인인증을 그만할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/auth/sign-up' }]]);
    expect(openVerifier).not.toHaveBeenCalled();
    expect(verificationStorage.items.size).toBe(0);
    expect(draftStorage.items.size).toBe(0);
  });

  it('이 기기가 시작하지 않은 요청이면 처음부터 다시 하게 한다', async () => {
    const { onNavigate } = renderResult({ ...VERIFIED, key: 'someone-else' });
    expect(screen.getByRole('heading', { level: 1, name: '본인인증 결과를 확인할 수 없어요' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '회원가입 처음부터 하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up' });
  });

  it('약관 동의 기록이 없으면 처음부터 다시 하게 한다', () => {
    renderResult(VERIFIED, { draft: false });
    expect(screen.getByRole('heading', { level: 1, name: '약관 동의 정보가 없어요' })).toBeInTheDocument();
  });
});
