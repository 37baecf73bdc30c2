/**
 * Yield on cost in percent with two decimals: what was paid per share against what the member paid
 * per share; `null` when the cost is unknown (the building is no longer held).
 *
 * @example
 * yieldOnCost(60, 5_000) // 1.2
 * yieldOnCost(60, null) // null
 */
export function yieldOnCost(paidPerShare: number, averageBuyPrice: number | null): number | null {
  if (averageBuyPrice === null || averageBuyPrice <= 0) return null;
  return Math.round((paidPerShare / averageBuyPrice) * 10_000) / 100;
}

/**
 * The payments in date order, oldest first, for the chart (the list arrives newest first).
 *
 * @example
 * chronological([{ paidAt: '2025-01-15' }, { paidAt: '2024-10-15' }]) // [{ paidAt: '2024-10-15' }, { paidAt: '2025-01-15' }]
 */
export function chronological<T extends { paidAt: string }>(payments: readonly T[]): T[] {
  return [...payments].sort((a, b) => (a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : 0));
}
