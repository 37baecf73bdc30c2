import { assertCanTransact, assertInvestorInformationCurrent, commitInvestment, emitAccount, emitHolding, freeCash, recordHistory, remainingYearlyLimit, requireAccount, requireMember } from './accounts';
import { isHoliday, isWeekend } from './calendar';
import { nextId, nowIso, nowOf, notify, type SandboxContext } from './context';
import { badRequest, notFound } from './errors';
import { createListedStock, seedMakerBook } from './market/trading';
import { DateTime } from 'luxon';
import { SEOUL } from './clock';
import type { Account, Member, Offering, OfferingStatus, Subscription } from './types';

/** Units each simulated participant receives of a newly listed stock, to quote both sides. */
const MAKER_LISTING_UNITS = 100_000;

function at(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: SEOUL });
}

/**
 * The state of an offering on the clock: before its first day UPCOMING, through the end of its
 * last day OPEN, then CLOSED until allotment day, ALLOTTED until listing day, then LISTED.
 *
 * @example
 * offeringStatus(ctx, offering); // 'OPEN'
 */
export function offeringStatus(ctx: SandboxContext, offering: Offering): OfferingStatus {
  const now = nowOf(ctx);
  if (now < at(offering.subsBeginAt)) return 'UPCOMING';
  if (now <= at(offering.subsEndAt)) return 'OPEN';
  if (now < at(offering.putAt)) return 'CLOSED';
  if (now < at(offering.listAt)) return 'ALLOTTED';
  return 'LISTED';
}

/**
 * An offering by id, or a 404.
 *
 * @example
 * requireOffering(ctx, '108').name; // '광안리 오션뷰 스테이'
 */
export function requireOffering(ctx: SandboxContext, offeringId: string): Offering {
  const offering = ctx.data.offerings.find((item) => item.id === offeringId);
  if (!offering) throw notFound('청약 정보를 찾을 수 없어요.');
  return offering;
}

/** The member's live application to an offering, if any. */
export function ownSubscription(ctx: SandboxContext, memberId: string, offeringId: string): Subscription | undefined {
  return ctx.data.subscriptions.find((sub) => sub.memberId === memberId && sub.offeringId === offeringId && sub.status !== 'CANCELLED');
}

/**
 * Spec §5's maximum possible quantity, the one figure the offering's `maxSubsQty` shows and
 * applying enforces (SUBSCRIPTION_OVER_AMOUNT): the offered units less those the member's live
 * application already holds (one member's application never exceeds the offering's size;
 * oversubscription across members is allotted pro rata). Cash and the yearly limit are not part
 * of it: an amount beyond them is refused with their own codes (INSUFFICIENT_FUND, which offers a
 * deposit, and INSUFFICIENT_FUND_OVER_AMT, which names what is left).
 *
 * @example
 * maxSubscriptionQuantity(ctx, 'demo-general', '108'); // 719_900 (720,000 offered, 100 applied for)
 */
export function maxSubscriptionQuantity(ctx: SandboxContext, memberId: string, offeringId: string): number {
  const offering = requireOffering(ctx, offeringId);
  return Math.max(0, offering.totalOfferingQty - (ownSubscription(ctx, memberId, offeringId)?.quantity ?? 0));
}

/**
 * Spec §4's tendency and maturity checks: a member who declined to give investor information
 * (offer N) is held back by neither; the others need an evaluation, no older than 24 months.
 */
function assertInvestorInformation(ctx: SandboxContext, member: Member): void {
  if (member.investPersonInformOfferYn === 'N') return;
  if (member.customerTendencyEvalCod === '-' || !member.investTendencyEvaluatedAt) {
    throw badRequest('SUBSCRIPTION_PROPENSITY', '투자성향 분석을 마친 후 청약할 수 있어요.');
  }
  assertInvestorInformationCurrent(ctx, member);
}

/**
 * The offering's period, then weekdays that are not holidays within the deal hours; with
 * `alwaysOpen` the period alone.
 */
function assertSubscriptionWindow(ctx: SandboxContext, offering: Offering): void {
  const status = offeringStatus(ctx, offering);
  if (status === 'UPCOMING') throw badRequest('SUBSCRIPTION_IMPOSSIBLE_SET', '아직 청약이 시작되지 않았어요.');
  if (status !== 'OPEN') throw badRequest('SUBSCRIPTION_OVER_DATE', '청약 기간이 종료되었어요.');
  // An always-open sandbox takes applications at any hour of the period, as it takes orders.
  if (ctx.settings.alwaysOpen) return;
  const now = nowOf(ctx);
  if (isWeekend(now) || isHoliday(now, ctx.settings.holidays)) {
    throw badRequest('SUBSCRIPTION_IMPOSSIBLE_DAY_OFF', '주말과 공휴일에는 청약할 수 없어요.');
  }
  const { dealBeginHour, dealEndingHour } = ctx.settings.dealHours;
  if (now.hour < dealBeginHour || now.hour >= dealEndingHour) {
    const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
    throw badRequest('SUBSCRIPTION_IMPOSSIBLE_TIME', `청약은 평일 ${hh(dealBeginHour)}부터 ${hh(dealEndingHour)}까지 가능해요.`);
  }
}

/**
 * Apply for units of an open offering. With `add`, units are added to an existing application;
 * without it, a second application is refused (SUBSCRIPTION_ALREADY_OWN).
 *
 * @example
 * applySubscription(ctx, 'demo-income', '109', 100).amount; // 500_000
 */
export function applySubscription(ctx: SandboxContext, memberId: string, offeringId: string, quantity: number, add = false): Subscription {
  const member = requireMember(ctx, memberId);
  assertCanTransact(member);
  const account = requireAccount(ctx, memberId);
  const offering = requireOffering(ctx, offeringId);
  assertInvestorInformation(ctx, member);
  assertSubscriptionWindow(ctx, offering);
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw badRequest('SUBSCRIPTION_NONE_AMOUNT', '청약 수량을 입력해주세요.');
  const existing = ownSubscription(ctx, memberId, offeringId);
  if (existing && !add) throw badRequest('SUBSCRIPTION_ALREADY_OWN', '이미 청약한 상품이에요. 추가로 청약하거나 청약을 취소할 수 있어요.');
  const maxQuantity = maxSubscriptionQuantity(ctx, memberId, offeringId);
  if (quantity > maxQuantity) {
    throw badRequest('SUBSCRIPTION_OVER_AMOUNT', `청약 가능 수량(${maxQuantity.toLocaleString('ko-KR')}주)을 초과했어요.`);
  }
  const amount = quantity * offering.scrPrice;
  const limit = remainingYearlyLimit(ctx, memberId);
  if (limit !== null && amount > limit) {
    throw badRequest('INSUFFICIENT_FUND_OVER_AMT', `연간 투자한도를 초과했어요. 남은 한도는 ${limit.toLocaleString('ko-KR')}원이에요.`);
  }
  if (amount > freeCash(account)) throw badRequest('INSUFFICIENT_FUND', '청약 증거금이 부족해요. 입금 후 다시 시도해주세요.');

  // The 증거금 leaves the deposit on application: the partner holds it until allotment.
  account.cash -= amount;
  account.reservedForSubscriptions += amount;
  offering.totalScrQty += quantity;
  const subscription: Subscription = existing ?? {
    subscriptionId: nextId(ctx, 'subscription', 'SB'),
    memberId,
    offeringId,
    quantity: 0,
    amount: 0,
    appliedAt: nowIso(ctx),
    status: 'APPLIED',
    allottedQuantity: 0,
    committedByYear: new Map(),
  };
  subscription.quantity += quantity;
  subscription.amount += amount;
  // The contract's appliedAt is the latest application: an addition is one.
  subscription.appliedAt = nowIso(ctx);
  const year = nowOf(ctx).year;
  commitInvestment(ctx, account, amount, year);
  subscription.committedByYear.set(year, (subscription.committedByYear.get(year) ?? 0) + amount);
  if (!existing) ctx.data.subscriptions.push(subscription);
  recordHistory(ctx, account, { kind: 'SUBSCRIPTION_APPLY', description: `${offering.name} 청약`, stockCd: offering.stockCd, quantity, price: offering.scrPrice, amount: -amount });
  ctx.events.emit('subscribe-complete', { memberId, subscription });
  emitAccount(ctx, memberId);
  notify(ctx, memberId, 'SUBSCRIPTION', '청약 완료', `${offering.name} ${quantity.toLocaleString('ko-KR')}주 청약이 접수되었어요.`, `/subscription/${offering.id}`);
  return subscription;
}

/**
 * Cancel a member's application while the offering is open. The held 증거금 becomes a pending
 * refund: no cash comes back today; the overnight settlement (`settleSubscriptionRefunds`) pays it
 * into the deposit on the next Seoul day. The yearly-limit usage is released at once.
 *
 * @example
 * cancelSubscription(ctx, 'demo-general', '108').status; // 'CANCELLED'
 */
export function cancelSubscription(ctx: SandboxContext, memberId: string, offeringId: string): Subscription {
  const member = requireMember(ctx, memberId);
  assertCanTransact(member);
  const account = requireAccount(ctx, memberId);
  const offering = requireOffering(ctx, offeringId);
  const subscription = ownSubscription(ctx, memberId, offeringId);
  if (!subscription || subscription.status !== 'APPLIED') throw badRequest('SUBSCRIPTION_NOT_FOUND', '취소할 청약이 없어요.');
  assertSubscriptionWindow(ctx, offering);
  account.reservedForSubscriptions -= subscription.amount;
  releaseCommitted(ctx, account, subscription, subscription.amount);
  offering.totalScrQty -= subscription.quantity;
  subscription.status = 'CANCELLED';
  subscription.cancelledAt = nowIso(ctx);
  ctx.events.emit('subscribe-cancelled', { memberId, subscription });
  emitAccount(ctx, memberId);
  notify(ctx, memberId, 'SUBSCRIPTION', '청약 취소', `${offering.name} 청약이 취소되었어요.`, `/subscription/${offering.id}`);
  return subscription;
}

/**
 * Gives `amount` of an application's yearly-limit usage back to the years it was committed in,
 * each its share of the application (all of it on a cancel, the unallotted part on allotment);
 * the last year takes the rounding, so exactly `amount` comes back.
 */
function releaseCommitted(ctx: SandboxContext, account: Account, subscription: Subscription, amount: number): void {
  const years = [...subscription.committedByYear.entries()];
  let left = amount;
  for (const [index, [year, committed]] of years.entries()) {
    const share = index === years.length - 1 ? left : Math.floor((committed * amount) / subscription.amount);
    left -= share;
    commitInvestment(ctx, account, -share, year);
  }
}

/**
 * The units an application gets: all of them unless the offering is oversubscribed, else its
 * pro-rata share rounded down, ⌊applied × offered ÷ subscribed⌋. Worked in whole numbers because a
 * float ratio loses a unit when the share is whole (355 × (1,350,000 ÷ 1,917,000) is
 * 249.99999999999997, not 250); BigInt because the contract's quantities are int64, so the product
 * may pass Number.MAX_SAFE_INTEGER once the offering has more than about 94.9 million units.
 */
function allottedQuantity(appliedQty: number, offering: Offering): number {
  if (offering.totalScrQty <= offering.totalOfferingQty) return appliedQty;
  return Number((BigInt(appliedQty) * BigInt(offering.totalOfferingQty)) / BigInt(offering.totalScrQty));
}

function allot(ctx: SandboxContext, offering: Offering): void {
  for (const subscription of ctx.data.subscriptions) {
    if (subscription.offeringId !== offering.id || subscription.status !== 'APPLIED') continue;
    const account = requireAccount(ctx, subscription.memberId);
    const allotted = allottedQuantity(subscription.quantity, offering);
    const cost = allotted * offering.scrPrice;
    const refund = subscription.amount - cost;
    // The cost already left the deposit on application; only the unallotted part comes back.
    account.reservedForSubscriptions -= subscription.amount;
    releaseCommitted(ctx, account, subscription, refund);
    if (allotted > 0) {
      const holding = account.holdings.get(offering.stockCd) ?? { stockCd: offering.stockCd, quantity: 0, reservedQuantity: 0, averagePrice: 0 };
      holding.averagePrice = Math.round((holding.averagePrice * holding.quantity + cost) / (holding.quantity + allotted));
      holding.quantity += allotted;
      account.holdings.set(offering.stockCd, holding);
    }
    subscription.status = 'ALLOTTED';
    subscription.allottedQuantity = allotted;
    recordHistory(ctx, account, { kind: 'ALLOTMENT', description: `${offering.name} 배정`, stockCd: offering.stockCd, quantity: allotted, price: offering.scrPrice, amount: 0 });
    if (refund > 0) {
      account.cash += refund;
      recordHistory(ctx, account, { kind: 'SUBSCRIPTION_REFUND', description: `${offering.name} 청약 증거금 환불`, stockCd: offering.stockCd, amount: refund });
    }
    notify(ctx, subscription.memberId, 'SUBSCRIPTION', '배정 완료', `${offering.name} ${allotted.toLocaleString('ko-KR')}주가 배정되었어요.`, '/assets');
    emitAccount(ctx, subscription.memberId);
    emitHolding(ctx, subscription.memberId, offering.stockCd);
  }
  offering.allotmentDone = true;
  ctx.events.emit('allotment-complete', { offeringId: offering.id, stockCd: offering.stockCd });
}

/**
 * Run what the clock has made due: allotments on allotment day, new markets on listing day.
 */
export function settleOfferings(ctx: SandboxContext): void {
  for (const offering of ctx.data.offerings) {
    const status = offeringStatus(ctx, offering);
    if ((status === 'ALLOTTED' || status === 'LISTED') && !offering.allotmentDone) allot(ctx, offering);
    if (status === 'LISTED' && !ctx.data.stocks.has(offering.stockCd)) {
      for (const member of ctx.data.members.values()) {
        const account = member.marketMaker ? ctx.data.accounts.get(member.id) : undefined;
        if (account) account.holdings.set(offering.stockCd, { stockCd: offering.stockCd, quantity: MAKER_LISTING_UNITS, reservedQuantity: 0, averagePrice: offering.scrPrice });
      }
      const stock = createListedStock(ctx, offering);
      seedMakerBook(ctx, stock);
      ctx.events.emit('listed', { stockCd: stock.stockCd, stock });
    }
  }
}

/**
 * The partner's overnight settlement of cancelled applications: at the first sync on a Seoul day
 * after the cancellation, the 증거금 comes back into the deposit with a SUBSCRIPTION_CANCEL line.
 * `refundPaidAt` marks it paid, so calling this again pays nothing.
 *
 * @example
 * settleSubscriptionRefunds(ctx); // the day after 김민준 cancels 108: cash += 500_000
 */
export function settleSubscriptionRefunds(ctx: SandboxContext): void {
  const today = nowOf(ctx).startOf('day');
  for (const subscription of ctx.data.subscriptions) {
    if (subscription.status !== 'CANCELLED' || !subscription.cancelledAt || subscription.refundPaidAt) continue;
    if (at(subscription.cancelledAt).startOf('day') >= today) continue;
    const account = requireAccount(ctx, subscription.memberId);
    const offering = requireOffering(ctx, subscription.offeringId);
    account.cash += subscription.amount;
    subscription.refundPaidAt = nowIso(ctx);
    recordHistory(ctx, account, { kind: 'SUBSCRIPTION_CANCEL', description: `${offering.name} 청약 취소`, stockCd: offering.stockCd, quantity: subscription.quantity, price: offering.scrPrice, amount: subscription.amount });
    emitAccount(ctx, subscription.memberId);
  }
}
