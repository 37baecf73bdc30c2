import { accountQueries, type components } from '@jogak/api-client';
import { formatWon } from '@jogak/domain-rules';
import { seoulClockText, seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { BottomSheet, InfiniteList, QueryState } from '@jogak/ui-kit';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SearchPeriod } from '../period/period';
import { PeriodPicker } from '../period/period-picker';
import type { DwFilter, OrderSeq, SearchCod } from './dw-filter';

type DepositWithdrawal = components['schemas']['DepositWithdrawal'];
export interface DwHistoryProps {
  readonly filter: DwFilter;
  readonly onFilterChange: (filter: DwFilter) => void;
  /** The instant whose Seoul day is 오늘 for 조회 기간; the clock's when absent. */
  readonly now?: Date;
}

const DEAL_LABEL = { DEPOSIT: '입금', WITHDRAWAL: '출금' } as const;
const STATUS_LABEL = { COMPLETED: '완료', PROCESSING: '처리 중', FAILED: '실패' } as const;

/**
 * A deal's moment as Seoul shows it, date and clock read from the same instant:
 * `2025-03-04T10:00:00+09:00` and `2025-03-04T01:00:00Z` both as `2025.03.04 10:00`.
 */
export function dealTimeText(instant: string): string {
  const at = new Date(instant);
  return `${seoulDateText(at, '.') ?? ''} ${seoulClockText(at, ':')?.slice(0, 5) ?? ''}`.trim();
}

/**
 * 입출금 내역: the period, 전체/입금/출금 and newest or oldest first (kept by the screen, so they
 * outlive a switch of tabs), pages loaded as the list's end scrolls into view; a row opens its
 * detail. The partner is asked afresh (`sync`) on open.
 */
export function DwHistory({ filter, onFilterChange, now }: DwHistoryProps) {
  const { period, searchCod, orderSeq } = filter;
  const [opened, setOpened] = useState<DepositWithdrawal | null>(null);
  const id = useId();
  return (
    <section className="jg-assets-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="jg-visually-hidden">
        입출금 내역
      </h2>
      <PeriodPicker value={period} onChange={(next) => onFilterChange({ ...filter, period: next })} now={now} />
      <div className="jg-assets-history__filters">
        <label htmlFor={`${id}-cod`}>구분</label>
        <select id={`${id}-cod`} value={searchCod} onChange={(event) => onFilterChange({ ...filter, searchCod: event.target.value as SearchCod })}>
          <option value="ALL">전체</option>
          <option value="DEPOSIT">입금</option>
          <option value="WITHDRAWAL">출금</option>
        </select>
        <label htmlFor={`${id}-order`}>정렬</label>
        <select id={`${id}-order`} value={orderSeq} onChange={(event) => onFilterChange({ ...filter, orderSeq: event.target.value as OrderSeq })}>
          <option value="D">최신순</option>
          <option value="A">과거순</option>
        </select>
      </div>
      <DwList params={{ ...period.period, searchCod, orderSeq }} onOpen={setOpened} />
      <BottomSheet open={opened !== null} onOpenChange={(open) => !open && setOpened(null)} title="입출금 상세">
        {opened ? <DwDetail item={opened} /> : null}
      </BottomSheet>
    </section>
  );
}

function DwList({ params, onOpen }: { readonly params: SearchPeriod & { searchCod: SearchCod; orderSeq: OrderSeq }; readonly onOpen: (item: DepositWithdrawal) => void }) {
  const feed = useInfiniteQuery(accountQueries.depositWithdrawalFeed(params, { sync: true }));
  return (
    <InfiniteList
      query={feed}
      itemsOf={(page) => page.content}
      keyOf={(item) => `${item.dealAt}-${item.dealSeq}`}
      label="입출금 내역 목록"
      className="jg-assets-rows"
      loadingLabel="입출금 내역을 불러오는 중"
      skeletonLines={5}
      errorText="입출금 내역을 불러오지 못했어요."
      empty={{ title: '입출금 내역이 없어요', description: '조회 기간을 바꿔보세요.' }}
      moreLabel="입출금 내역 더 보기"
      moreFailedText="다음 입출금 내역을 불러오지 못했어요."
    >
      {(item) => (
        <button type="button" className="jg-assets-row" onClick={() => onOpen(item)}>
          <span className="jg-assets-row__kind" data-kind={item.dealType}>
            {DEAL_LABEL[item.dealType]}
          </span>
          <span className="jg-assets-row__summary">{item.summary}</span>
          <time className="jg-assets-row__time" dateTime={item.dealDateTime}>
            {dealTimeText(item.dealDateTime)}
          </time>
          <span className="jg-assets-row__amount" data-kind={item.dealType}>
            {item.dealType === 'DEPOSIT' ? '+' : '−'}
            {formatWon(item.dealAmt)}
          </span>
          <span className="jg-assets-row__balance">잔액 {formatWon(item.balanceAmt)}</span>
        </button>
      )}
    </InfiniteList>
  );
}

function DwDetail({ item }: { readonly item: DepositWithdrawal }) {
  const detail = useQuery(accountQueries.depositWithdrawal({ dealAt: item.dealAt, dealSeq: item.dealSeq }, { sync: true }));
  return (
    <QueryState query={detail} loadingLabel="입출금 상세를 불러오는 중" skeletonLines={5} errorText="입출금 상세를 불러오지 못했어요.">
      {(deal) => (
        <dl className="jg-assets-figures" aria-label="입출금 상세 내용">
          <div className="jg-assets-figure">
            <dt>구분</dt>
            <dd>{DEAL_LABEL[deal.dealType]}</dd>
          </div>
          <div className="jg-assets-figure">
            <dt>금액</dt>
            <dd>{formatWon(deal.dealAmt)}</dd>
          </div>
          <div className="jg-assets-figure">
            <dt>거래 후 잔액</dt>
            <dd>{formatWon(deal.balanceAmt)}</dd>
          </div>
          <div className="jg-assets-figure">
            <dt>일시</dt>
            <dd>{dealTimeText(deal.dealDateTime)}</dd>
          </div>
          <div className="jg-assets-figure">
            <dt>{deal.dealType === 'DEPOSIT' ? '보낸 계좌' : '받는 계좌'}</dt>
            <dd>
              {deal.bankName} {deal.bankAccountNo}
            </dd>
          </div>
          <div className="jg-assets-figure">
            <dt>수수료</dt>
            <dd>{formatWon(deal.feeAmt)}</dd>
          </div>
          <div className="jg-assets-figure">
            <dt>상태</dt>
            <dd>{STATUS_LABEL[deal.status]}</dd>
          </div>
          <div className="jg-assets-figure">
            <dt>적요</dt>
            <dd>{deal.summary}</dd>
          </div>
        </dl>
      )}
    </QueryState>
  );
}
