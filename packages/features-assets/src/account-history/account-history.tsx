import { accountQueries, type components } from '@jogak/api-client';
import { formatNumber, formatWon, priceTone } from '@jogak/domain-rules';
import { BottomSheet, EmptyState, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dealTimeText } from '../dw-history/dw-history';
import { PeriodPicker, type PeriodChoice } from '../period/period-picker';
import { signedText } from '../signed-amount/signed-amount';

type AccountHistory = components['schemas']['AccountHistory'];
type HistoryType = components['schemas']['AccountHistoryType'];

/** Korean names of the transaction kinds. */
export const HISTORY_TYPE_LABELS: Record<HistoryType, string> = {
  BUY: '매수',
  SELL: '매도',
  SUBSCRIBE: '청약',
  SUBSCRIBE_CANCEL: '청약 취소',
  REFUND: '청약 환불',
  ALLOT: '배정',
  DIVIDEND: '배당',
  DEPOSIT: '입금',
  WITHDRAWAL: '출금',
};

/**
 * A line's amount as the list and the detail print it. The contract makes dealAmt the signed cash
 * change, fee included, so its own sign is the direction: − with a real minus when cash left.
 *
 * @example
 * historyAmountText({ dealAmt: -600_000 }) // '−600,000원'
 */
function historyAmountText(item: Pick<AccountHistory, 'dealAmt'>): string {
  return signedText(item.dealAmt, '원');
}

export interface AccountHistoryListProps {
  /** 조회 기간, kept by the screen so it outlives a switch of tabs. */
  readonly period: PeriodChoice;
  readonly onPeriodChange: (period: PeriodChoice) => void;
  /** The instant whose Seoul day is 오늘 for 조회 기간; the clock's when absent. */
  readonly now?: Date;
}

/** 거래 내역: every transaction of the period (trades, subscriptions, refunds, dividends, cash); a row opens its detail. */
export function AccountHistoryList({ period, onPeriodChange, now }: AccountHistoryListProps) {
  const [opened, setOpened] = useState<AccountHistory | null>(null);
  const history = useQuery(accountQueries.history(period.period));
  const id = useId();
  return (
    <section className="jg-assets-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="jg-visually-hidden">
        거래 내역
      </h2>
      <PeriodPicker value={period} onChange={onPeriodChange} now={now} />
      <QueryState query={history} loadingLabel="거래 내역을 불러오는 중" skeletonLines={5} errorText="거래 내역을 불러오지 못했어요.">
        {(list) =>
          list.content.length === 0 ? (
            <EmptyState title="거래 내역이 없어요" description="조회 기간을 바꿔보세요." />
          ) : (
            <ul className="jg-assets-rows" aria-label="거래 내역 목록">
              {list.content.map((item) => (
                <li key={item.accountId}>
                  <button type="button" className="jg-assets-row" onClick={() => setOpened(item)}>
                    <span className="jg-assets-row__kind" data-kind={item.historyType}>
                      {HISTORY_TYPE_LABELS[item.historyType]}
                    </span>
                    <span className="jg-assets-row__summary">{item.name ?? HISTORY_TYPE_LABELS[item.historyType]}</span>
                    <time className="jg-assets-row__time" dateTime={item.dealDateTime}>
                      {dealTimeText(item.dealDateTime)}
                    </time>
                    <span className="jg-assets-signed jg-assets-row__amount" data-tone={priceTone(item.dealAmt)}>
                      {historyAmountText(item)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <BottomSheet open={opened !== null} onOpenChange={(open) => !open && setOpened(null)} title="거래 상세">
        {opened ? <HistoryDetail accountId={opened.accountId} /> : null}
      </BottomSheet>
    </section>
  );
}

function HistoryDetail({ accountId }: { readonly accountId: string }) {
  const detail = useQuery(accountQueries.historyDetail(accountId));
  return (
    <QueryState query={detail} loadingLabel="거래 상세를 불러오는 중" skeletonLines={5} errorText="거래 상세를 불러오지 못했어요.">
      {(deal) => (
        <dl className="jg-assets-figures" aria-label="거래 상세 내용">
          <Row label="구분" value={HISTORY_TYPE_LABELS[deal.historyType]} />
          {deal.name ? <Row label="종목" value={deal.name} /> : null}
          <Row label="일시" value={dealTimeText(deal.dealDateTime)} />
          {deal.dealQty !== null ? <Row label="수량" value={`${formatNumber(deal.dealQty)}주`} /> : null}
          {deal.dealPrice !== null ? <Row label="단가" value={formatWon(deal.dealPrice)} /> : null}
          <Row label="금액" value={historyAmountText(deal)} />
          <Row label="수수료" value={formatWon(deal.feeAmt)} />
          <Row label="세금" value={formatWon(deal.taxAmt)} />
          <Row label="거래 후 잔액" value={formatWon(deal.balanceAmt)} />
          {deal.orderNo ? <Row label="주문번호" value={deal.orderNo} /> : null}
          <Row label="적요" value={deal.summary} />
        </dl>
      )}
    </QueryState>
  );
}

function Row({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="jg-assets-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
