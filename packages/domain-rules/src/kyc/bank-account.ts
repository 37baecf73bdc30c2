/**
 * The banks a member can verify an account at, by their three-digit code of the Korea Financial
 * Telecommunications & Clearings Institute (금융결제원 은행 코드), in the order the app lists them.
 */
export const KOREAN_BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '023', name: 'SC제일은행' },
  { code: '032', name: '부산은행' },
  { code: '031', name: '대구은행' },
  { code: '034', name: '광주은행' },
  { code: '037', name: '전북은행' },
  { code: '039', name: '경남은행' },
  { code: '035', name: '제주은행' },
  { code: '045', name: '새마을금고' },
  { code: '048', name: '신협' },
  { code: '071', name: '우체국' },
  { code: '002', name: 'KDB산업은행' },
  { code: '007', name: '수협은행' },
  { code: '027', name: '씨티은행' },
] as const satisfies readonly { code: string; name: string }[];

/** One bank of {@link KOREAN_BANKS}. */
export type KoreanBank = (typeof KOREAN_BANKS)[number];
/** A bank code of {@link KOREAN_BANKS}. */
export type KoreanBankCode = KoreanBank['code'];

/**
 * The bank of a code, or undefined for a code the list does not have.
 *
 * @example
 * koreanBankOf('090')?.name // '카카오뱅크'
 * koreanBankOf('999') // undefined
 */
export function koreanBankOf(code: string): KoreanBank | undefined {
  return KOREAN_BANKS.find((bank) => bank.code === code);
}

/** The fewest and most digits a Korean bank account number has (hyphens left out). */
export const BANK_ACCOUNT_DIGITS = { min: 10, max: 14 } as const;

/**
 * Whether digits can be a Korean bank account number: 10 to 14 digits (the length every bank of
 * {@link KOREAN_BANKS} uses, hyphens left out), not all the same digit.
 *
 * @example
 * isBankAccountShape('3333012345678') // true
 * isBankAccountShape('123456789') // false (9 digits)
 * isBankAccountShape('0000000000') // false
 */
export function isBankAccountShape(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length < BANK_ACCOUNT_DIGITS.min || digits.length > BANK_ACCOUNT_DIGITS.max) return false;
  return !/^(\d)\1+$/.test(digits);
}
