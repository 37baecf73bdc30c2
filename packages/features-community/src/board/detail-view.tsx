import { isNotFoundError } from '@jogak/api-client';
import { QueryState } from '@jogak/ui-kit';
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

/**
 * The states of one post, the same for every board's detail (ui-kit's QueryState): a skeleton,
 * not found (404, no retry), failed with 다시 시도하기, the post.
 */
export function DetailView<T>({ query, notFoundText, errorText, children }: DetailViewProps<T>) {
  return (
    <QueryState
      query={query}
      loadingLabel="내용을 불러오는 중이에요"
      skeletonLines={8}
      errorTitle={errorText}
      errorText="잠시 후 다시 시도해주세요."
      notFound={{ title: notFoundText, when: isNotFoundError }}
    >
      {children}
    </QueryState>
  );
}
