import { describe, expect, it } from 'vitest';
import { parseCancelSearch, parseSubsEndSearch } from './flow-search';
import { applyBlock, isWeekendDate, maxApplyQuantity, parseQuantity, quantityDigits, quantityProblem, transactionTypesOf } from './apply-rules';

const BUSINESS_DAY = { stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' } as const;

describe('applyBlock', () => {
  it('공모 상태: 시작 전은 준비 중, 마감 뒤는 기간 종료', () => {
    expect(applyBlock('UPCOMING', BUSINESS_DAY)).toBe('SUBSCRIPTION_IMPOSSIBLE_SET');
    for (const status of ['CLOSED', 'ALLOTTED', 'LISTED'] as const) expect(applyBlock(status, BUSINESS_DAY)).toBe('SUBSCRIPTION_OVER_DATE');
    expect(applyBlock('OPEN', BUSINESS_DAY)).toBeNull();
  });
  it('주말은 평일 시간 밖, 평일 공휴일은 휴일, 영업일 시간 밖은 시간 밖', () => {
    expect(applyBlock('OPEN', { ...BUSINESS_DAY, stdAt: '20250308', dayOffYn: 'Y', marketOpenYn: 'N' })).toBe('SUBSCRIPTION_IMPOSSIBLE_TIME');
    expect(applyBlock('OPEN', { ...BUSINESS_DAY, stdAt: '20250303', dayOffYn: 'Y', marketOpenYn: 'N' })).toBe('SUBSCRIPTION_IMPOSSIBLE_DAY_OFF');
    expect(applyBlock('OPEN', { ...BUSINESS_DAY, marketOpenYn: 'N' })).toBe('SUBSCRIPTION_IMPOSSIBLE_TIME');
  });
  it('날짜만으로 주말을 안다', () => {
    expect([isWeekendDate('20250308'), isWeekendDate('20250309'), isWeekendDate('20250310'), isWeekendDate('2025-03-08')]).toEqual([true, true, false, false]);
  });
});

describe('quantityProblem', () => {
  const facts = { maxQuantity: 720_000, scrPrice: 5_000, remainingLimit: 25_000_000, orderableAmount: 12_000_000 };
  it('규칙 순서대로 첫 번째 문제', () => {
    expect(quantityProblem({ ...facts, quantity: null })).toBe('SUBSCRIPTION_NONE_AMOUNT');
    expect(quantityProblem({ ...facts, quantity: 0 })).toBe('SUBSCRIPTION_NONE_AMOUNT');
    expect(quantityProblem({ ...facts, quantity: 720_001 })).toBe('SUBSCRIPTION_OVER_AMOUNT');
    expect(quantityProblem({ ...facts, quantity: 5_001 })).toBe('INSUFFICIENT_FUND_OVER_AMT');
    expect(quantityProblem({ ...facts, quantity: 5_000 })).toBe('INSUFFICIENT_FUND');
    expect(quantityProblem({ ...facts, quantity: 2_400 })).toBeNull();
  });
  it('한도 없는 투자자는 예치금만', () => {
    expect(quantityProblem({ ...facts, remainingLimit: null, orderableAmount: 1e12, quantity: 700_000 })).toBeNull();
  });
});

describe('수량과 거래 구분', () => {
  it('숫자만 12자리까지', () => {
    expect([parseQuantity('1,200주'), parseQuantity(''), parseQuantity('abc'), parseQuantity('1234567890123')]).toEqual([1200, null, null, 123456789012]);
  });
  it('전각 숫자(한글 IME 전각 모드)도 숫자로 읽는다 (말없이 버리지 않는다)', () => {
    expect([parseQuantity('１２０'), parseQuantity('１,２００주'), quantityDigits('1２a3')]).toEqual([120, 1200, '123']);
  });
  it('소수점 아래는 버린다 (붙여 넣은 1.5 는 15 주가 아니라 1 주)', () => {
    expect([parseQuantity('1.5'), parseQuantity('1,200.00주'), parseQuantity('１２．５'), quantityDigits('.5')]).toEqual([1, 1200, 12, '']);
  });
  it('청약 가능 수량은 계약의 maxSubsQty 그대로, 없으면(계좌 없는 회원) 0', () => {
    expect(maxApplyQuantity({ maxSubsQty: 1_234 })).toBe(1_234);
    expect(maxApplyQuantity({ maxSubsQty: null })).toBe(0);
  });
  it('신탁수익증권은 FRAC, 투자계약증권은 STO', () => {
    expect(transactionTypesOf('TRUST_BENEFICIARY')).toEqual({ apply: 'FRAC_APPLY', cancel: 'FRAC_CANCEL' });
    expect(transactionTypesOf('INVESTMENT_CONTRACT')).toEqual({ apply: 'STO_APPLY', cancel: 'STO_CANCEL' });
  });
});

describe('흐름의 쿼리', () => {
  it('거래번호는 글자로 온 것만, 청약 id 는 숫자로', () => {
    expect(parseSubsEndSearch({ transNo: '20250304701012590101100000' })).toEqual({ transNo: '20250304701012590101100000' });
    expect(parseSubsEndSearch({ transNo: Number('20250304701012590101100000') })).toEqual({});
    expect(parseCancelSearch({ id: '108', transNo: '20250304701012590102100000' })).toEqual({ id: 108, transNo: '20250304701012590102100000' });
    expect(parseCancelSearch({ id: 108 })).toEqual({ id: 108 });
    expect(parseCancelSearch({ id: 'x' })).toEqual({});
  });
});
