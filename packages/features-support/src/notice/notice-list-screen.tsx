import { boardFeedQueries } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { InfiniteList } from '@jogak/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';

export interface NoticeListScreenProps {
  /** Notices per page (20 by default); the next page loads as the list's end scrolls into view. */
  readonly pageSize?: number;
}

/**
 * /support/notice: every notice, pinned ones first (marked 중요), newest next, paged with infinite
 * scroll; each row links to its detail.
 *
 * @example
 * <NoticeListScreen />
 */
export function NoticeListScreen({ pageSize = 20 }: NoticeListScreenProps) {
  const feed = useInfiniteQuery(boardFeedQueries.notices({ size: pageSize }));
  return (
    <div className="jg-support">
      <InfiniteList
        query={feed}
        itemsOf={(page) => page.content}
        keyOf={(notice) => notice.id}
        label="공지사항 목록"
        className="jg-support-rows"
        errorTitle="불러오지 못했어요"
        errorText="공지사항을 불러오지 못했어요."
        empty={{ title: '등록된 공지사항이 없어요' }}
      >
        {(notice) => (
          <RouteLink target={{ route: '/_main/support/notice/$id', params: { id: String(notice.id) } }} className="jg-support-row">
            {notice.pinnedYn === 'Y' ? <span className="jg-support-badge">중요</span> : null}
            <span className="jg-support-row__title">{notice.title}</span>
            <time className="jg-support-row__meta" dateTime={notice.createdAt}>
              {seoulDateText(notice.createdAt, '.')}
            </time>
          </RouteLink>
        )}
      </InfiniteList>
    </div>
  );
}
