import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TRANSACTION_TYPES } from './constants';
import { isInvestorInformationExpired } from './investor-information';

describe('isInvestorInformationExpired', () => {
  it.each([
    ['2024-11-21', '2026-11-21T23:59:59+09:00', false],
    ['2024-11-21', '2026-11-22T00:00:00+09:00', true],
    ['2024-02-29', '2026-02-28T23:59:59+09:00', false],
    ['2024-02-29', '2026-03-01T00:00:00+09:00', true],
    ['2026-01-01', '2026-11-21T00:00:00+09:00', false],
  ])('등록일 %s, 지금 %s → 만료 %s', (registeredAt, now, expired) => {
    expect(isInvestorInformationExpired(registeredAt, now)).toBe(expired);
  });
});

describe('SUBSCRIPTION_TRANSACTION_TYPES', () => {
  it('청약은 01, 취소는 02', () => {
    expect(SUBSCRIPTION_TRANSACTION_TYPES).toEqual({ FRAC_APPLY: '01', FRAC_CANCEL: '02', STO_APPLY: '01', STO_CANCEL: '02' });
  });
});
