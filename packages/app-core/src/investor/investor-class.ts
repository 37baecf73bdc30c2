/** The five investor classes (spec §4), as the keys of a user's `invest` object. */
export type InvestorClass =
  | 'GENERAL_INVESTOR'
  | 'INCOME_QUALIFIED_INVESTOR'
  | 'PRO_INVESTOR'
  | 'CORP_GENERAL_INVESTOR'
  | 'CORP_INVESTOR';

/** Every investor class, individuals first. */
export const INVESTOR_CLASSES: readonly InvestorClass[] = [
  'GENERAL_INVESTOR',
  'INCOME_QUALIFIED_INVESTOR',
  'PRO_INVESTOR',
  'CORP_GENERAL_INVESTOR',
  'CORP_INVESTOR',
];

/** Korean label of each class. */
export const INVESTOR_CLASS_LABELS: Readonly<Record<InvestorClass, string>> = {
  GENERAL_INVESTOR: '일반투자자',
  INCOME_QUALIFIED_INVESTOR: '소득적격투자자',
  PRO_INVESTOR: '전문투자자',
  CORP_GENERAL_INVESTOR: '일반법인투자자',
  CORP_INVESTOR: '전문법인투자자',
};

/**
 * The class a user's `invest` object names: its first key, when that key is a known class.
 *
 * @example
 * investorClassOf({ INCOME_QUALIFIED_INVESTOR: {} }) // 'INCOME_QUALIFIED_INVESTOR'
 * investorClassOf({}) // null
 */
export function investorClassOf(invest: Readonly<Record<string, unknown>> | null | undefined): InvestorClass | null {
  const first = invest ? Object.keys(invest)[0] : undefined;
  return first !== undefined && (INVESTOR_CLASSES as readonly string[]).includes(first)
    ? (first as InvestorClass)
    : null;
}

/**
 * A user is a limited investor unless the first key of `invest` is PRO_INVESTOR or CORP_INVESTOR
 * (spec §4, §6). An empty or missing `invest` is limited.
 *
 * @example
 * isLimitedInvestor({ PRO_INVESTOR: {} }) // false
 * isLimitedInvestor({ GENERAL_INVESTOR: {}, PRO_INVESTOR: {} }) // true
 */
export function isLimitedInvestor(invest: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const first = invest ? Object.keys(invest)[0] : undefined;
  return first !== 'PRO_INVESTOR' && first !== 'CORP_INVESTOR';
}

/** Yearly deposit limits in won; `null` is unlimited (spec §6, §9). */
export const YEARLY_DEPOSIT_LIMITS: Readonly<Record<InvestorClass, number | null>> = {
  GENERAL_INVESTOR: 20_000_000,
  INCOME_QUALIFIED_INVESTOR: 40_000_000,
  PRO_INVESTOR: null,
  CORP_GENERAL_INVESTOR: null,
  CORP_INVESTOR: null,
};

/**
 * The yearly deposit limit of an investor class in won, `null` when unlimited. A user whose class
 * is unknown gets the general individual limit, the strictest one.
 *
 * @example
 * yearlyDepositLimit('INCOME_QUALIFIED_INVESTOR') // 40000000
 * yearlyDepositLimit('CORP_INVESTOR') // null
 * yearlyDepositLimit(null) // 20000000
 */
export function yearlyDepositLimit(investorClass: InvestorClass | null): number | null {
  return YEARLY_DEPOSIT_LIMITS[investorClass ?? 'GENERAL_INVESTOR'];
}
