import { memberQueries } from '@jogak/api-client';
import { CUSTOMER_SERVICE_PHONE, resetInvestorInfo, useNavigateToRoute } from '@jogak/app-core';
import { Button, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { InvestorFacts } from './investor-facts';
import { checkQualificationEntry } from './qualification-entry';

/**
 * /invest-qual-change/success: the change is done — the member's class now, its yearly limit
 * (40,000,000원 for income-qualified) and what is left of it this year.
 *
 * @example
 * <QualChangeSuccessScreen />
 */
export function QualChangeSuccessScreen() {
  const navigate = useNavigateToRoute();
  const moreInfo = useQuery(memberQueries.moreInfo());
  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자자 자격이 변경되었어요</h1>
      <p className="jg-investor__lead">바뀐 투자자 구분과 연간 투자 한도가 바로 적용돼요.</p>
      <QueryState query={moreInfo} errorTitle="불러오지 못했어요" errorText="투자자 정보를 불러오지 못했어요.">
        {(info) => <InvestorFacts info={info} label="변경된 투자자 정보" />}
      </QueryState>
      <div className="jg-investor__actions">
        <Button status="primary" size="full" onClick={() => navigate({ route: '/_main/home' })}>
          홈으로
        </Button>
      </div>
    </div>
  );
}

export interface QualChangeFailScreenProps {
  /** The instant the 24-month validity is judged at; the device's clock by default. */
  readonly now?: Date;
}

/**
 * /invest-qual-change/fail: the request was rejected — why it usually is, the member's class
 * that stays, and the ways on: apply again or call customer service. 다시 신청하기 starts a new
 * application as write-confirm does, through the same entry checks: investor information never
 * registered or older than 24 months (INVEST_INFORM_REG_AGAIN) leads to the questionnaire, a
 * request under review (INVEST_QUAL_ERROR) stops it.
 *
 * @example
 * <QualChangeFailScreen />
 */
export function QualChangeFailScreen({ now }: QualChangeFailScreenProps) {
  const navigate = useNavigateToRoute();
  const moreInfo = useQuery(memberQueries.moreInfo());
  const investorInfo = moreInfo.data;
  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자자 자격 변경이 반려되었어요</h1>
      <p className="jg-investor__lead">
        제출한 서류로 요건을 확인하지 못했어요. 서류를 확인한 뒤 다시 신청하거나 고객센터({CUSTOMER_SERVICE_PHONE})로 문의해주세요.
      </p>
      <QueryState query={moreInfo} errorTitle="불러오지 못했어요" errorText="투자자 정보를 불러오지 못했어요.">
        {(info) => <InvestorFacts info={info} label="지금 투자자 정보" />}
      </QueryState>
      <div className="jg-investor__actions">
        {/* The entry checks read the investor information: applying again waits for it, home never does. */}
        {investorInfo ? (
          <Button
            status="primary"
            size="full"
            onClick={() =>
              void checkQualificationEntry(investorInfo, now ?? new Date()).then((next) => {
                if (!next) return;
                resetInvestorInfo();
                navigate(next);
              })
            }
          >
            다시 신청하기
          </Button>
        ) : null}
        <Button status="outline" size="full" onClick={() => navigate({ route: '/_main/home' })}>
          홈으로
        </Button>
      </div>
    </div>
  );
}
