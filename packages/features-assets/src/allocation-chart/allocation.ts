/** One slice of the allocation: a holding or the cash, with its share of the total in percent. */
export interface AllocationSlice {
  readonly key: string;
  readonly label: string;
  readonly amount: number;
  /** Percent of the total, one decimal. */
  readonly share: number;
}

/**
 * The allocation of the assets: each holding at its evaluation and the cash, largest first, empty
 * slices left out. Shares are percents with one decimal.
 *
 * @example
 * allocationOf([{ key: 'JG0001', label: '을지로 파인타워 1호', amount: 750_000 }], 250_000)
 * // [{ key: 'JG0001', label: '을지로 파인타워 1호', amount: 750_000, share: 75 }, { key: 'cash', label: '예치금', amount: 250_000, share: 25 }]
 */
export function allocationOf(holdings: ReadonlyArray<{ key: string; label: string; amount: number }>, cash: number): AllocationSlice[] {
  const parts = [...holdings, { key: 'cash', label: '예치금', amount: cash }].filter((part) => part.amount > 0);
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  if (total === 0) return [];
  return parts
    .sort((a, b) => b.amount - a.amount)
    .map((part) => ({ ...part, share: Math.round((part.amount / total) * 1_000) / 10 }));
}
