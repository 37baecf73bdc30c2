import { describe, expect, it } from 'vitest';
import { planNativeMessage, type ShellFacts } from './plan-native-message';

const ORIGIN = 'https://app.jogak.example';
const MINUTE = 60_000;

const facts: ShellFacts = {
  currentRouteId: '/_main/my',
  previousRouteId: '/_main/home',
  pausedAt: undefined,
  hasToken: true,
  partnerPurpose: undefined,
  partnerSubscriptionId: undefined,
  tendencyPending: false,
  dismissibleDialog: false,
};

describe('planNativeMessage', () => {
  it('init: 푸시 토큰, 대문자 OS, 버전, PIN 을 저장하고 처음 화면으로', () => {
    expect(
      planNativeMessage({ type: 'init', payload: { pushToken: 'p1', os: 'android', version: '3.2.0', pin: 'Y' } }, facts, ORIGIN),
    ).toEqual([
      { type: 'store-device', pushToken: 'p1', os: 'ANDROID', version: '3.2.0', pin: 'Y' },
      { type: 'navigate', target: { route: '/' } },
    ]);
  });

  describe('foreground', () => {
    it('10분 넘게 멈췄으면 로그아웃 후 실시간 재연결', () => {
      expect(
        planNativeMessage({ type: 'foreground', payload: { at: 11 * MINUTE } }, { ...facts, pausedAt: 0 }, ORIGIN),
      ).toEqual([{ type: 'logout' }, { type: 'reconnect-realtime' }]);
    });
    it('정확히 10분이면 카카오 로그인만 다시 확인', () => {
      expect(
        planNativeMessage({ type: 'foreground', payload: { at: 10 * MINUTE } }, { ...facts, pausedAt: 0 }, ORIGIN),
      ).toEqual([{ type: 'recheck-kakao-sign-in' }, { type: 'reconnect-realtime' }]);
    });
    it('로그인하지 않은 손님은 10분 넘게 멈췄어도 로그아웃하지 않는다 (회원가입 전 유형 그대로, 보던 화면 그대로)', () => {
      expect(
        planNativeMessage({ type: 'foreground', payload: { at: 11 * MINUTE } }, { ...facts, hasToken: false, pausedAt: 0 }, ORIGIN),
      ).toEqual([{ type: 'reconnect-realtime' }]);
    });
    it('로그인하지 않았으면 확인할 것이 없다', () => {
      expect(
        planNativeMessage({ type: 'foreground', payload: { at: MINUTE } }, { ...facts, hasToken: false, pausedAt: 0 }, ORIGIN),
      ).toEqual([{ type: 'reconnect-realtime' }]);
    });
    it('시세 상세에서는 포그라운드 이벤트도 보낸다', () => {
      expect(
        planNativeMessage(
          { type: 'foreground', payload: { at: MINUTE } },
          { ...facts, hasToken: false, currentRouteId: '/_main/market/$id' },
          ORIGIN,
        ),
      ).toEqual([{ type: 'reconnect-realtime' }, { type: 'emit-market-foreground' }]);
    });
    it('시세 목록에서는 보내지 않는다', () => {
      expect(
        planNativeMessage(
          { type: 'foreground', payload: { at: MINUTE } },
          { ...facts, hasToken: false, currentRouteId: '/_main/market' },
          ORIGIN,
        ),
      ).toEqual([{ type: 'reconnect-realtime' }]);
    });
  });

  it('background: 멈춘 시각을 기록', () => {
    expect(planNativeMessage({ type: 'background', payload: { at: 1234 } }, facts, ORIGIN)).toEqual([
      { type: 'record-pause', at: 1234 },
    ]);
  });

  describe('backButton', () => {
    it('보통은 뒤로', () => {
      expect(planNativeMessage({ type: 'backButton', payload: {} }, facts, ORIGIN)).toEqual([{ type: 'back' }]);
    });
    it('이전 화면이 본인인증 결과면 머문다', () => {
      expect(
        planNativeMessage({ type: 'backButton', payload: {} }, { ...facts, previousRouteId: '/init/kmc/result' }, ORIGIN),
      ).toEqual([]);
    });
    it.each([['/_main/home'], ['/_main/home/'], ['/'], ['/auth/access-permission']])('첫 화면(%s)에서는 앱을 닫는다', (currentRouteId) => {
      expect(planNativeMessage({ type: 'backButton', payload: {} }, { ...facts, currentRouteId }, ORIGIN)).toEqual([
        { type: 'exit-app' },
      ]);
    });
    it.each([['/_main/home'], ['/auth/access-permission']])('첫 화면(%s)에 열린 물음이 있으면 앱을 닫지 않고 물음을 닫는다', (currentRouteId) => {
      expect(planNativeMessage({ type: 'backButton', payload: {} }, { ...facts, currentRouteId, dismissibleDialog: true }, ORIGIN)).toEqual([
        { type: 'dismiss-dialog' },
      ]);
    });
    it('돌아갈 수 없는 화면에서도 열린 물음은 닫는다', () => {
      expect(
        planNativeMessage({ type: 'backButton', payload: {} }, { ...facts, previousRouteId: '/init/kmc/result', dismissibleDialog: true }, ORIGIN),
      ).toEqual([{ type: 'dismiss-dialog' }]);
    });
    it('보통 화면의 물음은 앱의 라우터가 닫으므로 뒤로를 보낸다', () => {
      expect(planNativeMessage({ type: 'backButton', payload: {} }, { ...facts, dismissibleDialog: true }, ORIGIN)).toEqual([{ type: 'back' }]);
    });
    it('스스로 처리하는 화면에는 맡긴다', () => {
      expect(
        planNativeMessage({ type: 'backButton', payload: {} }, { ...facts, currentRouteId: '/_main/market/$id' }, ORIGIN),
      ).toEqual([]);
    });
    it('아직 일치한 화면이 없으면 뒤로', () => {
      expect(
        planNativeMessage({ type: 'backButton', payload: {} }, { ...facts, currentRouteId: undefined, previousRouteId: undefined }, ORIGIN),
      ).toEqual([{ type: 'back' }]);
    });
  });

  describe('close', () => {
    it('계좌 개설 중이면 계좌 개설을 다시 시작', () => {
      expect(
        planNativeMessage({ type: 'close', payload: {} }, { ...facts, partnerPurpose: 'CREATE_ACCOUNT' }, ORIGIN),
      ).toEqual([{ type: 'restart-account-flow' }]);
    });
    it('아니면 뒤로', () => {
      expect(
        planNativeMessage({ type: 'close', payload: {} }, { ...facts, partnerPurpose: 'PASSWORD_APPLY' }, ORIGIN),
      ).toEqual([{ type: 'back' }]);
    });
  });

  it('account-tmp: 임시 고객번호 저장', () => {
    expect(planNativeMessage({ type: 'account-tmp', payload: { tmpCustNo: 'T-77' } }, facts, ORIGIN)).toEqual([
      { type: 'store-tmp-customer-no', tmpCustNo: 'T-77' },
    ]);
  });

  describe('account-complete', () => {
    it('임시번호를 지우고 개설을 알리고 계좌를 저장한 뒤 홈으로', () => {
      expect(
        planNativeMessage({ type: 'account-complete', payload: { accountNo: '270-01-123456' } }, facts, ORIGIN),
      ).toEqual([
        { type: 'clear-tmp-customer-no' },
        { type: 'report-account-opened', accountNo: '270-01-123456' },
        { type: 'store-linked-account', accountNo: '270-01-123456' },
        { type: 'navigate', target: { route: '/_main/home' } },
      ]);
    });
    it('투자성향 분석이 남았으면 개인 분석으로', () => {
      expect(
        planNativeMessage(
          { type: 'account-complete', payload: { accountNo: '1' } },
          { ...facts, tendencyPending: true },
          ORIGIN,
        ).at(-1),
      ).toEqual({ type: 'navigate', target: { route: '/investment-analysis/personal-analysis' } });
    });
  });

  describe('account-linked', () => {
    it('성공: 알리고 홈으로', () => {
      expect(planNativeMessage({ type: 'account-linked', payload: { success: true } }, facts, ORIGIN)).toEqual([
        { type: 'report-account-linked' },
        { type: 'navigate', target: { route: '/_main/home' } },
      ]);
    });
    it('실패: 토스트 후 계좌 흐름 다시 시작', () => {
      expect(planNativeMessage({ type: 'account-linked', payload: { success: false } }, facts, ORIGIN)).toEqual([
        { type: 'toast', message: '계좌 연동을 실패 했습니다. 계좌 연동 작업을 다시 진행합니다.' },
        { type: 'restart-account-flow' },
      ]);
    });
  });

  describe('token-expire', () => {
    it('청약 비밀번호 중이면 청약 인증으로', () => {
      expect(
        planNativeMessage(
          { type: 'token-expire', payload: {} },
          { ...facts, partnerPurpose: 'PASSWORD_APPLY', partnerSubscriptionId: '12' },
          ORIGIN,
        ),
      ).toEqual([{ type: 'navigate', target: { route: '/subscription/$id/apply/certificate', params: { id: '12' } } }]);
    });
    it('청약 취소 비밀번호 중이면 취소 인증으로', () => {
      expect(
        planNativeMessage({ type: 'token-expire', payload: {} }, { ...facts, partnerPurpose: 'PASSWORD_CANCEL' }, ORIGIN),
      ).toEqual([{ type: 'navigate', target: { route: '/subscription/cancel/certificate' } }]);
    });
    it('청약 취소 비밀번호 중이고 청약을 알면 그 청약의 취소 인증으로', () => {
      expect(
        planNativeMessage(
          { type: 'token-expire', payload: {} },
          { ...facts, partnerPurpose: 'PASSWORD_CANCEL', partnerSubscriptionId: '108' },
          ORIGIN,
        ),
      ).toEqual([{ type: 'navigate', target: { route: '/subscription/cancel/certificate', search: { id: '108' } } }]);
    });
    it('그 밖에는 계좌 흐름 다시 시작', () => {
      expect(planNativeMessage({ type: 'token-expire', payload: {} }, facts, ORIGIN)).toEqual([
        { type: 'restart-account-flow' },
      ]);
    });
  });

  describe('password-complete', () => {
    const complete = { type: 'password-complete', payload: { transNo: '20250304701012590101100000' } } as const;
    it('청약 비밀번호를 마치면 청약 완료 화면이 인증 단계 자리에, 거래번호와 함께 (뒤로가 지나간 단계로 가지 않게)', () => {
      expect(planNativeMessage(complete, { ...facts, partnerPurpose: 'PASSWORD_APPLY', partnerSubscriptionId: '108' }, ORIGIN)).toEqual([
        {
          type: 'navigate',
          target: { route: '/subscription/$id/subs-end', params: { id: '108' }, search: { transNo: '20250304701012590101100000' } },
          options: { replace: true },
        },
      ]);
    });
    it('청약 취소 비밀번호를 마치면 취소 인증 화면이 그 자리에서 취소 결과를 보여준다 (뒤로가 지나간 확인 단계로 가지 않게)', () => {
      expect(planNativeMessage(complete, { ...facts, partnerPurpose: 'PASSWORD_CANCEL', partnerSubscriptionId: '108' }, ORIGIN)).toEqual([
        {
          type: 'navigate',
          target: { route: '/subscription/cancel/certificate', search: { id: '108', transNo: '20250304701012590101100000' } },
          options: { replace: true },
        },
      ]);
    });
    it('비밀번호 화면이 아니었으면 아무것도 하지 않는다', () => {
      expect(planNativeMessage(complete, { ...facts, partnerPurpose: 'CREATE_ACCOUNT' }, ORIGIN)).toEqual([]);
    });
  });

  describe('route, apppush, deferredLinkUrl', () => {
    it('route event/{id} 는 이벤트 상세', () => {
      expect(planNativeMessage({ type: 'route', payload: { route: 'event/31' } }, facts, ORIGIN)).toEqual([
        { type: 'navigate', target: { route: '/_main/community/event/$id', params: { id: '31' } } },
      ]);
    });
    it('route 의 다른 값은 앱 경로', () => {
      expect(planNativeMessage({ type: 'route', payload: { route: 'support/notice' } }, facts, ORIGIN)).toEqual([
        { type: 'open-href', href: '/support/notice' },
      ]);
    });
    it('apppush 는 경로와 쿼리를 push', () => {
      expect(
        planNativeMessage({ type: 'apppush', payload: { path: 'alert', query: { category: 'TRADE' } } }, facts, ORIGIN),
      ).toEqual([{ type: 'open-href', href: '/alert?category=TRADE' }]);
      expect(planNativeMessage({ type: 'apppush', payload: { path: '/support/notice/4', query: {} } }, facts, ORIGIN)).toEqual([
        { type: 'open-href', href: '/support/notice/4' },
      ]);
    });
    it('deferredLinkUrl: 같은 출처나 앱 스킴이면 경로를 push', () => {
      expect(
        planNativeMessage({ type: 'deferredLinkUrl', payload: { url: `${ORIGIN}/subscription/3?from=ad` } }, facts, ORIGIN),
      ).toEqual([{ type: 'open-href', href: '/subscription/3?from=ad' }]);
      expect(
        planNativeMessage({ type: 'deferredLinkUrl', payload: { url: 'jogak://subscription/3' } }, facts, ORIGIN),
      ).toEqual([{ type: 'open-href', href: '/subscription/3' }]);
    });
    it('deferredLinkUrl: 다른 사이트는 무시', () => {
      expect(
        planNativeMessage({ type: 'deferredLinkUrl', payload: { url: 'https://evil.example/home' } }, facts, ORIGIN),
      ).toEqual([]);
    });
  });

  it('event: 추천 코드 저장', () => {
    expect(planNativeMessage({ type: 'event', payload: { referralCode: 'FRIEND1' } }, facts, ORIGIN)).toEqual([
      { type: 'store-referral-code', referralCode: 'FRIEND1' },
    ]);
  });
  it('event: 추천 코드 형식이 아니면 저장하지 않는다', () => {
    for (const referralCode of ['<script>', 'x'.repeat(65), '친구 코드']) {
      expect(planNativeMessage({ type: 'event', payload: { referralCode } }, facts, ORIGIN)).toEqual([]);
    }
  });
  it('osVersion: 대문자 OS 와 버전 저장', () => {
    expect(planNativeMessage({ type: 'osVersion', payload: { os: 'ios', version: '17.4' } }, facts, ORIGIN)).toEqual([
      { type: 'store-os-version', os: 'IOS', version: '17.4' },
    ]);
  });
  it('needUpdate: 업데이트 안내', () => {
    expect(
      planNativeMessage(
        { type: 'needUpdate', payload: { required: true, storeUrl: 'https://play.google.com/store/apps/details?id=x' } },
        facts,
        ORIGIN,
      ),
    ).toEqual([{ type: 'ask-update', required: true, storeUrl: 'https://play.google.com/store/apps/details?id=x' }]);
  });
  it('networkChange: 재시작 확인 대화상자', () => {
    expect(planNativeMessage({ type: 'networkChange', payload: { connection: 'wifi' } }, facts, ORIGIN)).toEqual([
      { type: 'confirm-network-change' },
    ]);
  });
});
