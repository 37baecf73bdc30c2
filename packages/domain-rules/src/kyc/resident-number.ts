import { fullBirthDate } from '../age/full-birth-date';

/** Why a resident registration number was refused, or `null` when its shape is right. */
export type ResidentNumberProblem = 'length' | 'birth-date' | 'gender-digit' | null;

/**
 * Checks the shape of a resident registration number (주민등록번호): 13 digits, the first six a
 * real `yyMMdd` date and the seventh a gender digit 1–8 (5–8 for registered foreigners). The last
 * digit is *not* checked against the old checksum: numbers issued since October 2020 end in
 * random digits and would fail it.
 *
 * @example
 * residentNumberProblem('9001011234567') // null
 * residentNumberProblem('9013011234567') // 'birth-date'
 * residentNumberProblem('9001019234567') // 'gender-digit'
 */
export function residentNumberProblem(digits: string): ResidentNumberProblem {
  if (!/^\d{13}$/.test(digits)) return 'length';
  const genderDigit = digits.charAt(6);
  if (!/^[1-8]$/.test(genderDigit)) return 'gender-digit';
  return residentNumberBirthDate(digits) === null ? 'birth-date' : null;
}

/**
 * The `yyyyMMdd` birth date a resident registration number carries (century from the gender
 * digit, spec §5); null when its front part is not a real date.
 *
 * @example
 * residentNumberBirthDate('0506154123456') // '20050615'
 * residentNumberBirthDate('9002301234567') // null
 */
export function residentNumberBirthDate(digits: string): string | null {
  return fullBirthDate(digits.slice(0, 6), digits.charAt(6));
}

/**
 * Whether a resident registration number's gender digit (its seventh) is a registered foreigner's:
 * 5–8 (the 외국인등록번호), as against a citizen's 1–4 (and 9, 0 for the 1800s).
 *
 * @example
 * isForeignerResidentNumber('9001015234567') // true
 * isForeignerResidentNumber('9001011234567') // false
 */
export function isForeignerResidentNumber(digits: string): boolean {
  return /^[5-8]$/.test(digits.charAt(6));
}

/**
 * The gender a resident registration number's seventh digit gives: odd (1, 3, 5, 7, 9) for men,
 * even for women.
 *
 * @example
 * residentNumberGender('9001012234567') // 'F'
 */
export function residentNumberGender(digits: string): 'M' | 'F' {
  return Number(digits.charAt(6)) % 2 === 1 ? 'M' : 'F';
}
