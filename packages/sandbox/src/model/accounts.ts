import { nextId, nowIso, nowOf, notify, type SandboxContext } from './context';
import { badRequest, notFound, SandboxRuleError } from './errors';
import type { AccountSummary, HoldingView } from './events';
import { isInvestorInformationExpired, MINIMUM_WITHDRAWAL_AMOUNT, yearlyDepositLimitOf } from '@jogak/domain-rules';
import { DEMO_ACCOUNT_PASSWORD } from './seed/members';
import type { Account, AccountHistoryKind, AccountHistoryRecord, DwRecord, Holding, Member, Withdrawal } from './types';

/**
 * A member by id, or a 404.
 *
 * @example
 * requireMember(ctx, 'demo-general').name; // '김민준'
 */
export function requireMember(ctx: SandboxContext, memberId: string): Member {
  const member = ctx.data.members.get(memberId);
  if (!member) throw notFound('회원 정보를 찾을 수 없어요.');
  return member;
}

/**
 * A member's brokerage account, or a 400 asking to open one.
 *
 * @example
 * requireAccount(ctx, 'demo-general').accountNo; // '7010100001'
 */
export function requireAccount(ctx: SandboxContext, memberId: string): Account {
  const account = ctx.data.accounts.get(memberId);
  if (!account) throw badRequest('NEED_ACCOUNT_OPEN', '계좌 개설 후 이용해주세요.');
  return account;
}

/**
 * Opens an empty account (no cash, no holdings, the demo account password) under `accountNo`
 * for a member; an account the member already has is kept as it is.
 *
 * @example
 * openAccount(ctx, 'demo-account-open', '7020100001').cash; // 0
 */
export function openAccount(ctx: SandboxContext, memberId: string, accountNo: string): Account {
  const existing = ctx.data.accounts.get(memberId);
  if (existing) return existing;
  const account: Account = {
    memberId,
    accountNo,
    cash: 0,
    reservedForOrders: 0,
    reservedForSubscriptions: 0,
    holdings: new Map(),
    password: DEMO_ACCOUNT_PASSWORD,
    dw: [],
    history: [],
    dividends: [],
    realizedProfit: 0,
    receptionLookupDealSeq: 0,
    investedByYear: new Map(),
    orderedToday: new Map(),
  };
  ctx.data.accounts.set(memberId, account);
  return account;
}

/**
 * A new account number in the partner's format (`7020` + four digits + `01`) that no member holds.
 *
 * @example
 * newAccountNo(ctx); // '7020100001'
 */
export function newAccountNo(ctx: SandboxContext): string {
  const taken = new Set([...ctx.data.members.values()].map((member) => member.accountNo));
  for (let serial = 1000; ; serial += 1) {
    const accountNo = `7020${String(serial)}01`;
    if (!taken.has(accountNo)) return accountNo;
  }
}

/**
 * Links a member's partner account to Jogak (the alliance account); "account opened, not linked"
 * (102) members become logged-in members (200). Without an account there is nothing to link.
 *
 * @example
 * linkAllianceAccount(member); // member.allianceAccountNoRegisterYn === 'Y'
 */
export function linkAllianceAccount(member: Member): void {
  if (!member.accountNo) return;
  member.allianceAccountNoRegisterYn = 'Y';
  if (member.userType === '102') member.userType = '200';
}

/**
 * Refuse a transaction when the member's state calls for one of the 403 codes, or when the
 * member has no linked account.
 *
 * @example
 * assertCanTransact(ctx.data.members.get('demo-cdd')!); // throws 403 A0009
 */
export function assertCanTransact(member: Member): void {
  if (member.blockCode) throw new SandboxRuleError(403, member.blockCode, BLOCK_MESSAGES[member.blockCode]);
  if (member.allianceAccountNoRegisterYn !== 'Y') throw badRequest('NEED_ACCOUNT_LINK', '계좌 연동 후 이용해주세요.');
}

/**
 * Spec §4's maturity check before investing more: investor information older than 24 months is
 * registered again (INVEST_INFORM_REG_AGAIN), unless the member declined to give it (offer N).
 *
 * @example
 * assertInvestorInformationCurrent(ctx, ctx.data.members.get('demo-tendency-expired')!); // throws 400 INVEST_INFORM_REG_AGAIN
 */
export function assertInvestorInformationCurrent(ctx: SandboxContext, member: Member): void {
  if (member.investPersonInformOfferYn === 'N') return;
  if (isInvestorInformationExpired(member.investTendencyEvaluatedAt, nowOf(ctx).toMillis())) {
    throw badRequest('INVEST_INFORM_REG_AGAIN', '투자자 정보 등록 후 24개월이 지났어요. 투자자 정보를 다시 등록해주세요.');
  }
}

const BLOCK_MESSAGES: Record<NonNullable<Member['blockCode']>, string> = {
  A0006: '고객확인(WLF) 검토 중입니다. 검토가 끝난 후 이용해주세요.',
  A0007: '고객확인(KYC)을 완료한 후 이용해주세요.',
  A0008: '고객확인(WLF) 결과 거래가 제한되었습니다. 고객센터로 문의해주세요.',
  A0009: '고객확인제도(CDD) 정보 갱신이 필요합니다.',
  A0010: '처리 중인 신청이 있어 완료된 후 이용해주세요.',
};

/**
 * Cash free for orders, withdrawals and subscriptions: 청약 증거금 has already left `cash`, so only
 * what open buy orders set aside is taken off.
 */
export function freeCash(account: Account): number {
  return account.cash - account.reservedForOrders;
}

/**
 * 증거금 of a member's cancelled applications that the overnight settlement has not paid back yet.
 *
 * @example
 * pendingSubscriptionRefunds(ctx, 'demo-general'); // 500_000 on the day 김민준 cancels
 */
export function pendingSubscriptionRefunds(ctx: SandboxContext, memberId: string): number {
  return ctx.data.subscriptions
    .filter((sub) => sub.memberId === memberId && sub.status === 'CANCELLED' && !sub.refundPaidAt)
    .reduce((sum, sub) => sum + sub.amount, 0);
}

/** The price a holding is valued at: the market price once listed, else the offering price. */
function valuationPrice(ctx: SandboxContext, stockCd: string): number {
  const stock = ctx.data.stocks.get(stockCd);
  if (stock) return stock.currentPrice;
  return ctx.data.offerings.find((offering) => offering.stockCd === stockCd)?.scrPrice ?? 0;
}

/**
 * A holding with its valuation, as its owner sees it.
 *
 * @example
 * holdingView(ctx, 'demo-general', holding).sellableQuantity; // 120
 */
export function holdingView(ctx: SandboxContext, memberId: string, holding: Holding): HoldingView {
  const currentPrice = valuationPrice(ctx, holding.stockCd);
  const evaluationAmount = currentPrice * holding.quantity;
  const name =
    ctx.data.stocks.get(holding.stockCd)?.name ??
    ctx.data.offerings.find((offering) => offering.stockCd === holding.stockCd)?.name ??
    holding.stockCd;
  return {
    ...holding,
    memberId,
    name,
    sellableQuantity: holding.quantity - holding.reservedQuantity,
    currentPrice,
    evaluationAmount,
    profitAmount: evaluationAmount - holding.averagePrice * holding.quantity,
  };
}

/**
 * The account as its owner sees it.
 *
 * @example
 * accountSummary(ctx, 'demo-general').withdrawableAmount; // 2_750_000
 */
export function accountSummary(ctx: SandboxContext, memberId: string): AccountSummary {
  const account = requireAccount(ctx, memberId);
  let purchaseAmount = 0;
  let evaluationAmount = 0;
  for (const holding of account.holdings.values()) {
    purchaseAmount += holding.averagePrice * holding.quantity;
    evaluationAmount += valuationPrice(ctx, holding.stockCd) * holding.quantity;
  }
  const free = freeCash(account);
  const pendingRefunds = pendingSubscriptionRefunds(ctx, memberId);
  const subscriptionAmount = account.reservedForSubscriptions + pendingRefunds;
  return {
    memberId,
    accountNo: account.accountNo,
    cash: account.cash,
    withdrawableAmount: free,
    orderableAmount: free,
    reservedForOrders: account.reservedForOrders,
    reservedForSubscriptions: account.reservedForSubscriptions,
    pendingSubscriptionRefunds: pendingRefunds,
    subscriptionAmount,
    purchaseAmount,
    evaluationAmount,
    profitAmount: evaluationAmount - purchaseAmount,
    totalAssetAmount: account.cash + evaluationAmount + subscriptionAmount,
  };
}

/** Announce a member's account. */
export function emitAccount(ctx: SandboxContext, memberId: string): void {
  ctx.events.emit('account-updated', { memberId, account: accountSummary(ctx, memberId) });
}

/** Announce a member's holding of one stock. */
export function emitHolding(ctx: SandboxContext, memberId: string, stockCd: string): void {
  const account = requireAccount(ctx, memberId);
  const holding = account.holdings.get(stockCd) ?? { stockCd, quantity: 0, reservedQuantity: 0, averagePrice: 0 };
  ctx.events.emit('stock-balance-updated', { memberId, holding: holdingView(ctx, memberId, holding) });
}

/**
 * Append a line to an account's transaction history. `amount` is the signed change to cash with
 * `fee` and `tax` already in it (0 unless given).
 *
 * @example
 * recordHistory(ctx, account, { kind: 'DIVIDEND', description: '배당금 입금', quantity: 100, price: 14, amount: 1_185, tax: 215 });
 */
export function recordHistory(
  ctx: SandboxContext,
  account: Account,
  line: { kind: AccountHistoryKind; description: string; stockCd?: string | null; quantity?: number; price?: number; amount: number; fee?: number; tax?: number; occurredAt?: string },
): AccountHistoryRecord {
  const record: AccountHistoryRecord = {
    accountId: nextId(ctx, 'history', 'H'),
    kind: line.kind,
    description: line.description,
    stockCd: line.stockCd ?? null,
    quantity: line.quantity ?? 0,
    price: line.price ?? 0,
    amount: line.amount,
    fee: line.fee ?? 0,
    tax: line.tax ?? 0,
    balanceAfter: account.cash,
    occurredAt: line.occurredAt ?? nowIso(ctx),
  };
  account.history.unshift(record);
  return record;
}

function recordDw(ctx: SandboxContext, account: Account, type: DwRecord['type'], amount: number, description: string): DwRecord {
  const record: DwRecord = {
    dealAt: nowOf(ctx).toFormat('yyyyMMdd'),
    dealSeq: Number(nextId(ctx, 'dw')),
    type,
    amount,
    balanceAfter: account.cash,
    description,
    occurredAt: nowIso(ctx),
  };
  account.dw.unshift(record);
  return record;
}

/**
 * The won a member may still commit to investments this Seoul year; null when unlimited.
 *
 * @example
 * remainingYearlyLimit(ctx, 'demo-general'); // 11_600_000
 */
export function remainingYearlyLimit(ctx: SandboxContext, memberId: string): number | null {
  const member = requireMember(ctx, memberId);
  const limit = yearlyDepositLimitOf(member.investorClass);
  if (limit === null) return null;
  const used = ctx.data.accounts.get(memberId)?.investedByYear.get(nowOf(ctx).year) ?? 0;
  return Math.max(0, limit - used);
}

/**
 * Add (or, negative, give back) won committed to investments in a Seoul year, this one unless
 * named: a give-back names the year the money was committed in, so an application or order of
 * December released in January frees December's limit, not January's.
 *
 * @example
 * commitInvestment(ctx, account, -2_000_000, 2025); // a 2025 application cancelled in 2026
 */
export function commitInvestment(ctx: SandboxContext, account: Account, amount: number, year = nowOf(ctx).year): void {
  account.investedByYear.set(year, Math.max(0, (account.investedByYear.get(year) ?? 0) + amount));
}

/**
 * Put money into an account (a transfer from the member's bank; the sandbox's demo top-up).
 *
 * @example
 * deposit(ctx, 'demo-general', 1_000_000).balanceAfter; // 3_750_000
 */
export function deposit(ctx: SandboxContext, memberId: string, amount: number, description = '입금'): DwRecord {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badRequest('BAD_REQUEST', '입금 금액을 확인해주세요.');
  const account = requireAccount(ctx, memberId);
  account.cash += amount;
  const record = recordDw(ctx, account, 'DEPOSIT', amount, description);
  recordHistory(ctx, account, { kind: 'DEPOSIT', description, amount });
  ctx.events.emit('deposit-complete', { memberId, record });
  emitAccount(ctx, memberId);
  return record;
}

/**
 * Take money out of an account, checking the password, the 5,000 won minimum and the
 * withdrawable amount (spec §5).
 *
 * @example
 * withdraw(ctx, 'demo-general', 10_000, '1234').balanceAfter; // 2_740_000
 */
export function withdraw(ctx: SandboxContext, memberId: string, amount: number, password: string): Withdrawal {
  const member = requireMember(ctx, memberId);
  assertCanTransact(member);
  const account = requireAccount(ctx, memberId);
  if (!password) throw badRequest('WITHDRAW_PASSWORD_EMPTY', '계좌 비밀번호를 입력해주세요.');
  if (password !== account.password) throw badRequest('WITHDRAW_PASSWORD_WRONG', '잘못된 비밀번호에요');
  if (!Number.isSafeInteger(amount) || amount < MINIMUM_WITHDRAWAL_AMOUNT) {
    throw badRequest('WITHDRAW_AMOUNT_5000', '5,000원 이상부터 출금할 수 있어요.');
  }
  if (amount > freeCash(account)) throw badRequest('WITHDRAW_EXCEED_AMOUNT', '출금 가능 금액을 초과했어요.');
  account.cash -= amount;
  const record = recordDw(ctx, account, 'WITHDRAWAL', amount, '출금');
  recordHistory(ctx, account, { kind: 'WITHDRAWAL', description: '출금', amount: -amount });
  const withdrawal: Withdrawal = { memberId, amount, dealAt: record.dealAt, dealSeq: record.dealSeq, balanceAfter: account.cash };
  ctx.events.emit('withdrawal-complete', { memberId, withdrawal });
  emitAccount(ctx, memberId);
  notify(ctx, memberId, 'ACCOUNT', '출금 완료', `${amount.toLocaleString('ko-KR')}원이 출금되었어요.`, '/assets');
  return withdrawal;
}
