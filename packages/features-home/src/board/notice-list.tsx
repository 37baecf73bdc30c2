import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { useQuery } from '@tanstack/react-query';
import { HOME_NOTICE_COUNT, homeQueries } from '../home-data/home-queries';
import { HomeSection } from '../section/home-section';
import { QueryView, SkeletonRows } from '../section/query-view';

/** The latest notices (pinned first, as the server orders them). */
export function NoticeList() {
  const query = useQuery(homeQueries.notices());
  return (
    <HomeSection id="notices" title="공지사항" moreTo={{ route: '/_main/support/notice' }}>
      <QueryView
        query={query}
        skeleton={<SkeletonRows count={HOME_NOTICE_COUNT} variant="row" />}
        errorText="공지사항을 불러오지 못했어요."
        emptyText="등록된 공지사항이 없어요."
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <ul className="jg-home-rows">
            {page.content.slice(0, HOME_NOTICE_COUNT).map((notice) => (
              <li key={notice.id} className="jg-home-row">
                <RouteLink target={{ route: '/_main/support/notice/$id', params: { id: String(notice.id) } }} className="jg-home-row__link">
                  {notice.pinnedYn === 'Y' ? <span className="jg-home-row__badge">중요</span> : null}
                  <span className="jg-home-row__name">{notice.title}</span>
                  <time className="jg-home-row__date" dateTime={notice.createdAt}>
                    {seoulDateText(notice.createdAt, '.')}
                  </time>
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </HomeSection>
  );
}
