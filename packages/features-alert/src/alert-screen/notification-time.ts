import { seoulClockText, seoulDateText } from '@jogak/domain-rules/seoul-calendar';

/**
 * When a notification arrived, on Seoul's clock: date and hour:minute.
 *
 * @example
 * notificationTimeText('2025-03-03T08:00:00+09:00'); // '2025.03.03 08:00'
 */
export function notificationTimeText(createdAt: string): string {
  const date = seoulDateText(createdAt, '.');
  const clock = seoulClockText(new Date(createdAt), ':');
  return [date, clock?.slice(0, 5)].filter(Boolean).join(' ');
}
