import { ErrorState, Skeleton } from '@jogak/ui-kit';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  readonly query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** Read to screen readers while loading ("자산을 불러오는 중"). */
  readonly loadingLabel: string;
  readonly lines: number;
  /** What failed, in Korean. */
  readonly errorText: string;
  readonly children: (data: T) => ReactNode;
}

/** Loading skeleton, a Korean error with 다시 시도하기, or the content of one query. */
export function QueryState<T>({ query, loadingLabel, lines, errorText, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton lines={lines} label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <ErrorState description={errorText} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
