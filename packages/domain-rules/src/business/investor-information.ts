import type { DateInput } from '../date/date-input';
import { toSeoulDateTime } from '../date/seoul-time';
import { INVESTOR_INFORMATION_VALID_MONTHS } from './constants';

/**
 * Whether investor information registered at `registeredAt` is older than 24 months on Seoul's
 * calendar at `now`, so it must be registered again (spec §5).
 *
 * @example
 * isInvestorInformationExpired('2024-11-21', '2026-11-21T23:59:59+09:00') // false
 * isInvestorInformationExpired('2024-11-21', '2026-11-22T00:00:00+09:00') // true
 */
export function isInvestorInformationExpired(registeredAt: DateInput, now: DateInput = Date.now()): boolean {
  const lastValidDay = toSeoulDateTime(registeredAt).startOf('day').plus({ months: INVESTOR_INFORMATION_VALID_MONTHS });
  return toSeoulDateTime(now).toMillis() >= lastValidDay.plus({ days: 1 }).toMillis();
}
