import { isNotFoundError, offeringQueries } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { ErrorState, QueryState, RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

export interface DisclosureScreenProps {
  /** The offering's id (the route's `$id`). */
  readonly id: number;
  /** The disclosure's id (the route's `$disclosureId`). */
  readonly disclosureId: number;
}

/**
 * /subscription/{id}/disclosure/{disclosureId}: one disclosure (`GET /main/v1/product-disclosure/{id}`)
 * with its date and sanitised contents, and a way back to the offering's documents. Going back to
 * the detail scrolls it to the bottom (the app's scroll plan).
 *
 * @example
 * <DisclosureScreen id={108} disclosureId={10801} />
 */
export function DisclosureScreen({ id, disclosureId }: DisclosureScreenProps) {
  const query = useQuery(offeringQueries.disclosure(disclosureId));
  return (
    <article className="jg-subs-disclosure">
      <QueryState
        query={query}
        errorText="공시를 불러오지 못했어요."
        notFound={{ title: '공시를 찾을 수 없어요', when: isNotFoundError }}
        skeletonLines={6}
      >
        {(disclosure) =>
          disclosure.offeringId === id ? (
            <>
              <header className="jg-subs-disclosure__head">
                {/* Under the header's 공시 (the page's h1): the disclosure's own title. */}
                <h2 className="jg-subs-disclosure__title">{disclosure.title}</h2>
                <p className="jg-subs-links__meta">공시일 {seoulDateText(disclosure.disclosedAt, '.')}</p>
              </header>
              <RichText className="jg-subs-disclosure__body" html={disclosure.contents} headingLevel={3} />
              {disclosure.fileUrl ? (
                <RouteLink className="jg-subs-links__link" target={{ route: '/_main/subscription/$id/prospectus', params: { id: String(id) } }}>
                  투자설명서 보기
                </RouteLink>
              ) : null}
            </>
          ) : (
            <ErrorState title="공시를 찾을 수 없어요" description="이 공모의 공시가 아니에요." />
          )
        }
      </QueryState>
    </article>
  );
}
