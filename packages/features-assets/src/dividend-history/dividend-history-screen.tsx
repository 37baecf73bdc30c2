import { accountQueries, isNotFoundError, type components } from '@jogak/api-client';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { EmptyState, ErrorState, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { DividendChart } from './dividend-chart';
import { chronological, yieldOnCost } from './dividend-yield';

type DividendHistory = components['schemas']['DividendHistory'];

export interface DividendHistoryScreenProps {
  readonly stockCd: string;
}

/**
 * /assets/dividend-history/{stockCd}: the dividends the member received for one building, a bar
 * chart by payment date, the total, and the yield on cost of each payment against the member's
 * average buying price.
 *
 * @example
 * <DividendHistoryScreen stockCd="JG0001" />
 */
export function DividendHistoryScreen({ stockCd }: DividendHistoryScreenProps) {
  const history = useQuery(accountQueries.dividends(stockCd));
  return (
    <div className="jg-assets jg-assets-dividends">
      {history.isPending ? (
        <Skeleton lines={6} label="배당 내역을 불러오는 중" />
      ) : history.data === undefined ? (
        isNotFoundError(history.error) ? (
          <EmptyState title="종목을 찾을 수 없어요" description="자산 화면에서 보유 건물을 다시 선택해주세요." />
        ) : (
          <ErrorState description="배당 내역을 불러오지 못했어요." onRetry={() => void history.refetch()} />
        )
      ) : (
        <DividendHistoryBody history={history.data} />
      )}
    </div>
  );
}

function DividendHistoryBody({ history }: { readonly history: DividendHistory }) {
  const assets = useQuery(accountQueries.assetStatus());
  const holding = assets.data?.holdings.find((item) => item.stockCd === history.stockCd);
  const averageBuyPrice = holding?.avgBuyPrice ?? null;
  const totalYield = holding && holding.buyAmt > 0 ? Math.round((history.totalNetAmt / holding.buyAmt) * 10_000) / 100 : null;
  return (
    <>
      {/* Under the header's 배당 내역 (the page's h1): the building's history is the content's title. */}
      <h2 className="jg-assets__heading">{history.name} 배당 내역</h2>
      <dl className="jg-assets-figures jg-assets-card">
        <div className="jg-assets-figure">
          <dt>받은 배당금 (세후)</dt>
          <dd>{formatWon(history.totalNetAmt)}</dd>
        </div>
        <div className="jg-assets-figure">
          <dt>투자 원금 대비 누적 배당 수익률</dt>
          <dd>{totalYield === null ? '-' : `${totalYield.toFixed(2)}%`}</dd>
        </div>
      </dl>
      {history.content.length === 0 ? (
        <EmptyState title="받은 배당금이 없어요" description="배당금이 지급되면 여기에서 볼 수 있어요." />
      ) : (
        <>
          <DividendChart payments={chronological(history.content)} />
          <ul className="jg-assets-rows" aria-label="배당 지급 목록">
            {history.content.map((dividend) => {
              const yieldRate = yieldOnCost(dividend.dividendPerShare, averageBuyPrice);
              return (
                <li key={dividend.paidAt} className="jg-assets-dividend">
                  <p className="jg-assets-dividend__date">지급일 {dividend.paidAt.replaceAll('-', '.')}</p>
                  <dl className="jg-assets-figures">
                    <div className="jg-assets-figure">
                      <dt>세후 배당금</dt>
                      <dd>{formatWon(dividend.netAmt)}</dd>
                    </div>
                    <div className="jg-assets-figure">
                      <dt>주당 배당금</dt>
                      <dd>
                        {formatWon(dividend.dividendPerShare)} × {formatNumber(dividend.holdQty)}주
                      </dd>
                    </div>
                    <div className="jg-assets-figure">
                      <dt>세금</dt>
                      <dd>{formatWon(dividend.taxAmt)}</dd>
                    </div>
                    <div className="jg-assets-figure">
                      <dt>매수가 대비 배당률</dt>
                      <dd>{yieldRate === null ? '-' : `${yieldRate.toFixed(2)}%`}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
