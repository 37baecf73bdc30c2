import { formatNumber, formatWon, priceTone } from '@jogak/domain-rules';
import { EmptyState } from '@jogak/ui-kit';
import { Fragment, memo } from 'react';
import type { MarketQuote } from '../market-detail/use-market-data';
import { bookLadder, type BookRung, type OrderBook } from './book-ladder';

export interface OrderBookViewProps {
  readonly book: OrderBook;
  readonly quote: MarketQuote;
  /** A level was tapped: its price fills the order price (an ask level opens a buy, a bid level a sell). */
  readonly onPickPrice: (price: number, side: 'ask' | 'bid') => void;
}

/**
 * The live order book (호가): ask levels above, bid levels below, each with its remaining
 * quantity and a depth bar; the current price outlined; prices coloured against the previous
 * close. Tapping a price fills the order price.
 */
export function OrderBookView({ book, quote, onPickPrice }: OrderBookViewProps) {
  const ladder = bookLadder(book);
  if (ladder.length === 0) return <EmptyState title="호가가 없어요" description="아직 들어온 매수·매도 주문이 없어요." />;
  return (
    <table className="jg-trade-book" aria-label="호가">
      <thead>
        <tr>
          <th scope="col">매도 잔량</th>
          <th scope="col">가격</th>
          <th scope="col">매수 잔량</th>
        </tr>
      </thead>
      <tbody>
        {ladder.map((rung) => (
          <BookRow
            key={`${rung.side}-${rung.price}`}
            side={rung.side}
            price={rung.price}
            quantity={rung.quantity}
            depth={rung.depth}
            current={rung.price === quote.currentPrice}
            tone={priceTone(rung.price - quote.prevClosePrice)}
            onPickPrice={onPickPrice}
          />
        ))}
      </tbody>
    </table>
  );
}

interface BookRowProps extends BookRung {
  readonly current: boolean;
  readonly tone: ReturnType<typeof priceTone>;
  readonly onPickPrice: OrderBookViewProps['onPickPrice'];
}

/**
 * One level of the ladder. Memoised on its figures: a book update re-renders the levels whose
 * quantity or depth moved, not all of them (issue #14: the screen's work per animation frame).
 */
const BookRow = memo(function BookRow({ side, price, quantity, depth, current, tone, onPickPrice }: BookRowProps) {
  const sideWord = side === 'ask' ? '매도' : '매수';
  const quantityCell = (
    <td className="jg-trade-book__qty" data-side={side}>
      <span className="jg-trade-book__bar" style={{ transform: `scaleX(${Math.round(depth * 100) / 100})` }} aria-hidden="true" />
      <span className="jg-trade-book__qty-text">
        <BookNumber value={quantity} />
      </span>
    </td>
  );
  return (
    <tr className="jg-trade-book__row" data-side={side}>
      {side === 'ask' ? quantityCell : <td className="jg-trade-book__qty" data-side="ask" />}
      <td className="jg-trade-book__price" data-current={current} data-tone={tone}>
        <button
          type="button"
          // The name starts with the price as shown, so a voice user can say what they see.
          aria-label={`${formatNumber(price)} ${sideWord}호가, 잔량 ${formatNumber(quantity)}주${current ? ', 현재가' : ''}, 주문 가격으로 넣기`}
          onClick={() => onPickPrice(price, side)}
        >
          <BookNumber value={price} />
        </button>
      </td>
      {side === 'bid' ? quantityCell : <td className="jg-trade-book__qty" data-side="bid" />}
    </tr>
  );
});

/**
 * A figure of the book that may break after its thousands separators ("1,240" as "1," over "240")
 * when its column is narrower than the figure, as with large text on a narrow screen; without the
 * breaks the columns' fixed widths let a quantity and a price draw over each other.
 */
function BookNumber({ value }: { readonly value: number }) {
  const [first, ...rest] = formatNumber(value).split(',');
  return (
    <>
      {first}
      {rest.map((group, index) => (
        <Fragment key={index}>
          ,<wbr />
          {group}
        </Fragment>
      ))}
    </>
  );
}

/** The best ask and bid under the book. */
export function BestQuotes({ book }: { readonly book: OrderBook }) {
  const bestAsk = book.asks[0]?.price;
  const bestBid = book.bids[0]?.price;
  return (
    <dl className="jg-trade-facts" aria-label="최우선 호가">
      <div>
        <dt>최우선 매도호가</dt>
        <dd>{bestAsk === undefined ? '없음' : formatWon(bestAsk)}</dd>
      </div>
      <div>
        <dt>최우선 매수호가</dt>
        <dd>{bestBid === undefined ? '없음' : formatWon(bestBid)}</dd>
      </div>
    </dl>
  );
}
