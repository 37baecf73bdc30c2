import { isJogakApiError, isNotFoundError, orderMutations, orderQueries, type components } from '@jogak/api-client';
import { openCatalogueDialog, type GateDialogCode } from '@jogak/app-core';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { Button, EmptyState, QueryState, showToast, useFocusAfterRowRemoval } from '@jogak/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useShowOrderFailure } from '../order-sheet/order-dialogs';
import { refreshMemberTrading } from '../order-sheet/use-live-account-sync';
import type { MarketOperation } from '../market-status/market-status';

type OrderList = components['schemas']['OrderList'];

/** The server's answer to a cancel of an order that is no longer open: already filled or cancelled, or not there. */
function isOrderGone(error: unknown): boolean {
  return (isJogakApiError(error) && error.code === 'ORDER_NOT_CANCELLABLE') || isNotFoundError(error);
}

/**
 * What 전체 취소 did. None cancelled when every order filled (or was cancelled elsewhere) between
 * the list and the answer: a count of 0건 would read as a failure of the button.
 */
function cancelAllToast(cancelled: number): string {
  return cancelled === 0 ? '취소할 미체결 주문이 남아 있지 않았어요. 그사이 체결되었을 수 있어요.' : `미체결 주문 ${formatNumber(cancelled)}건을 취소했어요.`;
}

interface UnfilledOrdersProps {
  readonly stockCd: string;
  readonly operation: MarketOperation | undefined;
  readonly onDeposit: () => void;
  /** The member confirmed the NEED_* dialog of a server's refusal: where the screen's gate leads. */
  readonly onGate: (code: GateDialogCode) => void;
}

/**
 * The member's unfilled orders of this stock (미체결), each with 취소, and 전체 취소 after the
 * CONFIRM_CANCEL_ALL_UNFILLED_ORDERS confirmation. Live order updates keep the list current.
 */
export function UnfilledOrders(props: UnfilledOrdersProps) {
  return (
    <QueryState
      query={useQuery(orderQueries.list({ stockCd: props.stockCd, status: 'OPEN' }))}
      loadingLabel="미체결 주문을 불러오는 중이에요"
      skeletonLines={3}
      errorText="미체결 주문을 불러오지 못했어요."
    >
      {(list) => <UnfilledOrderList {...props} orders={list.content} />}
    </QueryState>
  );
}

function UnfilledOrderList({ stockCd, operation, onDeposit, onGate, orders }: UnfilledOrdersProps & { readonly orders: OrderList['content'] }) {
  const cancel = useMutation(orderMutations.cancel());
  const cancelAll = useMutation(orderMutations.cancelAll());
  const showFailure = useShowOrderFailure('cancel', { onDeposit, onGate, operation });
  const listRef = useRef<HTMLUListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A 취소 (or the 전체 취소) pressed with focus on it: when the orders change, focus goes to the
  // 취소 now in that place, or the row before, or the title once none is left.
  const focusAfterRemoval = useFocusAfterRowRemoval(listRef, orders, titleRef);
  const queryClient = useQueryClient();
  const fail = (error: unknown) => {
    focusAfterRemoval(null);
    return showFailure(error);
  };
  // The order was filled or cancelled meanwhile (the live update that said so was missed): the
  // list is stale, so it is fetched again, and the row goes as a cancelled one would.
  const failCancel = (error: unknown) => {
    if (!isOrderGone(error)) return fail(error);
    void refreshMemberTrading(queryClient);
    return showFailure(error);
  };

  return (
    <section className="jg-trade-orders" aria-labelledby="jg-trade-unfilled-title">
      <div className="jg-trade-orders__head">
        <h3 ref={titleRef} id="jg-trade-unfilled-title" className="jg-trade-title" tabIndex={-1}>
          미체결 주문 {orders.length}건
        </h3>
        {orders.length > 0 ? (
          <Button
            status="outline"
            size="small"
            busy={cancelAll.isPending}
            onClick={() =>
              void openCatalogueDialog('CONFIRM_CANCEL_ALL_UNFILLED_ORDERS').then((confirmed) => {
                if (!confirmed) return undefined;
                // The dialog gave focus back to this button, which goes with the last order.
                focusAfterRemoval(0);
                return cancelAll.mutateAsync({ stockCd }).then((cancelled) => showToast(cancelAllToast(cancelled.content.length)), fail);
              })
            }
          >
            전체 취소
          </Button>
        ) : null}
      </div>
      {orders.length === 0 ? (
        <EmptyState title="미체결 주문이 없어요" />
      ) : (
        <ul ref={listRef} className="jg-trade-list" aria-label="미체결 주문">
          {orders.map((order, index) => (
            <li key={order.orderNo} className="jg-trade-orders__item">
              <span>
                <strong className="jg-trade-orders__side" data-side={order.side}>
                  {order.side === 'buy' ? '매수' : '매도'}
                </strong>{' '}
                {formatWon(order.price)} · 미체결 {formatNumber(order.remainingQuantity)}주 / 주문 {formatNumber(order.quantity)}주
              </span>
              <Button
                status="outline-black"
                size="mini"
                // The order being cancelled waits; the others wait for it, without a busy mark of their own.
                busy={cancel.isPending && cancel.variables === order.orderNo}
                disabled={cancel.isPending && cancel.variables !== order.orderNo}
                onClick={(event) => {
                  focusAfterRemoval(document.activeElement === event.currentTarget ? index : null);
                  void cancel.mutateAsync(order.orderNo).then(() => showToast('주문을 취소했어요.'), failCancel);
                }}
              >
                취소<span className="jg-visually-hidden"> {order.side === 'buy' ? '매수' : '매도'} {formatWon(order.price)} 주문</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
