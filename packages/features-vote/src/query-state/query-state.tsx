import { isJogakApiError } from '@jogak/api-client';
import { ErrorState, Skeleton } from '@jogak/ui-kit';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  readonly query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  /** Read to screen readers while loading ("투표 목록을 불러오는 중"). */
  readonly loadingLabel: string;
  readonly lines: number;
  /** What failed, in Korean. */
  readonly errorText: string;
  /** What the server does not know (its 404), in Korean: said without a retry that cannot help. */
  readonly notFoundText?: string;
  readonly children: (data: T) => ReactNode;
}

/** Loading skeleton, not found, a Korean error with 다시 시도하기, or the content of one query. */
export function QueryState<T>({ query, loadingLabel, lines, errorText, notFoundText, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton lines={lines} label={loadingLabel} />;
  if (notFoundText && isJogakApiError(query.error) && query.error.status === 404) {
    return <ErrorState title={notFoundText} description="삭제되었거나 주소가 바뀌었을 수 있어요." />;
  }
  if (query.isError || query.data === undefined) {
    return <ErrorState description={errorText} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
