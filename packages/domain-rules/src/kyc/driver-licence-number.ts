import { halfWidthAscii } from '../input/half-width';

/**
 * The regions of a Korean driver's licence number, by the two-digit code printed since 2011 and
 * the region name printed before it (the same licence is valid under either).
 */
export const DRIVER_LICENCE_REGIONS: Readonly<Record<string, string>> = {
  '11': '서울',
  '12': '부산',
  '13': '경기',
  '14': '강원',
  '15': '충북',
  '16': '충남',
  '17': '전북',
  '18': '전남',
  '19': '경북',
  '20': '경남',
  '21': '제주',
  '22': '대구',
  '23': '인천',
  '24': '광주',
  '25': '대전',
  '26': '울산',
  '28': '경기북부',
};

const CODE_BY_REGION = new Map(Object.entries(DRIVER_LICENCE_REGIONS).map(([code, region]) => [region, code]));

/**
 * A driver's licence number (운전면허번호) as its 12 digits — region code, issue year (2),
 * serial (6), check digits (2) — or null when it is not one. Hyphens and spaces are ignored (their
 * full-width forms and full-width digits too), and an old licence's region name
 * (`서울 12-345678-90`) becomes its code.
 *
 * @example
 * driverLicenceDigits('11-23-123456-01') // '112312345601'
 * driverLicenceDigits('서울 23-123456-01') // '112312345601'
 * driverLicenceDigits('27-23-123456-01') // null (no region 27)
 */
export function driverLicenceDigits(raw: string): string | null {
  const compact = halfWidthAscii(raw).replace(/[\s-]/g, '');
  const named = /^([가-힣]+)(\d{10})$/.exec(compact);
  const digits = named ? `${CODE_BY_REGION.get(named[1] ?? '') ?? 'xx'}${named[2] ?? ''}` : compact;
  if (!/^\d{12}$/.test(digits)) return null;
  return DRIVER_LICENCE_REGIONS[digits.slice(0, 2)] === undefined ? null : digits;
}

/**
 * The usual way to write a licence number: `11-23-123456-01`.
 *
 * @example
 * formatDriverLicence('112312345601') // '11-23-123456-01'
 */
export function formatDriverLicence(digits: string): string {
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 10), digits.slice(10, 12)].filter(Boolean).join('-');
}
