import { Button } from '@jogak/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryViewProps<T> {
  readonly query: UseQueryResult<T>;
  /** Shown while loading: a placeholder shaped like the content. */
  readonly skeleton: ReactNode;
  /** What failed, in Korean ("공모 정보를 불러오지 못했어요."). */
  readonly errorText: string;
  readonly emptyText: string;
  readonly isEmpty: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}

/**
 * The four states of a home block: loading, failed (with retry), empty, content. A block that
 * has data keeps showing it when a later refetch fails (the app back in the foreground, say).
 */
export function QueryView<T>({ query, skeleton, errorText, emptyText, isEmpty, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div className="jg-home-loading" aria-busy="true">
        <span role="status" className="jg-visually-hidden">
          불러오는 중이에요
        </span>
        {skeleton}
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div className="jg-home-state" role="alert">
        <p className="jg-home-state__text">{errorText}</p>
        <Button status="outline" size="small" onClick={() => void query.refetch()} busy={query.isFetching}>
          다시 시도하기
        </Button>
      </div>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <div className="jg-home-state">
        <p className="jg-home-state__text">{emptyText}</p>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * Grey blocks standing in for `count` rows or cards while a block loads, laid out with the real
 * rows' and cards' own classes (a card's image and its `cardTextLines` lines of text), so the
 * block keeps its height when the data arrives and nothing below it moves.
 */
export function SkeletonRows({
  count,
  variant,
  cardTextLines = 2,
}: {
  readonly count: number;
  readonly variant: 'card' | 'row';
  readonly cardTextLines?: number;
}) {
  const items = Array.from({ length: count }, (_, index) => index);
  if (variant === 'row') {
    return (
      <ul className="jg-home-rows" aria-hidden="true">
        {items.map((index) => (
          <li key={index} className="jg-home-row">
            <span className="jg-home-row__link">
              <span className="jg-home-skeleton__item jg-home-skeleton__line" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="jg-home-cards" aria-hidden="true">
      {items.map((index) => (
        <li key={index} className="jg-home-card">
          <span className="jg-home-card__link">
            <span className="jg-home-card__thumb jg-home-skeleton__item" />
            {Array.from({ length: cardTextLines }, (_, line) => (
              <span key={line} className={`${line === 0 ? 'jg-home-card__name' : 'jg-home-card__price'} jg-home-skeleton__text`}>
                {'\u00a0'}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
