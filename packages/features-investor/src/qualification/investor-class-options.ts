import type { components } from '@jogak/api-client';
import { INVESTOR_CLASS_LABELS, formatWon, yearlyDepositLimitOf, type InvestorClass } from '@jogak/domain-rules';

type IndividualCorpCode = components['schemas']['IndividualCorpCode'];
/** The classes one applies for with documents; general is a switch back, not an application. */
export type AppliedClass = components['schemas']['InvestorStatusChangeRequest']['investorClass'];

export interface InvestorClassOption {
  readonly investorClass: InvestorClass;
  readonly label: string;
  /** `연 20,000,000원` or `한도 없음`. */
  readonly limitText: string;
  readonly description: string;
  /** What choosing it starts: the switch back to general, or an application with documents. */
  readonly kind: 'general' | 'income' | 'professional';
}

/**
 * The yearly deposit limit of a class as the screens write it (spec §6, §9).
 *
 * @example
 * yearlyLimitText('INCOME_QUALIFIED_INVESTOR') // '연 40,000,000원'
 * yearlyLimitText('PRO_INVESTOR') // '한도 없음'
 */
export function yearlyLimitText(investorClass: InvestorClass): string {
  const limit = yearlyDepositLimitOf(investorClass);
  return limit === null ? '한도 없음' : `연 ${formatWon(limit)}`;
}

function option(investorClass: InvestorClass, kind: InvestorClassOption['kind'], description: string): InvestorClassOption {
  return { investorClass, label: INVESTOR_CLASS_LABELS[investorClass], limitText: yearlyLimitText(investorClass), description, kind };
}

/**
 * The classes a member of this kind may choose (spec §6): individuals general, income-qualified
 * or professional; corporations general or professional.
 *
 * @example
 * investorClassOptions('INDIVIDUAL').map((o) => o.limitText) // ['연 20,000,000원', '연 40,000,000원', '한도 없음']
 */
export function investorClassOptions(kind: IndividualCorpCode): InvestorClassOption[] {
  if (kind === 'INDIVIDUAL') {
    return [
      option('GENERAL_INVESTOR', 'general', '누구나 바로 바꿀 수 있어요.'),
      option('INCOME_QUALIFIED_INVESTOR', 'income', '이자·배당소득이나 사업·근로소득 요건을 갖추면 신청할 수 있어요.'),
      option('PRO_INVESTOR', 'professional', '전문투자자 확인서가 필요해요.'),
    ];
  }
  return [
    option('CORP_GENERAL_INVESTOR', 'general', '누구나 바로 바꿀 수 있어요.'),
    option('CORP_INVESTOR', 'professional', '전문투자자 확인서가 필요해요.'),
  ];
}

/**
 * Whether a string is a class one applies for (the draft keeps it as text).
 *
 * @example
 * isAppliedClass('PRO_INVESTOR') // true
 * isAppliedClass('ETC') // false
 */
export function isAppliedClass(value: string): value is AppliedClass {
  return value === 'INCOME_QUALIFIED_INVESTOR' || value === 'PRO_INVESTOR' || value === 'CORP_INVESTOR';
}
