import { useRef, useState, type ReactNode } from 'react';
import { namingHeading } from '../focus/naming-heading';
import { useFocusOnChange } from '../focus/use-focus-on-change';
import { EmptyState, ErrorState, Skeleton } from './states';

/**
 * The fields of one query that `QueryState` reads. A TanStack Query result (`useQuery`,
 * `useInfiniteQuery`) has them, so it is passed as it is; ui-kit does not depend on TanStack.
 */
export interface QueryStateQuery<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly data: T | undefined;
  readonly refetch: () => unknown;
}

/** What a loaded block says when its data holds nothing. */
export interface QueryStateEmpty<T> {
  readonly isEmpty: (data: T) => boolean;
  readonly title: string;
  readonly description?: string;
  readonly action?: ReactNode;
}

interface QueryStateNotFoundBase {
  /** Which failures mean "there is no such thing" (e.g. api-client's `isNotFoundError`, a 404). */
  readonly when: (error: unknown) => boolean;
  readonly title: string;
}

/**
 * A failure that a retry cannot help: said without 다시 시도하기. As an `ErrorState` (role=alert)
 * by default, whose description is `NOT_FOUND_DESCRIPTION` unless given; or, with
 * `variant: 'empty'`, as an `EmptyState` (a named region) with an optional description and action
 * (a way back).
 */
export type QueryStateNotFound =
  | (QueryStateNotFoundBase & { readonly variant?: 'error'; readonly description?: string; readonly action?: never })
  | (QueryStateNotFoundBase & { readonly variant: 'empty'; readonly description?: string; readonly action?: ReactNode });

/** Why a page the server does not know may be gone: the not-found error's description. */
export const NOT_FOUND_DESCRIPTION = '삭제되었거나 주소가 바뀌었을 수 있어요.';

export interface QueryStateProps<T> {
  readonly query: QueryStateQuery<T>;
  /** Read to screen readers while loading, and the retry button's words while it waits; `불러오는 중이에요` when absent. */
  readonly loadingLabel?: string;
  /** Lines of the loading skeleton; 4 when absent. */
  readonly skeletonLines?: number;
  /** The error's title; `ErrorState`'s (`이런!`) when absent. */
  readonly errorTitle?: string;
  /** What failed, in Korean ("공지사항을 불러오지 못했어요."): the error's description. */
  readonly errorText: string;
  /** The retry button's text; `ErrorState`'s (`다시 시도하기`) when absent. */
  readonly retryLabel?: string;
  /** Shown when `empty.isEmpty(data)`; no empty state when absent. */
  readonly empty?: QueryStateEmpty<T>;
  /** Shown, without a retry, when the query failed without data and `notFound.when(error)`; none when absent. */
  readonly notFound?: QueryStateNotFound;
  readonly children: (data: T) => ReactNode;
}

/**
 * The states of one loaded block, first match wins: loading (skeleton, role=status); not found
 * (when `notFound.when(error)`); failed (role=alert, Korean message and 다시 시도하기, which calls
 * `refetch`), also when the query settled without data; while a retry's answer is on its way the
 * failure stays drawn with its button busy instead of the skeleton, so the button keeps focus and a
 * second failure leaves it where it was, and an answer with data gives the button's focus to the
 * heading that names the block (`namingHeading`: a card's own heading; none, and the page's start
 * takes it, see `keepFocusOnPage`); empty (when `empty.isEmpty(data)`); the
 * content, `children(data)`. A query that still holds data shows it: a failed refetch, or a failed
 * next page of an infinite query (TanStack marks the query failed, keeping its pages), never takes
 * what is on screen away; a list says its next page's failure itself (`LoadMore`). Only a failure
 * `notFound` recognises does: the thing is gone, and its old data is not shown as if it were there.
 *
 * @example
 * <QueryState
 *   query={useQuery(noticeQueries.list())}
 *   errorText="공지사항을 불러오지 못했어요."
 *   empty={{ title: '등록된 공지사항이 없어요', isEmpty: (notices) => notices.length === 0 }}
 * >
 *   {(notices) => <NoticeRows notices={notices} />}
 * </QueryState>
 */
export function QueryState<T>({
  query,
  loadingLabel = '불러오는 중이에요',
  skeletonLines = 4,
  errorTitle,
  errorText,
  retryLabel,
  empty,
  notFound,
  children,
}: QueryStateProps<T>) {
  // The failure the retry answers: the retry runs while the query is on its way again, and until
  // `refetch` settles (a hand-built query may not change at all), no longer than the query has data
  // or another failure. TanStack settles `refetch` a task before it tells the component of the
  // answer, so a settled retry of a still pending query waits for that news instead of drawing
  // the skeleton (and dropping the button's focus) in between.
  const [retried, setRetried] = useState<{ readonly error: unknown; readonly settled: boolean } | null>(null);
  const retrying =
    retried !== null && query.data === undefined && (query.isPending || (query.error === retried.error && !retried.settled));
  // A retry answered with data: the heading that names the block takes the focus its button had.
  const [answeredRetries, setAnsweredRetries] = useState(0);
  const errorRef = useRef<HTMLElement>(null);
  const namingHeadingRef = useFocusOnChange<HTMLElement>(answeredRetries);
  if (retried !== null && !retrying) {
    setRetried(null);
    if (query.data !== undefined) setAnsweredRetries((count) => count + 1);
  }
  const retry = () => {
    const attempt = { error: query.error, settled: false };
    namingHeadingRef.current = errorRef.current && namingHeading(errorRef.current);
    setRetried(attempt);
    void Promise.resolve(query.refetch()).finally(() =>
      setRetried((current) => (current === attempt ? { ...attempt, settled: true } : current)),
    );
  };
  if (retrying) {
    return (
      <ErrorState ref={errorRef} title={errorTitle} description={errorText} onRetry={retry} retryLabel={retryLabel} retrying retryingLabel={loadingLabel} />
    );
  }
  if (query.isPending) return <Skeleton lines={skeletonLines} label={loadingLabel} />;
  // "No such thing" is news about the thing, not about the connection: a refetch told so (an
  // inquiry deleted, an offering withdrawn) no longer shows the data it held.
  const gone = notFound !== undefined && query.isError && notFound.when(query.error);
  if (query.data !== undefined && !gone) {
    return empty?.isEmpty(query.data) ? (
      <EmptyState title={empty.title} description={empty.description} action={empty.action} />
    ) : (
      <>{children(query.data)}</>
    );
  }
  if (notFound && gone) {
    return notFound.variant === 'empty' ? (
      <EmptyState title={notFound.title} description={notFound.description} action={notFound.action} />
    ) : (
      <ErrorState title={notFound.title} description={notFound.description ?? NOT_FOUND_DESCRIPTION} />
    );
  }
  return <ErrorState ref={errorRef} title={errorTitle} description={errorText} onRetry={retry} retryLabel={retryLabel} />;
}
