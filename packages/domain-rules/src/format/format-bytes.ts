const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte size in B, KB, MB, GB or TB (steps of 1,024) with two decimals.
 * Throws a `RangeError` with a Korean message for a negative or non-finite size.
 *
 * @example
 * formatBytes(1536) // '1.50 KB'
 * formatBytes(0) // '0.00 B'
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`파일 크기가 올바르지 않습니다: ${bytes}`);
  let unit = 0;
  while (bytes >= 1024 ** (unit + 1) && unit < BYTE_UNITS.length - 1) unit += 1;
  return `${(bytes / 1024 ** unit).toFixed(2)} ${BYTE_UNITS[unit] ?? 'B'}`;
}
