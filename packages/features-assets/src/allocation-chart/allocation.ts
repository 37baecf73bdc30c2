/** One slice of the allocation: a holding or a cash part, with its share of the total in percent. */
export interface AllocationSlice {
  readonly key: string;
  readonly label: string;
  readonly amount: number;
  /** Percent of the total, one decimal. */
  readonly share: number;
}

/** The money of 총 자산 that is not in buildings: 예치금 and the 청약 대기 금액 that left it. */
export interface AllocationCash {
  readonly depositAmt: number;
  readonly subscriptionAmt: number;
}

/**
 * The allocation of 총 자산: each holding at its evaluation, 예치금 and 청약 대기 금액, largest
 * first, empty slices left out, so the slices add up to the total. Shares are percents with one decimal.
 *
 * @example
 * allocationOf([{ key: 'JG0001', label: '을지로 파인타워 1호', amount: 500_000 }], { depositAmt: 250_000, subscriptionAmt: 250_000 })
 * // [{ key: 'JG0001', …, share: 50 }, { key: 'cash', label: '예치금', amount: 250_000, share: 25 }, { key: 'subscription', label: '청약 대기 금액', amount: 250_000, share: 25 }]
 */
export function allocationOf(holdings: ReadonlyArray<{ key: string; label: string; amount: number }>, cash: AllocationCash): AllocationSlice[] {
  const parts = [
    ...holdings,
    { key: 'cash', label: '예치금', amount: cash.depositAmt },
    { key: 'subscription', label: '청약 대기 금액', amount: cash.subscriptionAmt },
  ].filter((part) => part.amount > 0);
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  if (total === 0) return [];
  return parts
    .sort((a, b) => b.amount - a.amount)
    .map((part) => ({ ...part, share: Math.round((part.amount / total) * 1_000) / 10 }));
}
