import { formatMarketCap, formatNumber, formatWon, priceTone } from '@jogak/domain-rules';
import { ChangeText, PriceWon } from '../market-format/change-text';
import type { MarketQuote } from './use-market-data';

/** Where the price stands against its daily limits. */
export function limitStateOf(quote: Pick<MarketQuote, 'currentPrice' | 'upperLimitPrice' | 'lowerLimitPrice'>): 'upper' | 'lower' | null {
  if (quote.currentPrice >= quote.upperLimitPrice) return 'upper';
  if (quote.currentPrice <= quote.lowerLimitPrice) return 'lower';
  return null;
}

function Fact({ label, value, change }: { readonly label: string; readonly value: string; readonly change?: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-tone={change === undefined ? undefined : priceTone(change)}>{value}</dd>
    </div>
  );
}

/** The live price (티커) with change and rate, the limit reached, and today's figures. */
export function TickerHeader({ quote }: { readonly quote: MarketQuote }) {
  const limit = limitStateOf(quote);
  const base = quote.prevClosePrice;
  return (
    <section className="jg-trade-ticker" aria-label="현재가">
      <p className="jg-trade-ticker__price">
        <PriceWon price={quote.currentPrice} change={quote.changePrice} />
      </p>
      <p>
        <ChangeText change={quote.changePrice} rate={quote.changeRate} />
        {limit ? (
          <span className="jg-trade-status__badge" data-tone={limit === 'upper' ? 'rise' : 'fall'}>
            {limit === 'upper' ? ' 상한가' : ' 하한가'}
          </span>
        ) : null}
      </p>
      <dl className="jg-trade-facts" aria-label="오늘의 시세">
        <Fact label="시가" value={formatWon(quote.openPrice)} change={quote.openPrice - base} />
        <Fact label="전일 종가" value={formatWon(base)} />
        <Fact label="고가" value={formatWon(quote.highPrice)} change={quote.highPrice - base} />
        <Fact label="저가" value={formatWon(quote.lowPrice)} change={quote.lowPrice - base} />
        <Fact label="상한가" value={formatWon(quote.upperLimitPrice)} change={1} />
        <Fact label="하한가" value={formatWon(quote.lowerLimitPrice)} change={-1} />
        <Fact label="거래량" value={`${formatNumber(quote.tradeQty)}주`} />
        <Fact label="시가총액" value={formatMarketCap(quote.marketCapAmt)} />
      </dl>
    </section>
  );
}
