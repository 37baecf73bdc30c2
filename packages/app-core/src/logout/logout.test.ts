import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, createMemoryPersistence } from '../persistence/persistence-adapter';
import { commonStore, createDefaultCommonState } from '../stores/common-store';
import { createEmptySession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser, userStore } from '../stores/user-store';
import { act, renderHook } from '@testing-library/react';
import { useFormDraft } from '../form-drafts/form-drafts';
import { investorInfoStore } from '../investor-info/investor-info';
import { logout } from './logout';

beforeEach(() => {
  resetUser();
  Object.assign(commonStore, createDefaultCommonState());
  Object.assign(sessionStore, createEmptySession());
});

function signedIn(individualCorpCode: 'INDIVIDUAL' | 'CORPORATE') {
  updateUser({ id: 'demo', name: '김민준', userType: '200', individualCorpCode, allianceAccountNoRegisterYn: 'Y' });
  sessionStore.token = 'T';
  sessionStore.pushToken = 'PUSH';
  commonStore.appState = 'home';
  return createMemoryPersistence({ 'jogak:token': 'T', 'jogak:app-state': 'home', 'jogak:push-token': 'PUSH' });
}

describe('logout', () => {
  it('스펙 순서대로: 상태 login, PIN 무효화, 사용자 초기화, 900, 토큰 삭제, 로그인 화면', async () => {
    const persistence = signedIn('INDIVIDUAL');
    const steps: string[] = [];
    await logout({
      persistence,
      invalidatePin: async (owner) => {
        steps.push(`pin ${owner} (appState=${commonStore.appState}, name=${userStore.name})`);
      },
      navigate: (target) => steps.push(`navigate ${JSON.stringify(target)} (token="${sessionStore.token}")`),
    });
    expect(steps).toEqual([
      'pin individual (appState=login, name=김민준)',
      'navigate {"route":"/auth/login","search":{"tabs":"individual"}} (token="")',
    ]);
    expect([userStore.userType, userStore.id, userStore.name, userStore.allianceAccountNoRegisterYn]).toEqual([
      '900',
      'guest',
      '',
      '',
    ]);
    expect(sessionStore.pushToken).toBe('PUSH');
    const entries = persistence.entries();
    expect(entries['jogak:token']).toBeUndefined();
    expect(entries['jogak:app-state']).toBe('login');
    expect(JSON.parse(entries['jogak:user'] ?? '{}')).toMatchObject({ userType: '900', id: 'guest' });
  });

  it('쓰다 만 양식(1:1 문의 초안)을 잊는다: 다음 회원이 지난 회원의 글을 보지 않게', async () => {
    const persistence = signedIn('INDIVIDUAL');
    const typed = renderHook(() => useFormDraft('qna:create', ''));
    act(() => typed.result.current[1]('계좌 비밀번호를 잊었어요'));
    typed.unmount();
    await logout({ persistence, invalidatePin: async () => undefined, navigate: () => undefined });
    // The same member signing in again finds nothing either.
    userStore.id = 'demo';
    expect(renderHook(() => useFormDraft('qna:create', '')).result.current[0]).toBe('');
  });

  it('쓰던 투자자 정보(질문 답, 동의)를 잊는다: 다음 회원에게 지난 회원의 답이 골라져 있지 않게', async () => {
    const persistence = signedIn('INDIVIDUAL');
    Object.assign(investorInfoStore, { personalInfoAgreeYn: 'Y', investPersonInformOfferYn: 'Y', ageGroupCod: '02' });
    await logout({ persistence, invalidatePin: async () => undefined, navigate: () => undefined });
    expect([investorInfoStore.personalInfoAgreeYn, investorInfoStore.investPersonInformOfferYn, investorInfoStore.ageGroupCod]).toEqual(['', '', '']);
  });

  it('기기의 OS(media)는 회원의 것이 아니어서 남긴다: 같은 실행에서 다음 로그인이 iOS 를 ANDROID 로 보내지 않게', async () => {
    const persistence = signedIn('INDIVIDUAL');
    userStore.media = 'IOS';
    await logout({ persistence, invalidatePin: () => undefined, navigate: () => undefined });
    expect([userStore.id, userStore.name, userStore.media]).toEqual(['guest', '', 'IOS']);
    expect(JSON.parse((await persistence.get(STORAGE_KEYS.user)) ?? '{}')).toMatchObject({ media: 'IOS' });
  });

  it('법인 회원은 법인 탭으로 간다', async () => {
    const navigate = vi.fn();
    const invalidatePin = vi.fn(async () => undefined);
    await logout({ persistence: signedIn('CORPORATE'), invalidatePin, navigate });
    expect(invalidatePin).toHaveBeenCalledWith('corporate');
    expect(navigate).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'corporate' } });
  });

  it('인증서 세션은 토큰이 남아 있을 때 HTS 아이디와 doubleConnectKey 로 먼저 로그아웃한다', async () => {
    const persistence = signedIn('CORPORATE');
    updateUser({ htsId: 'HTS00004' });
    sessionStore.doubleConnectKey = 'dck-1';
    const endCertificateSession = vi.fn(() => {
      expect(sessionStore.token).toBe('T');
    });
    await logout({ persistence, invalidatePin: vi.fn(), navigate: vi.fn(), endCertificateSession });
    expect(endCertificateSession).toHaveBeenCalledWith({ htsId: 'HTS00004', doubleConnectKey: 'dck-1' });
    expect(sessionStore.doubleConnectKey).toBe('');
  });

  it('doubleConnectKey 가 없으면 인증서 로그아웃을 부르지 않는다', async () => {
    const endCertificateSession = vi.fn();
    await logout({ persistence: signedIn('CORPORATE'), invalidatePin: vi.fn(), navigate: vi.fn(), endCertificateSession });
    expect(endCertificateSession).not.toHaveBeenCalled();
  });

  it('서버 세션을 옛 토큰으로 끝내되(POST /auth/logout), 그 답을 기다리지 않는다', async () => {
    const persistence = signedIn('INDIVIDUAL');
    const sentWhile: string[] = [];
    // A call that never answers: the logout must finish anyway.
    const endSession = vi.fn((token: string) => {
      sentWhile.push(`token=${token}, store=${sessionStore.token}`);
      return new Promise<never>(() => undefined);
    });
    const navigate = vi.fn();
    await logout({ persistence, invalidatePin: vi.fn(), navigate, endSession });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(sentWhile).toEqual(['token=T, store=T']);
    expect(sessionStore.token).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('서버 로그아웃이 실패해도 끝까지 로그아웃하고 오류를 알린다', async () => {
    const failure = new Error('network down');
    const onError = vi.fn();
    const navigate = vi.fn();
    await logout({ persistence: signedIn('INDIVIDUAL'), invalidatePin: vi.fn(), navigate, onError, endSession: () => Promise.reject(failure) });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(sessionStore.token).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('토큰이 없거나 인증서 세션(cert-logout 이 끝낸다)이면 서버 로그아웃을 보내지 않는다', async () => {
    const endSession = vi.fn();
    const persistence = signedIn('CORPORATE');
    sessionStore.token = '';
    await logout({ persistence, invalidatePin: vi.fn(), navigate: vi.fn(), endSession });
    expect(endSession).not.toHaveBeenCalled();

    const certificate = signedIn('CORPORATE');
    sessionStore.doubleConnectKey = 'dck-1';
    const endCertificateSession = vi.fn();
    await logout({ persistence: certificate, invalidatePin: vi.fn(), navigate: vi.fn(), endCertificateSession, endSession });
    expect(endCertificateSession).toHaveBeenCalledTimes(1);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('카카오페이 세션 표시(isKakaoIng)를 지운다: 다음 로그인이 카카오 재확인을 받지 않게', async () => {
    const persistence = signedIn('INDIVIDUAL');
    commonStore.isKakaoIng = true;
    await logout({ persistence, invalidatePin: vi.fn(), navigate: vi.fn() });
    expect(commonStore.isKakaoIng).toBe(false);
  });

  it('세션을 통째로 비운다(회원 아이디, 카카오페이 서명의 키·거래·서명): 기기의 푸시 토큰만 남는다', async () => {
    const persistence = signedIn('INDIVIDUAL');
    Object.assign(sessionStore, { userId: 'demo-general', publicKey: 'PK', txId: 'TX', signatureValue: 'SIG' });
    await logout({ persistence, invalidatePin: vi.fn(), navigate: vi.fn() });
    expect({ ...sessionStore }).toEqual({ ...createEmptySession(), pushToken: 'PUSH' });
  });

  it('기기에 남은 KYC 초안과 임시 고객번호를 지운다: 다음 회원의 계좌 개설에 섞이지 않게', async () => {
    signedIn('INDIVIDUAL');
    const persistence = createMemoryPersistence({
      'jogak:token': 'T',
      [STORAGE_KEYS.kycDraft]: JSON.stringify({ step: 2, englishName: 'KIM MINJUN', owner: 'demo' }),
      [STORAGE_KEYS.tempCustomerNo]: 'TMP-1',
      [STORAGE_KEYS.pushToken]: 'PUSH',
    });
    await logout({ persistence, invalidatePin: vi.fn(), navigate: vi.fn() });
    const entries = persistence.entries();
    expect(entries[STORAGE_KEYS.kycDraft]).toBeUndefined();
    expect(entries[STORAGE_KEYS.tempCustomerNo]).toBeUndefined();
    expect(entries[STORAGE_KEYS.pushToken]).toBe('PUSH');
  });

  it('PIN 무효화가 실패해도 끝까지 로그아웃하고 오류를 알린다', async () => {
    const failure = new Error('bridge down');
    const onError = vi.fn();
    const navigate = vi.fn();
    await logout({
      persistence: signedIn('INDIVIDUAL'),
      invalidatePin: () => Promise.reject(failure),
      navigate,
      onError,
    });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(userStore.userType).toBe('900');
    expect(sessionStore.token).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
