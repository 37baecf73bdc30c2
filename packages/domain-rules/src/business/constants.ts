/** The smallest withdrawal, in won (spec §5, §9). */
export const MINIMUM_WITHDRAWAL_AMOUNT = 5_000;

/** How long registered investor information stays valid, in months (spec §5, §9). */
export const INVESTOR_INFORMATION_VALID_MONTHS = 24;

/** How far from the best bid or ask an order may be priced, in quotes (spec §5, §9). */
export const ORDER_QUOTE_RANGE = 5;

/** Business codes sent with subscription transactions (spec §4, §9). */
export const BUSINESS_CODES = { apply: '01', cancel: '02' } as const;

/** A business code: '01' apply, '02' cancel. */
export type BusinessCode = (typeof BUSINESS_CODES)[keyof typeof BUSINESS_CODES];

/**
 * Subscription transaction types and their business codes (spec §4): fractional-share (FRAC)
 * and security-token (STO) offerings, each applied for or cancelled.
 */
export const SUBSCRIPTION_TRANSACTION_TYPES = {
  FRAC_APPLY: BUSINESS_CODES.apply,
  FRAC_CANCEL: BUSINESS_CODES.cancel,
  STO_APPLY: BUSINESS_CODES.apply,
  STO_CANCEL: BUSINESS_CODES.cancel,
} as const;

/** One subscription transaction type. */
export type SubscriptionTransactionType = keyof typeof SUBSCRIPTION_TRANSACTION_TYPES;
