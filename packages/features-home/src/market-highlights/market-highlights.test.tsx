import type { components } from '@jogak/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeRate, changeLabel, topTraded } from './market-highlights';

function stock(stockCd: string, tradeAmt: number): components['schemas']['MarketStock'] {
  return {
    stockCd,
    name: stockCd,
    thumbImgUrl: '',
    currentPrice: 5_000,
    prevClosePrice: 5_000,
    changePrice: 0,
    changeRate: 0,
    tradeQty: 0,
    tradeAmt,
    marketCapAmt: 0,
  };
}

describe('topTraded', () => {
  it('거래대금이 큰 순서로 자르고, 같으면 받은 순서를 지킨다', () => {
    const stocks = [stock('A', 10), stock('B', 300), stock('C', 0), stock('D', 300), stock('E', 50)];
    expect(topTraded(stocks, 3).map((item) => item.stockCd)).toEqual(['B', 'D', 'E']);
    expect(stocks.map((item) => item.stockCd)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('개수보다 적으면 있는 만큼', () => {
    expect(topTraded([stock('A', 1)], 3).map((item) => item.stockCd)).toEqual(['A']);
  });
});

describe('changeLabel', () => {
  it.each([
    [3.25, '▲ 3.25%'],
    [-1.2, '▼ 1.20%'],
    [0, '0.00%'],
    [-0.004, '0.00%'],
    [0.004, '0.00%'],
    [-0.005, '▼ 0.01%'],
    [0.005, '▲ 0.01%'],
    [1234.5, '▲ 1,234.50%'],
  ])('%s → %s', (rate, expected) => {
    expect(changeLabel(rate)).toBe(expected);
  });

  it('숫자가 아닌 등락률은 -', () => {
    expect(changeLabel(Number.NaN)).toBe('-');
  });
});

describe('ChangeRate', () => {
  it('0.00% 로 보이는 하락률은 화살표도 색도 없다', () => {
    render(<ChangeRate changeRate={-0.004} />);
    const rate = screen.getByText('0.00%');
    expect(rate).toHaveAttribute('data-tone', 'flat');
  });

  it('0.01% 로 보이는 하락률은 ▼ 와 파란색', () => {
    render(<ChangeRate changeRate={-0.005} />);
    const rate = screen.getByText('▼ 0.01%');
    expect(rate).toHaveAttribute('data-tone', 'fall');
  });
});
