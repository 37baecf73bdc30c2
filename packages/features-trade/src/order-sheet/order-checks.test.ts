import type * as DomainRules from '@jogak/domain-rules';
import { totalWithFee } from '@jogak/domain-rules';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { maxBuyableQty, maxOrderQty, orderRejection, type OrderFacts } from './order-checks';

// The real rule, watched: maxBuyableQty must settle with a handful of exact totals, however many units fit.
vi.mock('@jogak/domain-rules', async (importOriginal) => {
  const rules = await importOriginal<typeof DomainRules>();
  return { ...rules, totalWithFee: vi.fn(rules.totalWithFee) };
});
// The reference below counts in thousands of totals; the watched one would record every call.
const { totalWithFee: unwatchedTotalWithFee } = await vi.importActual<typeof DomainRules>('@jogak/domain-rules');

const facts: OrderFacts = {
  upperLimitPrice: 7_050,
  lowerLimitPrice: 3_810,
  currentPrice: 5_430,
  bestAsk: 5_440,
  bestBid: 5_430,
  feeRate: 0.0033,
  dailyTurnoverLimitQty: 18_000,
  orderedTodayQty: 0,
  orderableAmt: 2_750_000,
  remainingYearlyInvestAmt: 11_600_000,
  sellableQty: 120,
};

describe('orderRejection', () => {
  it('가격이나 수량이 없으면 NO_INPUT_PRICE_COUNT', () => {
    expect(orderRejection({ side: 'buy', price: 0, quantity: 1 }, facts)).toBe('NO_INPUT_PRICE_COUNT');
    expect(orderRejection({ side: 'sell', price: 5_440, quantity: 0 }, facts)).toBe('NO_INPUT_PRICE_COUNT');
  });

  it('상한가를 넘거나 하한가보다 낮으면 거절한다', () => {
    expect(orderRejection({ side: 'buy', price: 7_100, quantity: 1 }, facts)).toBe('OVER_UPPER_PRICE');
    expect(orderRejection({ side: 'sell', price: 3_800, quantity: 1 }, facts)).toBe('UNDER_LOWER_PRICE');
  });

  it('최우선 호가에서 5호가를 넘으면 매수는 OVER_MAX_QUOTE_1, 매도는 OVER_MAX_QUOTE_2 (위든 아래든)', () => {
    expect(orderRejection({ side: 'buy', price: 5_490, quantity: 1 }, facts)).toBeNull();
    expect(orderRejection({ side: 'buy', price: 5_500, quantity: 1 }, facts)).toBe('OVER_MAX_QUOTE_1');
    expect(orderRejection({ side: 'buy', price: 5_370, quantity: 1 }, facts)).toBe('OVER_MAX_QUOTE_1');
    expect(orderRejection({ side: 'sell', price: 5_380, quantity: 1 }, facts)).toBeNull();
    expect(orderRejection({ side: 'sell', price: 5_370, quantity: 1 }, facts)).toBe('OVER_MAX_QUOTE_2');
    expect(orderRejection({ side: 'sell', price: 5_500, quantity: 1 }, facts)).toBe('OVER_MAX_QUOTE_2');
    expect(orderRejection({ side: 'buy', price: 5_480, quantity: 1 }, { ...facts, bestAsk: undefined, bestBid: undefined })).toBeNull();
    expect(orderRejection({ side: 'buy', price: 5_490, quantity: 1 }, { ...facts, bestAsk: undefined, bestBid: undefined })).toBe('OVER_MAX_QUOTE_1');
  });

  it('하루 회전율 한도는 매수와 매도를 따로 센다', () => {
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 18_001 }, facts)).toBe('OVER_DEAL_SPIN_RATE_1');
    expect(orderRejection({ side: 'sell', price: 5_440, quantity: 1 }, { ...facts, orderedTodayQty: 18_000 })).toBe('OVER_DEAL_SPIN_RATE_2');
  });

  it('매도 가능 수량을 넘으면 OVER_INPUT_POSSIBLE_COUNT, 수수료 포함 금액이 주문 가능 금액을 넘으면 INSUFFICIENT_FUND', () => {
    expect(orderRejection({ side: 'sell', price: 5_440, quantity: 120 }, facts)).toBeNull();
    expect(orderRejection({ side: 'sell', price: 5_440, quantity: 121 }, facts)).toBe('OVER_INPUT_POSSIBLE_COUNT');
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 503 }, facts)).toBeNull();
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 504 }, facts)).toBe('INSUFFICIENT_FUND');
  });

  it('매수 금액(수수료 제외)이 올해 남은 투자 한도를 넘으면 INSUFFICIENT_FUND 보다 먼저 INSUFFICIENT_FUND_OVER_AMT', () => {
    const rich = { ...facts, orderableAmt: 500_000_000 };
    // 2,132 × 5,440 = 11,598,080 fits the 11,600,000 left (its fee would not); 2,133 × 5,440 = 11,603,520 does not.
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 2_132 }, rich)).toBeNull();
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 2_133 }, rich)).toBe('INSUFFICIENT_FUND_OVER_AMT');
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 2_133 }, facts)).toBe('INSUFFICIENT_FUND_OVER_AMT');
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 1 }, { ...facts, remainingYearlyInvestAmt: 0 })).toBe('INSUFFICIENT_FUND_OVER_AMT');
    // The turnover limit comes first, as the server checks it.
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 18_001 }, rich)).toBe('OVER_DEAL_SPIN_RATE_1');
    // Unlimited, or not known yet: left to buying power and the server.
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 2_133 }, { ...rich, remainingYearlyInvestAmt: null })).toBeNull();
    expect(orderRejection({ side: 'buy', price: 5_440, quantity: 2_133 }, { ...rich, remainingYearlyInvestAmt: undefined })).toBeNull();
    // A sale is not counted against it.
    expect(orderRejection({ side: 'sell', price: 5_440, quantity: 120 }, { ...facts, remainingYearlyInvestAmt: 0 })).toBeNull();
  });
});

describe('maxBuyableQty', () => {
  it('수수료를 더해도 주문 가능 금액 안에 드는 가장 큰 수량', () => {
    expect(maxBuyableQty(2_750_000, 5_440, 0.0033)).toBe(503);
    expect(totalWithFee(5_440, 503, 0.0033)).toBeLessThanOrEqual(2_750_000);
    expect(totalWithFee(5_440, 504, 0.0033)).toBeGreaterThan(2_750_000);
    expect(maxBuyableQty(0, 5_440, 0.0033)).toBe(0);
  });

  /** The former way, one unit at a time down from what fits without the fee: the answer to match. */
  function maxBuyableQtyCountingDown(orderableAmt: number, price: number, feeRate: number): number {
    if (price <= 0 || orderableAmt <= 0) return 0;
    let quantity = Math.floor(orderableAmt / price);
    while (quantity > 0 && unwatchedTotalWithFee(price, quantity, feeRate) > orderableAmt) quantity -= 1;
    return quantity;
  }

  const prices = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 2_000_000 }));
  const feeRates = fc.oneof(fc.constantFrom(0, 0.00015, 0.0033, 0.015), fc.integer({ min: 0, max: 1_500 }).map((hundredThousandths) => hundredThousandths / 100_000));

  it('어떤 주문 가능 금액·가격·수수료율에서도 한 주씩 세어 내려가던 답과 같다', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), prices, feeRates, (orderableAmt, price, feeRate) => {
        expect(maxBuyableQty(orderableAmt, price, feeRate)).toBe(maxBuyableQtyCountingDown(orderableAmt, price, feeRate));
      }),
    );
  });

  it('수수료 포함 금액이 주문 가능 금액과 딱 맞으면 그 수량, 1원 모자라면 한 주 적게', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), prices, feeRates, fc.constantFrom(-1, 0, 1), (quantity, price, feeRate, leftover) => {
        const orderableAmt = totalWithFee(price, quantity, feeRate) + leftover;
        const max = maxBuyableQty(orderableAmt, price, feeRate);
        expect(max).toBe(maxBuyableQtyCountingDown(orderableAmt, price, feeRate));
        if (price >= 2 && quantity > 0) expect(max).toBe(leftover < 0 ? quantity - 1 : quantity);
      }),
    );
  });

  it('10억 원으로 100원짜리를 사면 9,967,108주: 그 총액은 맞고 한 주 더는 넘는다', () => {
    expect(maxBuyableQty(1_000_000_000, 100, 0.0033)).toBe(9_967_108);
    expect(totalWithFee(100, 9_967_108, 0.0033)).toBe(999_999_945);
    expect(totalWithFee(100, 9_967_109, 0.0033)).toBe(1_000_000_045);
  });

  it.each([
    { orderableAmt: 1_000_000_000, price: 100, expected: 9_967_108 },
    { orderableAmt: 10_000_000_000, price: 5_000, expected: 1_993_421 },
  ])('$orderableAmt원으로 $price원짜리 최대 $expected주는 수수료 포함 총액을 네 번 안에 셈해서 찾는다 (한 주씩 세어 내려가지 않는다)', ({ orderableAmt, price, expected }) => {
    vi.mocked(totalWithFee).mockClear();
    expect(maxBuyableQty(orderableAmt, price, 0.0033)).toBe(expected);
    expect(vi.mocked(totalWithFee).mock.calls.length).toBeLessThanOrEqual(4);
  });
});

describe('maxOrderQty', () => {
  it('매수는 주문 가능 금액, 오늘 남은 회전율 한도, 올해 남은 투자 한도 중 가장 적은 수량', () => {
    expect(maxOrderQty('buy', 5_440, facts)).toBe(503);
    expect(maxOrderQty('buy', 5_440, { ...facts, orderableAmt: 500_000_000, remainingYearlyInvestAmt: null })).toBe(18_000);
    expect(maxOrderQty('buy', 5_440, { ...facts, orderableAmt: 500_000_000, remainingYearlyInvestAmt: null, orderedTodayQty: 17_990 })).toBe(10);
    // The yearly limit counts the order's value without the fee: 2,132 × 5,440 = 11,598,080.
    expect(maxOrderQty('buy', 5_440, { ...facts, orderableAmt: 12_750_000 })).toBe(2_132);
    expect(maxOrderQty('buy', 5_440, { ...facts, remainingYearlyInvestAmt: 0 })).toBe(0);
  });

  it('매도는 매도 가능 수량과 오늘 남은 회전율 한도 중 적은 수량이고, 한도를 다 쓰면 0', () => {
    expect(maxOrderQty('sell', 5_440, facts)).toBe(120);
    expect(maxOrderQty('sell', 5_440, { ...facts, sellableQty: 20_000 })).toBe(18_000);
    expect(maxOrderQty('sell', 5_440, { ...facts, orderedTodayQty: 18_050 })).toBe(0);
  });

  it('필요한 값을 아직 모르면 undefined', () => {
    expect(maxOrderQty('buy', 5_440, { ...facts, orderedTodayQty: undefined })).toBeUndefined();
    expect(maxOrderQty('buy', 5_440, { ...facts, remainingYearlyInvestAmt: undefined })).toBeUndefined();
    expect(maxOrderQty('buy', 5_440, { ...facts, orderableAmt: undefined })).toBeUndefined();
    expect(maxOrderQty('sell', 5_440, { ...facts, sellableQty: undefined })).toBeUndefined();
  });
});
