import { accountQueries, type components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { Button, EmptyState, InlineErrorState, QueryState, useFocusOnChange, type QueryStateQuery } from '@jogak/ui-kit';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { AllocationChart } from '../allocation-chart/allocation-chart';
import { allocationOf } from '../allocation-chart/allocation';
import { SignedAmount } from '../signed-amount/signed-amount';

type Holding = components['schemas']['Holding'];
type TotalAssetStatus = components['schemas']['TotalAssetStatus'];
type AssetStatus = components['schemas']['AssetStatus'];

export interface AssetsOverviewProps {
  readonly onDeposit: () => void;
  readonly onWithdraw: () => void;
  /** The total's figures are on screen: what 입금 and 출금 open may be fetched without delaying them. */
  readonly onFiguresShown: () => void;
}

/** The 자산 현황 tab: totals, cash with 입금/출금, profit, allocation, holdings, limit and accounts. */
export function AssetsOverview({ onDeposit, onWithdraw, onFiguresShown }: AssetsOverviewProps) {
  // One observer for the total, read by its card and by the allocation: an allocation appearing
  // later neither asks it again nor retries a failure the card's 다시 시도하기 owns.
  const total = useQuery(accountQueries.totalAssetStatus());
  const figuresShown = total.data !== undefined;
  const announceFiguresShown = useEffectEvent(onFiguresShown);
  useEffect(() => {
    if (figuresShown) announceFiguresShown();
  }, [figuresShown]);
  return (
    <div className="jg-assets-overview">
      <TotalAssets total={total} onDeposit={onDeposit} onWithdraw={onWithdraw} />
      <ProfitSummary />
      <Holdings total={total} />
      <InvestLimit />
      <ContractAccounts />
    </div>
  );
}

function Figure({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="jg-assets-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function TotalAssets({ total, onDeposit, onWithdraw }: Omit<AssetsOverviewProps, 'onFiguresShown'> & { readonly total: UseQueryResult<TotalAssetStatus> }) {
  const amounts = useQuery(accountQueries.amounts());
  // 출금 waits for the withdrawable amount: when it cannot be had, the card says so and offers a
  // retry. TanStack turns a query without data back to pending while it is asked again, so the
  // notice stays (its button busy) for as long as an amount that failed before has not come.
  const amountsFailed = amounts.data === undefined && amounts.errorUpdateCount > 0;
  const amountsProblemId = useId();
  // A retry that brings the amount takes its notice and busy button away: focus goes to 출금, now usable.
  const withdrawButtonRef = useFocusOnChange<HTMLButtonElement>(amounts.data !== undefined);
  return (
    <section className="jg-assets-card" aria-labelledby="jg-assets-total">
      <h2 id="jg-assets-total" className="jg-assets-card__title">
        총 자산
      </h2>
      {/* Six lines are as tall as the loaded total, its profit line and two rows of figures, so the cards below do not move when it arrives (issue #18: layout shift). */}
      <QueryState query={total} loadingLabel="총 자산을 불러오는 중" skeletonLines={6} errorText="총 자산을 불러오지 못했어요.">
        {(status) => (
          <>
            <p className="jg-assets-total">{formatWon(status.totalAssetAmt)}</p>
            <p className="jg-assets-total__profit">
              평가 손익 <SignedAmount value={status.profitAmt} unit="원" /> (<SignedAmount value={status.profitRate} unit="%" />)
            </p>
            <dl className="jg-assets-figures">
              <Figure label="예치금">{formatWon(status.depositAmt)}</Figure>
              <Figure label="평가 금액">{formatWon(status.evalAmt)}</Figure>
              <Figure label="청약 대기 금액">{formatWon(status.subscriptionAmt)}</Figure>
              <Figure label="출금 가능 금액">{amounts.data ? formatWon(amounts.data.withdrawableAmt) : '-'}</Figure>
            </dl>
          </>
        )}
      </QueryState>
      {amountsFailed ? (
        <InlineErrorState id={amountsProblemId} message="출금 가능 금액을 불러오지 못했어요." onRetry={() => void amounts.refetch()} retrying={amounts.isFetching} />
      ) : null}
      <div className="jg-assets-actions">
        <Button status="outline" size="large" onClick={onDeposit}>
          입금
        </Button>
        <Button
          ref={withdrawButtonRef}
          status="primary"
          size="large"
          onClick={onWithdraw}
          disabled={!amounts.data}
          aria-describedby={amountsFailed ? amountsProblemId : undefined}
        >
          출금
        </Button>
      </div>
    </section>
  );
}

function ProfitSummary() {
  const profit = useQuery(accountQueries.assetProfit());
  return (
    <section className="jg-assets-card" aria-labelledby="jg-assets-profit">
      <h2 id="jg-assets-profit" className="jg-assets-card__title">
        수익 현황
      </h2>
      <QueryState query={profit} loadingLabel="수익 현황을 불러오는 중" skeletonLines={3} errorText="수익 현황을 불러오지 못했어요.">
        {(figures) => (
          <dl className="jg-assets-figures">
            <Figure label="총 수익">
              <SignedAmount value={figures.totalProfitAmt} unit="원" /> (<SignedAmount value={figures.totalProfitRate} unit="%" />)
            </Figure>
            <Figure label="실현 손익">
              <SignedAmount value={figures.realizedProfitAmt} unit="원" />
            </Figure>
            <Figure label="평가 손익">
              <SignedAmount value={figures.unrealizedProfitAmt} unit="원" />
            </Figure>
            <Figure label="배당 수익">
              <SignedAmount value={figures.dividendAmt} unit="원" />
            </Figure>
          </dl>
        )}
      </QueryState>
    </section>
  );
}

function Holdings({ total }: { readonly total: UseQueryResult<TotalAssetStatus> }) {
  const status = useQuery(accountQueries.assetStatus());
  // The allocation takes 예치금 and 청약 대기 금액 from the total: the card waits for both answers,
  // so a donut arriving after the list never pushes it down (issue #18: layout shift). Its retry
  // asks again for whichever failed.
  const holdingsAndTotal: QueryStateQuery<{ readonly assets: AssetStatus; readonly total: TotalAssetStatus }> = {
    data: status.data && total.data ? { assets: status.data, total: total.data } : undefined,
    isPending: status.isPending || total.isPending,
    isError: status.isError || total.isError,
    error: status.error ?? total.error,
    refetch: () => Promise.all([status.isError ? status.refetch() : null, total.isError ? total.refetch() : null]),
  };
  return (
    <section className="jg-assets-card" aria-labelledby="jg-assets-holdings">
      <h2 id="jg-assets-holdings" className="jg-assets-card__title">
        보유 건물
      </h2>
      <QueryState query={holdingsAndTotal} loadingLabel="보유 건물을 불러오는 중" skeletonLines={4} errorText="보유 건물을 불러오지 못했어요.">
        {({ assets, total: totalStatus }) =>
          assets.holdings.length === 0 ? (
            <EmptyState title="보유한 건물이 없어요" description="청약하거나 시세 화면에서 건물 조각을 사보세요." />
          ) : (
            <>
              <AllocationChart
                slices={allocationOf(
                  assets.holdings.map((holding) => ({ key: holding.stockCd, label: holding.name, amount: holding.evalAmt })),
                  totalStatus,
                )}
              />
              <ul className="jg-assets-holdings" aria-label="보유 건물 목록">
                {assets.holdings.map((holding) => (
                  <li key={holding.stockCd}>
                    <HoldingRow holding={holding} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function HoldingRow({ holding }: { readonly holding: Holding }) {
  return (
    <article className="jg-assets-holding" aria-labelledby={`jg-holding-${holding.stockCd}`}>
      <h3 id={`jg-holding-${holding.stockCd}`} className="jg-assets-holding__name">
        {holding.name}
      </h3>
      <dl className="jg-assets-figures">
        <Figure label="보유 수량">{formatNumber(holding.holdQty)}주</Figure>
        <Figure label="현재가">{formatWon(holding.currentPrice)}</Figure>
        <Figure label="평균 매수가">{formatWon(holding.avgBuyPrice)}</Figure>
        <Figure label="평가 금액">{formatWon(holding.evalAmt)}</Figure>
        <Figure label="평가 손익">
          <SignedAmount value={holding.profitAmt} unit="원" /> (<SignedAmount value={holding.profitRate} unit="%" />)
        </Figure>
      </dl>
      <RouteLink
        className="jg-assets-holding__link"
        target={{ route: '/_main/assets/dividend-history/$stockCd', params: { stockCd: holding.stockCd } }}
      >
        {holding.name} 배당 내역 보기
      </RouteLink>
    </article>
  );
}

function InvestLimit() {
  const limit = useQuery(accountQueries.remainingInvestLimit());
  return (
    <section className="jg-assets-card" aria-labelledby="jg-assets-limit">
      <h2 id="jg-assets-limit" className="jg-assets-card__title">
        올해 남은 투자 한도
      </h2>
      <QueryState query={limit} loadingLabel="투자 한도를 불러오는 중" skeletonLines={2} errorText="투자 한도를 불러오지 못했어요.">
        {(figures) =>
          figures.investLimitAmt === null || figures.remainingAmt === null ? (
            <p className="jg-assets-limit">한도 없이 투자할 수 있어요.</p>
          ) : (
            <dl className="jg-assets-figures">
              <Figure label="남은 한도">{formatWon(figures.remainingAmt)}</Figure>
              <Figure label={`${figures.stdYear}년 한도`}>{formatWon(figures.investLimitAmt)}</Figure>
              <Figure label="사용한 금액">{formatWon(figures.usedAmt)}</Figure>
            </dl>
          )
        }
      </QueryState>
    </section>
  );
}

function ContractAccounts() {
  const accounts = useQuery(accountQueries.contractAccounts());
  return (
    <section className="jg-assets-card" aria-labelledby="jg-assets-accounts">
      <h2 id="jg-assets-accounts" className="jg-assets-card__title">
        내 계좌
      </h2>
      <QueryState query={accounts} loadingLabel="계좌를 불러오는 중" skeletonLines={2} errorText="계좌 목록을 불러오지 못했어요.">
        {(list) =>
          list.content.length === 0 ? (
            <EmptyState title="연동된 계좌가 없어요" />
          ) : (
            <ul className="jg-assets-accounts" aria-label="계좌 목록">
              {list.content.map((account) => (
                <li key={account.accountNo} className="jg-assets-account">
                  <span className="jg-assets-account__name">{account.accountName}</span>
                  <span className="jg-assets-account__no">{account.accountNo}</span>
                  <span className="jg-assets-account__state">{account.allianceYn === 'Y' ? '연동됨' : '연동 전'}</span>
                  <span className="jg-assets-account__opened">개설일 {account.openedAt.replaceAll('-', '.')}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
