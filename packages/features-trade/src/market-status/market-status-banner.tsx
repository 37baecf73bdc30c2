import { useMarketOperation } from '@jogak/realtime/react';
import { useQuery } from '@tanstack/react-query';
import { marketScreenQueries } from '../market-queries/market-screen-queries';
import { dealHoursText, MARKET_STATE_TEXT, marketStateOf, newerOperation, type MarketOperation } from './market-status';

/**
 * Today's market operation: the live market-operation event once it arrived, the
 * market-operation-time call before that or when the call is of a later day (`newerOperation`);
 * `undefined` while neither has answered. `pending` while
 * it is unknown and the call still runs: the stock's screen waits for it, because the banner's
 * text takes one to three lines by state and arriving after the screen it would push the tabs
 * down (issue #18: layout shift); orders need it anyway.
 */
export function useMarketOperationNow(): { readonly operation: MarketOperation | undefined; readonly pending: boolean } {
  const live = useMarketOperation();
  const { data, isPending } = useQuery(marketScreenQueries.operationTime());
  return { operation: newerOperation(live, data), pending: live === null && isPending };
}

/**
 * The market's open / closed / day-off badge with the trading hours. Until either source has
 * answered, an invisible banner of the same shape holds its place, so nothing below it moves
 * when it arrives (issue #18: layout shift). A polite live region with `aria-live` written out,
 * not only implied by `role="status"`: an open order sheet or dialog (Radix, through the
 * aria-hidden package) hides the page behind it from screen readers except the elements carrying
 * that attribute, and the market closing while the sheet is open must still be heard.
 */
export function MarketStatusBanner() {
  const { operation } = useMarketOperationNow();
  if (!operation) {
    return (
      <p className="jg-trade-status" data-state="pending" aria-hidden="true">
        <span className="jg-trade-status__badge">&nbsp;</span>
        <span>&nbsp;</span>
      </p>
    );
  }
  const state = marketStateOf(operation);
  const text = MARKET_STATE_TEXT[state];
  return (
    <p className="jg-trade-status" data-state={state} role="status" aria-live="polite" aria-label="장 운영 상태">
      <span className="jg-trade-status__badge">{text.badge}</span>
      <span>{text.explain(dealHoursText(operation))}</span>
    </p>
  );
}
