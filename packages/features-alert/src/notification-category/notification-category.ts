import type { components } from '@jogak/api-client';

/** A category of the contract, or every category. */
export type AlertCategory = components['schemas']['NotificationCategory'] | 'ALL';

/** The filter tabs of /alert, in their order. */
export const ALERT_CATEGORIES: ReadonlyArray<{ readonly value: AlertCategory; readonly label: string }> = [
  { value: 'ALL', label: '전체' },
  { value: 'TRADE', label: '거래' },
  { value: 'SUBSCRIPTION', label: '청약' },
  { value: 'ACCOUNT', label: '계좌' },
  { value: 'VOTE', label: '투표' },
  { value: 'NOTICE', label: '공지' },
  { value: 'EVENT', label: '이벤트' },
];

/**
 * The Korean label of a category.
 *
 * @example
 * categoryLabel('SUBSCRIPTION'); // '청약'
 */
export function categoryLabel(category: AlertCategory): string {
  return ALERT_CATEGORIES.find((item) => item.value === category)?.label ?? '전체';
}
