import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser } from '../stores/user-store';
import { memberLeft, onMemberLeft } from './member-left';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('memberLeft', () => {
  it.each([
    ['로그아웃(토큰이 지워짐)', { signedIn: true, userId: 'A' }, { signedIn: false, userId: 'A' }, true],
    ['다른 회원의 로그인', { signedIn: true, userId: 'A' }, { signedIn: true, userId: 'B' }, true],
    ['손님의 로그인', { signedIn: false, userId: '' }, { signedIn: true, userId: 'A' }, false],
    ['같은 회원의 토큰 갱신', { signedIn: true, userId: 'A' }, { signedIn: true, userId: 'A' }, false],
    ['기기에서 읽은 세션(토큰 뒤에 아이디)', { signedIn: true, userId: '' }, { signedIn: true, userId: 'A' }, false],
    ['손님 그대로', { signedIn: false, userId: '' }, { signedIn: false, userId: '' }, false],
  ])('%s → %s', (_case, before, after, left) => {
    expect(memberLeft(before, after)).toBe(left);
  });
});

describe('onMemberLeft', () => {
  afterEach(() => {
    resetSession();
    resetUser();
  });

  it('회원이 로그아웃하거나 다른 회원이 로그인하면 잊고, 손님의 로그인이나 토큰 갱신은 그대로 둔다', async () => {
    const forget = vi.fn();
    const stop = onMemberLeft(forget);
    Object.assign(sessionStore, { token: 'token-a', userId: 'A' });
    await settled();
    sessionStore.token = 'token-a2';
    await settled();
    expect(forget).not.toHaveBeenCalled();
    sessionStore.token = '';
    await settled();
    expect(forget).toHaveBeenCalledTimes(1);
    Object.assign(sessionStore, { token: 'token-a', userId: 'A' });
    await settled();
    Object.assign(sessionStore, { token: 'token-b', userId: 'B' });
    await settled();
    expect(forget).toHaveBeenCalledTimes(2);
    stop();
    sessionStore.token = '';
    await settled();
    expect(forget).toHaveBeenCalledTimes(2);
  });

  it('기기에서 읽은 세션(아이디 없이 토큰만)의 회원도 다른 회원이 로그인하면 잊는다', async () => {
    const forget = vi.fn();
    const stop = onMemberLeft(forget);
    updateUser({ id: 'A' });
    sessionStore.token = 'stored-token';
    await settled();
    Object.assign(sessionStore, { token: 'token-b', userId: 'B' });
    await settled();
    expect(forget).toHaveBeenCalledTimes(1);
    stop();
  });
});
