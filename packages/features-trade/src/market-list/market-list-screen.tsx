import { RouteLink } from '@jogak/app-core';
import { formatMarketCap, formatNumber } from '@jogak/domain-rules';
import { useMarketStocks } from '@jogak/realtime/react';
import { EmptyState, QueryState, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useMemo, useState } from 'react';
import { LiveFeedNotice } from '../live-feed/live-feed-notice';
import { LiveGate, type LoadLiveClient } from '../live-feed/live-gate';
import { ChangeText, PriceWon } from '../market-format/change-text';
import { marketScreenQueries } from '../market-queries/market-screen-queries';
import { MarketStatusBanner, useMarketOperationNow } from '../market-status/market-status-banner';
import type { MarketListSearch, MarketSort } from './market-list-search';
import { MARKET_SORTS, searchMarketRows, sortMarketRows, withLiveQuote, type MarketRow } from './market-rows';

export interface MarketListScreenProps {
  /** Loads the app's live feed (lazily; the screen shows a skeleton until it is ready). */
  readonly loadLive: LoadLiveClient;
  /** /market's validated query (`validateSearch: parseMarketListSearch`): the sort and search the list opens with. */
  readonly search: MarketListSearch;
  /** A sort was chosen or the search text changed: the app puts the whole query in the address. */
  readonly onSearchChange: (search: MarketListSearch) => void;
}

/**
 * 시세 (/market): the listed buildings with live price, change and rate, volume and market cap;
 * sorted by change, volume or name; searched by name; the market's open or closed state. The sort
 * and the search are written to the query, so a member back from a building finds them again.
 *
 * @example
 * <MarketListScreen loadLive={live.client} search={Route.useSearch()} onSearchChange={(next) => navigate({ to: '/market', search: { sort: next.sort, q: next.q }, replace: true })} />
 */
export function MarketListScreen({ loadLive, search, onSearchChange }: MarketListScreenProps) {
  return (
    <LiveGate loadLive={loadLive}>
      <MarketList opening={search} onSearchChange={onSearchChange} />
    </LiveGate>
  );
}

/** The query without the defaults (등락률순, no text), as the address shows it. */
function listSearch(sort: MarketSort, text: string): MarketListSearch {
  return { ...(sort === 'change' ? {} : { sort }), ...(text === '' ? {} : { q: text }) };
}

/**
 * The sort and the text are the screen's own once it is open, started from the query: the address
 * follows them a moment later, and a box that read it back would drop the keys typed in between.
 */
function MarketList({ opening, onSearchChange }: { readonly opening: MarketListSearch; readonly onSearchChange: (search: MarketListSearch) => void }) {
  const query = useQuery(marketScreenQueries.list());
  // The section waits for today's market operation as the stock's screen does: the banner takes
  // one to three lines by state (three for 장 마감), so the search, the sorts and the rows below it
  // would move when it arrived (issue #18: layout shift). It is one small call beside the list.
  const { operation, pending: operationPending } = useMarketOperationNow();
  // A new object on every tap, the chosen sort again included: that is when rows are re-ordered.
  const [ordering, setOrdering] = useState<Ordering>({ sort: opening.sort ?? 'change' });
  const [search, setSearch] = useState(opening.q ?? '');
  const searchId = useId();
  return (
    <section className="jg-trade" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`} className="jg-trade-title">
        상장된 건물
      </h2>
      {operationPending ? (
        <Skeleton lines={7} label="불러오는 중이에요" />
      ) : (
        <>
          <MarketStatusBanner />
          <div className="jg-trade-toolbar">
            <label className="jg-visually-hidden" htmlFor={searchId}>
              건물 이름 검색
            </label>
            <input
              id={searchId}
              className="jg-trade-search"
              type="search"
              placeholder="건물 이름이나 코드로 검색"
              maxLength={50}
              value={search}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setSearch(text);
                onSearchChange(listSearch(ordering.sort, text));
              }}
            />
            <div className="jg-trade-sorts" role="group" aria-label="정렬">
              {MARKET_SORTS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  className="jg-trade-chip jg-touch-target"
                  aria-pressed={ordering.sort === option.value}
                  onClick={() => {
                    setOrdering({ sort: option.value });
                    if (option.value !== ordering.sort) onSearchChange(listSearch(option.value, search));
                  }}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>
          <QueryState query={query} skeletonLines={5} errorText="시세를 불러오지 못했어요.">
            {(list) => <MarketRows rows={list.content} ordering={ordering} search={search} tradingDay={operation?.stdAt} />}
          </QueryState>
        </>
      )}
      <LiveFeedNotice />
    </section>
  );
}

interface Ordering {
  readonly sort: MarketSort;
}

/**
 * The rows in the order decided when the list arrived, a sort was tapped or the search changed,
 * from the figures of that moment. Live figures then move inside their rows, which keep their
 * places: a row never slides away under a finger about to tap it, and the page does not shift
 * (issue #18: layout shift). Tapping the chosen sort again re-orders by the latest figures.
 */
function MarketRows({ rows, ordering, search, tradingDay }: { readonly rows: readonly MarketRow[]; readonly ordering: Ordering; readonly search: string; readonly tradingDay: string | undefined }) {
  const codes = useMemo(() => rows.map((row) => row.stockCd), [rows]);
  const live = useMarketStocks(codes);
  const merged = rows.map((row, index) => withLiveQuote(row, live[index], tradingDay));
  const orderNow = () => ({ rows, ordering, search, codes: sortMarketRows(searchMarketRows(merged, search), ordering.sort).map((row) => row.stockCd) });
  const [order, setOrder] = useState(orderNow);
  if (order.rows !== rows || order.ordering !== ordering || order.search !== search) setOrder(orderNow());
  if (rows.length === 0) return <EmptyState title="상장된 건물이 아직 없어요" description="상장이 되면 이곳에서 시세를 볼 수 있어요." />;
  const byCode = new Map(merged.map((row) => [row.stockCd, row]));
  const shown = order.codes.flatMap((code) => byCode.get(code) ?? []);
  if (shown.length === 0) return <EmptyState title="검색 결과가 없어요" description={`'${search.trim()}'에 맞는 건물이 없어요.`} />;
  return (
    <ul className="jg-trade-list" aria-label="상장 건물 시세">
      {shown.map((row) => (
        <MarketListRow key={row.stockCd} {...row} />
      ))}
    </ul>
  );
}

/**
 * One building's row. Its props are the row's figures, each a string or a number, so `memo`'s
 * comparison skips the rows a tick did not move: a trade in one building redraws that row, not
 * the whole list (issue #18: the screen's work while the feed runs).
 */
const MarketListRow = memo(function MarketListRow(row: MarketRow) {
  return (
    <li className="jg-trade-row">
      <RouteLink target={{ route: '/_main/market/$id', params: { id: row.stockCd } }} className="jg-trade-row__link">
        {row.thumbImgUrl ? <img className="jg-trade-row__thumb" src={row.thumbImgUrl} alt="" width={48} height={48} /> : null}
        <span className="jg-trade-row__name">{row.name}</span>
        <span className="jg-trade-row__quote">
          <PriceWon price={row.currentPrice} change={row.changePrice} />
          <ChangeText change={row.changePrice} rate={row.changeRate} />
        </span>
        <span className="jg-trade-row__facts">
          <span>거래량 {formatNumber(row.tradeQty)}주</span>
          <span>시가총액 {formatMarketCap(row.marketCapAmt)}</span>
        </span>
      </RouteLink>
    </li>
  );
});
