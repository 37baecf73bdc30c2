/** The contract's dividend plan: won per unit and year, paid `paymentsPerYear` times. */
export interface DividendPlanInput {
  readonly annualDividendPerUnit: number;
  readonly paymentsPerYear: number;
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
    perPayment: plan.paymentsPerYear > 0 ? Math.floor(annual / plan.paymentsPerYear) : 0,
  };
}

const PAYMENT_NAMES: Record<number, string> = { 1: '연 1회', 2: '반기', 4: '분기', 12: '월' };

/**
 * How often the plan pays, in Korean.
 *
 * @example
 * paymentCycleLabel(4) // '분기'
 */
export function paymentCycleLabel(paymentsPerYear: number): string {
  return PAYMENT_NAMES[paymentsPerYear] ?? `연 ${paymentsPerYear}회`;
}
