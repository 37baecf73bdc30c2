/**
 * Investor tendency grades (customerTendencyEvalCod) and product risk levels
 * (productRiskLevelCod). The spec names both codes but not their scales; the grades follow the
 * five-type profile Korean brokers use, the risk levels the contract's 1 (very high) … 6 (very low).
 */
export const TENDENCY_GRADES = ['1', '2', '3', '4', '5'] as const;

/** One tendency grade: 1 안정형 … 5 공격투자형. */
export type TendencyGrade = (typeof TENDENCY_GRADES)[number];

/** Korean names of the tendency grades, as the result screen shows them. */
export const TENDENCY_GRADE_LABELS: Readonly<Record<TendencyGrade, string>> = {
  '1': '안정형',
  '2': '안정추구형',
  '3': '위험중립형',
  '4': '적극투자형',
  '5': '공격투자형',
};

export const PRODUCT_RISK_LEVELS = ['1', '2', '3', '4', '5', '6'] as const;

/** One product risk level: 1 (매우 높은 위험) … 6 (매우 낮은 위험). */
export type ProductRiskLevel = (typeof PRODUCT_RISK_LEVELS)[number];

/** Korean names of the product risk levels. */
export const PRODUCT_RISK_LEVEL_LABELS: Readonly<Record<ProductRiskLevel, string>> = {
  '1': '매우 높은 위험',
  '2': '높은 위험',
  '3': '다소 높은 위험',
  '4': '보통 위험',
  '5': '낮은 위험',
  '6': '매우 낮은 위험',
};

/**
 * The riskiest level (smallest number) each grade is suitable for; every safer level is suitable
 * too. 적극투자형 reaches level 2 and 위험중립형 level 4, as the common five-to-six mapping does.
 */
const RISKIEST_SUITABLE_LEVEL: Readonly<Record<TendencyGrade, number>> = {
  '1': 6,
  '2': 5,
  '3': 4,
  '4': 2,
  '5': 1,
};

/**
 * Whether a string is a tendency grade ('-' and anything else are not: no evaluation).
 *
 * @example
 * isTendencyGrade('3') // true
 * isTendencyGrade('-') // false
 */
export function isTendencyGrade(code: string | null | undefined): code is TendencyGrade {
  return (TENDENCY_GRADES as readonly string[]).includes(code ?? '');
}

/**
 * The Korean name of a tendency code, or null when there is no evaluation ('-').
 *
 * @example
 * tendencyGradeLabel('5') // '공격투자형'
 * tendencyGradeLabel('-') // null
 */
export function tendencyGradeLabel(code: string | null | undefined): string | null {
  return isTendencyGrade(code) ? TENDENCY_GRADE_LABELS[code] : null;
}

/**
 * Whether a product of `riskLevel` suits a member of tendency `code`. A member without an
 * evaluation suits nothing; an unknown risk level is treated as the riskiest (1).
 *
 * @example
 * isSuitableProduct('3', '4') // true  — 위험중립형, 보통 위험
 * isSuitableProduct('3', '3') // false — needs the unsuitable-transaction confirmation
 * isSuitableProduct('-', '6') // false
 */
export function isSuitableProduct(code: string | null | undefined, riskLevel: string): boolean {
  if (!isTendencyGrade(code)) return false;
  const level = (PRODUCT_RISK_LEVELS as readonly string[]).includes(riskLevel) ? Number(riskLevel) : 1;
  return level >= RISKIEST_SUITABLE_LEVEL[code];
}

/**
 * The product risk levels a tendency suits, riskiest first; empty without an evaluation.
 *
 * @example
 * suitableRiskLevels('4') // ['2', '3', '4', '5', '6']
 * suitableRiskLevels('-') // []
 */
export function suitableRiskLevels(code: string | null | undefined): ProductRiskLevel[] {
  return PRODUCT_RISK_LEVELS.filter((level) => isSuitableProduct(code, level));
}
