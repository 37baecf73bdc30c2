import { boardQueries } from '@jogak/api-client';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { DetailView } from '../board/detail-view';

export interface StoryDetailScreenProps {
  /** The story's id (the route's `$id`, which the app's route admits only as an id). */
  readonly id: number;
}

/**
 * /community/story/{id}: a story's title, date, picture and text (through RichText).
 *
 * @example
 * <StoryDetailScreen id={Number(Route.useParams().id)} />
 */
export function StoryDetailScreen({ id }: StoryDetailScreenProps) {
  const query = useQuery(boardQueries.story(id));
  return (
    <div className="jg-community">
      <DetailView query={query} notFoundText="스토리를 찾을 수 없어요" errorText="스토리를 불러오지 못했어요">
        {(story) => (
          <article className="jg-community-post" aria-labelledby="story-title">
            <header className="jg-community-post__head">
              <h2 id="story-title" className="jg-community-post__title">
                {story.title}
              </h2>
              <p className="jg-community-post__meta">{seoulDateText(story.createdAt, '.')}</p>
            </header>
            {story.thumbImgUrl ? <img className="jg-community-post__banner" src={story.thumbImgUrl} alt="" /> : null}
            <RichText className="jg-community-post__body" html={story.contents} headingLevel={3} />
          </article>
        )}
      </DetailView>
    </div>
  );
}
