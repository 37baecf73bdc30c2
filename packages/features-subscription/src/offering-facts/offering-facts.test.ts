import { describe, expect, it } from 'vitest';
import { expectedDividend, perPaymentDividendLabel } from './expected-dividend';
import { offeringFilterLabel, offeringFilterStatuses } from './filter-labels';
import { parseSubscriptionListSearch } from './offering-filter';
import { offeringDDay } from './offering-dday';
import { offeringStatusLabel, riskLevelOf, securitiesClassLabel } from './offering-labels';

const NOW = new Date('2025-03-04T10:00:00+09:00');

function offering(status: 'UPCOMING' | 'OPEN' | 'CLOSED' | 'ALLOTTED' | 'LISTED', listAt: string | null = '2025-03-20') {
  return {
    id: 1, subscribeInfoId: 1, stockCd: 'JG0001', name: '조각', status, totalIssueQty: 10, totalOfferingQty: 9, totalScrQty: 0, scrPrice: 5_000,
    subsBeginAt: '2025-03-07T00:00:00+09:00', subsEndAt: status === 'CLOSED' ? '2025-03-03T23:59:59+09:00' : '2025-03-04T23:59:59+09:00',
    putAt: '2025-03-10', listAt, productRiskLevelCod: '3', securitiesClassCod: 'TRUST_BENEFICIARY', ownSubs: false, subsQty: 0, thumbImgUrl: '',
  } as const;
}

describe('offeringDDay', () => {
  it('상태마다 세는 날이 다르다', () => {
    expect(offeringDDay(offering('UPCOMING'), NOW)).toEqual({ label: 'D-3', event: '오픈' });
    expect(offeringDDay(offering('OPEN'), NOW)).toEqual({ label: 'D-Day', event: '마감' });
    expect(offeringDDay(offering('CLOSED'), NOW)).toEqual({ label: 'D+1', event: '마감' });
    expect(offeringDDay(offering('ALLOTTED'), NOW)).toEqual({ label: 'D-16', event: '상장' });
    expect(offeringDDay(offering('LISTED', '2025-02-01'), NOW)).toEqual({ label: 'D+31', event: '상장' });
    expect(offeringDDay(offering('ALLOTTED', null), NOW)).toBeNull();
  });
});

describe('expectedDividend', () => {
  it('수량 × 1주당 연 배당금, 회당은 원 단위 내림', () => {
    expect(expectedDividend(100, 5_000, { annualDividendPerUnit: 305, paymentsPerYear: 4 })).toEqual({ investment: 500_000, annual: 30_500, perPayment: 7_625 });
    expect(expectedDividend(3, 5_000, { annualDividendPerUnit: 305, paymentsPerYear: 4 })).toEqual({ investment: 15_000, annual: 915, perPayment: 228 });
    expect(expectedDividend(0, 5_000, { annualDividendPerUnit: 305, paymentsPerYear: 4 })).toEqual({ investment: 0, annual: 0, perPayment: 0 });
  });

  it('회당 배당금의 이름은 지급 주기를 따른다: 연 1회는 매년, 월 지급은 매월', () => {
    expect(([1, 2, 4, 12] as const).map(perPaymentDividendLabel)).toEqual([null, '반기마다 예상 배당금', '분기마다 예상 배당금', '매월 예상 배당금']);
  });
});

describe('labels and filters', () => {
  it('위험 등급과 증권 종류', () => {
    expect(riskLevelOf('1')).toEqual({ grade: 1, label: '매우 높은 위험', explanation: '원금 전부를 잃을 수 있고, 수익의 변동이 매우 큰 상품이에요.' });
    expect(securitiesClassLabel('INVESTMENT_CONTRACT')).toBe('투자계약증권');
  });

  it('상태와 필터의 이름은 띄어 쓴다 (청약 중, 청약 예정: 앱의 진행 중, 심사 중처럼)', () => {
    expect((['UPCOMING', 'OPEN', 'CLOSED', 'ALLOTTED', 'LISTED'] as const).map(offeringStatusLabel)).toEqual(['청약 예정', '청약 중', '청약 마감', '배정 완료', '상장']);
    expect((['all', 'upcoming', 'open', 'closed', 'listed'] as const).map(offeringFilterLabel)).toEqual(['전체', '청약 예정', '청약 중', '청약 마감', '배정·상장']);
  });

  it('필터와 쿼리', () => {
    expect(offeringFilterStatuses('listed')).toEqual(['ALLOTTED', 'LISTED']);
    expect(offeringFilterStatuses('all')).toBeUndefined();
    expect(parseSubscriptionListSearch({ filter: 'open' })).toEqual({ filter: 'open' });
    expect(parseSubscriptionListSearch({ filter: 'all' })).toStrictEqual({ filter: undefined });
    expect(parseSubscriptionListSearch({ filter: 3 })).toStrictEqual({ filter: undefined });
  });

  it('받지 않은 필터는 undefined 로 답해 날것의 값을 덮고, 필터가 없는 쿼리에는 빈 답', () => {
    expect(parseSubscriptionListSearch({ filter: 2 })).toHaveProperty('filter', undefined);
    expect(parseSubscriptionListSearch({ tabs: 'corporate' })).toStrictEqual({});
  });
});
