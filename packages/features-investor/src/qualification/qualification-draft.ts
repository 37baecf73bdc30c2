import { investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { isAppliedClass, type AppliedClass } from './investor-class-options';

/**
 * The class being applied for. The draft keeps it in app-core's investor information as the
 * change-matter code (investInformChgMatterCod), which is `ETC` until a class is chosen.
 *
 * @example
 * appliedClass() // 'INCOME_QUALIFIED_INVESTOR' after choosing it on invest-div
 */
export function appliedClass(): AppliedClass | null {
  const code = investorInfoStore.investInformChgMatterCod;
  return isAppliedClass(code) ? code : null;
}

/**
 * Starts an application for `applied` in the draft, dropping what an earlier one chose.
 *
 * @example
 * startApplication('PRO_INVESTOR');
 */
export function startApplication(applied: AppliedClass): void {
  resetInvestorInfo();
  Object.assign(investorInfoStore, { investInformChgMatterCod: applied, specialInvestMemberApplyYn: 'Y' });
}

/** Income types of the income-qualified conditions (the codes are ours; the spec names none). */
export const INCOME_TYPES = [
  { value: 'FINANCIAL_INCOME', label: '이자·배당소득이 연 2,000만원을 넘어요' },
  { value: 'EARNED_INCOME', label: '사업·근로소득이 연 1억원을 넘어요' },
] as const;

/**
 * The Korean label of an income type, or null for an unknown one.
 *
 * @example
 * incomeTypeLabel('EARNED_INCOME') // '사업·근로소득이 연 1억원을 넘어요'
 */
export function incomeTypeLabel(value: string): string | null {
  return INCOME_TYPES.find((type) => type.value === value)?.label ?? null;
}

/** The professional requirements; one of them must be met besides the balance requirement. */
export const PROFESSIONAL_REQUIREMENTS = [
  { value: 'income', label: '소득 요건: 직전 연도 소득이 1억원 이상(부부 합산 1억 5천만원 이상)이에요' },
  { value: 'asset', label: '자산 요건: 거주 부동산을 뺀 순자산이 5억원 이상이에요' },
  { value: 'expert', label: '전문가 요건: 회계사, 변호사 등 금융 관련 전문 자격이 있어요' },
] as const;

/** The documents each application needs (professional needs a confirmation document, spec §6). */
export function requiredDocumentOf(applied: AppliedClass): string {
  return applied === 'INCOME_QUALIFIED_INVESTOR' ? '소득 증빙 서류' : '전문투자자 확인서';
}
