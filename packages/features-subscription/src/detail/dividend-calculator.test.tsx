import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DividendCalculator } from './dividend-calculator';

describe('DividendCalculator', () => {
  const rowsFor = (paymentsPerYear: 1 | 2 | 4 | 12) => {
    render(<DividendCalculator scrPrice={5_000} plan={{ expectedYieldRate: 6.1, annualDividendPerUnit: 305, paymentsPerYear }} maxQuantity={1_000} />);
    return Array.from(screen.getByLabelText('예상 배당금 계산 결과').children, (item) => `${item.querySelector('dt')?.textContent}: ${item.querySelector('dd')?.textContent}`);
  };

  it.each([
    [2, '반기마다 예상 배당금: 15,250원'],
    [4, '분기마다 예상 배당금: 7,625원'],
    [12, '매월 예상 배당금: 2,541원'],
  ] as const)('연 %i회 지급이면 회당 배당금 줄은 %s', (paymentsPerYear, row) => {
    expect(rowsFor(paymentsPerYear).at(-1)).toBe(row);
  });

  it('연 1회 지급이면 회당 배당금은 연 예상 배당금과 같으니 따로 줄을 두지 않는다 (연 1회마다라고 쓰지 않는다)', () => {
    expect(rowsFor(1)).toEqual(['투자 금액: 500,000원', '연 예상 배당금: 30,500원']);
  });
});
