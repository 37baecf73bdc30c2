import { describe, expect, it } from 'vitest';
import { searchMarketRows, sortMarketRows, withLiveQuote, type MarketRow } from './market-rows';

const row = (stockCd: string, name: string, changeRate: number, tradeQty: number): MarketRow => ({
  stockCd,
  name,
  thumbImgUrl: '',
  currentPrice: 5_000,
  prevClosePrice: 5_000,
  changePrice: 0,
  changeRate,
  tradeQty,
  tradeAmt: 0,
  marketCapAmt: 5_000 * 1_000,
});

const rows = [row('JG0001', '을지로 파인타워', 1.5, 10), row('JG0002', '성수 레드브릭', -2, 300), row('JG0003', '해운대 마린시티', 0, 300)];

describe('sortMarketRows', () => {
  it('등락률은 높은 순, 거래량은 많은 순(같으면 이름순), 이름은 가나다순', () => {
    expect(sortMarketRows(rows, 'change').map((r) => r.stockCd)).toEqual(['JG0001', 'JG0003', 'JG0002']);
    expect(sortMarketRows(rows, 'volume').map((r) => r.stockCd)).toEqual(['JG0002', 'JG0003', 'JG0001']);
    expect(sortMarketRows(rows, 'name').map((r) => r.stockCd)).toEqual(['JG0002', 'JG0001', 'JG0003']);
  });
});

describe('searchMarketRows', () => {
  it('이름이나 코드에 검색어가 들어간 종목만 남긴다(공백과 대소문자 무시)', () => {
    expect(searchMarketRows(rows, '파인 타워').map((r) => r.stockCd)).toEqual(['JG0001']);
    expect(searchMarketRows(rows, 'jg0002').map((r) => r.stockCd)).toEqual(['JG0002']);
    expect(searchMarketRows(rows, '  ')).toHaveLength(3);
    expect(searchMarketRows(rows, '강남')).toEqual([]);
  });

  it('조합 중인 글자도 자모로 비교해, 역삼을 치는 동안(ㅇ, 여, 역, 역ㅅ, 역사) 역삼 종목이 계속 남는다', () => {
    const withYeoksam = [...rows, row('JG0004', '역삼 테헤란 418', 0, 0)];
    for (const typing of ['ㅇ', '여', '역', '역ㅅ', '역사', '역삼', '역삼테']) {
      expect(searchMarketRows(withYeoksam, typing).map((r) => r.stockCd)).toContain('JG0004');
    }
    expect(searchMarketRows(withYeoksam, '여').map((r) => r.stockCd)).toEqual(['JG0004']);
    expect(searchMarketRows(withYeoksam, '역삼 테헤란').map((r) => r.stockCd)).toEqual(['JG0004']);
  });

  it('초성만 쳐도 찾는다 (ㅅㅅ → 성수 레드브릭, ㅎㅇㄷ → 해운대 마린시티)', () => {
    expect(searchMarketRows(rows, 'ㅅㅅ').map((r) => r.stockCd)).toEqual(['JG0002']);
    expect(searchMarketRows(rows, 'ㅎㅇㄷ ㅁㄹ').map((r) => r.stockCd)).toEqual(['JG0003']);
    expect(searchMarketRows(rows, 'ㅂㄹㅅ')).toEqual([]);
  });
});

describe('withLiveQuote', () => {
  const tuesday = { stockCd: 'JG0001', name: '을지로 파인타워', currentPrice: 5_500, changePrice: 500, changeRate: 10, tradeQty: 42, updatedAt: '2025-03-04T10:15:30+09:00' };

  it('실시간 시세로 가격·등락·거래량을 바꾸고 시가총액은 가격을 따라간다', () => {
    const live = withLiveQuote(rows[0] as MarketRow, tuesday, '20250304');
    expect(live).toMatchObject({ currentPrice: 5_500, changePrice: 500, changeRate: 10, tradeQty: 42, marketCapAmt: 5_500_000 });
    expect(withLiveQuote(rows[0] as MarketRow, tuesday, undefined)).toMatchObject({ currentPrice: 5_500 });
    expect(withLiveQuote(rows[0] as MarketRow, undefined, '20250304')).toBe(rows[0]);
  });

  it('장 운영의 날보다 이전 날의 실시간 시세는 쓰지 않고 조회한 값을 둔다', () => {
    expect(withLiveQuote(rows[0] as MarketRow, tuesday, '20250305')).toBe(rows[0]);
  });
});
