import { memberQueries } from '@jogak/api-client';
import { useNavigateToRoute } from '@jogak/app-core';
import { Button, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { InvestorFacts } from './investor-facts';

/**
 * /investor-status-change/invest-change: where the member's qualification change stands — a
 * request under review (the result comes as a notification that opens /invest-qual-change/success
 * or /fail), or none — with the member's investor information.
 *
 * @example
 * <InvestChangeScreen />
 */
export function InvestChangeScreen() {
  const navigate = useNavigateToRoute();
  const moreInfo = useQuery(memberQueries.moreInfo());
  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자자 자격 변경</h1>
      <QueryState query={moreInfo} errorTitle="불러오지 못했어요" errorText="투자자 정보를 불러오지 못했어요.">
        {(info) => (
          <>
            {info.investorStatusChangeInProgressYn === 'Y' ? (
              <section className="jg-investor-card" aria-label="신청 상태">
                <p className="jg-investor-card__value">신청이 접수되었어요</p>
                <p className="jg-investor-card__meta">서류를 심사하고 있어요. 결과는 알림으로 알려드릴게요.</p>
              </section>
            ) : (
              <section className="jg-investor-card" aria-label="신청 상태">
                <p className="jg-investor-card__value">심사 중인 신청이 없어요</p>
                <p className="jg-investor-card__meta">요건을 갖추면 소득적격투자자나 전문투자자로 바꿀 수 있어요.</p>
              </section>
            )}
            <InvestorFacts info={info} label="나의 투자자 정보" />
            <div className="jg-investor__actions">
              {info.investorStatusChangeInProgressYn === 'Y' ? null : (
                <Button status="primary" size="full" onClick={() => navigate({ route: '/investor-status-change/write-confirm' })}>
                  투자자 자격 변경하기
                </Button>
              )}
              <Button status="outline" size="full" onClick={() => navigate({ route: '/_main/home' })}>
                홈으로
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
