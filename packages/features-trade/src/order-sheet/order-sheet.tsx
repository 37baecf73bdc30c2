import { accountQueries, orderMutations, orderQueries } from '@jogak/api-client';
import { dialogDefinition, useFormDraft, type GateDialogCode } from '@jogak/app-core';
import { formatNumber, formatWon, totalWithFee } from '@jogak/domain-rules';
import { BottomSheet, Button, InlineErrorState, openDialog, QuantityInput, showToast } from '@jogak/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { MarketQuote } from '../market-detail/use-market-data';
import type { MarketOperation } from '../market-status/market-status';
import type { OrderBook } from '../order-book/book-ladder';
import { maxOrderQty, orderRejection, type OrderFacts, type OrderSide } from './order-checks';
import { UNSUITABLE_CONFIRM_DIALOG, useShowOrderFailure } from './order-dialogs';
import { PriceInput, type PriceInputHandle } from './price-input';

export interface OrderSheetProps {
  readonly side: OrderSide;
  readonly quote: MarketQuote;
  readonly book: OrderBook | undefined;
  /** The price the sheet opens with (a tapped level, or the best quote). */
  readonly initialPrice: number;
  readonly operation: MarketOperation | undefined;
  readonly onClose: () => void;
  readonly onDeposit: () => void;
  /** The member confirmed the NEED_* dialog of a server's refusal: where the screen's gate leads (the sheet closes). */
  readonly onGate: (code: GateDialogCode) => void;
}

const SIDE_WORD = { buy: '매수', sell: '매도' } as const;

/** What the member typed, kept while a gate leads them away to log in or link an account. */
interface KeptOrder {
  readonly price: number;
  readonly quantity: number;
}

/**
 * What could not be fetched of the member's facts (a query that failed with no answer to keep):
 * `amounts` when buying power is among them, `retry` asks those again, `retrying` while it does.
 */
interface FactsFailure {
  readonly amounts: boolean;
  readonly retry: () => void;
  readonly retrying: boolean;
}

/** A failed refetch keeps its answer: only a figure that never arrived is missing. */
function neverArrived(query: { readonly isError: boolean; readonly data: unknown }): boolean {
  return query.isError && query.data === undefined;
}

/** The member's facts for the rules: buying power and the yearly limit left, sellable units, today's ordered units on this side. */
function useOrderFacts(side: OrderSide, quote: MarketQuote, book: OrderBook | undefined): { readonly facts: OrderFacts; readonly failure: FactsFailure | null } {
  const amounts = useQuery({ ...accountQueries.amounts(), enabled: side === 'buy' });
  const yearlyLimit = useQuery({ ...accountQueries.remainingInvestLimit(), enabled: side === 'buy' });
  const assets = useQuery({ ...accountQueries.assetStatus(), enabled: side === 'sell' });
  const today = useQuery(orderQueries.list({ stockCd: quote.stockCd }));
  const holding = assets.data?.holdings.find((item) => item.stockCd === quote.stockCd);
  const failed = [amounts, yearlyLimit, assets, today].filter(neverArrived);
  return {
    facts: {
      upperLimitPrice: quote.upperLimitPrice,
      lowerLimitPrice: quote.lowerLimitPrice,
      currentPrice: quote.currentPrice,
      bestAsk: book?.asks[0]?.price,
      bestBid: book?.bids[0]?.price,
      feeRate: quote.feeRate,
      dailyTurnoverLimitQty: quote.dailyTurnoverLimitQty,
      orderedTodayQty: today.data?.content.filter((order) => order.side === side).reduce((sum, order) => sum + order.quantity, 0),
      orderableAmt: amounts.data?.orderableAmt,
      remainingYearlyInvestAmt: yearlyLimit.data?.remainingAmt,
      sellableQty: assets.data ? (holding?.sellableQty ?? 0) : undefined,
    },
    failure:
      failed.length === 0
        ? null
        : {
            amounts: failed.includes(amounts),
            retry: () => failed.forEach((query) => void query.refetch()),
            retrying: failed.some((query) => query.isFetching),
          },
  };
}

/**
 * The buy or sell sheet: price with tick steppers, quantity with the buyable / sellable maximum,
 * the value with fee against buying power. Every rule of spec §5 is checked before sending
 * where the data allows, and the server's answer is always honoured; a buy asks the
 * unsuitable-transaction confirmation first.
 */
export function OrderSheet({ side, quote, book, initialPrice, operation, onClose, onDeposit, onGate }: OrderSheetProps) {
  // A sheet the member left for a gate the server's refusal opened is kept (app-core's form draft,
  // in memory, this member's): the next sheet of this stock and side opens with it, once.
  const [kept, keepOrder, forgetKeptOrder] = useFormDraft<KeptOrder | null>(`trade:order:${quote.stockCd}:${side}`, null);
  useEffect(() => forgetKeptOrder(), [forgetKeptOrder]);
  const [price, setPrice] = useState(kept?.price ?? initialPrice);
  /** The price being typed, as it will be committed; the amounts below follow it until it is. */
  const [typedPrice, setTypedPrice] = useState<number | null>(null);
  const shownPrice = typedPrice ?? price;
  const [quantity, setQuantity] = useState(kept?.quantity ?? 0);
  const [submitting, setSubmitting] = useState(false);
  const priceField = useRef<PriceInputHandle>(null);
  const { facts, failure } = useOrderFacts(side, quote, book);
  const place = useMutation(orderMutations.place());
  const word = SIDE_WORD[side];
  const maxQty = maxOrderQty(side, shownPrice, facts);
  const value = shownPrice * quantity;
  const fee = shownPrice > 0 && quantity > 0 ? totalWithFee(shownPrice, quantity, quote.feeRate) - value : 0;

  /** The price on screen, a typed one committed first: on iOS WKWebView a tap on 최대 or the send button may not blur the field. */
  const committedPrice = () => priceField.current?.commit() ?? price;
  /** Set when the sheet closes on purpose (닫기, back, a placed order, an exit that kept the order). */
  const closed = useRef(false);
  const close = () => {
    closed.current = true;
    onClose();
  };
  /** Leaves for another screen (a gate, the deposit, the questionnaire) with the order kept for the member's return. */
  const leaveKeepingOrder = (go: () => void) => {
    keepOrder({ price: committedPrice(), quantity });
    go();
    close();
  };
  // The screen left under an open sheet (the error page of a 500, the login of an expired
  // session, a notification's link): an order the member typed is kept as an exit above keeps it
  // (an untouched sheet is not, so the next one opens at the price of the moment). The price is
  // the one on screen when the sheet goes; the field is gone by the time the cleanup runs.
  const keepOrderLeftOpen = useEffectEvent(() => {
    if (!closed.current && (quantity > 0 || shownPrice !== initialPrice)) keepOrder({ price: shownPrice, quantity });
  });
  useEffect(() => () => keepOrderLeftOpen(), []);
  const showFailure = useShowOrderFailure('place', { onDeposit, onGate, operation, leave: leaveKeepingOrder });
  const fillMax = () => {
    const max = maxOrderQty(side, committedPrice(), facts);
    if (max !== undefined) setQuantity(max);
  };
  /**
   * One order at a time: busy from the press until its confirmation is answered and the order is
   * placed or refused. The confirmation may take a while to show (the app loads its dialog host
   * lazily), and a press meanwhile would queue a second confirmation and place the order twice.
   */
  const submit = async () => {
    setSubmitting(true);
    try {
      await confirmAndPlace();
    } finally {
      setSubmitting(false);
    }
  };
  const confirmAndPlace = async () => {
    const orderPrice = committedPrice();
    const rejection = orderRejection({ side, price: orderPrice, quantity }, facts);
    if (rejection) {
      const confirmed = await openDialog(dialogDefinition(rejection));
      if (confirmed && rejection === 'INSUFFICIENT_FUND') leaveKeepingOrder(onDeposit);
      return;
    }
    if (side === 'buy' && !(await openDialog(UNSUITABLE_CONFIRM_DIALOG))) return;
    try {
      await place.mutateAsync({ stockCd: quote.stockCd, side, inputPrice: orderPrice, inputNumber: quantity, unsuitableConfirmYn: side === 'buy' ? 'Y' : 'N' });
      showToast(`${word} 주문을 넣었어요.`);
      close();
    } catch (error) {
      await showFailure(error);
    }
  };

  return (
    <BottomSheet
      open
      onOpenChange={(open) => !open && close()}
      title={`${word} 주문`}
      description={quote.name}
      footer={
        <Button status="primary" size="full" busy={submitting} onClick={() => void submit()}>
          {place.isPending ? '주문하는 중' : `${word}하기`}
        </Button>
      }
    >
      <div className="jg-trade-order">
        <PriceInput ref={priceField} side={side} value={price} onValueChange={setPrice} onTypedPriceChange={setTypedPrice} />
        <QuantityInput label="주문 수량" value={quantity} onValueChange={setQuantity} min={0} unit="주" required />
        {failure ? (
          // In place of the maximum it cannot compute; what was typed stays, and the server still
          // checks an order sent meanwhile.
          <InlineErrorState
            message={failure.amounts ? '주문 가능 금액을 불러오지 못했어요.' : `${word} 가능 수량을 불러오지 못했어요.`}
            onRetry={failure.retry}
            retrying={failure.retrying}
          />
        ) : (
          <p className="jg-trade-hint">
            {word} 가능 {maxQty === undefined ? '확인 중' : `${formatNumber(maxQty)}주`}{' '}
            {maxQty ? (
              <button type="button" className="jg-trade-chip jg-touch-target" onClick={fillMax}>
                최대
              </button>
            ) : null}
          </p>
        )}
        <dl className="jg-trade-facts" aria-label="주문 금액">
          <div>
            <dt>주문 금액</dt>
            <dd>{formatWon(value)}</dd>
          </div>
          <div>
            <dt>수수료</dt>
            <dd>{formatWon(fee)}</dd>
          </div>
          <div>
            <dt>{side === 'buy' ? '총 결제 금액' : '예상 정산 금액'}</dt>
            <dd>{formatWon(side === 'buy' ? value + fee : value - fee)}</dd>
          </div>
          {side === 'buy' ? (
            <div>
              <dt>주문 가능 금액</dt>
              <dd>{facts.orderableAmt === undefined ? (failure?.amounts ? '확인하지 못했어요' : '확인 중') : formatWon(facts.orderableAmt)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </BottomSheet>
  );
}
