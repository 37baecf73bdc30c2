import { seoulClockText, seoulDateText } from '@jogak/domain-rules/seoul-calendar';

/**
 * An instant as Seoul reads it, `yyyy.MM.dd HH:mm:ss`; `null` when it is not a date.
 *
 * @example
 * seoulMomentText('2025-03-04T10:00:00+09:00') // '2025.03.04 10:00:00'
 */
export function seoulMomentText(iso: string): string | null {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return null;
  const date = seoulDateText(instant, '.');
  const time = seoulClockText(instant, ':');
  return date && time ? `${date} ${time}` : null;
}
