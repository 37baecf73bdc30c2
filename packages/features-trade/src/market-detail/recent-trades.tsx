import type { LiveMarketTrade } from '@jogak/api-client';
import { formatNumber, priceTone } from '@jogak/domain-rules';
import { seoulClockText } from '@jogak/domain-rules/seoul-calendar';
import { EmptyState } from '@jogak/ui-kit';

/**
 * The market's latest trades (체결), newest first: time, price coloured against the previous close,
 * and the quantity with its side in words (매수 43주), coloured by side: the colour is never the
 * only sign of a buy or a sell (WCAG 1.4.1). The words wrap onto their own line when text is large.
 */
export function RecentTrades({ trades, prevClosePrice }: { readonly trades: readonly LiveMarketTrade[]; readonly prevClosePrice: number }) {
  if (trades.length === 0) return <EmptyState title="아직 체결이 없어요" description="화면을 연 뒤 체결되는 거래가 여기에 보여요." />;
  return (
    <table className="jg-trade-table" aria-label="최근 체결">
      <thead>
        <tr>
          <th scope="col">시각</th>
          <th scope="col">체결가</th>
          <th scope="col">수량</th>
        </tr>
      </thead>
      <tbody>
        {trades.map((trade) => (
          <tr key={trade.tradeNo}>
            <td>{seoulClockText(new Date(trade.tradedAt), ':') ?? '-'}</td>
            <td data-tone={priceTone(trade.price - prevClosePrice)}>{formatNumber(trade.price)}원</td>
            <td data-tone={trade.side === 'buy' ? 'rise' : 'fall'}>
              {trade.side === 'buy' ? '매수' : '매도'} {formatNumber(trade.quantity)}주
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
