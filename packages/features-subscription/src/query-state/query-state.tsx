import { EmptyState, ErrorState, Skeleton } from '@jogak/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  readonly query: UseQueryResult<T>;
  /** What failed, in Korean ("공모 정보를 불러오지 못했어요."). */
  readonly errorText: string;
  /** Lines of the loading placeholder. */
  readonly skeletonLines?: number;
  /** The empty state's title; no empty state when absent. */
  readonly emptyText?: string;
  readonly isEmpty?: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}

/** The four states of a loaded block: skeleton, error with 다시 시도하기, empty, content. */
export function QueryState<T>({ query, errorText, skeletonLines = 4, emptyText, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton lines={skeletonLines} label="불러오는 중이에요" />;
  if (query.isError) return <ErrorState description={errorText} onRetry={() => void query.refetch()} />;
  if (emptyText && isEmpty?.(query.data)) return <EmptyState title={emptyText} />;
  return <>{children(query.data)}</>;
}
