import { describe, expect, it } from 'vitest';
import { hasTendencyEvaluation, isInvestorInfoExpired, needsTendencyEvaluation } from './investor-info-checks';

describe('isInvestorInfoExpired', () => {
  const lastSecond = new Date('2025-03-01T23:59:59+09:00');
  const nextDay = new Date('2025-03-02T00:00:00+09:00');

  it.each([
    ['20250301', 'Y', lastSecond, false],
    ['20250301', 'Y', nextDay, true],
    ['20250301', '', nextDay, true],
    ['20250301', 'N', nextDay, false],
    ['2025-03-01', 'Y', nextDay, true],
    ['2025-03-01T10:00:00+09:00', 'Y', nextDay, true],
    ['2025-03-02', 'Y', nextDay, false],
    ['', 'Y', nextDay, false],
    ['2025', 'Y', nextDay, false],
    ['20250301', 'Y', '20250301', false],
    ['20250301', 'Y', '20250302', true],
  ] as const)('만기 %s, 제공 "%s", 현재 %s → 만료 %s', (maturity, offer, now, expected) => {
    expect(
      isInvestorInfoExpired({ investPersonInformChgMaturityAt: maturity, investPersonInformOfferYn: offer }, now),
    ).toBe(expected);
  });
});

describe('hasTendencyEvaluation', () => {
  it.each([
    ['-', false],
    ['', false],
    [' ', false],
    [null, false],
    [undefined, false],
    ['1', true],
    ['STABLE', true],
  ])('%s → %s', (code, expected) => {
    expect(hasTendencyEvaluation(code)).toBe(expected);
  });
});

describe('needsTendencyEvaluation', () => {
  it.each([
    ['200', 'Y', '-', true],
    ['000', '', '', true],
    ['200', 'N', '-', false],
    ['200', 'Y', '3', false],
    ['100', 'Y', '-', false],
    ['900', 'Y', '-', false],
    ['101', 'Y', '-', false],
    ['102', 'Y', '-', false],
    ['103', 'Y', '-', false],
    ['123', 'Y', '-', false],
  ] as const)('유형 %s, 제공 "%s", 코드 "%s" → %s', (userType, offer, code, expected) => {
    expect(
      needsTendencyEvaluation({ userType, investPersonInformOfferYn: offer, customerTendencyEvalCod: code }),
    ).toBe(expected);
  });
});
