import type { components } from '@jogak/api-client';
import { formatWon } from '@jogak/domain-rules';
import { QuantityInput } from '@jogak/ui-kit';
import { useState } from 'react';
import { expectedDividend, perPaymentDividendLabel } from '../offering-facts/expected-dividend';

/** The quantity the calculator starts with. */
export const DEFAULT_CALCULATOR_QUANTITY = 100;

export interface DividendCalculatorProps {
  readonly scrPrice: number;
  readonly plan: components['schemas']['DividendPlan'];
  /** The most units the calculator accepts: the offered quantity. */
  readonly maxQuantity: number;
}

/** 예상 배당금 계산기: a quantity in, the investment and the expected pre-tax dividends out. */
export function DividendCalculator({ scrPrice, plan, maxQuantity }: DividendCalculatorProps) {
  const [quantity, setQuantity] = useState(Math.min(DEFAULT_CALCULATOR_QUANTITY, maxQuantity));
  const result = expectedDividend(quantity, scrPrice, plan);
  const perPaymentLabel = perPaymentDividendLabel(plan.paymentsPerYear);
  return (
    <div className="jg-subs-calculator">
      <QuantityInput label="계산할 수량" value={quantity} onValueChange={setQuantity} min={1} max={maxQuantity} unit="주" />
      <dl className="jg-subs-facts" aria-label="예상 배당금 계산 결과">
        <div>
          <dt>투자 금액</dt>
          <dd>{formatWon(result.investment)}</dd>
        </div>
        <div>
          <dt>연 예상 배당금</dt>
          <dd>{formatWon(result.annual)}</dd>
        </div>
        {perPaymentLabel === null ? null : (
          <div>
            <dt>{perPaymentLabel}</dt>
            <dd>{formatWon(result.perPayment)}</dd>
          </div>
        )}
      </dl>
      <p className="jg-subs-note">세전 금액이며, 임대 수익과 운용 상황에 따라 실제 배당금은 달라질 수 있어요.</p>
    </div>
  );
}
