import type { components } from '@jogak/api-client';
import { MESSAGES, RouteLink, hasTendencyEvaluation, isInvestorInfoExpired, memberInfoQuery } from '@jogak/app-core';
import { INVESTOR_CLASS_LABELS, investorClassOf, tendencyGradeLabel } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

type MemberInfo = components['schemas']['MemberInfo'];

/**
 * The member's investor class and investment tendency with the date the investor information
 * expires (24 months, spec §9): an expired or missing evaluation offers to register again, and
 * the class can be changed.
 */
export function InvestorSummary({ now = new Date() }: { readonly now?: Date }) {
  const headingId = useId();
  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        투자자 정보
      </h2>
      <QueryState
        query={useQuery(memberInfoQuery())}
        loadingLabel="투자자 정보를 불러오고 있어요"
        skeletonLines={3}
        errorTitle="투자자 정보를 불러오지 못했어요"
        errorText={MESSAGES.COMMON_ERROR}
      >
        {(member) => <InvestorFacts member={member} now={now} />}
      </QueryState>
    </section>
  );
}

function InvestorFacts({ member, now }: { readonly member: MemberInfo; readonly now: Date }) {
  const investorClass = investorClassOf(member.invest);
  const evaluated = hasTendencyEvaluation(member.customerTendencyEvalCod);
  const expired = isInvestorInfoExpired(
    { investPersonInformChgMaturityAt: member.investPersonInformChgMaturityAt ?? '', investPersonInformOfferYn: member.investPersonInformOfferYn },
    now,
  );
  const maturity = member.investPersonInformChgMaturityAt ? seoulDateText(member.investPersonInformChgMaturityAt, '.') : null;
  return (
    <>
      <dl className="jg-my-facts">
        <div className="jg-my-facts__row">
          <dt>투자자 구분</dt>
          <dd>{investorClass ? INVESTOR_CLASS_LABELS[investorClass] : '-'}</dd>
        </div>
        <div className="jg-my-facts__row">
          <dt>투자성향</dt>
          <dd>{evaluated ? (tendencyGradeLabel(member.customerTendencyEvalCod) ?? member.customerTendencyEvalCod) : '분석 전'}</dd>
        </div>
        <div className="jg-my-facts__row">
          <dt>유효기간</dt>
          <dd data-state={expired ? 'expired' : 'valid'}>{maturity ? `${maturity}까지${expired ? ' (만료)' : ''}` : '-'}</dd>
        </div>
      </dl>
      {expired || !evaluated ? (
        <p className="jg-my-card__text">
          {expired ? '투자자 정보를 등록한 지 24개월이 지났어요. 다시 등록해야 청약과 매수를 할 수 있어요.' : '투자성향을 분석하면 청약과 주문을 할 수 있어요.'}
        </p>
      ) : null}
      <RouteLink target={{ route: '/investment-analysis/invest-tendency' }} className="jg-my-link">
        {expired ? '투자자 정보 다시 등록하기' : evaluated ? '투자성향 다시 분석하기' : '투자성향 분석하기'}
      </RouteLink>
      <RouteLink target={{ route: '/investor-status-change/write-confirm' }} className="jg-my-link">
        투자자 자격 변경
      </RouteLink>
    </>
  );
}
