import { describe, expect, it } from 'vitest';
import { isLimitedInvestor, yearlyDepositLimit } from './investor-class';

describe('isLimitedInvestor', () => {
  it.each([
    [{ PRO_INVESTOR: {} }, false],
    [{ CORP_INVESTOR: {} }, false],
    [{ GENERAL_INVESTOR: {} }, true],
    [{ INCOME_QUALIFIED_INVESTOR: {} }, true],
    [{ CORP_GENERAL_INVESTOR: {} }, true],
    [{ GENERAL_INVESTOR: {}, PRO_INVESTOR: {} }, true],
    [{ PRO_INVESTOR: {}, GENERAL_INVESTOR: {} }, false],
    [{ SOMETHING_ELSE: {} }, true],
    [{}, true],
    [null, true],
    [undefined, true],
  ])('%j → 제한 투자자 %s', (invest, expected) => {
    expect(isLimitedInvestor(invest)).toBe(expected);
  });
});

describe('yearlyDepositLimit', () => {
  it.each([
    [{ GENERAL_INVESTOR: {} }, 20_000_000],
    [{ INCOME_QUALIFIED_INVESTOR: {} }, 40_000_000],
    [{ PRO_INVESTOR: {} }, null],
    [{ CORP_GENERAL_INVESTOR: {} }, null],
    [{ CORP_INVESTOR: {} }, null],
    [{ UNKNOWN: {} }, 20_000_000],
    [{}, 20_000_000],
    [null, 20_000_000],
  ])('%j → %s', (invest, expected) => {
    expect(yearlyDepositLimit(invest)).toBe(expected);
  });
});
