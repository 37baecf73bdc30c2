import { isNotFoundError } from '@jogak/api-client';
import type { GateDialogCode, GateUser } from '@jogak/app-core';
import { formatAnnualYield, formatWon } from '@jogak/domain-rules';
import { seoulDDayLabel } from '@jogak/domain-rules/seoul-calendar';
import { QueryState, RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { offeringStatusLabel } from '../offering-facts/offering-labels';
import { ApplyEntry } from './apply-entry';
import { DividendCalculator } from './dividend-calculator';
import { OfferingCountdown } from './offering-countdown';
import { BuildingSection, DetailSection, DocumentsSection, Facts, ProductSection, QuantitySection, ScheduleSection } from './offering-sections';
import { heroImageOf, subscriptionDetailQuery } from './subscription-detail-queries';

export interface SubscriptionDetailScreenProps {
  /** The offering's id (the route's `$id`). */
  readonly id: number;
  /** The member as app-core's user store holds them (the transaction gate reads it). */
  readonly user: GateUser;
  /** The member confirmed a gate dialog of 청약하기: the app logs in, signs up or opens the partner page. */
  readonly onGate: (code: GateDialogCode) => void;
  /** The clock the countdown and the D-day read, in epoch milliseconds; `Date.now` when absent. */
  readonly clock?: () => number;
}

/**
 * /subscription/{id}: the whole offering — image, state, name and price; the countdown to
 * 23:59:59 of the last day; quantities and rate; put and listing dates; securities class and the
 * risk grade explained; the certificate's brief; building facts; expected yield with a dividend
 * calculator; the description; disclosures and documents; 청약하기 through the transaction gate.
 *
 * @example
 * <SubscriptionDetailScreen id={108} user={useSnapshot(userStore)} onGate={followGate} />
 */
export function SubscriptionDetailScreen({ id, user, onGate, clock = Date.now }: SubscriptionDetailScreenProps) {
  const query = useQuery(subscriptionDetailQuery(id));
  return (
    <div className="jg-subs-detail">
      <QueryState
        query={query}
        errorText="공모 정보를 불러오지 못했어요."
        notFound={{ title: '공모를 찾을 수 없어요', when: isNotFoundError }}
        skeletonLines={8}
      >
        {(offering) => (
          <>
            <header className="jg-subs-hero">
              {/* The page's largest paint (issue #18): the route preloads the same address with high priority; styles.css reserves its 4:3 box. */}
              <img
                className="jg-subs-hero__image"
                src={heroImageOf(offering)}
                alt={`${offering.building.buildingName} 건물 외관`}
                loading="eager"
                fetchPriority="high"
              />
              <span className="jg-subs-hero__status">{offeringStatusLabel(offering.status)}</span>
              {/* Under the header's 청약 상세 (the page's h1): the offering's name heads the content, its sections below it. */}
              <h2 className="jg-subs-hero__name">{offering.name}</h2>
              <p className="jg-subs-hero__address">{offering.address}</p>
              <p className="jg-subs-hero__price">공모가 {formatWon(offering.scrPrice)}</p>
              {offering.status === 'OPEN' ? <OfferingCountdown endDate={offering.subsEndAt} clock={clock} /> : null}
              {offering.status === 'UPCOMING' ? (
                <p className="jg-subs-countdown" data-state="upcoming">
                  청약 시작 {seoulDDayLabel(offering.subsBeginAt, clock())}
                </p>
              ) : null}
            </header>
            <QuantitySection offering={offering} />
            <ScheduleSection offering={offering} />
            <ProductSection offering={offering} />
            <BuildingSection offering={offering} />
            <DetailSection id="dividend" title="예상 수익">
              <Facts
                label="예상 수익"
                rows={[
                  ['예상 배당수익률', formatAnnualYield(offering.dividend.expectedYieldRate)],
                  ['1주당 연 예상 배당금', formatWon(offering.dividend.annualDividendPerUnit)],
                ]}
              />
              <DividendCalculator scrPrice={offering.scrPrice} plan={offering.dividend} maxQuantity={offering.totalOfferingQty} />
            </DetailSection>
            <DetailSection id="description" title="상품 설명">
              <RichText html={offering.description} headingLevel={4} />
            </DetailSection>
            <DocumentsSection offering={offering} />
            <ApplyEntry offeringId={offering.id} status={offering.status} user={user} onGate={onGate} />
          </>
        )}
      </QueryState>
    </div>
  );
}
