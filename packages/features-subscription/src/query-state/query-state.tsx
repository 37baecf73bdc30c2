import { isJogakApiError } from '@jogak/api-client';
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
  /** What the server does not know (its 404), in Korean ("공모를 찾을 수 없어요."): said without a retry that cannot help. */
  readonly notFoundText?: string;
  readonly children: (data: T) => ReactNode;
}

/** The states of a loaded block: skeleton, not found, error with 다시 시도하기, empty, content. */
export function QueryState<T>({ query, errorText, skeletonLines = 4, emptyText, isEmpty, notFoundText, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton lines={skeletonLines} label="불러오는 중이에요" />;
  if (notFoundText && isNotFound(query.error)) return <ErrorState title={notFoundText} description={NOT_FOUND_REASON} />;
  if (query.isError) return <ErrorState description={errorText} onRetry={() => void query.refetch()} />;
  if (emptyText && isEmpty?.(query.data)) return <EmptyState title={emptyText} />;
  return <>{children(query.data)}</>;
}

/** Why a page the server does not know may be gone, under its not-found title. */
export const NOT_FOUND_REASON = '삭제되었거나 주소가 바뀌었을 수 있어요.';

export function isNotFound(error: unknown): boolean {
  return isJogakApiError(error) && error.status === 404;
}
