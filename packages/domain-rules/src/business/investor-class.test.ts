import { describe, expect, it } from 'vitest';
import { investorClassOf, isNonLimitedInvestor, YEARLY_DEPOSIT_LIMITS, yearlyDepositLimitOf } from './investor-class';

describe('isNonLimitedInvestor', () => {
  it.each([
    [{ PRO_INVESTOR: {} }, true],
    [{ CORP_INVESTOR: {} }, true],
    [{ GENERAL_INVESTOR: {} }, false],
    [{ INCOME_QUALIFIED_INVESTOR: {} }, false],
    [{ CORP_GENERAL_INVESTOR: {} }, false],
    [{ GENERAL_INVESTOR: {}, PRO_INVESTOR: {} }, false],
    [{ PRO_INVESTOR: {}, GENERAL_INVESTOR: {} }, true],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (invest, expected) => {
    expect(isNonLimitedInvestor(invest)).toBe(expected);
  });
});

describe('investorClassOf', () => {
  it.each([
    [{ PRO_INVESTOR: {} }, 'PRO_INVESTOR'],
    [{ INCOME_QUALIFIED_INVESTOR: {}, PRO_INVESTOR: {} }, 'INCOME_QUALIFIED_INVESTOR'],
    [{ SOMETHING_ELSE: {} }, null],
    [{}, null],
    [null, null],
  ])('%j → %s', (invest, expected) => {
    expect(investorClassOf(invest)).toBe(expected);
  });
});

describe('yearlyDepositLimitOf', () => {
  it('투자자 유형별 연간 투자 한도', () => {
    expect(YEARLY_DEPOSIT_LIMITS).toEqual({
      GENERAL_INVESTOR: 20_000_000,
      INCOME_QUALIFIED_INVESTOR: 40_000_000,
      PRO_INVESTOR: null,
      CORP_GENERAL_INVESTOR: null,
      CORP_INVESTOR: null,
    });
    expect(yearlyDepositLimitOf('GENERAL_INVESTOR')).toBe(20_000_000);
    expect(yearlyDepositLimitOf('INCOME_QUALIFIED_INVESTOR')).toBe(40_000_000);
    expect(yearlyDepositLimitOf('PRO_INVESTOR')).toBeNull();
  });
});
