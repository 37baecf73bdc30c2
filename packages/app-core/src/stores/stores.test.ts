import { afterEach, describe, expect, it } from 'vitest';
import { investorInfoStore, resetInvestorInfo } from '../investor-info/investor-info';
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

describe('updateUser 의 회원 바뀜', () => {
  afterEach(() => {
    resetUser();
    resetInvestorInfo();
  });

  it('다른 회원을 담으면 앞 회원의 사용자 정보와 투자자 정보를 지우고 담는다(기기의 매체는 남긴다)', () => {
    updateUser({ id: 'demo-general', accountNo: '7010100001', media: 'IOS' });
    investorInfoStore.investProposeCod = '02';
    updateUser({ id: 'demo-account-open', name: '정우성' });
    expect([userStore.id, userStore.name, userStore.accountNo, userStore.media]).toEqual(['demo-account-open', '정우성', '', 'IOS']);
    expect(investorInfoStore.investProposeCod).toBe('');
  });

  it('같은 회원, 아이디 없는 갱신, 손님의 로그인은 담긴 것을 그대로 둔다', () => {
    updateUser({ name: '정우성', phoneNo: '01055550101' });
    updateUser({ id: 'demo-account-open' });
    updateUser({ accountNo: '7020100001' });
    investorInfoStore.investProposeCod = '02';
    updateUser({ id: 'demo-account-open', userType: '200' });
    expect([userStore.name, userStore.phoneNo, userStore.accountNo, userStore.userType]).toEqual(['정우성', '01055550101', '7020100001', '200']);
    expect(investorInfoStore.investProposeCod).toBe('02');
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
