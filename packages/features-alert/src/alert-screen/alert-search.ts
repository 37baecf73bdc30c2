import { ALERT_CATEGORIES, type AlertCategory } from '../notification-category/notification-category';

/** /alert's validated query: the category tab (none is 전체). */
export interface AlertSearch {
  readonly tab?: Exclude<AlertCategory, 'ALL'>;
}

/**
 * /alert's `validateSearch`: keeps a known category other than `ALL` (전체, the default). A `tab`
 * it turns down is answered as `undefined`: the router lays this answer over the raw query, so a
 * key left out would reach the screen as the address had it. Without a `tab`, the answer is empty,
 * which lets the app carry the current query over (spec §2).
 *
 * @example
 * parseAlertSearch({ tab: 'TRADE' }) // { tab: 'TRADE' }
 * parseAlertSearch({ tab: 'ALL' }) // { tab: undefined }
 * parseAlertSearch({}) // {}
 */
export function parseAlertSearch(raw: Record<string, unknown>): AlertSearch {
  if (!('tab' in raw)) return {};
  const { tab } = raw;
  return { tab: tab !== 'ALL' && ALERT_CATEGORIES.some((item) => item.value === tab) ? (tab as Exclude<AlertCategory, 'ALL'>) : undefined };
}
