import { offeringQueries } from '@jogak/api-client';
import { InlineErrorState, QueryState, useFocusOnChange } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { offeringFilterLabel, offeringFilterStatuses } from '../offering-facts/filter-labels';
import { OFFERING_FILTERS, type OfferingFilter, type SubscriptionListSearch } from '../offering-facts/offering-filter';
import { OfferingCard } from './offering-card';
import { usePullToRefresh, type PullState } from './use-pull-to-refresh';

/** The most offerings one list shows (the partner runs a handful a quarter). */
export const SUBSCRIPTION_LIST_SIZE = 100;

const EMPTY_TEXT: Record<OfferingFilter, string> = {
  all: '아직 공모가 없어요',
  upcoming: '예정된 공모가 없어요',
  open: '지금 청약할 수 있는 공모가 없어요',
  closed: '청약이 마감된 공모가 없어요',
  listed: '배정 또는 상장된 공모가 없어요',
};

const PULL_TEXT: Record<PullState, string> = {
  idle: '',
  pulling: '당겨서 새로고침',
  armed: '놓으면 새로고침해요',
  refreshing: '새로고침 중이에요',
};

export interface SubscriptionListScreenProps {
  /** /subscription's validated query (`validateSearch: parseSubscriptionListSearch`). */
  readonly search: SubscriptionListSearch;
  /** A filter was chosen: the app puts it in the query. */
  readonly onFilterChange: (filter: OfferingFilter) => void;
  /** The instant D-days count from; now when absent. */
  readonly now?: Date;
}

/**
 * /subscription: offerings by state (전체, 청약 예정, 청약 중, 청약 마감, 배정·상장) as cards, pull to
 * refresh, and its loading, empty and error states. A refresh that fails (a pull, or any later
 * reload of the list) keeps the cards and says 최신 공모 정보를 불러오지 못했어요. above them with
 * 다시 시도하기, until a refresh brings the list.
 * Needs a `QueryClientProvider` with the Jogak client attached and app-core's
 * `RouteNavigationProvider`.
 *
 * @example
 * <SubscriptionListScreen search={Route.useSearch()} onFilterChange={(filter) => navigate({ to: '/subscription', search: { filter } })} />
 */
export function SubscriptionListScreen({ search, onFilterChange, now }: SubscriptionListScreenProps) {
  const filter: OfferingFilter = search.filter ?? 'all';
  const status = offeringFilterStatuses(filter);
  const query = useQuery(offeringQueries.list({ ...(status ? { status } : {}), size: SUBSCRIPTION_LIST_SIZE }));
  const listRef = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(listRef, () => query.refetch());
  // A refresh that failed is said above the cards with 다시 시도하기, the way to refresh without a
  // pull (a keyboard, a switch or a mouse has none). The notice stays, its button busy, while any
  // refresh runs, and goes once one brings the list: the button's focus then goes to the cards.
  const refreshFailed = query.isRefetchError;
  const cardsRef = useFocusOnChange<HTMLUListElement>(refreshFailed);
  const at = now ?? new Date();
  return (
    // The header's 청약 is the page's title (its h1): the screen repeats none.
    <div className="jg-subs" ref={listRef}>
      <div className="jg-subs-pull" data-state={pull.state} style={{ height: pull.distance }} aria-live="polite">
        {PULL_TEXT[pull.state]}
      </div>
      <div className="jg-subs-filters" role="group" aria-label="공모 상태">
        {OFFERING_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className="jg-subs-filter"
            aria-pressed={value === filter}
            onClick={() => value !== filter && onFilterChange(value)}
          >
            {offeringFilterLabel(value)}
          </button>
        ))}
      </div>
      {/* A refresh that failed keeps the list it had (QueryState shows it) and says so above it. */}
      {refreshFailed ? <InlineErrorState message="최신 공모 정보를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null}
      <QueryState
        query={query}
        errorText="공모 정보를 불러오지 못했어요."
        empty={{ title: EMPTY_TEXT[filter], isEmpty: (page) => page.content.length === 0 }}
      >
        {(page) => (
          <ul ref={cardsRef} className="jg-subs-cards" aria-label={`${offeringFilterLabel(filter)} 공모`}>
            {page.content.map((offering) => (
              <OfferingCard key={offering.id} offering={offering} now={at} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
