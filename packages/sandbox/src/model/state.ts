import { accountSummary, deposit, holdingView, remainingYearlyLimit, requireAccount, requireMember, withdraw } from './accounts';
import { DEFAULT_DEAL_HOURS, KOREAN_HOLIDAYS, type DealHours } from './calendar';
import { compactDate, createClock, isoSeoul, type SandboxClock } from './clock';
import { castVote, checkAllNotifications, checkNotification, createQna, deleteQna, storeQnaAttachment, updateQna, type QnaDraft } from './community';
import type { SandboxContext, SandboxData, SandboxSettings, Session } from './context';
import { createEmitter, type TypedEmitter } from './emitter';
import type { AccountSummary, HoldingView, SandboxEventMap } from './events';
import { announcedDealHours, bookOf, cancelAllOrders, cancelOrder, isDayOff, isMarketOpen, placeOrder, rollTradingDays, type OrderInput } from './market/trading';
import { emptyData, seedData } from './seed';
import { createRng } from './seed/rng';
import { applySubscription, cancelSubscription, maxSubscriptionQuantity, offeringStatus, settleOfferings, settleSubscriptionRefunds } from './subscriptions';
import type { Ballot, DwRecord, Member, MemberNotification, Offering, OfferingStatus, Order, OrderBookSnapshot, Qna, QnaAttachmentFile, Subscription, VoteChoice, Withdrawal } from './types';

/** Options of `createSandboxState`. */
export interface SandboxStateOptions {
  /** Freeze the clock at this instant (tests). Without it the clock follows real time. */
  now?: string | Date | number;
  /** Use this clock instead (shared with another component). */
  clock?: SandboxClock;
  /** Seed of the demo data's random parts (order book sizes, price history); default 20_250_301. */
  seed?: number;
  /** Holidays (yyyy-MM-dd) on which nothing trades; default `KOREAN_HOLIDAYS`. */
  holidays?: readonly string[];
  /** Deal hours for subscriptions and trading; default 9–16. */
  dealHours?: DealHours;
  /** Fee rate (VAT included) as the decimal it prints as; default 0.0033. */
  feeRate?: number;
  /** Share of a stock's listed quantity one member may order per side per day; default 0.01. */
  dailyTurnoverRate?: number;
  /**
   * Take orders and applications at any time, weekends and holidays too (demos outside deal
   * hours): the market never has a day off; an application still needs its offering's period.
   */
  alwaysOpen?: boolean;
}

/** The stateful stand-in for the partner: data, rules, a clock and events. */
export interface SandboxState {
  readonly clock: SandboxClock;
  readonly events: TypedEmitter<SandboxEventMap>;
  readonly settings: Readonly<SandboxSettings>;
  /** The live data (replaced on reset: read it through this getter each time). */
  readonly data: SandboxData;
  /** The context the model's functions take; for extensions (live endpoint, keypad). */
  readonly context: SandboxContext;
  /** Back to the seed: data rebuilt for the clock's current day; listeners kept. */
  reset(): void;
  /** Apply what the clock has made due: cancelled applications' refunds, allotments, listings, new trading days, market open/close. */
  sync(): void;
  /** Whether the market takes orders now. */
  isMarketOpen(): boolean;
  /** Whether today is the market's day off (`dayOffYn`): a weekend or holiday, never with `alwaysOpen`. */
  isDayOff(): boolean;
  /** The deal hours the market announces: the settings' hours, or 0–24 with `alwaysOpen`. */
  dealHours(): DealHours;

  member(memberId: string): Member;
  /** Start a session for a member; returns the bearer token. */
  login(memberId: string): Session;
  /** End a session (announced as `session-ended`); returns whether it existed. */
  logout(token: string): boolean;
  /** The member behind a bearer token, or undefined. */
  memberIdForToken(token: string): string | undefined;

  offeringStatus(offering: Offering): OfferingStatus;
  maxSubscriptionQuantity(memberId: string, offeringId: string): number;
  applySubscription(memberId: string, offeringId: string, quantity: number, add?: boolean): Subscription;
  cancelSubscription(memberId: string, offeringId: string): Subscription;

  placeOrder(memberId: string, input: OrderInput): Order;
  cancelOrder(memberId: string, orderNo: string): Order;
  cancelAllOrders(memberId: string, stockCd?: string): Order[];
  orderBook(stockCd: string, depth?: number): OrderBookSnapshot;

  account(memberId: string): AccountSummary;
  holdings(memberId: string): HoldingView[];
  remainingYearlyLimit(memberId: string): number | null;
  deposit(memberId: string, amount: number, description?: string): DwRecord;
  withdraw(memberId: string, amount: number, password: string): Withdrawal;

  castVote(memberId: string, voteId: string, choices: VoteChoice[], signatureValue: string): Ballot;
  createQna(memberId: string, input: QnaDraft): Qna;
  updateQna(memberId: string, qnaId: string, input: QnaDraft): Qna;
  storeQnaAttachment(memberId: string, file: { fileName: string; contentType: string; bytes: Uint8Array }): QnaAttachmentFile;
  deleteQna(memberId: string, qnaId: string): void;
  checkNotification(memberId: string, id: string): MemberNotification;
  checkAllNotifications(memberId: string): number;
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Create a sandbox: demo members, offerings, markets with order books, accounts and content,
 * with dates relative to the clock. Every call applies what the clock made due first.
 *
 * @example
 * const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
 * state.events.on('trade', ({ trade }) => console.info(trade.price));
 * state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
 */
export function createSandboxState(options: SandboxStateOptions = {}): SandboxState {
  const clock = options.clock ?? createClock(options.now);
  const events = createEmitter<SandboxEventMap>();
  const settings: SandboxSettings = {
    holidays: options.holidays ?? KOREAN_HOLIDAYS,
    dealHours: options.dealHours ?? DEFAULT_DEAL_HOURS,
    feeRate: options.feeRate ?? 0.0033,
    dailyTurnoverRate: options.dailyTurnoverRate ?? 0.01,
    alwaysOpen: options.alwaysOpen ?? false,
  };
  const seed = options.seed ?? 20_250_301;
  const ctx: SandboxContext = { data: emptyData(), clock, events, settings, rng: createRng(seed) };

  // The day of the last market operation announced: a new day is a new operation (its stdAt, and
  // dayOffYn on a weekend or holiday) even when the market stays closed across midnight.
  let operationDay = '';

  function build(): void {
    ctx.data = emptyData();
    ctx.rng = createRng(seed);
    seedData(ctx);
    ctx.data.marketOpen = isMarketOpen(ctx);
    operationDay = compactDate(clock.now());
  }

  function sync(): void {
    settleSubscriptionRefunds(ctx);
    settleOfferings(ctx);
    rollTradingDays(ctx);
    const open = isMarketOpen(ctx);
    const day = compactDate(clock.now());
    if (ctx.data.marketOpen !== open || operationDay !== day) {
      ctx.data.marketOpen = open;
      operationDay = day;
      events.emit('market-operation', { status: open ? 'OPEN' : 'CLOSE', at: isoSeoul(clock.now()) });
    }
  }

  function synced<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R {
    return (...args: A) => {
      sync();
      return run(...args);
    };
  }

  build();

  return {
    clock,
    events,
    settings,
    get data() {
      return ctx.data;
    },
    context: ctx,
    reset() {
      const ended = [...ctx.data.sessions.values()];
      build();
      for (const session of ended) events.emit('session-ended', { token: session.token, memberId: session.memberId, reason: 'reset' });
      events.emit('reset', { at: isoSeoul(clock.now()) });
    },
    sync,
    isMarketOpen: () => isMarketOpen(ctx),
    isDayOff: () => isDayOff(ctx),
    dealHours: () => announcedDealHours(ctx),

    member: (memberId) => requireMember(ctx, memberId),
    login(memberId) {
      requireMember(ctx, memberId);
      const session: Session = { token: randomToken(), memberId, issuedAt: isoSeoul(clock.now()) };
      ctx.data.sessions.set(session.token, session);
      return session;
    },
    logout(token) {
      const session = ctx.data.sessions.get(token);
      if (!session) return false;
      ctx.data.sessions.delete(token);
      events.emit('session-ended', { token, memberId: session.memberId, reason: 'logout' });
      return true;
    },
    memberIdForToken: (token) => ctx.data.sessions.get(token)?.memberId,

    offeringStatus: (offering) => offeringStatus(ctx, offering),
    maxSubscriptionQuantity: synced((memberId: string, offeringId: string) => maxSubscriptionQuantity(ctx, memberId, offeringId)),
    applySubscription: synced((memberId: string, offeringId: string, quantity: number, add?: boolean) => applySubscription(ctx, memberId, offeringId, quantity, add)),
    cancelSubscription: synced((memberId: string, offeringId: string) => cancelSubscription(ctx, memberId, offeringId)),

    placeOrder: synced((memberId: string, input: OrderInput) => placeOrder(ctx, memberId, input)),
    cancelOrder: synced((memberId: string, orderNo: string) => cancelOrder(ctx, memberId, orderNo)),
    cancelAllOrders: synced((memberId: string, stockCd?: string) => cancelAllOrders(ctx, memberId, stockCd)),
    orderBook: synced((stockCd: string, depth?: number) => bookOf(ctx, stockCd).snapshot(depth)),

    account: synced((memberId: string) => accountSummary(ctx, memberId)),
    holdings: synced((memberId: string) => [...requireAccount(ctx, memberId).holdings.values()].map((holding) => holdingView(ctx, memberId, holding))),
    remainingYearlyLimit: synced((memberId: string) => remainingYearlyLimit(ctx, memberId)),
    deposit: synced((memberId: string, amount: number, description?: string) => deposit(ctx, memberId, amount, description)),
    withdraw: synced((memberId: string, amount: number, password: string) => withdraw(ctx, memberId, amount, password)),

    castVote: synced((memberId: string, voteId: string, choices: VoteChoice[], signatureValue: string) => castVote(ctx, memberId, voteId, choices, signatureValue)),
    createQna: (memberId, input) => createQna(ctx, memberId, input),
    updateQna: (memberId, qnaId, input) => updateQna(ctx, memberId, qnaId, input),
    deleteQna: (memberId, qnaId) => deleteQna(ctx, memberId, qnaId),
    storeQnaAttachment: (memberId, file) => storeQnaAttachment(ctx, memberId, file),
    checkNotification: (memberId, id) => checkNotification(ctx, memberId, id),
    checkAllNotifications: (memberId) => checkAllNotifications(ctx, memberId),
  };
}
