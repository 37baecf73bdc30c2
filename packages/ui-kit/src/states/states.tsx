import type { ReactNode, Ref } from 'react';
import { Button } from '../button/button';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/**
 * What a list or screen shows when there is nothing yet.
 *
 * @example
 * <EmptyState title="알림이 없어요" description="새 소식이 오면 알려드릴게요." />
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section className="jg-state" data-state="empty" aria-label={title}>
      <p className="jg-state__title">{title}</p>
      {description ? <p className="jg-state__description">{description}</p> : null}
      {action}
    </section>
  );
}

export interface ErrorStateProps {
  title?: string;
  description?: string;
  /** Shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry's answer is on its way: the button is busy (a press does nothing, focus stays) and says so. */
  retrying?: boolean;
  /** What the busy button says; `불러오는 중이에요` when absent. */
  retryingLabel?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A failed load, announced to screen readers, with an optional retry.
 *
 * @example
 * <ErrorState onRetry={refetch} />
 */
export function ErrorState({
  title = '이런!',
  // What failed and what to do, in the app's 해요체: the HTTP policy's 합니다체 rejection text
  // (spec §8) is a message of the client, not the copy of a screen's failed state.
  description = '불러오지 못했어요. 잠시 후 다시 시도해주세요.',
  onRetry,
  retryLabel = '다시 시도하기',
  retrying = false,
  retryingLabel = '불러오는 중이에요',
  ref,
}: ErrorStateProps) {
  return (
    <section ref={ref} className="jg-state" data-state="error" role="alert">
      <p className="jg-state__title">{title}</p>
      <p className="jg-state__description">{description}</p>
      {onRetry ? (
        <Button status="outline-black" size="medium" busy={retrying} onClick={onRetry}>
          {retrying ? retryingLabel : retryLabel}
        </Button>
      ) : null}
    </section>
  );
}

export interface InlineErrorStateProps {
  /** What could not be had, in one sentence (`출금 가능 금액을 불러오지 못했어요.`). */
  message: string;
  onRetry: () => void;
  /** The retry's answer is on its way: the button is busy (a press does nothing, focus stays). */
  retrying?: boolean;
  /** The message's id, for a control the failure disables to point at (`aria-describedby`). */
  id?: string;
}

/**
 * One figure of a block that failed while the rest stands: its sentence and 다시 시도하기 on one
 * line, announced to screen readers, in place of the figure (the block's own `ErrorState` would
 * take what did load away).
 *
 * @example
 * <InlineErrorState message="출금 가능 금액을 불러오지 못했어요." onRetry={() => void amounts.refetch()} retrying={amounts.isFetching} />
 */
export function InlineErrorState({ message, onRetry, retrying = false, id }: InlineErrorStateProps) {
  return (
    <div className="jg-inline-state" role="alert">
      <p id={id}>{message}</p>
      <Button status="outline-black" size="small" busy={retrying} onClick={onRetry}>
        다시 시도하기
      </Button>
    </div>
  );
}

export interface SkeletonProps {
  /** Number of placeholder lines. */
  lines?: number;
  /** Read to screen readers while loading. */
  label?: string;
}

/**
 * Loading placeholders. The shimmer stops under prefers-reduced-motion.
 *
 * @example
 * {isPending ? <Skeleton lines={3} /> : <BoardList items={items} />}
 */
export function Skeleton({ lines = 3, label = '불러오는 중' }: SkeletonProps) {
  return (
    <div className="jg-skeleton" role="status" aria-busy="true">
      <span className="jg-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="jg-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
