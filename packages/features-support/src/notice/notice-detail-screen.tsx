import { boardQueries, isNotFoundError } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { serverIdOf } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { Gallery, QueryState, RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { NOT_AN_ID } from '../support-state/route-id';

export interface NoticeDetailScreenProps {
  /** The `$id` of /support/notice/$id. */
  readonly id: string;
}

/**
 * /support/notice/$id: the notice's title, date (Seoul), its image through the gallery when it has
 * one, and its body through ui-kit's RichText (sanitised).
 *
 * @example
 * <NoticeDetailScreen id={Route.useParams().id} />
 */
export function NoticeDetailScreen({ id }: NoticeDetailScreenProps) {
  const noticeId = serverIdOf(id);
  const query = useQuery({ ...boardQueries.notice(noticeId ?? 0), enabled: noticeId !== null });
  return (
    <div className="jg-support">
      <QueryState
        query={noticeId === null ? { ...query, isPending: false, isError: true, error: NOT_AN_ID } : query}
        errorTitle="불러오지 못했어요"
        errorText="공지사항을 불러오지 못했어요."
        notFound={{ title: '공지사항을 찾을 수 없어요', action: <BackToNotices />, variant: 'empty', when: isNotFoundError }}
        skeletonLines={6}
      >
        {(notice) => (
          <article className="jg-support-article" aria-labelledby="jg-notice-title">
            <header className="jg-support-article__head">
              {notice.pinnedYn === 'Y' ? <span className="jg-support-badge">중요</span> : null}
              <h2 id="jg-notice-title" className="jg-support-article__title">
                {notice.title}
              </h2>
              <time className="jg-support-row__meta" dateTime={notice.createdAt}>
                {seoulDateText(notice.createdAt, '.')}
              </time>
            </header>
            {notice.thumbImgUrl ? <Gallery label="공지사항 이미지" images={[{ src: notice.thumbImgUrl, alt: notice.title }]} /> : null}
            <RichText className="jg-support-article__body" html={notice.contents} />
            <BackToNotices />
          </article>
        )}
      </QueryState>
    </div>
  );
}

function BackToNotices() {
  return (
    <RouteLink target={{ route: '/_main/support/notice' }} className="jg-support-link">
      목록으로
    </RouteLink>
  );
}
