import { memberQueries } from '@jogak/api-client';
import { resetInvestorInfo, useNavigateToRoute } from '@jogak/app-core';
import { tendencyStatusOf, type TendencyStatus } from '@jogak/domain-rules';
import { Button, openDialog, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { TENDENCY_EXPIRED_DIALOG } from './tendency-expired-dialog';

export interface InvestTendencyScreenProps {
  /** The instant the 24-month validity is judged at; the device's clock by default. */
  readonly now?: Date;
}

function StatusCard({ status }: { readonly status: TendencyStatus }) {
  if (status.kind === 'valid') {
    return (
      <section className="jg-investor-card" aria-label="나의 투자성향">
        <p className="jg-investor-card__label">나의 투자성향</p>
        <p className="jg-investor-card__value">{status.gradeLabel}</p>
        {status.validUntil ? <p className="jg-investor-card__meta">{status.validUntil}까지 유효해요</p> : null}
      </section>
    );
  }
  if (status.kind === 'expired') {
    return (
      <section className="jg-investor-card" aria-label="나의 투자성향" data-state="expired">
        <p className="jg-investor-card__label">나의 투자성향</p>
        <p className="jg-investor-card__value">유효기간이 지났어요</p>
        {status.maturedOn ? <p className="jg-investor-card__meta">{status.maturedOn}에 만료되었어요</p> : null}
      </section>
    );
  }
  return (
    <section className="jg-investor-card" aria-label="나의 투자성향">
      <p className="jg-investor-card__label">나의 투자성향</p>
      <p className="jg-investor-card__value">{status.kind === 'declined' ? '투자자 정보를 제공하지 않았어요' : '아직 분석하지 않았어요'}</p>
    </section>
  );
}

/**
 * /investment-analysis/invest-tendency: where the member stands (tendency and its validity, or
 * none), what the questionnaire is for, and the start. An expired result opens the expiration
 * dialog once; 다시 분석하기 starts the questionnaire.
 *
 * @example
 * <InvestTendencyScreen />
 */
export function InvestTendencyScreen({ now }: InvestTendencyScreenProps) {
  const navigate = useNavigateToRoute();
  const moreInfo = useQuery(memberQueries.moreInfo());
  const status = moreInfo.data ? tendencyStatusOf(moreInfo.data, now ?? new Date()) : null;
  const start = () => {
    resetInvestorInfo();
    navigate({ route: '/investment-analysis/personal-analysis' });
  };
  const askedExpired = useRef(false);
  useEffect(() => {
    if (status?.kind !== 'expired' || askedExpired.current) return;
    askedExpired.current = true;
    void openDialog(TENDENCY_EXPIRED_DIALOG).then((again) => {
      if (again) start();
    });
  });

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자성향 분석</h1>
      <p className="jg-investor__lead">
        조각은 투자자 보호를 위해 투자성향에 맞는 상품을 안내해요. 몇 가지 질문에 답하면 투자성향을 알려드려요. 분석 결과는 24개월
        동안 유효해요.
      </p>
      <QueryState query={moreInfo} errorTitle="불러오지 못했어요" errorText="투자자 정보를 불러오지 못했어요.">
        {(info) => (
          <>
            <StatusCard status={tendencyStatusOf(info, now ?? new Date())} />
            <div className="jg-investor__actions">
              <Button status="primary" size="full" onClick={start}>
                {status?.kind === 'none' ? '투자성향 분석 시작하기' : '투자성향 다시 분석하기'}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
