import type { components } from '@jogak/api-client';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeRate, topTraded } from './market-highlights';

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

describe('ChangeRate', () => {
  it.each([
    [3.25, '▲ 3.25%', '상승 3.25%', 'rise'],
    [-1.2, '▼ 1.20%', '하락 1.20%', 'fall'],
    [0, '0.00%', '보합 0.00%', 'flat'],
    [-0.004, '0.00%', '보합 0.00%', 'flat'],
    [0.004, '0.00%', '보합 0.00%', 'flat'],
    [-0.005, '▼ 0.01%', '하락 0.01%', 'fall'],
    [0.005, '▲ 0.01%', '상승 0.01%', 'rise'],
    [1234.5, '▲ 1,234.50%', '상승 1,234.50%', 'rise'],
  ])('%s 는 %s 로 보이고 %s 로 읽힌다 (화살표 글자는 읽지 않는다)', (rate, shown, read, tone) => {
    const { container } = render(<ChangeRate changeRate={rate} />);
    const change = container.firstElementChild as HTMLElement;
    expect(change).toHaveAttribute('data-tone', tone);
    const drawn = [...change.childNodes].filter((node) => !(node instanceof HTMLElement && node.classList.contains('jg-visually-hidden')));
    expect(drawn.map((node) => node.textContent).join('')).toBe(shown);
    const readAloud = [...change.childNodes].filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'));
    expect(readAloud.map((node) => node.textContent).join('')).toBe(read);
  });

  it('숫자가 아닌 등락률은 - 만 (방향도 말도 없다)', () => {
    const { container } = render(<ChangeRate changeRate={Number.NaN} />);
    expect(container.firstElementChild).toHaveTextContent(/^-$/);
  });
});
