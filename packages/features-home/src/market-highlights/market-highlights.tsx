import type { components } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { CHANGE_RATE_DIGITS, formatSignedRate, formatWon, priceTone, type RateSigns } from '@jogak/domain-rules';
import { useQuery } from '@tanstack/react-query';
import { homeQueries } from '../home-data/home-queries';
import { HomeSection } from '../section/home-section';
import { QueryView, SkeletonRows } from '../section/query-view';

type MarketStock = components['schemas']['MarketStock'];

/** How many stocks the highlights show. */
export const MARKET_HIGHLIGHT_COUNT = 3;

/**
 * The stocks traded the most today (by trade amount), most first.
 *
 * @example
 * topTraded(stocks, 3).map((stock) => stock.stockCd)
 */
export function topTraded(stocks: readonly MarketStock[], count: number): MarketStock[] {
  return [...stocks].sort((a, b) => b.tradeAmt - a.tradeAmt).slice(0, count);
}

/** The highlights draw a direction as an arrow (spec §9 sets only the colours); the market list writes + and −. */
const ARROWS = { rise: '▲ ', fall: '▼ ', flat: '' } as const;
/** What a screen reader says for the arrow, as ui-kit's `PriceText` and the market list say it. */
const DIRECTION_WORDS = { rise: '상승 ', fall: '하락 ', flat: '보합 ' } as const;
/** The rate's own number: the arrow and the word carry the direction. */
const UNSIGNED: RateSigns = { rise: '', fall: '' };

/**
 * A stock's change rate with its direction in text as well as colour: `▲ 3.25%` drawn, 상승 3.25%
 * read (the glyph itself is hidden, a reader would name the triangle). The number is
 * domain-rules' `formatSignedRate`, the direction that of the rate as shown: one that rounds to
 * zero is a plain `0.00%` with no colour (spec §9).
 *
 * @example
 * <ChangeRate changeRate={-1.2} /> // ▼ 1.20% in blue, read 하락 1.20%
 */
export function ChangeRate({ changeRate }: { readonly changeRate: number }) {
  const tone = priceTone(changeRate, CHANGE_RATE_DIGITS);
  const known = Number.isFinite(changeRate);
  return (
    <span className="jg-home-row__change" data-tone={tone}>
      {known ? (
        <>
          <span aria-hidden="true">{ARROWS[tone]}</span>
          <span className="jg-visually-hidden">{DIRECTION_WORDS[tone]}</span>
        </>
      ) : null}
      {formatSignedRate(changeRate, UNSIGNED)}
    </span>
  );
}

/** Market highlights: today's most traded stocks with price and change. */
export function MarketHighlights() {
  const query = useQuery(homeQueries.market());
  return (
    <HomeSection id="market" title="거래가 활발한 조각" moreTo={{ route: '/_main/market' }}>
      <QueryView
        query={query}
        skeleton={<SkeletonRows count={MARKET_HIGHLIGHT_COUNT} variant="row" />}
        errorText="시세를 불러오지 못했어요."
        emptyText="아직 상장된 조각이 없어요."
        isEmpty={(list) => list.content.length === 0}
      >
        {(list) => (
          <ol className="jg-home-rows">
            {topTraded(list.content, MARKET_HIGHLIGHT_COUNT).map((stock) => (
              <li key={stock.stockCd} className="jg-home-row">
                <RouteLink target={{ route: '/_main/market/$id', params: { id: stock.stockCd } }} className="jg-home-row__link">
                  <img className="jg-home-row__thumb" src={stock.thumbImgUrl} alt="" loading="lazy" />
                  <span className="jg-home-row__name">{stock.name}</span>
                  <span className="jg-home-row__value">
                    <span className="jg-home-row__price">{formatWon(stock.currentPrice)}</span>
                    <ChangeRate changeRate={stock.changeRate} />
                  </span>
                </RouteLink>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </HomeSection>
  );
}
