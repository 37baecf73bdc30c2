import {
  commonStore,
  createDefaultCommonState,
  createMemoryPersistence,
  resetSession,
  resetUser,
  planNativeMessage,
  sessionStore,
  transactionGate,
  userStore,
  type RouteTarget,
  type ShellFacts,
} from '@jogak/app-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runShellActions, type ShellEffects } from './run-shell-actions';

function makeEffects() {
  const calls: string[] = [];
  const persistence = createMemoryPersistence();
  const effects: ShellEffects = {
    persistence,
    navigate: vi.fn((target: RouteTarget) => void calls.push(`navigate ${target.route}`)),
    openHref: vi.fn((href: string) => void calls.push(`open ${href}`)),
    back: vi.fn(() => void calls.push('back')),
    logout: vi.fn(async () => void calls.push('logout')),
    recheckKakaoSignIn: vi.fn(async () => void calls.push('recheck')),
    reconnectRealtime: vi.fn(async () => void calls.push('reconnect')),
    emitMarketForeground: vi.fn(),
    exitApp: vi.fn(),
    restartAccountFlow: vi.fn(async () => void calls.push('restart')),
    reportAccountOpened: vi.fn(async (accountNo: string) => void calls.push(`opened ${accountNo}`)),
    reportAccountLinked: vi.fn(async () => void calls.push('linked')),
    toast: vi.fn((message: string) => void calls.push(`toast ${message}`)),
    askUpdate: vi.fn(async () => undefined),
    confirmNetworkChange: vi.fn(async () => undefined),
    recordPause: vi.fn(),
    recordOsVersion: vi.fn(),
  };
  return { effects, calls, persistence };
}

/** A member on home, never paused, with the tendency questionnaire answered. */
const FACTS: ShellFacts = {
  currentRouteId: '/_main/home',
  previousRouteId: undefined,
  pausedAt: undefined,
  hasToken: true,
  partnerPurpose: undefined,
  partnerSubscriptionId: undefined,
  tendencyPending: false,
  dismissibleDialog: false,
};

beforeEach(() => {
  resetUser();
  resetSession();
  sessionStore.pushToken = '';
  Object.assign(commonStore, createDefaultCommonState());
});

describe('runShellActions', () => {
  it('기기 정보를 저장한다', async () => {
    const { effects } = makeEffects();
    await runShellActions(
      [{ type: 'store-device', pushToken: 'push-1', os: 'IOS', version: '3.1.0', pin: 'Y' }],
      effects,
      () => undefined,
    );
    expect([sessionStore.pushToken, userStore.media, commonStore.version, commonStore.pin]).toEqual([
      'push-1',
      'IOS',
      '3.1.0',
      'Y',
    ]);
  });

  it('계좌 개설 완료의 순서: 임시번호 삭제, 보고, 계좌 저장, 이동', async () => {
    const { effects, calls, persistence } = makeEffects();
    await persistence.set('jogak:temp-customer-no', 'T-1');
    await runShellActions(
      [
        { type: 'clear-tmp-customer-no' },
        { type: 'report-account-opened', accountNo: '70101000' },
        { type: 'store-linked-account', accountNo: '70101000' },
        { type: 'navigate', target: { route: '/_main/home' } },
      ],
      effects,
      () => undefined,
    );
    expect(persistence.entries()).toEqual({});
    expect(calls).toEqual(['opened 70101000', 'navigate /_main/home']);
    expect([userStore.accountNo, userStore.allianceAccountNoRegisterYn]).toEqual(['70101000', 'Y']);
  });

  it('계좌 연동을 보고하면 사용자도 연결됨으로 바뀐다', async () => {
    const { effects, calls } = makeEffects();
    userStore.accountNo = '7010170301';
    userStore.allianceAccountNoRegisterYn = 'N';
    await runShellActions([{ type: 'report-account-linked' }, { type: 'navigate', target: { route: '/_main/home' } }], effects, () => undefined);
    expect(calls).toEqual(['linked', 'navigate /_main/home']);
    expect([userStore.accountNo, userStore.allianceAccountNoRegisterYn]).toEqual(['7010170301', 'Y']);
  });

  it('카카오 등록이 필요하던 회원(102)은 계좌 개설을 마치면 200 이 되어 거래할 수 있다', async () => {
    const { effects } = makeEffects();
    Object.assign(userStore, { userType: '102', investPersonUniqueNo: 'P-1', allianceAccountNoRegisterYn: 'N' });
    const plan = planNativeMessage({ type: 'account-complete', payload: { accountNo: '70101000' } }, FACTS, 'https://app.jogak.test');
    await runShellActions(plan, effects, () => undefined);
    expect(userStore.userType).toBe('200');
    expect(transactionGate(userStore)).toBe('SUCCESS');
  });

  it('카카오 등록이 필요하던 회원(102)은 계좌 연동을 보고하면 200 이 되어 거래할 수 있다', async () => {
    const { effects } = makeEffects();
    Object.assign(userStore, { userType: '102', investPersonUniqueNo: 'P-1', allianceAccountNoRegisterYn: 'N' });
    const plan = planNativeMessage({ type: 'account-linked', payload: { success: true } }, FACTS, 'https://app.jogak.test');
    await runShellActions(plan, effects, () => undefined);
    expect(transactionGate(userStore)).toBe('SUCCESS');
  });

  it('다른 유형(101 등)은 계좌 연동으로 바꾸지 않는다', async () => {
    const { effects } = makeEffects();
    userStore.userType = '101';
    await runShellActions([{ type: 'store-linked-account', accountNo: '70101000' }], effects, () => undefined);
    expect(userStore.userType).toBe('101');
  });

  it('한 동작이 실패해도 알리고 나머지를 이어간다', async () => {
    const { effects, calls } = makeEffects();
    effects.reportAccountLinked = vi.fn(async () => {
      throw new Error('서버 오류');
    });
    const onError = vi.fn();
    userStore.allianceAccountNoRegisterYn = 'N';
    await runShellActions([{ type: 'report-account-linked' }, { type: 'navigate', target: { route: '/_main/home' } }], effects, onError);
    expect(calls).toEqual(['navigate /_main/home']);
    expect(userStore.allianceAccountNoRegisterYn).toBe('N');
    expect(onError).toHaveBeenCalledWith(new Error('서버 오류'), { type: 'report-account-linked' });
  });

  it('앱이 정한 경로는 navigate, 밖에서 온 경로는 openHref 로', async () => {
    const { effects, calls } = makeEffects();
    await runShellActions(
      [
        { type: 'navigate', target: { route: '/_main/community/event/$id', params: { id: '31' } } },
        { type: 'open-href', href: '/alert?category=TRADE' },
      ],
      effects,
      () => undefined,
    );
    expect(calls).toEqual(['navigate /_main/community/event/$id', 'open /alert?category=TRADE']);
    expect(effects.navigate).toHaveBeenCalledWith({ route: '/_main/community/event/$id', params: { id: '31' } }, undefined);
  });

  it('자리를 바꾸라는 navigate 는 그 뜻을 그대로 넘긴다: 청약 완료가 인증 단계 자리에', async () => {
    const { effects } = makeEffects();
    const facts: ShellFacts = {
      ...FACTS,
      currentRouteId: '/subscription/$id/apply/certificate',
      previousRouteId: '/_main/subscription/$id',
      partnerPurpose: 'PASSWORD_APPLY',
      partnerSubscriptionId: '108',
    };
    const actions = planNativeMessage({ type: 'password-complete', payload: { transNo: 'T-1' } }, facts, 'https://app.jogak.test');
    await runShellActions(actions, effects, () => undefined);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(
      { route: '/subscription/$id/subs-end', params: { id: '108' }, search: { transNo: 'T-1' } },
      { replace: true },
    );
  });

  it('추천 코드와 임시 고객번호를 저장한다', async () => {
    const { effects, persistence } = makeEffects();
    await runShellActions(
      [
        { type: 'store-referral-code', referralCode: 'FRIEND1' },
        { type: 'store-tmp-customer-no', tmpCustNo: 'T-9' },
      ],
      effects,
      () => undefined,
    );
    expect(persistence.entries()).toEqual({ 'jogak:referral-code': 'FRIEND1', 'jogak:temp-customer-no': 'T-9' });
  });

  it('OS 버전은 대문자 OS 를 사용자 매체로 두고 기록한다', async () => {
    const { effects } = makeEffects();
    await runShellActions([{ type: 'store-os-version', os: 'IOS', version: '17.4' }], effects, () => undefined);
    expect(userStore.media).toBe('IOS');
    expect(effects.recordOsVersion).toHaveBeenCalledWith('IOS', '17.4');
  });
});
