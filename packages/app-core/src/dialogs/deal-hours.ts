/**
 * Writes a subscription hour `HH:mm`: the contract's whole hour (`9`) or a text form (`'0900'`,
 * `'9'`, `'09:00'`, `'090000'`). Returns `null` when it is not a time of day.
 *
 * @example
 * formatDealHour(9) // '09:00'
 * formatDealHour('1530') // '15:30'
 * formatDealHour('25:00') // null
 */
export function formatDealHour(raw: number | string | null | undefined): string | null {
  if (typeof raw === 'number') {
    return Number.isInteger(raw) && raw >= 0 && raw <= 24 ? `${String(raw).padStart(2, '0')}:00` : null;
  }
  const text = raw?.trim() ?? '';
  if (!/^\d{1,2}(:?\d{2}(:?\d{2})?)?$/.test(text)) return null;
  const digits = text.replaceAll(':', '');
  // Seconds, when present, are the last two digits and are dropped.
  const withoutSeconds = digits.length > 4 ? digits.slice(0, -2) : digits;
  const hours = Number(withoutSeconds.length <= 2 ? withoutSeconds : withoutSeconds.slice(0, -2));
  const minutes = withoutSeconds.length <= 2 ? 0 : Number(withoutSeconds.slice(-2));
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
