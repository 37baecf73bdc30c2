import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';

/** The period presets of the history lists, and the member's own range. */
export type PeriodPreset = '1W' | '1M' | '3M' | '6M' | 'CUSTOM';

export const PERIOD_PRESETS: ReadonlyArray<{ readonly value: Exclude<PeriodPreset, 'CUSTOM'>; readonly label: string }> = [
  { value: '1W', label: '1주일' },
  { value: '1M', label: '1개월' },
  { value: '3M', label: '3개월' },
  { value: '6M', label: '6개월' },
];

/** A search period as the contract sends it: Seoul dates without dashes (`yyyyMMdd`). */
export interface SearchPeriod {
  readonly searchBeginAt: string;
  readonly searchEndAt: string;
}

const DAY_MS = 86_400_000;

/** The Seoul date of `days` days and `months` months before `today` (a `yyyy-MM-dd`), clamped to the month's end. */
function shiftedDate(today: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const shifted = Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)) - days * DAY_MS;
  return new Date(shifted).toISOString().slice(0, 10);
}

/**
 * The search period of a preset ending today in Seoul: 1주일 is the last 7 days including today,
 * n개월 starts on the same day n months back.
 *
 * @example
 * presetPeriod('1W', new Date('2025-03-04T10:00:00+09:00')) // { searchBeginAt: '20250226', searchEndAt: '20250304' }
 * presetPeriod('1M', new Date('2025-03-31T10:00:00+09:00')) // { searchBeginAt: '20250228', searchEndAt: '20250331' }
 */
export function presetPeriod(preset: Exclude<PeriodPreset, 'CUSTOM'>, now: Date | number = Date.now()): SearchPeriod {
  const today = seoulDateText(now) ?? new Date(now).toISOString().slice(0, 10);
  const begin =
    preset === '1W'
      ? shiftedDate(today, { days: 6 })
      : shiftedDate(today, { months: preset === '1M' ? 1 : preset === '3M' ? 3 : 6 });
  return { searchBeginAt: begin.replaceAll('-', ''), searchEndAt: today.replaceAll('-', '') };
}

/**
 * Checks a custom range typed as `yyyy-MM-dd` (a date input's value) and turns it into the
 * contract's period; a range that cannot be asked gives its Korean reason instead.
 *
 * @example
 * customPeriod('2025-01-01', '2025-03-04', new Date('2025-03-04T10:00:00+09:00')) // { searchBeginAt: '20250101', searchEndAt: '20250304' }
 * customPeriod('2025-03-05', '2025-03-01') // '시작일이 종료일보다 늦어요.'
 */
export function customPeriod(begin: string, end: string, now: Date | number = Date.now()): SearchPeriod | string {
  const valid = /^\d{4}-\d{2}-\d{2}$/;
  if (!valid.test(begin) || !valid.test(end)) return '조회 기간을 모두 입력해주세요.';
  if (begin > end) return '시작일이 종료일보다 늦어요.';
  const today = seoulDateText(now);
  if (today && end > today) return '종료일은 오늘까지 선택할 수 있어요.';
  return { searchBeginAt: begin.replaceAll('-', ''), searchEndAt: end.replaceAll('-', '') };
}

/**
 * A compact `yyyyMMdd` shown as `yyyy.MM.dd`.
 *
 * @example
 * periodDateText('20250304') // '2025.03.04'
 */
export function periodDateText(compact: string): string {
  return `${compact.slice(0, 4)}.${compact.slice(4, 6)}.${compact.slice(6, 8)}`;
}
