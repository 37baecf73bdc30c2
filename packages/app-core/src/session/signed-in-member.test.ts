import { afterEach, describe, expect, it } from 'vitest';
import { resetSession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser } from '../stores/user-store';
import { signedInMemberId } from './signed-in-member';

afterEach(() => {
  resetSession();
  resetUser();
});

describe('signedInMemberId', () => {
  it('로그인한 세션은 로그인이 알려 준 아이디', () => {
    updateUser({ id: 'demo-general' });
    Object.assign(sessionStore, { token: 'token-b', userId: 'demo-pro' });
    expect(signedInMemberId()).toBe('demo-pro');
  });

  it('기기에서 읽은 세션(토큰만, 아이디 없이)은 저장된 회원', () => {
    updateUser({ id: 'demo-general' });
    sessionStore.token = 'stored-token';
    expect(signedInMemberId()).toBe('demo-general');
  });

  it('토큰이 없거나 저장된 사용자가 손님이면 아무도 아니다', () => {
    updateUser({ id: 'demo-general' });
    expect(signedInMemberId()).toBe('');
    resetUser();
    sessionStore.token = 'stored-token';
    expect(signedInMemberId()).toBe('');
  });
});
