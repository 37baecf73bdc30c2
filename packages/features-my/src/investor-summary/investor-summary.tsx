import { memberQueries, type components } from '@jogak/api-client';
import { RouteLink, memberInfoQuery } from '@jogak/app-core';
import { INVESTOR_CLASS_LABELS, investorClassOf, tendencyStatusOf, type TendencyStatus } from '@jogak/domain-rules';
import { QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

type MemberInfo = components['schemas']['MemberInfo'];

/**
 * The member's investor class and investment tendency with the date the investor information
 * expires (24 months, spec §9): an expired or missing evaluation offers to register again, a
 * member who declined to give information is told they may still invest, and the class can be
 * changed. A change request under review (spec §4) is said beside the class it would replace.
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
        errorText="잠시 후 다시 시도해주세요."
      >
        {(member) => <InvestorFacts member={member} now={now} />}
      </QueryState>
    </section>
  );
}

/** What the validity row, the note and the questionnaire link say for each tendency status. */
function summaryOf(status: TendencyStatus): { readonly tendency: string; readonly validity: string; readonly note: string | null; readonly analyse: string } {
  switch (status.kind) {
    case 'valid':
      return { tendency: status.gradeLabel, validity: status.validUntil ? `${status.validUntil}까지` : '-', note: null, analyse: '투자성향 다시 분석하기' };
    case 'expired':
      return {
        tendency: status.gradeLabel ?? '분석 전',
        validity: status.maturedOn ? `${status.maturedOn}까지 (만료)` : '만료',
        note: '투자자 정보를 등록한 지 24개월이 지났어요. 다시 등록해야 청약과 매수를 할 수 있어요.',
        analyse: '투자자 정보 다시 등록하기',
      };
    case 'declined':
      // Spec §4: declining is no bar to investing and has no 24-month validity.
      return {
        tendency: '정보 미제공',
        validity: '-',
        note: '투자자 정보를 제공하지 않았어요. 청약과 매수는 할 수 있고, 그때마다 부적합 거래 확인을 받아요.',
        analyse: '투자성향 분석하기',
      };
    case 'none':
      return { tendency: '분석 전', validity: '-', note: '투자성향을 분석하면 청약과 주문을 할 수 있어요.', analyse: '투자성향 분석하기' };
  }
}

function InvestorFacts({ member, now }: { readonly member: MemberInfo; readonly now: Date }) {
  // Member info does not say whether a change is under review; the investor information does. Its
  // row waits for it and is left out if it cannot be read: the class shown is still the member's.
  const reviewing = useQuery({ ...memberQueries.moreInfo(), select: (info) => info.investorStatusChangeInProgressYn === 'Y' }).data === true;
  const investorClass = investorClassOf(member.invest);
  const status = tendencyStatusOf(member, now);
  const facts = summaryOf(status);
  return (
    <>
      <dl className="jg-my-facts">
        <div className="jg-my-facts__row">
          <dt>투자자 구분</dt>
          <dd>{investorClass ? INVESTOR_CLASS_LABELS[investorClass] : '-'}</dd>
        </div>
        {reviewing ? (
          <div className="jg-my-facts__row">
            <dt>자격 변경 신청</dt>
            <dd>심사 중</dd>
          </div>
        ) : null}
        <div className="jg-my-facts__row">
          <dt>투자성향</dt>
          <dd>{facts.tendency}</dd>
        </div>
        <div className="jg-my-facts__row">
          <dt>유효기간</dt>
          <dd data-state={status.kind === 'expired' ? 'expired' : 'valid'}>{facts.validity}</dd>
        </div>
      </dl>
      {facts.note ? <p className="jg-my-card__text">{facts.note}</p> : null}
      <RouteLink target={{ route: '/investment-analysis/invest-tendency' }} className="jg-my-link">
        {facts.analyse}
      </RouteLink>
      <RouteLink target={{ route: '/investor-status-change/write-confirm' }} className="jg-my-link">
        투자자 자격 변경
      </RouteLink>
    </>
  );
}
