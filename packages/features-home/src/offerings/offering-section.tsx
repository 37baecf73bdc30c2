import type { components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { formatWon, subscriptionRate } from '@jogak/domain-rules';
import { seoulDDayLabel } from '@jogak/domain-rules/seoul-calendar';
import { useQuery } from '@tanstack/react-query';
import { homeQueries, isLargestPaint } from '../home-data/home-queries';
import { HomeSection } from '../section/home-section';
import { QueryView, SkeletonRows } from '../section/query-view';

type OfferingSummary = components['schemas']['OfferingSummary'];

/**
 * Open-offering cards a phone shows before any scrolling: their pictures load at once (the page's
 * largest paint, `isLargestPaint`, with high priority) and the rest lazily.
 */
const CARDS_ABOVE_THE_FOLD = 2;

const COPY = {
  OPEN: {
    id: 'open-offerings',
    title: '모집 중인 공모',
    empty: '지금 모집 중인 공모가 없어요.',
    dDayOf: (offering: OfferingSummary) => offering.subsEndAt,
    dDaySuffix: '마감',
  },
  UPCOMING: {
    id: 'upcoming-offerings',
    title: '청약 예정 공모',
    empty: '예정된 공모가 아직 없어요.',
    dDayOf: (offering: OfferingSummary) => offering.subsBeginAt,
    dDaySuffix: '오픈',
  },
} as const;

export interface OfferingSectionProps {
  readonly status: 'OPEN' | 'UPCOMING';
  /** The instant D-days count from; the moment the list was received when absent. */
  readonly now?: Date;
}

/** Open or upcoming offerings as cards: thumbnail, name, price in won, D-day. */
export function OfferingSection({ status, now }: OfferingSectionProps) {
  const copy = COPY[status];
  const query = useQuery(homeQueries.offerings(status));
  // The list and its D-days describe one moment: each answer, even one equal to the last (the
  // upcoming list the morning after), redraws the cards and counts from Seoul's day at that answer.
  const countFrom = now ?? new Date(query.dataUpdatedAt);
  return (
    <HomeSection id={copy.id} title={copy.title} moreTo={{ route: '/_main/subscription' }}>
      <QueryView
        query={query}
        skeleton={<SkeletonRows count={2} variant="card" cardTextLines={status === 'OPEN' ? 3 : 2} />}
        errorText="공모 정보를 불러오지 못했어요."
        emptyText={copy.empty}
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <ul className="jg-home-cards">
            {page.content.map((offering, index) => {
              const dDay = seoulDDayLabel(copy.dDayOf(offering), countFrom);
              const aboveTheFold = status === 'OPEN' && index < CARDS_ABOVE_THE_FOLD;
              return (
                <li key={offering.id} className="jg-home-card">
                  <RouteLink target={{ route: '/_main/subscription/$id', params: { id: String(offering.id) } }} className="jg-home-card__link">
                    <img
                      className="jg-home-card__thumb"
                      src={offering.thumbImgUrl}
                      alt=""
                      width={400}
                      height={300}
                      loading={aboveTheFold ? 'eager' : 'lazy'}
                      fetchPriority={isLargestPaint(status, index) ? 'high' : 'auto'}
                    />
                    {dDay ? (
                      <span className="jg-home-card__badge">
                        {dDay} {copy.dDaySuffix}
                      </span>
                    ) : null}
                    <strong className="jg-home-card__name">{offering.name}</strong>
                    <span className="jg-home-card__price">공모가 {formatWon(offering.scrPrice)}</span>
                    {status === 'OPEN' ? (
                      <span className="jg-home-card__meta">청약률 {subscriptionRate(offering)}%</span>
                    ) : null}
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </HomeSection>
  );
}
