import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';

/** Where a vote stands, as the contract names it. */
export type VoteStatus = 'UPCOMING' | 'OPEN' | 'CLOSED';

const STATUS_LABELS: Readonly<Record<VoteStatus, string>> = {
  UPCOMING: '투표 예정',
  OPEN: '투표 중',
  CLOSED: '투표 종료',
};

/**
 * The badge a vote's status shows.
 *
 * @example
 * voteStatusLabel('OPEN'); // '투표 중'
 */
export function voteStatusLabel(status: VoteStatus): string {
  return STATUS_LABELS[status];
}

/**
 * A vote's period on Seoul's calendar.
 *
 * @example
 * votePeriodText('2025-03-01T00:00:00+09:00', '2025-03-09T00:00:00+09:00'); // '2025.03.01 ~ 2025.03.09'
 */
export function votePeriodText(beginAt: string, endAt: string): string {
  return `${seoulDateText(beginAt, '.')} ~ ${seoulDateText(endAt, '.')}`;
}

/**
 * Units as the member reads them: thousands separators and 주.
 *
 * @example
 * unitsText(20120); // '20,120주'
 */
export function unitsText(units: number): string {
  return `${units.toLocaleString('ko-KR')}주`;
}

/**
 * An option's share of the units cast on an agenda, one decimal, as text.
 *
 * @example
 * shareText(120, 20120); // '0.6%'
 * shareText(0, 0); // '0%'
 */
export function shareText(units: number, total: number): string {
  if (total <= 0) return '0%';
  const share = Math.round((units / total) * 1000) / 10;
  return `${share.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`;
}
