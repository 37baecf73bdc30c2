import type {
  DwRecord,
  Holding,
  ListedStock,
  MemberNotification,
  Order,
  OrderBookSnapshot,
  Subscription,
  Trade,
  Withdrawal,
} from './types';

/** What an account looks like to its owner: cash, what is set aside, and what it is worth. */
export interface AccountSummary {
  memberId: string;
  accountNo: string;
  /** 예수금: the cash in the account; 청약 증거금 already left it. */
  cash: number;
  /** Cash that may leave the account now: cash less what open buy orders set aside. */
  withdrawableAmount: number;
  /** Cash that may buy now (same as withdrawable: orders and withdrawals share the pool). */
  orderableAmount: number;
  reservedForOrders: number;
  /** 청약 증거금 the partner holds for applications not yet allotted. */
  reservedForSubscriptions: number;
  /** 증거금 of applications cancelled but not yet paid back (the partner's overnight settlement). */
  pendingSubscriptionRefunds: number;
  /** The money in subscriptions: held 증거금 plus pending refunds (the contract's subscriptionAmt). */
  subscriptionAmount: number;
  /** Sum of holdings at their purchase prices. */
  purchaseAmount: number;
  /** Sum of holdings at current prices (offering price until listed). */
  evaluationAmount: number;
  profitAmount: number;
  /** Cash plus evaluation plus the money in subscriptions. */
  totalAssetAmount: number;
}

/** A holding as its owner sees it. */
export interface HoldingView extends Holding {
  memberId: string;
  name: string;
  sellableQuantity: number;
  currentPrice: number;
  evaluationAmount: number;
  profitAmount: number;
}

/**
 * Everything the model announces. The realtime side maps these onto the spec's live events
 * (order-updated, trade, account-updated, stock-balance-updated, notification, market-operation,
 * orderbook-snapshot, ticker, market-trade, subscribe-complete, withdrawal-complete).
 */
export interface SandboxEventMap {
  /** An order was accepted (before it matched anything). */
  'order-placed': { order: Order };
  /** An order changed: a fill, a partial fill, a cancel or an end-of-day expiry. */
  'order-updated': { order: Order; reason: 'FILLED' | 'PARTIAL' | 'CANCELLED' | 'EXPIRED' };
  /** One side of a trade filled this order (sent to buyer and seller separately). */
  'order-filled': { order: Order; trade: Trade };
  /** A trade happened in a market (public); `stock` carries the updated ticker. */
  trade: { trade: Trade; stock: ListedStock };
  /** A market's book changed; the snapshot has 10 levels a side. */
  'orderbook-changed': { stockCd: string; book: OrderBookSnapshot };
  /** A member's cash, reserves or valuation changed. */
  'account-updated': { memberId: string; account: AccountSummary };
  /** A member's holding of one stock changed (quantity 0 when sold out). */
  'stock-balance-updated': { memberId: string; holding: HoldingView };
  /** A notification was created for a member. */
  notification: { notification: MemberNotification };
  /** The market opened or closed by the clock (deal hours, weekends, holidays), or a new day began. */
  'market-operation': { status: 'OPEN' | 'CLOSE'; at: string };
  /** The clock reached a new day: these markets' reference prices, limits and day figures were reset. */
  'trading-day': { date: string; stockCds: string[] };
  /** A subscription application was accepted. */
  'subscribe-complete': { memberId: string; subscription: Subscription };
  /** A subscription application was cancelled. */
  'subscribe-cancelled': { memberId: string; subscription: Subscription };
  /** An offering's allotment ran: quantities moved to holdings, the rest refunded. */
  'allotment-complete': { offeringId: string; stockCd: string };
  /** An offering reached its listing date and its market opened. */
  listed: { stockCd: string; stock: ListedStock };
  /** Money came into an account. */
  'deposit-complete': { memberId: string; record: DwRecord };
  /** A withdrawal left an account. */
  'withdrawal-complete': { memberId: string; withdrawal: Withdrawal };
  /** The whole state was reset to its seed. */
  reset: { at: string };
  /**
   * A bearer token stopped being valid: its member logged out (or signed in again, which swaps the
   * token), or the reset dropped every session. The live endpoint ends what that token opened.
   */
  'session-ended': { token: string; memberId: string; reason: 'logout' | 'reset' };
}

/** The name of any sandbox event. */
export type SandboxEventName = keyof SandboxEventMap;
