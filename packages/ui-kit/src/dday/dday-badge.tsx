import { dDayLabel, type DateInput } from '@jogak/domain-rules';

export interface DDayBadgeProps {
  /** The target day (Seoul calendar). */
  date: DateInput;
  /** The moment to count from; now by default. */
  now?: DateInput;
}

/**
 * D-Day, D-n (remaining) or D+n (elapsed), on Seoul's calendar (spec §9).
 *
 * @example
 * <DDayBadge date="2026-12-01" />
 */
export function DDayBadge({ date, now }: DDayBadgeProps) {
  const label = dDayLabel(date, now);
  const state = label === 'D-Day' ? 'today' : label.startsWith('D+') ? 'past' : 'upcoming';
  return (
    <span className="jg-dday" data-state={state}>
      {label}
    </span>
  );
}
