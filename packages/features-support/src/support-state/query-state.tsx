import { isJogakApiError } from '@jogak/api-client';
import { EmptyState, ErrorState, Skeleton } from '@jogak/ui-kit';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  /** TanStack Query's status fields of the screen's query. */
  readonly query: { readonly isPending: boolean; readonly isError: boolean; readonly error: unknown; readonly data: T | undefined; readonly refetch: () => unknown };
  /** What failed, in Korean ("공지사항을 불러오지 못했어요."). */
  readonly errorText: string;
  /** Shown when `isEmpty(data)`; omit for a screen that is never empty (a detail). */
  readonly empty?: { readonly title: string; readonly description?: string; readonly action?: ReactNode; readonly isEmpty: (data: T) => boolean };
  /** A detail the server does not know (404, or an id that is not one): no retry, this text. */
  readonly notFound?: { readonly title: string; readonly action?: ReactNode };
  /** Lines of the loading skeleton. */
  readonly skeletonLines?: number;
  readonly children: (data: T) => ReactNode;
}

/**
 * The four states every support screen has: loading (skeleton), failed (Korean message and
 * 다시 시도하기), empty, content.
 *
 * @example
 * <QueryState query={query} errorText="공지사항을 불러오지 못했어요." empty={{ title: '등록된 공지사항이 없어요', isEmpty: (d) => d.length === 0 }}>
 *   {(notices) => <NoticeRows notices={notices} />}
 * </QueryState>
 */
export function QueryState<T>({ query, errorText, empty, notFound, skeletonLines = 4, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton lines={skeletonLines} label="불러오는 중이에요" />;
  if (notFound && isJogakApiError(query.error) && query.error.status === 404) {
    return <EmptyState title={notFound.title} action={notFound.action} />;
  }
  if (query.isError || query.data === undefined) {
    return <ErrorState title="불러오지 못했어요" description={errorText} onRetry={() => void query.refetch()} />;
  }
  if (empty?.isEmpty(query.data)) return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  return <>{children(query.data)}</>;
}
