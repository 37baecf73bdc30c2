const GROUP_THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
const MAX_FRACTION_DIGITS = 20;
let plainDecimalFormat: Intl.NumberFormat | undefined;

/** Thousands separators in the whole part of a number written in plain digits. */
function withSeparators(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(GROUP_THOUSANDS, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A decimal in plain digits. JavaScript's own shortest form is what the Intl formatter prints
 * whenever that form has no exponent and at most 20 fraction digits, so only the rest (under 1e-6,
 * from 1e21, or longer fractions, which the formatter rounds) build the formatter: building it loads
 * locale data, 50–110 ms at 4x CPU the first time (issue #18: /subscription/{id}'s first screen).
 */
function plainDecimal(value: number): string {
  const text = value.toString();
  const fraction = text.split('.')[1] ?? '';
  if (!text.includes('e') && fraction.length <= MAX_FRACTION_DIGITS) return text;
  plainDecimalFormat ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: MAX_FRACTION_DIGITS });
  return plainDecimalFormat.format(value);
}

/**
 * A number with thousands separators; fractions are kept as given. A value that is not a finite
 * number shows '-'.
 *
 * @example
 * formatNumber(1234567) // '1,234,567'
 * formatNumber(-1234.5) // '-1,234.5'
 * formatNumber(12345678901234567890n) // '12,345,678,901,234,567,890'
 */
export function formatNumber(value: number | bigint): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return '-';
  // Whole numbers (nearly every amount) print as they are; never `toLocaleString` with options,
  // which builds a new formatter per call (an order book formats dozens of figures every frame).
  return withSeparators(typeof value === 'bigint' || Number.isSafeInteger(value) ? value.toString() : plainDecimal(value));
}

/**
 * A number with thousands separators and exactly `fractionDigits` decimals, rounded as
 * `Number#toFixed` rounds (the app's other rates do too); without `toLocaleString`, which builds
 * a formatter on every call and loads locale data on the first (issue #18). A value that rounds to
 * zero shows zero without a sign. A value that is not a finite number shows '-'.
 *
 * @example
 * formatFixed(3.5, 2) // '3.50'
 * formatFixed(-1234.567, 1) // '-1,234.6'
 * formatFixed(-0.004, 2) // '0.00'
 */
export function formatFixed(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) return '-';
  // From 1e21 `toFixed` writes an exponent; such a number has no decimals worth showing.
  if (Math.abs(value) >= 1e21) return formatNumber(value);
  const fixed = value.toFixed(fractionDigits);
  // `toFixed` keeps the minus of a negative that rounds to zero ('-0.00'): what is shown is zero.
  return withSeparators(Number(fixed) === 0 ? fixed.replace('-', '') : fixed);
}

/**
 * An amount in won: thousands separators and the 원 unit.
 *
 * @example
 * formatWon(1234567) // '1,234,567원'
 */
export function formatWon(won: number | bigint): string {
  return `${formatNumber(won)}원`;
}

const MAN = 10_000;
const EOK = 100_000_000;

/**
 * A market capitalisation: whole 만원 below 1억, whole 억 원 from 1억 (the rest is dropped).
 *
 * @example
 * formatMarketCap(98_760_000) // '9,876만원'
 * formatMarketCap(123_456_789_000) // '1,234억 원'
 */
export function formatMarketCap(won: number): string {
  if (!Number.isFinite(won)) return '-';
  const sign = won < 0 ? '-' : '';
  const size = Math.abs(won);
  return size >= EOK
    ? `${sign}${formatNumber(Math.floor(size / EOK))}억 원`
    : `${sign}${formatNumber(Math.floor(size / MAN))}만원`;
}

/**
 * A total price in 만 and 천 (what is under 천 is dropped); under 1,000 won it is shown in won.
 *
 * @example
 * formatTotalPrice(12_345_600) // '1,234만 5천원'
 * formatTotalPrice(30_000) // '3만원'
 * formatTotalPrice(5_000) // '5천원'
 * formatTotalPrice(800) // '800원'
 */
export function formatTotalPrice(won: number): string {
  if (!Number.isFinite(won)) return '-';
  const sign = won < 0 ? '-' : '';
  const size = Math.floor(Math.abs(won));
  const man = Math.floor(size / MAN);
  const cheon = Math.floor((size % MAN) / 1_000);
  const parts = [man > 0 ? `${formatNumber(man)}만` : '', cheon > 0 ? `${cheon}천` : ''].filter(Boolean);
  return parts.length === 0 ? `${sign}${formatNumber(size)}원` : `${sign}${parts.join(' ')}원`;
}
