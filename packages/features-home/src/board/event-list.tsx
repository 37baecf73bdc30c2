import type { components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { useQuery } from '@tanstack/react-query';
import { HOME_EVENT_COUNT, homeQueries } from '../home-data/home-queries';
import { HomeSection } from '../section/home-section';
import { QueryView, SkeletonRows } from '../section/query-view';

const STATUS_LABELS: Record<components['schemas']['EventStatus'], string> = {
  UPCOMING: '예정',
  ONGOING: '진행 중',
  ENDED: '종료',
};

/** The newest events with their period and status. */
export function EventList() {
  const query = useQuery(homeQueries.events());
  return (
    <HomeSection id="events" title="이벤트" moreTo={{ route: '/_main/community/event' }}>
      <QueryView
        query={query}
        skeleton={<SkeletonRows count={HOME_EVENT_COUNT} variant="row" />}
        errorText="이벤트를 불러오지 못했어요."
        emptyText="진행 중인 이벤트가 없어요."
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <ul className="jg-home-rows">
            {page.content.slice(0, HOME_EVENT_COUNT).map((event) => (
              <li key={event.id} className="jg-home-row">
                <RouteLink target={{ route: '/_main/community/event/$id', params: { id: String(event.id) } }} className="jg-home-row__link">
                  <img className="jg-home-row__thumb" src={event.thumbImgUrl} alt="" loading="lazy" />
                  <span className="jg-home-row__name">{event.title}</span>
                  <span className="jg-home-row__value">
                    <span className="jg-home-row__badge" data-status={event.status}>
                      {STATUS_LABELS[event.status]}
                    </span>
                    <span className="jg-home-row__date">
                      {seoulDateText(event.beginAt, '.')} ~ {seoulDateText(event.endAt, '.')}
                    </span>
                  </span>
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </HomeSection>
  );
}
