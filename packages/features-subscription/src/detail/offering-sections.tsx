import type { components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { formatFloors, formatNumber, formatWon, subscriptionRate } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import type { ReactNode } from 'react';
import { riskLevelOf, securitiesClassLabel } from '../offering-facts/offering-labels';

type OfferingDetail = components['schemas']['OfferingDetail'];

/** One titled block of the detail. */
export function DetailSection({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  const headingId = `subs-${id}-title`;
  return (
    <section className="jg-subs-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="jg-subs-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Term–value rows. */
export function Facts({ label, rows }: { readonly label: string; readonly rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="jg-subs-facts" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function dateText(value: string | null): string {
  return value ? (seoulDateText(value, '.') ?? '미정') : '미정';
}

/** 청약 현황: price, quantities, rate and the member's own subscription. */
export function QuantitySection({ offering }: { readonly offering: OfferingDetail }) {
  return (
    <DetailSection id="quantities" title="청약 현황">
      <Facts
        label="청약 현황"
        rows={[
          ['공모가', formatWon(offering.scrPrice)],
          ['총 발행 수량', `${formatNumber(offering.totalIssueQty)}주`],
          ['모집 수량', `${formatNumber(offering.totalOfferingQty)}주`],
          ['청약 수량', `${formatNumber(offering.totalScrQty)}주`],
          ['청약률', `${subscriptionRate(offering)}%`],
          ...(offering.ownSubs ? ([['내 청약', `${formatNumber(offering.subsQty)}주`]] as const) : []),
        ]}
      />
    </DetailSection>
  );
}

/** 일정: the subscription window, allotment (put) and listing dates. */
export function ScheduleSection({ offering }: { readonly offering: OfferingDetail }) {
  return (
    <DetailSection id="schedule" title="일정">
      <Facts
        label="일정"
        rows={[
          ['청약 기간', `${dateText(offering.subsBeginAt)} ~ ${dateText(offering.subsEndAt)}`],
          ['배정일', dateText(offering.putAt)],
          ['상장 예정일', dateText(offering.listAt)],
        ]}
      />
    </DetailSection>
  );
}

/** 상품 정보: securities class and the product risk grade, explained; the certificate's brief. */
export function ProductSection({ offering }: { readonly offering: OfferingDetail }) {
  const risk = riskLevelOf(offering.productRiskLevelCod);
  return (
    <DetailSection id="product" title="상품 정보">
      <Facts
        label="상품 정보"
        rows={[
          ['증권 종류', securitiesClassLabel(offering.securitiesClassCod)],
          ['위험 등급', `${risk.grade}등급 ${risk.label}`],
        ]}
      />
      <p className="jg-subs-risk" data-grade={risk.grade}>
        {risk.explanation} 위험 등급은 1등급(매우 높은 위험)부터 6등급(매우 낮은 위험)까지예요.
      </p>
      <h4 className="jg-subs-section__subtitle">증서 요약</h4>
      <p className="jg-subs-brief">{offering.briefText}</p>
    </DetailSection>
  );
}

/** 건물 정보: what the certificate says of the building. */
export function BuildingSection({ offering }: { readonly offering: OfferingDetail }) {
  const building = offering.building;
  return (
    <DetailSection id="building" title="건물 정보">
      <Facts
        label="건물 정보"
        rows={[
          ['건물명', building.buildingName],
          ['주소', offering.address],
          ['용도', building.usage],
          ['규모', formatFloors({ aboveGround: building.floorsAboveGround, belowGround: building.floorsBelowGround })],
          ['연면적', `${formatNumber(building.grossFloorArea)}㎡`],
          ['대지면적', `${formatNumber(building.landArea)}㎡`],
          ['준공', `${building.completedYear}년`],
          ['임대율', `${formatNumber(building.leaseRate)}%`],
        ]}
      />
    </DetailSection>
  );
}

/** 공시 and 투자 문서: links to each disclosure and each document's viewer. */
export function DocumentsSection({ offering }: { readonly offering: OfferingDetail }) {
  const id = String(offering.id);
  return (
    <>
      <DetailSection id="disclosures" title="공시">
        {offering.disclosures.length === 0 ? (
          <p className="jg-subs-note">아직 공시가 없어요.</p>
        ) : (
          <ul className="jg-subs-links">
            {offering.disclosures.map((disclosure) => (
              <li key={disclosure.id}>
                <RouteLink
                  className="jg-subs-links__link"
                  target={{ route: '/_main/subscription/$id/disclosure/$disclosureId', params: { id, disclosureId: String(disclosure.id) } }}
                >
                  <span>{disclosure.title}</span>
                  <span className="jg-subs-links__meta">{dateText(disclosure.disclosedAt)}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection id="documents" title="투자 문서">
        <ul className="jg-subs-links">
          {offering.prospectuses.map((document) => (
            <li key={document.manageCode}>
              <RouteLink
                className="jg-subs-links__link"
                target={{ route: '/_main/subscription/$id/prospectus/$manageCode', params: { id, manageCode: document.manageCode } }}
              >
                <span>{document.title}</span>
                <span className="jg-subs-links__meta">PDF</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </DetailSection>
    </>
  );
}
