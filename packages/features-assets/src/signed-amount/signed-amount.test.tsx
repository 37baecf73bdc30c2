import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignedAmount, signedText } from './signed-amount';

describe('signedText', () => {
  it('이익은 +, 손실은 −, 0 은 부호 없이', () => {
    expect(signedText(12_000, '원')).toBe('+12,000원');
    expect(signedText(-3_000, '원')).toBe('−3,000원');
    expect(signedText(0, '원')).toBe('0원');
  });

  it('비율은 소수 둘째 자리까지', () => {
    expect(signedText(3.5, '%')).toBe('+3.50%');
    expect(signedText(-0.25, '%')).toBe('−0.25%');
  });

  it('보이는 자리에서 0 이 되는 비율은 부호 없이 0.00%', () => {
    expect(signedText(-0.004, '%')).toBe('0.00%');
    expect(signedText(0.004, '%')).toBe('0.00%');
    expect(signedText(-0.005, '%')).toBe('−0.01%');
    expect(signedText(0.005, '%')).toBe('+0.01%');
  });

  it('비율은 천 단위마다 쉼표, 숫자가 아니면 -', () => {
    expect(signedText(1234.5, '%')).toBe('+1,234.50%');
    expect(signedText(Number.NaN, '%')).toBe('-');
  });
});

describe('SignedAmount', () => {
  it('0.00% 로 보이는 손실률은 색도, 손실이라는 말도 없다', () => {
    render(<SignedAmount value={-0.004} unit="%" />);
    const rate = screen.getByText('0.00%', { exact: false });
    expect(rate).toHaveTextContent('0.00% 변동 없음');
    expect(rate).toHaveAttribute('data-tone', 'flat');
  });

  it('−0.01% 로 보이는 손실률은 파란 손실', () => {
    render(<SignedAmount value={-0.005} unit="%" />);
    const rate = screen.getByText('−0.01%', { exact: false });
    expect(rate).toHaveTextContent('−0.01% 손실');
    expect(rate).toHaveAttribute('data-tone', 'fall');
  });
});
