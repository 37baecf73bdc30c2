import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PriceText } from './price-text';

describe('PriceText', () => {
  it('오르면 rise(빨강), 내리면 fall(파랑), 같으면 flat', () => {
    const { container } = render(
      <>
        <PriceText value={10500} change={500} unit="원" />
        <PriceText value={9500} change={-500} unit="원" />
        <PriceText value={10000} change={0} unit="원" />
      </>,
    );
    const prices = container.querySelectorAll('.jg-price');
    expect([...prices].map((p) => p.getAttribute('data-tone'))).toEqual(['rise', 'fall', 'flat']);
    expect(prices[0]).toHaveTextContent('10,500원 상승');
    expect(prices[1]).toHaveTextContent('9,500원 하락');
    expect(prices[2]).toHaveTextContent('10,000원 보합');
  });

  it('변동폭을 기호와 함께 보여 준다', async () => {
    const { container } = render(<PriceText value={9000} change={-1250} showChange />);
    expect(container.querySelector('.jg-price__change')).toHaveTextContent('▼하락 1,250');
    expect(screen.getByText('9,000')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
