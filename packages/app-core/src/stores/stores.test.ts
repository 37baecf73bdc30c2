import { describe, expect, it } from 'vitest';
import { commonStore, createDefaultCommonState } from './common-store';
import { createEmptySession, resetSession, sessionStore } from './session-store';
import { resetUser, updateUser, userStore } from './user-store';

describe('userStore', () => {
  it('기본값으로 시작하고, 갱신 뒤 초기화하면 기본값으로 돌아간다', () => {
    expect([userStore.id, userStore.age, userStore.userType, userStore.media]).toEqual(['guest', 12, '100', 'ANDROID']);
    updateUser({ id: 'demo', age: 40, invest: { PRO_INVESTOR: {} } });
    expect(userStore.id).toBe('demo');
    resetUser();
    expect([userStore.id, userStore.age, userStore.invest]).toEqual(['guest', 12, {}]);
  });
});

describe('commonStore', () => {
  it('기본 공통 상태', () => {
    Object.assign(commonStore, createDefaultCommonState());
    expect(commonStore.appState).toBeNull();
    expect(commonStore.isKakaoIng).toBe(false);
    expect(commonStore.qnaDetail).toBeNull();
  });
});

describe('sessionStore', () => {
  it('세션을 비워도 기기의 푸시 토큰은 남긴다', () => {
    Object.assign(sessionStore, { ...createEmptySession(), token: 'T', txId: 'TX', pushToken: 'PUSH' });
    resetSession();
    expect({ ...sessionStore }).toEqual({ ...createEmptySession(), pushToken: 'PUSH' });
  });
});
