// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { createMemoryPersistence, type RouteTarget } from '@jogak/app-core';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { memoryStorage } from '../../test/memory-storage';
import { renderWithSandbox, SANDBOX_ORIGIN } from '../../test/render-with-sandbox';
import { verifyAtSandbox as verifyAtSandboxFor, type VerifierPerson } from '../../test/sandbox-verifier';
import type { SetPin } from '../identity/identity-result-screen';
import { LOGIN_MEMBER_KEY } from '../login/login-member';
import { ForgotPinScreen } from './forgot-pin-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const KEY = 'pin-request-0001';
const NEW_PIN_SHA256 = 'b'.repeat(64);
const verifyAtSandbox = (person?: VerifierPerson) => verifyAtSandboxFor(SANDBOX_ORIGIN, KEY, person);

function renderForgotPin(search: Record<string, string>, { setPin = vi.fn<SetPin>(async () => ({ encrypted: NEW_PIN_SHA256 })), storedKey = KEY } = {}) {
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const openVerifier = vi.fn<(key: string) => void>();
  const verificationStorage = memoryStorage(storedKey ? { 'jogak:kmc:key': storedKey } : {});
  const persistence = createMemoryPersistence();
  const result = renderWithSandbox(
    <ForgotPinScreen
      search={search}
      onNavigate={onNavigate}
      verificationStorage={verificationStorage}
      openVerifier={openVerifier}
      setPin={setPin}
      persistence={persistence}
      createRequestKey={() => KEY}
    />,
  );
  return { ...result, onNavigate, openVerifier, verificationStorage, persistence, setPin };
}

describe('ForgotPinScreen — 시작', () => {
  it('무엇을 하는지 알려주고, 본인인증하기는 새 요청 키를 남기고 인증 기관으로 간다', async () => {
    const { container, openVerifier, verificationStorage, onNavigate } = renderForgotPin({}, { storedKey: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'PIN 다시 설정하기' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'PIN 재설정 순서' })).toHaveTextContent('문자로 받은 인증번호 6자리를 3분 안에 입력해요.');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '본인인증하기' }));
    expect(openVerifier).toHaveBeenCalledWith(KEY);
    expect(verificationStorage.items.get('jogak:kmc:key')).toBe(KEY);
    await userEvent.click(screen.getByRole('button', { name: '로그인으로 돌아가기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'individual' } });
  });

  it('인증 기관이 없는 빌드는 이유를 말하고 버튼을 끈다', () => {
    renderWithSandbox(
      <ForgotPinScreen search={{}} onNavigate={vi.fn()} verificationStorage={memoryStorage()} openVerifier={null} setPin={vi.fn<SetPin>()} persistence={createMemoryPersistence()} />,
    );
    expect(screen.getByText('본인인증 서비스에 연결할 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '본인인증하기' })).toBeDisabled();
  });
});

describe('ForgotPinScreen — 본인인증 뒤', () => {
  it('새 PIN 을 두 번 입력받아 바꾸고, 기기에 회원을 남기고, 새 PIN 으로 로그인하게 한다', async () => {
    const search = await verifyAtSandbox();
    const { container, setPin, persistence, verificationStorage, onNavigate } = renderForgotPin(search);
    expect(screen.getByRole('heading', { level: 1, name: '새 PIN 설정' })).toBeInTheDocument();
    expect(screen.getByText('김민준님, 본인인증이 끝났어요. 로그인할 때 쓸 새 PIN 6자리를 설정해주세요.')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: '새 PIN 설정하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PIN을 다시 설정했어요' })).toBeInTheDocument();
    expect(screen.getByText('김민준님, 이제 새 PIN으로 로그인해주세요.')).toBeInTheDocument();
    expect(setPin.mock.calls).toEqual([['enter'], ['confirm']]);
    expect(sandbox.state.member('demo-general').pinHash).toBe(NEW_PIN_SHA256);
    expect(persistence.entries()).toEqual({
      'jogak:ci': 'demo-ci-demo-general',
      [LOGIN_MEMBER_KEY]: JSON.stringify({ memberId: 'demo-general', name: '김민준' }),
    });
    expect(verificationStorage.items.size).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'individual' } });
  });

  it('확인 PIN 이 다르면 이유를 말하고 다시 설정하게 한다', async () => {
    const entries = [NEW_PIN_SHA256, DEMO_PIN_SHA256, NEW_PIN_SHA256, NEW_PIN_SHA256];
    const setPin = vi.fn<SetPin>(async () => ({ encrypted: entries.shift() ?? '' }));
    renderForgotPin(await verifyAtSandbox(), { setPin });
    await userEvent.click(screen.getByRole('button', { name: '새 PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN이 서로 달라요. 처음부터 다시 입력해주세요.');
    expect(sandbox.state.member('demo-general').pinHash).toBe(DEMO_PIN_SHA256);
    await userEvent.click(screen.getByRole('button', { name: '새 PIN 다시 설정하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PIN을 다시 설정했어요' })).toBeInTheDocument();
  });

  it('바꾸는 중 연결이 끊기면 다시 설정하지 못했다고 해요체 한 번으로 알리고 새 PIN 을 다시 설정하게 한다', async () => {
    renderForgotPin(await verifyAtSandbox());
    sandbox.faults.add({ method: 'PUT', path: '/main/v1/member/pin', abort: true });
    await userEvent.click(screen.getByRole('button', { name: '새 PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^PIN을 다시 설정하지 못했어요\. 잠시 후 다시 시도해주세요\.$/);
    expect(sandbox.state.member('demo-general').pinHash).toBe(DEMO_PIN_SHA256);
    expect(screen.getByRole('button', { name: '새 PIN 다시 설정하기' })).toBeEnabled();
  });

  it('본인인증이 10분을 넘기면 샌드박스가 거절하고, 본인인증을 다시 하게 한다', async () => {
    const search = await verifyAtSandbox();
    sandbox.state.clock.advance({ minutes: 11 });
    const { openVerifier } = renderForgotPin(search);
    await userEvent.click(screen.getByRole('button', { name: '새 PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증이 끝나지 않았거나 시간이 지났어요. 본인인증을 다시 해주세요.');
    expect(sandbox.state.member('demo-general').pinHash).toBe(DEMO_PIN_SHA256);
    await userEvent.click(screen.getByRole('button', { name: '본인인증 다시 하기' }));
    expect(openVerifier).toHaveBeenCalledWith(KEY);
  });

  it('다른 사람의 CI 로는 바꾸지 못한다 (본인인증 결과와 CI 가 맞아야 한다)', async () => {
    const search = { ...(await verifyAtSandbox()), ci: 'demo-ci-demo-pro' };
    renderForgotPin(search);
    await userEvent.click(screen.getByRole('button', { name: '새 PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증이 끝나지 않았거나 시간이 지났어요.');
    expect(sandbox.state.member('demo-pro').pinHash).toBe(DEMO_PIN_SHA256);
  });

  it('가입하지 않은 사람은 회원가입으로 안내한다', async () => {
    renderForgotPin(await verifyAtSandbox({ carrier: 'KT', name: '문가은', birth: '940517', genderDigit: '2', phoneNo: '01012349876' }));
    await userEvent.click(screen.getByRole('button', { name: '새 PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('가입된 회원 정보가 없어요. 회원가입 후 이용해주세요.');
    expect(screen.getByRole('button', { name: '회원가입하기' })).toBeInTheDocument();
  });

  it('키패드를 닫으면 취소를 알린다', async () => {
    renderForgotPin(await verifyAtSandbox(), { setPin: vi.fn<SetPin>(async () => null) });
    await userEvent.click(screen.getByRole('button', { name: '새 PIN 설정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN 설정을 취소했어요. 새 PIN을 설정해야 로그인할 수 있어요.');
  });
});

describe('ForgotPinScreen — 인증 기관에서 돌아온 다른 결과', () => {
  it('인증번호가 틀리면 NOT_MATCH_AUTH_NUMBER 로 새 번호를 요청하게 한다', async () => {
    const { openVerifier } = renderForgotPin({ key: KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' });
    const dialog = await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 요청하기' }));
    expect(openVerifier).toHaveBeenCalledWith(KEY);
  });

  it('인증번호가 틀렸다는 알림을 닫기만 하면(뒤로, Esc) 새 번호를 요청하지 않는다', async () => {
    const { openVerifier } = renderForgotPin({ key: KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' });
    await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '인증번호가 일치하지 않아요' })).toBeNull());
    expect(openVerifier).not.toHaveBeenCalled();
  });

  it('본인인증을 그만두면 확인한 뒤 로그인으로 돌아간다', async () => {
    const { onNavigate, verificationStorage } = renderForgotPin({ key: KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/auth/login', search: { tabs: 'individual' } }]]);
    expect(verificationStorage.items.size).toBe(0);
  });

  it('이 기기의 요청이 아니면 결과를 쓰지 않고 다시 본인인증하게 한다', async () => {
    const search = await verifyAtSandbox();
    const { openVerifier } = renderForgotPin(search, { storedKey: 'other-request' });
    expect(screen.getByRole('heading', { level: 1, name: '본인인증 결과를 확인할 수 없어요' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '본인인증 다시 하기' }));
    expect(openVerifier).toHaveBeenCalledWith(KEY);
  });
});
