import { defaultPeriodChoice, type PeriodChoice } from '../period/period-picker';

/** 입출금 내역's 구분. */
export type SearchCod = 'ALL' | 'DEPOSIT' | 'WITHDRAWAL';
/** 입출금 내역's 정렬: newest (D) or oldest (A) first. */
export type OrderSeq = 'D' | 'A';

/** 입출금 내역's filters: the period, 구분 and 정렬. The screen keeps them above its tabs. */
export interface DwFilter {
  readonly period: PeriodChoice;
  readonly searchCod: SearchCod;
  readonly orderSeq: OrderSeq;
}

/**
 * 1개월 up to the day of `now` (the clock's when absent), 전체, 최신순.
 *
 * @example
 * const [filter, setFilter] = useState(() => defaultDwFilter(now));
 */
export function defaultDwFilter(now?: Date): DwFilter {
  return { period: defaultPeriodChoice(now), searchCod: 'ALL', orderSeq: 'D' };
}

/**
 * The filters that show a withdrawal just made as the first row: 1개월, 전체, 최신순. 직접 입력's
 * typed dates stay for when it is chosen again.
 *
 * @example
 * setFilter((filter) => newestFirstDwFilter(filter, now));
 */
export function newestFirstDwFilter(filter: DwFilter, now?: Date): DwFilter {
  const fresh = defaultDwFilter(now);
  return { ...fresh, period: { ...filter.period, preset: fresh.period.preset, problem: null, period: fresh.period.period } };
}
