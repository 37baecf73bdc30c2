import type { components } from '@jogak/api-client';

/** How many times a year the plan pays: the contract allows 1, 2, 4 and 12. */
type PaymentsPerYear = components['schemas']['DividendPlan']['paymentsPerYear'];

/** The contract's dividend plan: won per unit and year, paid `paymentsPerYear` times. */
export interface DividendPlanInput {
  readonly annualDividendPerUnit: number;
  readonly paymentsPerYear: PaymentsPerYear;
}

/** What a quantity is expected to earn before tax. */
export interface ExpectedDividend {
  /** Won invested: quantity times the subscription price. */
  readonly investment: number;
  /** Won a year. */
  readonly annual: number;
  /** Won each payment, rounded down to the won. */
  readonly perPayment: number;
}

/**
 * The pre-tax dividend a quantity is expected to earn under the offering's plan.
 *
 * @example
 * expectedDividend(100, 5_000, { annualDividendPerUnit: 305, paymentsPerYear: 4 })
 * // { investment: 500_000, annual: 30_500, perPayment: 7_625 }
 */
export function expectedDividend(quantity: number, scrPrice: number, plan: DividendPlanInput): ExpectedDividend {
  const units = Math.max(0, Math.floor(quantity));
  const annual = units * plan.annualDividendPerUnit;
  return {
    investment: units * scrPrice,
    annual,
    perPayment: Math.floor(annual / plan.paymentsPerYear),
  };
}

// 매월 is the word for every month (월마다 is not said); 반기 and 분기 take 마다.
const PER_PAYMENT_LABELS: Record<Exclude<PaymentsPerYear, 1>, string> = {
  2: '반기마다 예상 배당금',
  4: '분기마다 예상 배당금',
  12: '매월 예상 배당금',
};

/**
 * The name of the dividend each payment brings, by how often the plan pays; null for a plan that
 * pays once a year, whose one payment is the year's dividend (연 예상 배당금 already says it).
 *
 * @example
 * perPaymentDividendLabel(4) // '분기마다 예상 배당금'
 * perPaymentDividendLabel(1) // null
 */
export function perPaymentDividendLabel(paymentsPerYear: PaymentsPerYear): string | null {
  return paymentsPerYear === 1 ? null : PER_PAYMENT_LABELS[paymentsPerYear];
}
