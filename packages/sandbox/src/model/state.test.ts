import { describe, expect, it } from 'vitest';
import { SandboxRuleError } from './errors';
import { createSandboxState } from './state';

const TUESDAY_10AM = '2025-03-04T10:00:00+09:00';

/** A state whose JG0001 book holds only the orders a test puts there. */
function emptyBookState(now = TUESDAY_10AM) {
  const state = createSandboxState({ now });
  state.cancelAllOrders('sim-maker-1');
  state.cancelAllOrders('sim-maker-2');
  return state;
}

function refusal(run: () => unknown): { status: number; code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof SandboxRuleError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('데모 데이터', () => {
  it('모든 회원 유형과 투자자 구분이 있다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const members = [...state.data.members.values()];
    expect(new Set(members.map((m) => m.userType))).toEqual(new Set(['100', '101', '102', '103', '200', '000', '900']));
    expect(new Set(members.map((m) => m.investorClass))).toEqual(
      new Set(['GENERAL_INVESTOR', 'INCOME_QUALIFIED_INVESTOR', 'PRO_INVESTOR', 'CORP_GENERAL_INVESTOR', 'CORP_INVESTOR']),
    );
    expect(new Set(members.map((m) => m.blockCode).filter(Boolean))).toEqual(new Set(['A0006', 'A0007', 'A0008', 'A0009', 'A0010']));
  });

  it('청약 상품 12개가 모든 상태에 걸쳐 있다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const statuses = state.data.offerings.map((o) => state.offeringStatus(o));
    expect(statuses).toEqual(['LISTED', 'LISTED', 'LISTED', 'LISTED', 'ALLOTTED', 'ALLOTTED', 'CLOSED', 'OPEN', 'OPEN', 'OPEN', 'UPCOMING', 'UPCOMING']);
  });

  it('같은 seed면 같은 호가창이 만들어진다', () => {
    const a = createSandboxState({ now: TUESDAY_10AM, seed: 7 });
    const b = createSandboxState({ now: TUESDAY_10AM, seed: 7 });
    expect(a.orderBook('JG0001')).toEqual(b.orderBook('JG0001'));
    expect(a.orderBook('JG0001').bids[0]?.price).toBe(5_430);
    expect(a.orderBook('JG0001').asks[0]?.price).toBe(5_440);
  });

  it('김민준의 계좌: 예수금, 청약 증거금, 남은 연간 한도', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(state.account('demo-general')).toMatchObject({ cash: 2_750_000, reservedForSubscriptions: 500_000, subscriptionAmount: 500_000, withdrawableAmount: 2_750_000 });
    expect(state.remainingYearlyLimit('demo-general')).toBe(11_600_000);
    expect(state.remainingYearlyLimit('demo-pro')).toBeNull();
  });
});

describe('매칭 엔진', () => {
  it('가격 우선, 시간 우선으로 체결하고 수수료를 뺀다', () => {
    const state = emptyBookState();
    const first = state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_450, quantity: 100 });
    const second = state.placeOrder('demo-corp-pro', { stockCd: 'JG0001', side: 'sell', price: 5_450, quantity: 50 });
    const cheaper = state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_440, quantity: 20 });
    const buy = state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_450, quantity: 60 });

    expect(buy).toMatchObject({ status: 'FILLED', filledQuantity: 60, remainingQuantity: 0 });
    expect(cheaper).toMatchObject({ status: 'FILLED', filledQuantity: 20 });
    expect(first).toMatchObject({ status: 'PARTIAL', filledQuantity: 40, remainingQuantity: 60 });
    expect(second).toMatchObject({ status: 'OPEN', filledQuantity: 0 });
    // 5,440 × 20 = 108,800 + 326 + 32; 5,450 × 40 = 218,000 + 654 + 65
    expect(state.account('demo-general').cash).toBe(2_750_000 - 109_158 - 218_719);
    expect(state.holdings('demo-general').find((h) => h.stockCd === 'JG0001')).toMatchObject({ quantity: 180, sellableQuantity: 180 });
    expect(state.orderBook('JG0001').asks).toEqual([{ price: 5_450, quantity: 110, orderCount: 2 }]);
    expect(state.data.stocks.get('JG0001')).toMatchObject({ currentPrice: 5_450, volume: 60, highPrice: 5_450, lowPrice: 5_440 });
  });

  it('남은 수량은 호가창에 쌓이고 취소하면 묶인 돈이 돌아온다', () => {
    const state = emptyBookState();
    state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_440, quantity: 10 });
    const buy = state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 30 });
    expect(buy).toMatchObject({ status: 'PARTIAL', filledQuantity: 10, remainingQuantity: 20 });
    // 5,440 × 20 = 108,800 + 326 + 32
    expect(state.account('demo-general').reservedForOrders).toBe(109_158);
    expect(state.orderBook('JG0001').bids).toEqual([{ price: 5_440, quantity: 20, orderCount: 1 }]);

    expect(state.cancelOrder('demo-general', buy.orderNo).status).toBe('CANCELLED');
    expect(state.account('demo-general').reservedForOrders).toBe(0);
    expect(state.orderBook('JG0001').bids).toEqual([]);
    expect(refusal(() => state.cancelOrder('demo-general', buy.orderNo)).code).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('전체 취소는 미체결 주문을 모두 취소한다', () => {
    const state = emptyBookState();
    state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_400, quantity: 10 });
    state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'sell', price: 5_450, quantity: 5 });
    const cancelled = state.cancelAllOrders('demo-general');
    expect(cancelled.map((o) => o.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(state.holdings('demo-general').find((h) => h.stockCd === 'JG0001')?.sellableQuantity).toBe(120);
  });

  it('자기 매도 주문과 체결돼도 거래 내역의 잔액은 줄마다 앞 줄 잔액 + 금액이다', () => {
    const state = emptyBookState();
    const sell = state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'sell', price: 5_440, quantity: 10 });
    const buy = state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    expect([sell.status, buy.status]).toEqual(['FILLED', 'FILLED']);

    const [selfSell, selfBuy, before] = state.data.accounts.get('demo-general')?.history ?? [];
    expect([selfBuy?.kind, selfSell?.kind]).toEqual(['BUY', 'SELL']);
    expect(selfBuy?.balanceAfter).toBe((before?.balanceAfter ?? 0) + (selfBuy?.amount ?? 0));
    expect(selfSell?.balanceAfter).toBe((selfBuy?.balanceAfter ?? 0) + (selfSell?.amount ?? 0));
    expect(selfSell?.balanceAfter).toBe(state.account('demo-general').cash);
  });

  it('체결 과정을 이벤트로 알린다', () => {
    const state = emptyBookState();
    state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_440, quantity: 10 });
    const names: string[] = [];
    state.events.onAny((name) => names.push(String(name)));
    state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    expect(names).toEqual([
      'order-placed',
      'order-filled',
      'order-updated',
      'notification',
      'order-filled',
      'order-updated',
      'notification',
      'trade',
      'orderbook-changed',
      'account-updated',
      'stock-balance-updated',
      'account-updated',
      'stock-balance-updated',
    ]);
  });
});

describe('주문 검증', () => {
  it.each([
    [{ price: 5_435, quantity: 1 }, 'INVALID_TICK'],
    [{ price: 0, quantity: 1 }, 'NO_INPUT_PRICE_COUNT'],
    [{ price: 5_440, quantity: 0 }, 'NO_INPUT_PRICE_COUNT'],
    [{ price: 7_100, quantity: 1 }, 'OVER_UPPER_PRICE'],
    [{ price: 3_800, quantity: 1 }, 'UNDER_LOWER_PRICE'],
    [{ price: 5_500, quantity: 1 }, 'OVER_MAX_QUOTE_1'],
    [{ price: 5_370, quantity: 1 }, 'OVER_MAX_QUOTE_1'],
    [{ price: 5_440, quantity: 600 }, 'INSUFFICIENT_FUND'],
  ])('매수 %o → %s', (input, code) => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(refusal(() => state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', ...input }))).toMatchObject({ status: 400, code });
  });

  it.each([5_500, 5_370])('최우선 호가에서 5호가를 넘는 매도 %d원 → OVER_MAX_QUOTE_2', (price) => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(refusal(() => state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'sell', price, quantity: 1 }))).toMatchObject({
      status: 400,
      code: 'OVER_MAX_QUOTE_2',
      message: '매도 가격은 최우선 호가에서 5호가 안이어야 해요.',
    });
  });

  it('상한가와 하한가는 기준가의 ±30%다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(state.data.stocks.get('JG0001')).toMatchObject({ basePrice: 5_430, upperLimitPrice: 7_050, lowerLimitPrice: 3_810 });
  });

  it('매도 가능 수량을 넘으면 거절한다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(refusal(() => state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'sell', price: 5_440, quantity: 121 }))).toMatchObject({
      code: 'OVER_INPUT_POSSIBLE_COUNT',
      message: '매도 가능 수량(120주)을 초과했어요.',
    });
  });

  it('투자자 정보가 24개월을 넘은 회원의 매수는 INVEST_INFORM_REG_AGAIN 으로 거절한다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    state.deposit('demo-tendency-expired', 1_000_000);
    expect(refusal(() => state.placeOrder('demo-tendency-expired', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 1 }))).toMatchObject({
      status: 400,
      code: 'INVEST_INFORM_REG_AGAIN',
    });
  });

  it('연간 투자한도를 넘는 매수는 거절한다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    state.deposit('demo-general', 20_000_000);
    expect(refusal(() => state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 2_200 }))).toMatchObject({
      code: 'INSUFFICIENT_FUND_OVER_AMT',
      message: '연간 투자한도를 초과했어요. 남은 한도는 11,600,000원이에요.',
    });
  });

  it('일일 회전율(상장 수량의 1%)을 넘으면 거절한다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(refusal(() => state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'buy', price: 5_400, quantity: 18_001 }))).toMatchObject({
      code: 'OVER_DEAL_SPIN_RATE_1',
      message: '일일 매수 회전율 한도(18,000주)를 초과했어요.',
    });
  });

  it('장 시간이 아니면 거절하고, alwaysOpen이면 받는다', () => {
    const closed = createSandboxState({ now: '2025-03-04T17:00:00+09:00' });
    expect(refusal(() => closed.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_430, quantity: 1 })).code).toBe('MARKET_CLOSED');
    const open = createSandboxState({ now: '2025-03-04T17:00:00+09:00', alwaysOpen: true });
    expect(open.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_430, quantity: 1 }).status).not.toBe('CANCELLED');
  });

  it('회원 상태가 막힌 경우 403 코드로 거절한다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(refusal(() => state.placeOrder('demo-cdd', { stockCd: 'JG0001', side: 'buy', price: 5_430, quantity: 1 }))).toMatchObject({ status: 403, code: 'A0009' });
    expect(refusal(() => state.placeOrder('demo-kyc-required', { stockCd: 'JG0001', side: 'buy', price: 5_430, quantity: 1 }))).toMatchObject({ status: 403, code: 'A0007' });
    expect(refusal(() => state.placeOrder('demo-kakao', { stockCd: 'JG0001', side: 'buy', price: 5_430, quantity: 1 }))).toMatchObject({ status: 400, code: 'NEED_ACCOUNT_LINK' });
  });
});

describe('청약', () => {
  it('청약하면 증거금이 묶이고, 두 번째 청약은 추가 청약으로만 된다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(state.applySubscription('demo-income', '109', 100)).toMatchObject({ quantity: 100, amount: 500_000, status: 'APPLIED' });
    expect(state.account('demo-income').reservedForSubscriptions).toBe(500_000);
    expect(refusal(() => state.applySubscription('demo-income', '109', 10)).code).toBe('SUBSCRIPTION_ALREADY_OWN');
    // An addition is the latest application: appliedAt moves to it.
    state.clock.set('2025-03-04T11:30:00+09:00');
    expect(state.applySubscription('demo-income', '109', 10, true)).toMatchObject({ quantity: 110, amount: 550_000, appliedAt: '2025-03-04T11:30:00+09:00' });
    expect(state.cancelSubscription('demo-income', '109').status).toBe('CANCELLED');
    expect(state.account('demo-income').reservedForSubscriptions).toBe(0);
  });

  it('최대 청약 수량은 모집 수량에서 이미 청약한 수량을 뺀 것, 예치금을 넘으면 INSUFFICIENT_FUND', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const offered = state.data.offerings.find((offering) => offering.id === '109')?.totalOfferingQty;
    expect(state.maxSubscriptionQuantity('demo-general', '109')).toBe(offered);
    expect(refusal(() => state.applySubscription('demo-general', '109', 551)).code).toBe('INSUFFICIENT_FUND');
  });

  it('연간 투자한도를 넘는 청약은 매수처럼 INSUFFICIENT_FUND_OVER_AMT 로 거절한다 (SUBSCRIPTION_OVER_AMOUNT 는 청약 가능 수량)', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    state.deposit('demo-general', 20_000_000);
    expect(refusal(() => state.applySubscription('demo-general', '109', 2_400))).toMatchObject({
      code: 'INSUFFICIENT_FUND_OVER_AMT',
      message: '연간 투자한도를 초과했어요. 남은 한도는 11,600,000원이에요.',
    });
  });

  it.each([
    ['2025-03-08T10:00:00+09:00', '108', 'SUBSCRIPTION_IMPOSSIBLE_DAY_OFF'],
    ['2025-03-04T08:59:00+09:00', '108', 'SUBSCRIPTION_IMPOSSIBLE_TIME'],
    ['2025-03-04T16:00:00+09:00', '108', 'SUBSCRIPTION_IMPOSSIBLE_TIME'],
    [TUESDAY_10AM, '111', 'SUBSCRIPTION_IMPOSSIBLE_SET'],
    [TUESDAY_10AM, '107', 'SUBSCRIPTION_OVER_DATE'],
  ])('%s 상품 %s → %s', (now, offeringId, code) => {
    const state = createSandboxState({ now });
    expect(refusal(() => state.applySubscription('demo-income', offeringId, 1)).code).toBe(code);
  });

  it('공휴일에는 청약할 수 없다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM, holidays: ['2025-03-04'] });
    expect(refusal(() => state.applySubscription('demo-income', '108', 1))).toMatchObject({ code: 'SUBSCRIPTION_IMPOSSIBLE_DAY_OFF', message: '주말과 공휴일에는 청약할 수 없어요.' });
  });

  it('투자자 정보가 24개월이 지나면 다시 등록해야 한다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(refusal(() => state.applySubscription('demo-tendency-expired', '108', 1)).code).toBe('INVEST_INFORM_REG_AGAIN');
  });

  it('투자자 정보를 제공하지 않은 회원(N)은 투자성향이 없어도, 정보가 오래되어도 청약할 수 있다 (spec §4)', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    Object.assign(state.member('demo-tendency-expired'), { investPersonInformOfferYn: 'N', customerTendencyEvalCod: '-' });
    state.deposit('demo-tendency-expired', 1_000_000);
    expect(state.applySubscription('demo-tendency-expired', '108', 1)).toMatchObject({ memberId: 'demo-tendency-expired', quantity: 1, status: 'APPLIED' });
  });

  it('배정일이 되면 청약 수량이 보유 잔고가 되고, 상장일에 시장이 열린다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const listed: string[] = [];
    state.events.on('listed', ({ stockCd }) => listed.push(stockCd));
    state.clock.set('2025-03-11T10:00:00+09:00');
    state.sync();
    expect(state.holdings('demo-general').find((h) => h.stockCd === 'JG0008')).toMatchObject({ quantity: 100, averagePrice: 5_000 });
    expect(state.account('demo-general')).toMatchObject({ cash: 2_750_000, reservedForSubscriptions: 0 });
    state.clock.set('2025-03-25T10:00:00+09:00');
    state.sync();
    expect(listed).toContain('JG0008');
    expect(state.orderBook('JG0008').bids[0]?.price).toBe(5_000);
  });
});

describe('출금', () => {
  it.each([
    [4_999, '1234', 'WITHDRAW_AMOUNT_5000', '5,000원 이상부터 출금할 수 있어요.'],
    [10_000, '9999', 'WITHDRAW_PASSWORD_WRONG', '잘못된 비밀번호에요'],
    [10_000, '', 'WITHDRAW_PASSWORD_EMPTY', '계좌 비밀번호를 입력해주세요.'],
    [2_750_001, '1234', 'WITHDRAW_EXCEED_AMOUNT', '출금 가능 금액을 초과했어요.'],
  ])('%d원, 비밀번호 %s → %s', (amount, password, code, message) => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(refusal(() => state.withdraw('demo-general', amount, password))).toEqual({ status: 400, code, message });
  });

  it('출금 가능 금액 전부를 출금할 수 있다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    expect(state.withdraw('demo-general', 2_750_000, '1234')).toMatchObject({ amount: 2_750_000, balanceAfter: 0, dealAt: '20250304' });
    expect(state.data.accounts.get('demo-general')?.dw[0]).toMatchObject({ type: 'WITHDRAWAL', amount: 2_750_000 });
  });
});

describe('시계와 초기화', () => {
  it('하루가 지나면 미체결 주문이 만료되고 기준가가 종가로 바뀐다', () => {
    const state = emptyBookState();
    state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_480, quantity: 10 });
    state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_480, quantity: 10 });
    const resting = state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    state.clock.set('2025-03-05T09:30:00+09:00');
    state.sync();
    expect(resting.status).toBe('CANCELLED');
    expect(state.data.stocks.get('JG0001')).toMatchObject({ basePrice: 5_480, volume: 0, tradingDay: '2025-03-05' });
    expect(state.account('demo-general').reservedForOrders).toBe(0);
  });

  it('장 시작과 마감을 알린다', () => {
    const state = createSandboxState({ now: '2025-03-04T08:59:00+09:00' });
    const seen: string[] = [];
    state.events.on('market-operation', ({ status, at }) => seen.push(`${status} ${at}`));
    state.clock.set('2025-03-04T09:00:00+09:00');
    state.sync();
    state.clock.set('2025-03-04T16:00:00+09:00');
    state.sync();
    expect(seen).toEqual(['OPEN 2025-03-04T09:00:00+09:00', 'CLOSE 2025-03-04T16:00:00+09:00']);
  });

  it('reset은 시드로 되돌리고 리스너는 유지한다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const resets: string[] = [];
    state.events.on('reset', ({ at }) => resets.push(at));
    state.withdraw('demo-general', 10_000, '1234');
    const token = state.login('demo-general').token;
    state.reset();
    expect(state.account('demo-general').cash).toBe(2_750_000);
    expect(state.memberIdForToken(token)).toBeUndefined();
    expect(resets).toEqual([TUESDAY_10AM]);
  });

  it('로그아웃과 리셋은 끝난 토큰마다 session-ended를 알린다 (라이브 엔드포인트가 듣는다)', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const ended: string[] = [];
    state.events.on('session-ended', ({ token, memberId, reason }) => ended.push(`${reason} ${memberId} ${token}`));
    const first = state.login('demo-general').token;
    const second = state.login('demo-pro').token;
    expect(state.logout(first)).toBe(true);
    expect(state.logout(first)).toBe(false);
    state.reset();
    expect(ended).toEqual([`logout demo-general ${first}`, `reset demo-pro ${second}`]);
  });
});
