import type { components } from '@jogak/api-client';

type OfferingStatus = components['schemas']['OfferingStatus'];
type SecuritiesClassCod = components['schemas']['SecuritiesClassCod'];
type ProductRiskLevelCod = components['schemas']['ProductRiskLevelCod'];

const STATUS_LABELS: Record<OfferingStatus, string> = {
  UPCOMING: '청약 예정',
  OPEN: '청약 중',
  CLOSED: '청약 마감',
  ALLOTTED: '배정 완료',
  LISTED: '상장',
};

/**
 * The Korean name of an offering's state.
 *
 * @example
 * offeringStatusLabel('OPEN') // '청약 중'
 */
export function offeringStatusLabel(status: OfferingStatus): string {
  return STATUS_LABELS[status];
}

const CLASS_LABELS: Record<SecuritiesClassCod, string> = {
  TRUST_BENEFICIARY: '신탁수익증권',
  INVESTMENT_CONTRACT: '투자계약증권',
};

/**
 * The Korean name of a securities class.
 *
 * @example
 * securitiesClassLabel('TRUST_BENEFICIARY') // '신탁수익증권'
 */
export function securitiesClassLabel(cod: SecuritiesClassCod): string {
  return CLASS_LABELS[cod];
}

/** A product risk grade: its name and what it means for the investor. */
export interface RiskLevel {
  readonly grade: number;
  readonly label: string;
  readonly explanation: string;
}

const RISK_LEVELS: Record<ProductRiskLevelCod, RiskLevel> = {
  '1': { grade: 1, label: '매우 높은 위험', explanation: '원금 전부를 잃을 수 있고, 수익의 변동이 매우 큰 상품이에요.' },
  '2': { grade: 2, label: '높은 위험', explanation: '원금의 상당 부분을 잃을 수 있고, 수익의 변동이 큰 상품이에요.' },
  '3': { grade: 3, label: '다소 높은 위험', explanation: '원금 손실이 날 수 있고, 시장 상황에 따라 수익이 달라지는 상품이에요.' },
  '4': { grade: 4, label: '보통 위험', explanation: '원금 손실 가능성이 있으나 수익의 변동이 크지 않은 상품이에요.' },
  '5': { grade: 5, label: '낮은 위험', explanation: '원금 손실 가능성이 낮고, 수익이 비교적 안정적인 상품이에요.' },
  '6': { grade: 6, label: '매우 낮은 위험', explanation: '원금 손실 가능성이 매우 낮은 상품이에요.' },
};

/**
 * The product risk grade (1 very high … 6 very low, as Korean risk grades read) with its meaning.
 *
 * @example
 * riskLevelOf('1').label // '매우 높은 위험'
 */
export function riskLevelOf(cod: ProductRiskLevelCod): RiskLevel {
  return RISK_LEVELS[cod];
}
