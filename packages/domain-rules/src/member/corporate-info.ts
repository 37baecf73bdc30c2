/** What a corporation tells about itself at sign-up and in 법인 정보 변경. */
export interface CorporateInfo {
  /** 법인명. */
  readonly corpName: string;
  /** 법인 대표 전화번호, digits only (the phone field's cleaner drops the rest). */
  readonly corpPhone: string;
  /** 담당자 이름. */
  readonly corpAdminName: string;
}

/** One field of {@link CorporateInfo}. */
export type CorporateInfoField = keyof CorporateInfo;

/** A representative phone number is 9 (02-123-4567) to 11 (010-1234-5678) digits. */
const CORPORATE_PHONE = /^\d{9,11}$/;

/**
 * The fields of a corporation's information that cannot be sent, in the order the forms show
 * them: a blank name or person in charge (whitespace alone is blank), a phone number that is not
 * 9 to 11 digits. Empty when all three can go.
 *
 * @example
 * corporateInfoProblems({ corpName: '한빛자산관리(주)', corpPhone: '0234567890', corpAdminName: '김담당' }) // []
 * corporateInfoProblems({ corpName: ' ', corpPhone: '02-345', corpAdminName: '김담당' }) // ['corpName', 'corpPhone']
 */
export function corporateInfoProblems(info: CorporateInfo): CorporateInfoField[] {
  const problems: CorporateInfoField[] = [];
  if (info.corpName.trim() === '') problems.push('corpName');
  if (!CORPORATE_PHONE.test(info.corpPhone)) problems.push('corpPhone');
  if (info.corpAdminName.trim() === '') problems.push('corpAdminName');
  return problems;
}
