import { describe, expect, it } from 'vitest';
import { hasInvestorInformationMatured, tendencyStatusOf, type InvestorInformationFacts } from './tendency-status';

describe('hasInvestorInformationMatured', () => {
  const lastSecond = '2025-03-01T23:59:59+09:00';
  const nextDay = '2025-03-02T00:00:00+09:00';

  it.each([
    ['20250301', 'Y', lastSecond, false],
    ['20250301', 'Y', nextDay, true],
    ['20250301', '', nextDay, true],
    ['20250301', 'N', nextDay, false],
    ['2025-03-01T10:00:00+09:00', 'Y', nextDay, true],
    ['', 'Y', nextDay, false],
    [null, 'Y', nextDay, false],
    ['20250301', 'Y', '20250302', true],
  ] as const)('만기 %s, 제공 "%s", 현재 %s → 만료 %s', (maturity, offer, now, expected) => {
    expect(hasInvestorInformationMatured({ investPersonInformChgMaturityAt: maturity, investPersonInformOfferYn: offer }, now)).toBe(expected);
  });
});

describe('tendencyStatusOf', () => {
  const now = '2025-03-04T10:00:00+09:00';
  const evaluated: InvestorInformationFacts = {
    customerTendencyEvalCod: '3',
    investPersonInformOfferYn: 'Y',
    investPersonInformChgAt: '2024-12-04T00:00:00+09:00',
    investPersonInformChgMaturityAt: '2026-12-04T00:00:00+09:00',
  };

  it('분석한 회원은 성향과 유효기간', () => {
    expect(tendencyStatusOf(evaluated, now)).toEqual({ kind: 'valid', gradeLabel: '위험중립형', validUntil: '2026.12.04' });
  });

  it('만기가 지나면 만료: 성향은 남기고 만기일을 알린다', () => {
    expect(tendencyStatusOf({ ...evaluated, investPersonInformChgMaturityAt: '2025-03-03T00:00:00+09:00' }, now)).toEqual({
      kind: 'expired',
      gradeLabel: '위험중립형',
      maturedOn: '2025.03.03',
    });
  });

  it('정보 제공을 거절한 회원은 만기가 지나도 미제공이고 유효기간이 없다 (spec §4)', () => {
    const declined = { customerTendencyEvalCod: '-', investPersonInformOfferYn: 'N', investPersonInformChgAt: '2023-01-02T00:00:00+09:00', investPersonInformChgMaturityAt: '2025-01-02T00:00:00+09:00' };
    expect(tendencyStatusOf(declined, now)).toEqual({ kind: 'declined', registeredOn: '2023.01.02' });
  });

  it('등록한 적 없으면 분석 전 (제공 N이어도 등록일이 없으면 거절이 아니다)', () => {
    const never = { customerTendencyEvalCod: '-', investPersonInformOfferYn: 'N', investPersonInformChgAt: null, investPersonInformChgMaturityAt: null };
    expect(tendencyStatusOf(never, now)).toEqual({ kind: 'none' });
    expect(tendencyStatusOf({ ...never, investPersonInformOfferYn: 'Y' }, now)).toEqual({ kind: 'none' });
  });
});
