import { ErrorState, Skeleton } from '@jogak/ui-kit';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  /** TanStack Query's status fields of the screen's query. */
  readonly query: { readonly isPending: boolean; readonly isError: boolean; readonly data: T | undefined; readonly refetch: () => unknown };
  /** What failed, in Korean ("투자자 정보를 불러오지 못했어요."). */
  readonly errorText: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * Loading (skeleton), failed (Korean message and 다시 시도하기) or the content of one query.
 *
 * @example
 * <QueryState query={moreInfo} errorText="투자자 정보를 불러오지 못했어요.">{(info) => <Status info={info} />}</QueryState>
 */
export function QueryState<T>({ query, errorText, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton lines={4} label="불러오는 중이에요" />;
  if (query.isError || query.data === undefined) {
    return <ErrorState title="불러오지 못했어요" description={errorText} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
