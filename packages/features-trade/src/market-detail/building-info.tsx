import { formatFloors, formatNumber, formatWon } from '@jogak/domain-rules';
import { RichText } from '@jogak/ui-kit';
import type { OfferingDetail } from './building-tabs';

/** The building behind the stock: its brief, description and facts (from its offering). */
export function BuildingInfo({ offering }: { readonly offering: OfferingDetail }) {
  const { building } = offering;
  return (
    <section className="jg-trade-info" aria-label="건물 정보">
      <h3>{building.buildingName}</h3>
      <p>{offering.address}</p>
      <dl className="jg-trade-facts">
        <div>
          <dt>용도</dt>
          <dd>{building.usage}</dd>
        </div>
        <div>
          <dt>규모</dt>
          <dd>{formatFloors({ aboveGround: building.floorsAboveGround, belowGround: building.floorsBelowGround })}</dd>
        </div>
        <div>
          <dt>연면적</dt>
          <dd>{formatNumber(building.grossFloorArea)}㎡</dd>
        </div>
        <div>
          <dt>대지면적</dt>
          <dd>{formatNumber(building.landArea)}㎡</dd>
        </div>
        <div>
          <dt>준공</dt>
          <dd>{building.completedYear}년</dd>
        </div>
        <div>
          <dt>임대율</dt>
          <dd>{building.leaseRate}%</dd>
        </div>
        <div>
          <dt>총 발행</dt>
          <dd>{formatNumber(offering.totalIssueQty)}주</dd>
        </div>
        <div>
          <dt>공모가</dt>
          <dd>{formatWon(offering.scrPrice)}</dd>
        </div>
      </dl>
      <p>{offering.briefText}</p>
      <RichText html={offering.description} headingLevel={4} />
    </section>
  );
}
