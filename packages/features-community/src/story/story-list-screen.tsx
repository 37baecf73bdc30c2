import { boardFeedQueries, type components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BoardFeed } from '../board/board-feed';

/** Stories per page of the list. */
export const STORY_PAGE_SIZE = 10;

type StorySummary = components['schemas']['BoardPostSummary'];

function StoryCard({ story }: { readonly story: StorySummary }) {
  return (
    <RouteLink target={{ route: '/_main/community/story/$id', params: { id: String(story.id) } }} className="jg-community-card">
      {story.thumbImgUrl ? <img className="jg-community-card__thumb" src={story.thumbImgUrl} alt="" loading="lazy" /> : null}
      <span className="jg-community-card__body">
        <span className="jg-community-card__title">{story.title}</span>
        <span className="jg-community-card__meta">{seoulDateText(story.createdAt, '.')}</span>
      </span>
    </RouteLink>
  );
}

/**
 * /community/story: the editorial stories, newest first; more load as the list scrolls.
 *
 * @example
 * <StoryListScreen />
 */
export function StoryListScreen() {
  const query = useInfiniteQuery(boardFeedQueries.stories({ size: STORY_PAGE_SIZE }));
  return (
    <div className="jg-community">
      <BoardFeed
        query={query}
        label="스토리 목록"
        errorText="스토리를 불러오지 못했어요"
        emptyTitle="아직 등록된 스토리가 없어요"
        keyOf={(story) => String(story.id)}
      >
        {(story) => <StoryCard story={story} />}
      </BoardFeed>
    </div>
  );
}
