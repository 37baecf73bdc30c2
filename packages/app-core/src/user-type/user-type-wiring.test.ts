import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../logout/logout';
import { createMemoryPersistence } from '../persistence/persistence-adapter';
import { decideAfterMemberInfo, routeByUserType } from '../start-up/start-up';
import { resetUser, updateUser, userStore } from '../stores/user-store';
import { nextUserType } from './user-type';
import type * as UserTypeModule from './user-type';

// The table itself is tested in user-type.test.ts; here it is swapped for a spy, so a caller that
// writes a transition of its own instead of asking the table fails.
vi.mock('./user-type', async (importOriginal) => {
  const actual = await importOriginal<typeof UserTypeModule>();
  return { ...actual, nextUserType: vi.fn(actual.nextUserType) };
});

const transition = vi.mocked(nextUserType);

beforeEach(() => {
  transition.mockReset();
  resetUser();
});

describe('사용자 유형 전이는 nextUserType 한 곳에서 정한다', () => {
  it('시작 라우팅은 표가 주는 유형으로 바꾼다', () => {
    transition.mockReturnValueOnce('000');
    expect(routeByUserType('103', 'INDIVIDUAL').effects).toEqual([{ type: 'set-user-type', userType: '000' }]);
    expect(transition).toHaveBeenCalledWith('103', { type: 'START_UP_ROUTED' });
  });

  it('시작 라우팅에서 표가 유형을 그대로 두면 바꾸지 않는다', () => {
    transition.mockReturnValueOnce('123');
    expect(routeByUserType('123', 'INDIVIDUAL').effects).toEqual([{ type: 'clear-phone-change-status' }]);
  });

  it('저장된 휴대폰 변경은 표의 PHONE_CHANGED 로 유형을 정한다', () => {
    decideAfterMemberInfo({ userType: '200', individualCorpCode: 'INDIVIDUAL' }, true);
    expect(transition).toHaveBeenCalledWith('200', { type: 'PHONE_CHANGED' });
  });

  it('로그아웃은 표의 LOGOUT 으로 유형을 정한다', async () => {
    updateUser({ id: 'demo', userType: '200' });
    transition.mockReturnValueOnce('100');
    await logout({ persistence: createMemoryPersistence(), invalidatePin: () => undefined, navigate: () => undefined });
    expect(transition).toHaveBeenCalledWith(expect.anything(), { type: 'LOGOUT' });
    expect(userStore.userType).toBe('100');
  });
});
