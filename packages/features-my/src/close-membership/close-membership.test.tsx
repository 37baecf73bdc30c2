// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this runs in jsdom.
// @vitest-environment jsdom
import { createMemoryPersistence, type PersistenceAdapter } from '@jogak/app-core';
import type { PinOwner } from '@jogak/native-bridge';
import { renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBridge } from '../../test/fake-bridge';
import { CLOSED_TOAST, CloseMembership } from './close-membership';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

/**
 * A phone an individual (A, PIN login) and a corporation (B, certificate login) share, each with
 * biometric unlock on: A's CI and login member, B's business number and DN, one flag per owner.
 */
const INDIVIDUAL_KEYS = {
  'jogak:ci': 'demo-ci-demo-kakao',
  'jogak:login-member': JSON.stringify({ memberId: 'demo-kakao', name: '강지민' }),
  'jogak:biometrics:individual': 'Y',
};
const CORPORATE_KEYS = {
  'jogak:corp-info': JSON.stringify({ corpBusinessPersonNo: '2148812399', dn: 'cn=새봄리츠' }),
  'jogak:biometrics:corporate': 'Y',
};
const DEVICE = { ...INDIVIDUAL_KEYS, ...CORPORATE_KEYS, 'jogak:token': 'token' };

function renderClose(persistence: PersistenceAdapter, { pinOwner = 'individual', memberId = 'demo-kakao' }: { pinOwner?: PinOwner; memberId?: string } = {}) {
  const bridge = fakeBridge();
  const onSignedOut = vi.fn<() => void>();
  renderScreen(
    <CloseMembership
      bridge={bridge.bridge}
      pinOwner={pinOwner}
      persistence={persistence}
      onBack={() => undefined}
      onSignedOut={onSignedOut}
      headingRef={createRef<HTMLHeadingElement>()}
    />,
    { token: sandbox.state.login(memberId).token },
  );
  return { calls: bridge.calls, onSignedOut };
}

async function closeMembership() {
  await userEvent.click(await screen.findByRole('radio', { name: '서비스를 자주 이용하지 않아요' }));
  await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
}

describe('CloseMembership: 탈퇴 조건', () => {
  it('탈퇴 조건을 확인하지 못하면 제목이 말한 실패를 해요체 한 번으로 두고, 할 일만 덧붙인다', async () => {
    sandbox.faults.add({ status: 400, path: '/main/v1/member/close/conditions', method: 'GET', times: 1 });
    renderClose(createMemoryPersistence());
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(failure).not.toHaveTextContent('에러가 발생했습니다');
  });
});

describe('CloseMembership: 탈퇴 요청', () => {
  it('요청 중 연결이 끊기면 탈퇴하지 못했다고 해요체 한 번으로 알리고, 회원과 기기의 정보는 그대로 둔다', async () => {
    const persistence = createMemoryPersistence(DEVICE);
    const { onSignedOut } = renderClose(persistence);
    sandbox.faults.add({ method: 'DELETE', path: '/main/v1/member', abort: true });
    await closeMembership();
    expect(await screen.findByText('탈퇴하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(sandbox.state.data.members.has('demo-kakao')).toBe(true);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(persistence.entries()).toEqual(DEVICE);
  });
});

describe('CloseMembership: 탈퇴한 뒤 기기에 남는 것', () => {
  it('개인 회원이 탈퇴하면 셸에 그 PIN과 생체 인증을 지우라고 하고, 기기의 CI·로그인 회원·생체 인증 설정만 지우고 법인 회원의 정보는 남긴다', async () => {
    const persistence = createMemoryPersistence(DEVICE);
    const { calls, onSignedOut } = renderClose(persistence);
    await closeMembership();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(sandbox.state.data.members.has('demo-kakao')).toBe(false);
    expect(calls).toContainEqual({ command: 'pin.reset', payload: { owner: 'individual' } });
    expect(calls).toContainEqual({ command: 'biometrics.reset', payload: { owner: 'individual' } });
    // The token goes with the app's logout (onSignedOut), not here.
    expect(persistence.entries()).toEqual({ ...CORPORATE_KEYS, 'jogak:token': 'token' });
  });

  it('법인 회원이 탈퇴하면 법인 정보와 그 생체 인증 설정만 지우고, 개인 회원의 CI와 로그인 회원은 남긴다', async () => {
    const persistence = createMemoryPersistence(DEVICE);
    const { calls, onSignedOut } = renderClose(persistence, { pinOwner: 'corporate', memberId: 'demo-corp-link' });
    await closeMembership();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(sandbox.state.data.members.has('demo-corp-link')).toBe(false);
    expect(calls).toContainEqual({ command: 'pin.reset', payload: { owner: 'corporate' } });
    expect(calls).toContainEqual({ command: 'biometrics.reset', payload: { owner: 'corporate' } });
    expect(calls).not.toContainEqual(expect.objectContaining({ payload: { owner: 'individual' } }));
    expect(persistence.entries()).toEqual({ ...INDIVIDUAL_KEYS, 'jogak:token': 'token' });
  });

  it('이전 버전이 두 회원 몫으로 하나만 남긴 생체 인증 설정도 탈퇴하면 지운다', async () => {
    const persistence = createMemoryPersistence({ ...INDIVIDUAL_KEYS, 'jogak:biometrics': 'Y' });
    const { onSignedOut } = renderClose(persistence);
    await closeMembership();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(persistence.entries()).toEqual({});
  });

  it('기기 저장소를 지우지 못해도 탈퇴는 끝난 것이니 알리고 로그아웃한다', async () => {
    const memory = createMemoryPersistence(DEVICE);
    const persistence: PersistenceAdapter = { ...memory, remove: () => Promise.reject(new Error('보안 저장소에 접근하지 못했어요.')) };
    const { calls, onSignedOut } = renderClose(persistence);
    await closeMembership();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(CLOSED_TOAST)).toBeInTheDocument();
    expect(screen.queryByText('보안 저장소에 접근하지 못했어요.')).toBeNull();
    expect(calls).toContainEqual({ command: 'pin.reset', payload: { owner: 'individual' } });
  });
});
