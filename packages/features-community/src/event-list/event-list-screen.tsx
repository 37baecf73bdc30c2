import { boardFeedQueries, type components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BoardFeed } from '../board/board-feed';
import { EVENT_STATUS_LABELS } from '../event-status/event-status';

/** Events per page of the list. */
export const EVENT_PAGE_SIZE = 10;

type EventSummary = components['schemas']['EventSummary'];

/** An event's period on Seoul's calendar: "2025.02.22 ~ 2025.03.24". */
export function eventPeriodText(event: Pick<EventSummary, 'beginAt' | 'endAt'>): string {
  return `${seoulDateText(event.beginAt, '.')} ~ ${seoulDateText(event.endAt, '.')}`;
}

function EventCard({ event }: { readonly event: EventSummary }) {
  return (
    <RouteLink target={{ route: '/_main/community/event/$id', params: { id: String(event.id) } }} className="jg-community-card">
      <img className="jg-community-card__thumb" src={event.thumbImgUrl} alt="" loading="lazy" />
      <span className="jg-community-card__body">
        <span className="jg-community-badge" data-status={event.status}>
          {EVENT_STATUS_LABELS[event.status]}
        </span>
        <span className="jg-community-card__title">{event.title}</span>
        <span className="jg-community-card__meta">{eventPeriodText(event)}</span>
      </span>
    </RouteLink>
  );
}

/**
 * /community/event: every event, newest first, with its status (예정, 진행 중, 종료) and period;
 * more load as the list scrolls. Needs a `QueryClientProvider` with the Jogak client attached and
 * app-core's `RouteNavigationProvider`.
 *
 * @example
 * <EventListScreen />
 */
export function EventListScreen() {
  const query = useInfiniteQuery(boardFeedQueries.events({ size: EVENT_PAGE_SIZE }));
  return (
    <div className="jg-community">
      <BoardFeed
        query={query}
        label="이벤트 목록"
        errorText="이벤트를 불러오지 못했어요"
        emptyTitle="진행 중인 이벤트가 없어요"
        emptyDescription="새 이벤트가 열리면 여기에서 알려드릴게요."
        keyOf={(event) => String(event.id)}
      >
        {(event) => <EventCard event={event} />}
      </BoardFeed>
    </div>
  );
}
