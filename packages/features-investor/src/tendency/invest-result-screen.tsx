import { memberQueries, type components } from '@jogak/api-client';
import { useNavigateToRoute } from '@jogak/app-core';
import { isSuitableProduct, PRODUCT_RISK_LEVEL_LABELS, PRODUCT_RISK_LEVELS, tendencyGradeLabel } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { Button, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

type MemberMoreInfo = components['schemas']['MemberMoreInfo'];

function SuitabilityTable({ code }: { readonly code: string }) {
  return (
    <table className="jg-investor-table">
      <caption>상품 위험등급별 투자 가능 여부</caption>
      <thead>
        <tr>
          <th scope="col">위험등급</th>
          <th scope="col">투자 가능 여부</th>
        </tr>
      </thead>
      <tbody>
        {PRODUCT_RISK_LEVELS.map((level) => {
          const suitable = isSuitableProduct(code, level);
          return (
            <tr key={level} data-state={suitable ? 'suitable' : 'unsuitable'}>
              <th scope="row">
                {level}등급 {PRODUCT_RISK_LEVEL_LABELS[level]}
              </th>
              <td>{suitable ? '투자 가능' : '부적합 확인 필요'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Result({ info }: { readonly info: MemberMoreInfo }) {
  const navigate = useNavigateToRoute();
  const label = tendencyGradeLabel(info.customerTendencyEvalCod);
  const validUntil = info.investPersonInformChgMaturityAt ? seoulDateText(info.investPersonInformChgMaturityAt, '.') : null;
  if (label === null) {
    return (
      <>
        <section className="jg-investor-card" aria-label="나의 투자성향" data-state="warning">
          <p className="jg-investor-card__label">나의 투자성향</p>
          <p className="jg-investor-card__value">투자자 정보를 제공하지 않았어요</p>
          <p className="jg-investor-card__meta">투자성향에 맞는 상품을 안내받으려면 투자자 정보를 제공하고 투자성향 분석을 마쳐주세요.</p>
        </section>
        <div className="jg-investor__actions">
          <Button status="primary" size="full" onClick={() => navigate({ route: '/investment-analysis/invest-tendency' })}>
            투자성향 분석하기
          </Button>
          <Button status="outline" size="full" onClick={() => navigate({ route: '/_main/home' })}>
            홈으로
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <section className="jg-investor-card" aria-label="나의 투자성향">
        <p className="jg-investor-card__label">나의 투자성향</p>
        <p className="jg-investor-card__value">{label}</p>
        {validUntil ? <p className="jg-investor-card__meta">{validUntil}까지 유효해요 (24개월)</p> : null}
      </section>
      <p className="jg-investor__lead">이제 청약할 수 있어요. 투자성향보다 위험한 상품은 부적합 거래 확인 후 청약할 수 있어요.</p>
      <SuitabilityTable code={info.customerTendencyEvalCod} />
      <div className="jg-investor__actions">
        <Button status="primary" size="full" onClick={() => navigate({ route: '/_main/home' })}>
          홈으로
        </Button>
      </div>
    </>
  );
}

/**
 * /investment-analysis/invest-result: the member's tendency (customerTendencyEvalCod) and how
 * long it is valid, with what it allows against each product risk level (1 매우 높은 위험 …
 * 6 매우 낮은 위험); a member who gave no information is told that subscribing needs it.
 * Read from the investor information, so a reload shows the same.
 *
 * @example
 * <InvestResultScreen />
 */
export function InvestResultScreen() {
  const moreInfo = useQuery(memberQueries.moreInfo());
  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자성향 분석 결과</h1>
      <QueryState query={moreInfo} errorTitle="불러오지 못했어요" errorText="투자성향 분석 결과를 불러오지 못했어요.">
        {(info) => <Result info={info} />}
      </QueryState>
    </div>
  );
}
