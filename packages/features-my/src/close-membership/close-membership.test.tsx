// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this runs in jsdom.
// @vitest-environment jsdom
import { createMemoryPersistence, type PersistenceAdapter } from '@jogak/app-core';
import { renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBridge } from '../../test/fake-bridge';
import { CLOSED_TOAST, CloseMembership } from './close-membership';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

/** What a signed-in member who turned biometric unlock on keeps on the device. */
const DEVICE = {
  'jogak:ci': 'demo-ci-demo-kakao',
  'jogak:corp-info': '{}',
  'jogak:login-member': JSON.stringify({ memberId: 'demo-kakao', name: '강지민' }),
  'jogak:biometrics': 'Y',
  'jogak:token': 'token',
};

function renderClose(persistence: PersistenceAdapter) {
  const bridge = fakeBridge();
  const onSignedOut = vi.fn<() => void>();
  renderScreen(
    <CloseMembership
      bridge={bridge.bridge}
      pinOwner="individual"
      persistence={persistence}
      onBack={() => undefined}
      onSignedOut={onSignedOut}
      headingRef={createRef<HTMLHeadingElement>()}
    />,
    { token: sandbox.state.login('demo-kakao').token },
  );
  return { calls: bridge.calls, onSignedOut };
}

async function closeMembership() {
  await userEvent.click(await screen.findByRole('radio', { name: '서비스를 자주 이용하지 않아요' }));
  await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
}

describe('CloseMembership: 탈퇴한 뒤 기기에 남는 것', () => {
  it('셸에 PIN과 생체 인증을 지우라고 하고, 기기의 CI·법인 정보·로그인 회원(아이디와 이름)·생체 인증 설정을 지운다', async () => {
    const persistence = createMemoryPersistence(DEVICE);
    const { calls, onSignedOut } = renderClose(persistence);
    await closeMembership();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(sandbox.state.data.members.has('demo-kakao')).toBe(false);
    expect(calls).toContainEqual({ command: 'pin.reset', payload: { owner: 'individual' } });
    expect(calls).toContainEqual({ command: 'biometrics.reset', payload: { owner: 'individual' } });
    // The token goes with the app's logout (onSignedOut), not here.
    expect(persistence.entries()).toEqual({ 'jogak:token': 'token' });
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
