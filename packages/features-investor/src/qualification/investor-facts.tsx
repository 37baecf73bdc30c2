import { accountQueries, type components } from '@jogak/api-client';
import { formatWon, INVESTOR_CLASS_LABELS, investorClassOf } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { yearlyLimitText } from './investor-class-options';

type MemberMoreInfo = components['schemas']['MemberMoreInfo'];

export interface InvestorFactsProps {
  readonly info: MemberMoreInfo;
  /** The list's accessible name ("나의 투자자 정보"). */
  readonly label: string;
}

/**
 * The member's investor class, its yearly deposit limit, what is left of it this year and how
 * long the investor information is valid. The rest of the limit is asked only when no request is
 * being reviewed: the partner refuses account calls then (403 A0010). Its row loads and fails on
 * its own (a skeleton, then 남은 한도를 불러오지 못했어요 with 다시 시도하기): the other facts are in.
 *
 * @example
 * <InvestorFacts info={moreInfo} label="나의 투자자 정보" />
 */
export function InvestorFacts({ info, label }: InvestorFactsProps) {
  // A class the answer does not name (an empty or unknown `invest`) is shown as unknown, as MY
  // shows it: guessing 일반 개인투자자 and its 20,000,000원 would be wrong for a corporation.
  const investorClass = investorClassOf(info.invest);
  const reviewing = info.investorStatusChangeInProgressYn === 'Y';
  // Always asked again: a class change moves the limit, and the screen must not show the old one.
  const remaining = useQuery({ ...accountQueries.remainingInvestLimit(), enabled: !reviewing, refetchOnMount: 'always' });
  const validUntil = info.investPersonInformChgMaturityAt ? seoulDateText(info.investPersonInformChgMaturityAt, '.') : null;
  return (
    <dl className="jg-investor-facts" aria-label={label}>
      <dt>투자자 구분</dt>
      <dd>{investorClass ? INVESTOR_CLASS_LABELS[investorClass] : '-'}</dd>
      <dt>연간 투자 한도</dt>
      <dd>{investorClass ? yearlyLimitText(investorClass) : '-'}</dd>
      {reviewing ? null : (
        <>
          {/* The year comes with the answer; until then the row says what it is without it. */}
          <dt>{remaining.data ? `${remaining.data.stdYear}년 남은 한도` : '남은 한도'}</dt>
          <dd>
            <QueryState
              query={remaining}
              skeletonLines={1}
              loadingLabel="남은 한도를 불러오는 중이에요"
              errorTitle="불러오지 못했어요"
              errorText="남은 한도를 불러오지 못했어요."
            >
              {({ remainingAmt }) => (remainingAmt === null || remainingAmt === undefined ? '한도 없음' : formatWon(remainingAmt))}
            </QueryState>
          </dd>
        </>
      )}
      <dt>투자자 정보 유효기간</dt>
      <dd>{validUntil ? `${validUntil}까지` : '등록 전'}</dd>
      {reviewing ? (
        <>
          <dt>자격 변경 신청</dt>
          <dd>심사 중</dd>
        </>
      ) : null}
    </dl>
  );
}
