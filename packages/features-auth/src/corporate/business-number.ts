/** The weights of the first nine digits of a business registration number. */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Whether a business registration number (사업자등록번호) is ten digits whose last is the check
 * digit: the weighted sum of the first nine (1,3,7,1,3,7,1,3,5), plus the tens of the ninth
 * digit times five, subtracted from the next multiple of ten.
 *
 * @example
 * isValidBusinessNumber('2148812345'); // true
 * isValidBusinessNumber('2148812346'); // false
 */
export function isValidBusinessNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const ninth = digits[8] ?? 0;
  const sum = WEIGHTS.reduce<number>((total, weight, index) => total + (digits[index] ?? 0) * weight, 0) + Math.floor((ninth * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/**
 * The digits of a typed business number, at most ten (hyphens and spaces dropped).
 *
 * @example
 * businessNumberDigits('214-88-12345'); // '2148812345'
 */
export function businessNumberDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 10);
}

/**
 * The number as it is written, 3-2-5.
 *
 * @example
 * formatBusinessNumber('2148812345'); // '214-88-12345'
 */
export function formatBusinessNumber(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 10)].filter(Boolean).join('-');
}
