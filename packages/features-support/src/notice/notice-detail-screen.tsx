import { boardQueries, isNotFoundError } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { Gallery, QueryState, RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

export interface NoticeDetailScreenProps {
  /** The notice's id (the `$id` of /support/notice/$id, which the app's route admits only as an id). */
  readonly id: number;
}

/**
 * /support/notice/$id: the notice's title, date (Seoul), its image through the gallery when it has
 * one, and its body through ui-kit's RichText (sanitised).
 *
 * @example
 * <NoticeDetailScreen id={Number(Route.useParams().id)} />
 */
export function NoticeDetailScreen({ id }: NoticeDetailScreenProps) {
  const query = useQuery(boardQueries.notice(id));
  return (
    <div className="jg-support">
      <QueryState
        query={query}
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
            <RichText className="jg-support-article__body" html={notice.contents} headingLevel={3} />
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
