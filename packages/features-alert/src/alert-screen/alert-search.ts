import { ALERT_CATEGORIES, type AlertCategory } from '../notification-category/notification-category';

/** /alert's validated query: the category tab (none is 전체). */
export interface AlertSearch {
  readonly tab?: Exclude<AlertCategory, 'ALL'>;
}

/**
 * /alert's `validateSearch`: keeps a known category other than `ALL` (전체, the default), drops the rest.
 *
 * @example
 * parseAlertSearch({ tab: 'TRADE' }) // { tab: 'TRADE' }
 * parseAlertSearch({ tab: 'ALL' }) // {}
 */
export function parseAlertSearch(raw: Record<string, unknown>): AlertSearch {
  const { tab } = raw;
  return tab !== 'ALL' && ALERT_CATEGORIES.some((item) => item.value === tab) ? { tab: tab as Exclude<AlertCategory, 'ALL'> } : {};
}
