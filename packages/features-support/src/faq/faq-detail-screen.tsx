import { boardQueries, isNotFoundError } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { QueryState, RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { categoryLabel } from '../board-labels/board-labels';
import { InquiryLink } from './inquiry-link';

export interface FaqDetailScreenProps {
  /** The question's id (the `$id` of /support/faq/$id, which the app's route admits only as an id). */
  readonly id: number;
  /** A session token exists: 1:1 문의하기 opens the inquiry form rather than login first. */
  readonly signedIn: boolean;
}

/**
 * /support/faq/$id: one question with its category and its answer (RichText), and the way on to
 * a 1:1 inquiry when it did not help.
 *
 * @example
 * <FaqDetailScreen id={Number(Route.useParams().id)} signedIn={token !== ''} />
 */
export function FaqDetailScreen({ id, signedIn }: FaqDetailScreenProps) {
  const query = useQuery(boardQueries.faq(id));
  const back = (
    <RouteLink target={{ route: '/_main/support/faq' }} className="jg-support-link">
      목록으로
    </RouteLink>
  );
  return (
    <div className="jg-support">
      <QueryState
        query={query}
        errorTitle="불러오지 못했어요"
        errorText="질문을 불러오지 못했어요."
        notFound={{ title: '질문을 찾을 수 없어요', action: back, variant: 'empty', when: isNotFoundError }}
        skeletonLines={5}
      >
        {(faq) => (
          <article className="jg-support-article" aria-labelledby="jg-faq-question">
            <header className="jg-support-article__head">
              <span className="jg-support-badge jg-support-badge--plain">{categoryLabel(faq.category)}</span>
              <h2 id="jg-faq-question" className="jg-support-article__title">
                {faq.question}
              </h2>
            </header>
            <RichText className="jg-support-article__body" html={faq.answer} headingLevel={3} />
            <p className="jg-support-article__hint">원하는 답을 찾지 못했다면 1:1 문의를 남겨주세요.</p>
            <div className="jg-support-actions">
              {back}
              <InquiryLink signedIn={signedIn} />
            </div>
          </article>
        )}
      </QueryState>
    </div>
  );
}
