import { describe, expect, it } from 'vitest';
import { gateDialogCode, gateNextStep, isAccountLinked, isGateDialogCode, transactionGate } from './transaction-gate';

describe('transactionGate', () => {
  it.each([
    // 유형, 투자자 고유번호, 제휴 계좌 연동, 결과
    ['100', '', '', 'SIGN_UP_NEEDED'],
    ['100', '', 'Y', 'SIGN_UP_NEEDED'],
    ['900', '', '', 'SIGN_UP_NEEDED'],
    ['900', '', 'Y', 'SIGN_UP_NEEDED'],
    ['100', 'P1', '', 'LOGIN_NEEDED'],
    ['100', 'P1', 'Y', 'LOGIN_NEEDED'],
    ['101', '', '', 'ACCOUNT_OPEN_NEEDED'],
    ['101', 'P1', 'Y', 'ACCOUNT_OPEN_NEEDED'],
    ['102', '', '', 'KAKAO_REGISTER_NEEDED'],
    ['102', 'P1', 'Y', 'KAKAO_REGISTER_NEEDED'],
    ['103', '', '', 'LOGIN_NEEDED'],
    ['103', 'P1', 'Y', 'LOGIN_NEEDED'],
    ['200', 'P1', 'Y', 'SUCCESS'],
    ['200', 'P1', 'N', 'ACCOUNT_LINK_NEEDED'],
    ['200', '', '', 'ACCOUNT_LINK_NEEDED'],
    ['000', 'P1', 'Y', 'SUCCESS'],
    ['000', 'P1', 'N', 'ACCOUNT_LINK_NEEDED'],
    ['123', 'P1', 'Y', 'SUCCESS'],
    ['123', 'P1', '', 'ACCOUNT_LINK_NEEDED'],
    // 스펙 그대로: 900 이라도 고유번호가 있으면 "그 밖의 유형" 규칙을 따른다.
    ['900', 'P1', 'Y', 'SUCCESS'],
    ['900', 'P1', 'N', 'ACCOUNT_LINK_NEEDED'],
    ['777', '', 'Y', 'SUCCESS'],
    ['777', '', 'N', 'ACCOUNT_LINK_NEEDED'],
  ] as const)('유형 %s, 고유번호 "%s", 연동 "%s" → %s', (userType, investPersonUniqueNo, linked, expected) => {
    expect(transactionGate({ userType, investPersonUniqueNo, allianceAccountNoRegisterYn: linked })).toBe(expected);
  });
});

describe('isAccountLinked', () => {
  it.each([
    ['200', 'Y', true],
    ['000', 'Y', true],
    ['200', 'N', false],
    ['000', '', false],
    ['101', 'Y', false],
    ['102', 'Y', false],
    ['103', 'Y', false],
    ['123', 'Y', false],
    ['100', 'Y', false],
    ['900', 'Y', false],
  ] as const)('유형 %s, 연동 "%s" → %s', (userType, linked, expected) => {
    expect(isAccountLinked({ userType, allianceAccountNoRegisterYn: linked })).toBe(expected);
  });
});

describe('gateDialogCode', () => {
  it.each([
    ['SIGN_UP_NEEDED', 'NEED_SIGN_UP'],
    ['LOGIN_NEEDED', 'NEED_LOG_IN'],
    ['ACCOUNT_OPEN_NEEDED', 'NEED_ACCOUNT_OPEN'],
    ['KAKAO_REGISTER_NEEDED', 'NEED_KAKAO_REGISTER'],
    ['ACCOUNT_LINK_NEEDED', 'NEED_ACCOUNT_LINK'],
    ['SUCCESS', null],
  ] as const)('%s → %s', (gate, code) => {
    expect(gateDialogCode(gate)).toBe(code);
  });
});

describe('isGateDialogCode', () => {
  it('게이트의 다섯 대화상자 코드만 게이트 코드다 (서버가 그 코드로 거절하면 게이트의 길로)', () => {
    expect(['NEED_SIGN_UP', 'NEED_LOG_IN', 'NEED_ACCOUNT_OPEN', 'NEED_KAKAO_REGISTER', 'NEED_ACCOUNT_LINK'].filter(isGateDialogCode)).toHaveLength(5);
    expect(['INSUFFICIENT_FUND', 'MARKET_CLOSED', 'NEED_ACCOUNT', 'need_log_in', ''].filter(isGateDialogCode)).toEqual([]);
  });
});

describe('gateNextStep', () => {
  it('로그인은 보던 화면(경로와 쿼리)을 redirect 로 가져가 로그인 뒤 그 화면으로 돌아온다', () => {
    expect(gateNextStep('NEED_LOG_IN', { individualCorpCode: '', from: '/market/JG0001?tab=order' })).toEqual({
      type: 'navigate',
      target: { route: '/auth/login', search: { redirect: '/market/JG0001?tab=order' } },
    });
  });

  it('회원가입은 회원가입 화면이다', () => {
    expect(gateNextStep('NEED_SIGN_UP', { individualCorpCode: '', from: '/vote' })).toEqual({ type: 'navigate', target: { route: '/auth/sign-up' } });
  });

  it('계좌 개설(101)은 개인이면 고객확인(KYC)부터, 법인이면 지점에서 연 계좌를 연동한다', () => {
    expect(gateNextStep('NEED_ACCOUNT_OPEN', { individualCorpCode: 'INDIVIDUAL', from: '/assets' })).toEqual({ type: 'navigate', target: { route: '/kyc' } });
    expect(gateNextStep('NEED_ACCOUNT_OPEN', { individualCorpCode: 'CORPORATE', from: '/assets' })).toEqual({
      type: 'partner-web-view',
      purpose: 'CORP_ACCOUNT_LINK',
    });
  });

  it.each(['NEED_KAKAO_REGISTER', 'NEED_ACCOUNT_LINK'] as const)('%s 는 파트너 계좌 화면이다', (code) => {
    expect(gateNextStep(code, { individualCorpCode: 'INDIVIDUAL', from: '/assets' })).toEqual({ type: 'partner-web-view', purpose: 'CREATE_ACCOUNT' });
  });
});
