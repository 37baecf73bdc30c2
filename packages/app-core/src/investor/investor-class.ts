import { investorClassOf, isNonLimitedInvestor, yearlyDepositLimitOf, type InvestByClass } from '@jogak/domain-rules';

/**
 * A user is a limited investor unless the first key of `invest` is PRO_INVESTOR or CORP_INVESTOR
 * (spec §4, §6); domain-rules' `isNonLimitedInvestor` read the way the spec words it. An empty or
 * missing `invest` is limited.
 *
 * @example
 * isLimitedInvestor({ PRO_INVESTOR: {} }) // false
 * isLimitedInvestor({ GENERAL_INVESTOR: {}, PRO_INVESTOR: {} }) // true
 */
export function isLimitedInvestor(invest: InvestByClass): boolean {
  return !isNonLimitedInvestor(invest);
}

/**
 * A user's yearly deposit limit in won from their `invest` object, `null` when unlimited. A user
 * whose class cannot be read gets the general individual limit, the strictest one.
 *
 * @example
 * yearlyDepositLimit({ INCOME_QUALIFIED_INVESTOR: {} }) // 40000000
 * yearlyDepositLimit({ CORP_INVESTOR: {} }) // null
 * yearlyDepositLimit({}) // 20000000
 */
export function yearlyDepositLimit(invest: InvestByClass): number | null {
  return yearlyDepositLimitOf(investorClassOf(invest) ?? 'GENERAL_INVESTOR');
}
