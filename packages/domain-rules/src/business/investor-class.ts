/**
 * Investor classes, the keys of a member's `invest` object (spec §3, §6). The spec names
 * PRO_INVESTOR and CORP_INVESTOR; the other three codes are ours and are fixed here once.
 */
export const INVESTOR_CLASSES = {
  /** 일반 개인투자자 */
  GENERAL_INVESTOR: 'GENERAL_INVESTOR',
  /** 소득적격 개인투자자 */
  INCOME_QUALIFIED_INVESTOR: 'INCOME_QUALIFIED_INVESTOR',
  /** 전문 개인투자자 */
  PRO_INVESTOR: 'PRO_INVESTOR',
  /** 일반 법인투자자 */
  CORP_GENERAL_INVESTOR: 'CORP_GENERAL_INVESTOR',
  /** 전문 법인투자자 */
  CORP_INVESTOR: 'CORP_INVESTOR',
} as const;

/** One investor class code. */
export type InvestorClass = (typeof INVESTOR_CLASSES)[keyof typeof INVESTOR_CLASSES];

/** Korean names of the investor classes, as the product shows them. */
export const INVESTOR_CLASS_LABELS: Readonly<Record<InvestorClass, string>> = {
  GENERAL_INVESTOR: '일반 개인투자자',
  INCOME_QUALIFIED_INVESTOR: '소득적격 개인투자자',
  PRO_INVESTOR: '전문 개인투자자',
  CORP_GENERAL_INVESTOR: '일반 법인투자자',
  CORP_INVESTOR: '전문 법인투자자',
};

/**
 * Yearly deposit limit in won per investor class; null means unlimited (spec §6): individual
 * general 20,000,000; income-qualified 40,000,000; professional and corporate unlimited.
 */
export const YEARLY_DEPOSIT_LIMITS: Readonly<Record<InvestorClass, number | null>> = {
  GENERAL_INVESTOR: 20_000_000,
  INCOME_QUALIFIED_INVESTOR: 40_000_000,
  PRO_INVESTOR: null,
  CORP_GENERAL_INVESTOR: null,
  CORP_INVESTOR: null,
};

/** The classes that are not limited users (spec §4, §6). */
const NON_LIMITED_CLASSES: ReadonlySet<string> = new Set([INVESTOR_CLASSES.PRO_INVESTOR, INVESTOR_CLASSES.CORP_INVESTOR]);

/** A member's `invest` object, keyed by investor class; its first key is the current class. */
export type InvestByClass = Readonly<Record<string, unknown>> | null | undefined;

/**
 * The member's investor class: the first key of `invest` when it is a known class, else null.
 *
 * @example
 * investorClassOf({ PRO_INVESTOR: { since: '2026-01-02' } }) // 'PRO_INVESTOR'
 * investorClassOf({}) // null
 */
export function investorClassOf(invest: InvestByClass): InvestorClass | null {
  const first = invest ? Object.keys(invest)[0] : undefined;
  return first !== undefined && first in YEARLY_DEPOSIT_LIMITS ? (first as InvestorClass) : null;
}

/**
 * Whether the member is a non-limited investor: only when the FIRST key of `invest` is
 * PRO_INVESTOR or CORP_INVESTOR. Everyone else, including a member without `invest`, is limited.
 *
 * @example
 * isNonLimitedInvestor({ CORP_INVESTOR: {} }) // true
 * isNonLimitedInvestor({ GENERAL_INVESTOR: {}, PRO_INVESTOR: {} }) // false
 */
export function isNonLimitedInvestor(invest: InvestByClass): boolean {
  const first = invest ? Object.keys(invest)[0] : undefined;
  return first !== undefined && NON_LIMITED_CLASSES.has(first);
}

/**
 * The yearly deposit limit of an investor class in won, or null when unlimited.
 *
 * @example
 * yearlyDepositLimitOf('GENERAL_INVESTOR') // 20_000_000
 * yearlyDepositLimitOf('CORP_GENERAL_INVESTOR') // null
 */
export function yearlyDepositLimitOf(investorClass: InvestorClass): number | null {
  return YEARLY_DEPOSIT_LIMITS[investorClass];
}
