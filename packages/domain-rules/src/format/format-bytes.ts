const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte size in B, KB, MB, GB or TB (steps of 1,024) with two decimals. The unit is chosen after
 * rounding, so a size just under a step reads as one of the next unit ('1.00 MB'), never '1024.00 KB'.
 * Throws a `RangeError` with a Korean message for a negative or non-finite size.
 *
 * @example
 * formatBytes(1536) // '1.50 KB'
 * formatBytes(1_048_575) // '1.00 MB'
 * formatBytes(0) // '0.00 B'
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`파일 크기가 올바르지 않습니다: ${bytes}`);
  const shown = (unit: number) => (bytes / 1024 ** unit).toFixed(2);
  let unit = 0;
  while (Number(shown(unit)) >= 1024 && unit < BYTE_UNITS.length - 1) unit += 1;
  return `${shown(unit)} ${BYTE_UNITS[unit] ?? 'B'}`;
}
