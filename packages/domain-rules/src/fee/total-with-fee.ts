/** A non-negative decimal as an exact fraction `numerator / 10^scale`. */
interface ExactDecimal {
  numerator: bigint;
  scale: number;
}

/**
 * Reads a number as the decimal it prints as, so `0.0015` is exactly 15/10000 and never the
 * binary fraction `0.00149999…` that floating-point arithmetic would carry into a floor.
 */
function toExactDecimal(value: number): ExactDecimal {
  const [mantissa = '0', exponentText = '0'] = value.toString().toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText);
  const digits = `${whole}${fraction}`;
  const scale = fraction.length - exponent;
  return scale >= 0
    ? { numerator: BigInt(digits), scale }
    : { numerator: BigInt(digits) * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * The total a trade costs: `price × quantity` plus a fee portion and a 10% surcharge on it.
 * The portion is `floor(product × feeRate ÷ 1.1)`; the surcharge is 10% of the portion, floored to
 * whole won. The fee rate is taken as the decimal it prints as and all arithmetic is exact.
 *
 * @example
 * totalWithFee(10_000, 3, 0.0015) // 30_044 (product 30,000 + portion 40 + surcharge 4)
 * totalWithFee(5_000, 1, 0) // 5_000
 */
export function totalWithFee(price: number, quantity: number, feeRate: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`가격은 0 이상의 정수(원)여야 합니다: ${price}`);
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`수량은 0 이상의 정수여야 합니다: ${quantity}`);
  if (!Number.isFinite(feeRate) || feeRate < 0) throw new RangeError(`수수료율은 0 이상이어야 합니다: ${feeRate}`);
  const product = BigInt(price) * BigInt(quantity);
  const rate = toExactDecimal(feeRate);
  // product × (n / 10^s) ÷ (11 / 10)  =  product × n × 10 / (10^s × 11)
  const portion = (product * rate.numerator * 10n) / (10n ** BigInt(rate.scale) * 11n);
  const surcharge = portion / 10n;
  return Number(product + portion + surcharge);
}
