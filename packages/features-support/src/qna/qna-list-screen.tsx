import { boardFeedQueries } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { InfiniteList } from '@jogak/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { categoryLabel, qnaStatusLabel } from '../board-labels/board-labels';

export interface QnaListScreenProps {
  /** Inquiries per page (20 by default); the next page loads as the list's end scrolls into view. */
  readonly pageSize?: number;
}

function AskLink() {
  return (
    <RouteLink target={{ route: '/_main/support/qna/create' }} className="jg-support-link jg-support-link--button">
      문의하기
    </RouteLink>
  );
}

/**
 * /support/qna (members only): the member's 1:1 inquiries, newest first, each with 답변 완료 or
 * 답변 대기, its type, title and date, paged with infinite scroll; 문의하기 opens the form.
 *
 * @example
 * <QnaListScreen />
 */
export function QnaListScreen({ pageSize = 20 }: QnaListScreenProps) {
  const feed = useInfiniteQuery(boardFeedQueries.qnas({ size: pageSize }));
  return (
    <div className="jg-support">
      <div className="jg-support__head">
        <h2 className="jg-support__title">내 문의 내역</h2>
        <AskLink />
      </div>
      <InfiniteList
        query={feed}
        itemsOf={(page) => page.content}
        keyOf={(qna) => qna.id}
        label="1:1 문의 목록"
        className="jg-support-rows"
        errorTitle="불러오지 못했어요"
        errorText="문의 내역을 불러오지 못했어요."
        empty={{ title: '문의 내역이 없어요', description: '궁금한 점을 남겨주시면 답변해 드릴게요.' }}
      >
        {(qna) => (
          <RouteLink target={{ route: '/_main/support/qna/$id', params: { id: String(qna.id) } }} className="jg-support-row">
            <span className="jg-support-status" data-status={qna.status}>
              {qnaStatusLabel(qna.status)}
            </span>
            <span className="jg-support-badge jg-support-badge--plain">{categoryLabel(qna.category)}</span>
            <span className="jg-support-row__title">{qna.title}</span>
            <time className="jg-support-row__meta" dateTime={qna.createdAt}>
              {seoulDateText(qna.createdAt, '.')}
            </time>
          </RouteLink>
        )}
      </InfiniteList>
    </div>
  );
}
