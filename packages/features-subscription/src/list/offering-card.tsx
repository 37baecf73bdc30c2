import type { components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { formatNumber, formatWon, subscriptionRate } from '@jogak/domain-rules';
import { offeringDDay } from '../offering-facts/offering-dday';
import { offeringStatusLabel, riskLevelOf } from '../offering-facts/offering-labels';

type OfferingSummary = components['schemas']['OfferingSummary'];

export interface OfferingCardProps {
  readonly offering: OfferingSummary;
  readonly now: Date;
}

/** One offering of the list: image, state, D-day, name, price, quantities, rate, risk and the member's own subscription. */
export function OfferingCard({ offering, now }: OfferingCardProps) {
  const dDay = offeringDDay(offering, now);
  const risk = riskLevelOf(offering.productRiskLevelCod);
  return (
    <li className="jg-subs-card" data-status={offering.status}>
      <RouteLink target={{ route: '/_main/subscription/$id', params: { id: String(offering.id) } }} className="jg-subs-card__link">
        <div className="jg-subs-card__media">
          <img className="jg-subs-card__thumb" src={offering.thumbImgUrl} alt="" loading="lazy" />
          <span className="jg-subs-card__status">{offeringStatusLabel(offering.status)}</span>
          {dDay ? (
            <span className="jg-subs-card__dday" data-dday={dDay.label}>
              {dDay.label} {dDay.event}
            </span>
          ) : null}
        </div>
        <strong className="jg-subs-card__name">{offering.name}</strong>
        {offering.ownSubs ? <span className="jg-subs-card__own">내 청약 {formatNumber(offering.subsQty)}주</span> : null}
        <span className="jg-subs-card__price">공모가 {formatWon(offering.scrPrice)}</span>
        <dl className="jg-subs-card__facts">
          <div>
            <dt>총 발행</dt>
            <dd>{formatNumber(offering.totalIssueQty)}주</dd>
          </div>
          <div>
            <dt>모집</dt>
            <dd>{formatNumber(offering.totalOfferingQty)}주</dd>
          </div>
          <div>
            <dt>청약</dt>
            <dd>{formatNumber(offering.totalScrQty)}주</dd>
          </div>
          <div>
            <dt>청약률</dt>
            <dd>{subscriptionRate(offering)}%</dd>
          </div>
          <div>
            <dt>위험 등급</dt>
            <dd>
              {risk.grade}등급 {risk.label}
            </dd>
          </div>
        </dl>
      </RouteLink>
    </li>
  );
}
