import { describe, expect, it } from 'vitest';
import { gateDialogCode, isAccountLinked, transactionGate } from './transaction-gate';

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
