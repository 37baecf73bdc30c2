import { memberQueries } from '@jogak/api-client';
import { resetInvestorInfo, useNavigateToRoute } from '@jogak/app-core';
import { Button, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { InvestorFacts } from './investor-facts';
import { checkQualificationEntry } from './qualification-entry';

export interface WriteConfirmScreenProps {
  /** The instant the 24-month validity is judged at; the device's clock by default. */
  readonly now?: Date;
}

/**
 * /investor-status-change/write-confirm: the member's investor information (class, yearly limit,
 * what is left this year, validity, a request under review) and the start of a change. Expired
 * information (INVEST_INFORM_REG_AGAIN) or a request under review (INVEST_QUAL_ERROR) stops it
 * with its dialog.
 *
 * @example
 * <WriteConfirmScreen />
 */
export function WriteConfirmScreen({ now }: WriteConfirmScreenProps) {
  const navigate = useNavigateToRoute();
  const moreInfo = useQuery(memberQueries.moreInfo());
  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자자 정보 확인</h1>
      <p className="jg-investor__lead">
        투자자 구분에 따라 1년 동안 투자할 수 있는 금액이 달라요. 요건을 갖추면 소득적격투자자나 전문투자자로 바꿀 수 있어요.
      </p>
      <QueryState query={moreInfo} errorTitle="불러오지 못했어요" errorText="투자자 정보를 불러오지 못했어요.">
        {(info) => (
          <>
            <InvestorFacts info={info} label="나의 투자자 정보" />
            <div className="jg-investor__actions">
              <Button
                status="primary"
                size="full"
                onClick={() =>
                  void checkQualificationEntry(info, now ?? new Date()).then((next) => {
                    if (!next) return;
                    resetInvestorInfo();
                    navigate(next);
                  })
                }
              >
                투자자 자격 변경하기
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
