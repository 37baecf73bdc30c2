import type { components } from '@jogak/api-client';
import type { ApplyTransactionType, CancelTransactionType } from '@jogak/app-core';
import { wholeNumberDigits } from '@jogak/domain-rules';

type OfferingStatus = components['schemas']['OfferingStatus'];
type MarketOperationTime = components['schemas']['MarketOperationTime'];
type SecuritiesClassCod = components['schemas']['SecuritiesClassCod'];

/** Why an offering cannot be applied for right now (spec §4's "subscription blocked"). */
export type ApplyBlock =
  | 'SUBSCRIPTION_OVER_DATE'
  | 'SUBSCRIPTION_IMPOSSIBLE_SET'
  | 'SUBSCRIPTION_IMPOSSIBLE_TIME'
  | 'SUBSCRIPTION_IMPOSSIBLE_DAY_OFF';

/**
 * Whether a `yyyyMMdd` date is a Saturday or Sunday (the calendar's own weekday, no time zone:
 * the date is already Seoul's).
 *
 * @example
 * isWeekendDate('20250308') // true (Saturday)
 */
export function isWeekendDate(compactDate: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(compactDate);
  if (!match) return false;
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * What blocks applying, in the spec's order: an offering not open yet (not set up) or over,
 * then today's hours from `GET /main/v1/stock/market-operation-time`. Subscription hours are
 * weekday hours (spec §9): a weekend is outside them (SUBSCRIPTION_IMPOSSIBLE_TIME, which shows
 * the hours); a weekday holiday is SUBSCRIPTION_IMPOSSIBLE_DAY_OFF; a business day outside
 * dealBeginHour–dealEndingHour (`marketOpenYn` N) is SUBSCRIPTION_IMPOSSIBLE_TIME.
 *
 * @example
 * applyBlock('OPEN', { stdAt: '20250308', dayOffYn: 'Y', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'N' })
 * // 'SUBSCRIPTION_IMPOSSIBLE_TIME'
 */
export function applyBlock(status: OfferingStatus, hours: MarketOperationTime): ApplyBlock | null {
  if (status === 'UPCOMING') return 'SUBSCRIPTION_IMPOSSIBLE_SET';
  if (status !== 'OPEN') return 'SUBSCRIPTION_OVER_DATE';
  if (isWeekendDate(hours.stdAt)) return 'SUBSCRIPTION_IMPOSSIBLE_TIME';
  if (hours.dayOffYn === 'Y') return 'SUBSCRIPTION_IMPOSSIBLE_DAY_OFF';
  if (hours.marketOpenYn !== 'Y') return 'SUBSCRIPTION_IMPOSSIBLE_TIME';
  return null;
}

/**
 * The most units the member may add: the contract's `maxSubsQty`, spec §5's maximum possible
 * quantity as the server enforces it (the offered units less the member's own application). The
 * deposit and the yearly limit are not in it: they keep their own dialogs (INSUFFICIENT_FUND,
 * INSUFFICIENT_FUND_OVER_AMT). Null is a member without an account, whom the apply screen's gates
 * never let this far: none.
 *
 * @example
 * maxApplyQuantity({ maxSubsQty: 719_900 }) // 719_900
 * maxApplyQuantity({ maxSubsQty: null }) // 0
 */
export function maxApplyQuantity(offering: { readonly maxSubsQty: number | null }): number {
  return offering.maxSubsQty ?? 0;
}

/** A quantity the apply screen refuses, with its spec dialog. */
export type QuantityProblem = 'SUBSCRIPTION_NONE_AMOUNT' | 'SUBSCRIPTION_OVER_AMOUNT' | 'INSUFFICIENT_FUND_OVER_AMT' | 'INSUFFICIENT_FUND';

export interface QuantityFacts {
  /** Units typed; `null` when the field is empty. */
  readonly quantity: number | null;
  readonly maxQuantity: number;
  readonly scrPrice: number;
  /** What is left of this year's limit in won; `null` when unlimited (professional, corporate). */
  readonly remainingLimit: number | null;
  /** The deposit the application can draw on (`orderableAmt`). */
  readonly orderableAmount: number;
}

/**
 * The first rule a quantity breaks: none (below 1), above the maximum possible quantity, an
 * amount above the rest of the yearly limit, an amount above the deposit (which offers a deposit).
 *
 * @example
 * quantityProblem({ quantity: 3_000, maxQuantity: 719_900, scrPrice: 5_000, remainingLimit: 25_000_000, orderableAmount: 12_000_000 })
 * // 'INSUFFICIENT_FUND'
 */
export function quantityProblem({ quantity, maxQuantity, scrPrice, remainingLimit, orderableAmount }: QuantityFacts): QuantityProblem | null {
  if (quantity === null || quantity < 1) return 'SUBSCRIPTION_NONE_AMOUNT';
  if (quantity > maxQuantity) return 'SUBSCRIPTION_OVER_AMOUNT';
  const amount = quantity * scrPrice;
  if (remainingLimit !== null && amount > remainingLimit) return 'INSUFFICIENT_FUND_OVER_AMT';
  if (amount > orderableAmount) return 'INSUFFICIENT_FUND';
  return null;
}

/** The quantity field keeps at most 12 digits (beyond them a number loses its exact value). */
export const QUANTITY_MAX_DIGITS = 12;

/**
 * The quantity field's digits (domain-rules' `wholeNumberDigits`, spec §5's number cleaning): a
 * share count is whole, so a decimal point and what follows it are dropped ('1.5' is 1, not 15),
 * anything else but digits too, full-width digits (０–９, a Korean IME in full-width mode) are read
 * as digits; at most 12 of them.
 *
 * @example
 * quantityDigits('1,2a0') // '120'
 * quantityDigits('１２０') // '120'
 * quantityDigits('1,200.00') // '1200'
 */
export function quantityDigits(text: string): string {
  return wholeNumberDigits(text).slice(0, QUANTITY_MAX_DIGITS);
}

/**
 * Reads the quantity field (its `quantityDigits`); `null` when empty.
 *
 * @example
 * parseQuantity('1,200주') // 1200
 * parseQuantity('１,２００') // 1200
 * parseQuantity('') // null
 */
export function parseQuantity(text: string): number | null {
  const digits = quantityDigits(text);
  return digits === '' ? null : Number(digits);
}

/**
 * The partner's transaction types for an offering (spec §4): a trust-beneficiary certificate is a
 * fractional share (FRAC), an investment-contract security is issued as a security token (STO).
 *
 * @example
 * transactionTypesOf('TRUST_BENEFICIARY') // { apply: 'FRAC_APPLY', cancel: 'FRAC_CANCEL' }
 */
export function transactionTypesOf(securitiesClassCod: SecuritiesClassCod): { apply: ApplyTransactionType; cancel: CancelTransactionType } {
  return securitiesClassCod === 'TRUST_BENEFICIARY'
    ? { apply: 'FRAC_APPLY', cancel: 'FRAC_CANCEL' }
    : { apply: 'STO_APPLY', cancel: 'STO_CANCEL' };
}
