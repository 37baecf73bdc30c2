import { isJogakApiError } from '@jogak/api-client';
import { ErrorState, Skeleton } from '@jogak/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface DetailViewProps<T> {
  readonly query: UseQueryResult<T>;
  /** Said when the server has no such post ("이벤트를 찾을 수 없어요."). */
  readonly notFoundText: string;
  /** Said when loading failed otherwise ("이벤트를 불러오지 못했어요."). */
  readonly errorText: string;
  readonly children: (data: T) => ReactNode;
}

/** The states of one post: a skeleton, not found, failed with 다시 시도, the post. */
export function DetailView<T>({ query, notFoundText, errorText, children }: DetailViewProps<T>) {
  if (query.isPending) return <Skeleton lines={8} label="내용을 불러오는 중이에요" />;
  if (query.isError) {
    if (isJogakApiError(query.error) && query.error.status === 404) {
      return <ErrorState title={notFoundText} description="삭제되었거나 주소가 바뀌었을 수 있어요." />;
    }
    return <ErrorState title={errorText} description="잠시 후 다시 시도해주세요." onRetry={() => void query.refetch()} retryLabel="다시 시도" />;
  }
  return <>{children(query.data)}</>;
}
