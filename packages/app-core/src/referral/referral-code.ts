/** A referral code: 1 to 64 letters, digits, `-` or `_` (the spec gives no format). */
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The referral code an address's `event` query carries (spec §2: start-up's `event`, and an event
 * link's `/community/event/{id}?event=CODE`), or `undefined` when it is not one. The router reads
 * `?event=1234` as the number 1234, so a whole number comes back as its digits; anything else that
 * is not a code (markup, a long text, an empty value) is dropped rather than kept on the device and
 * sent as `referralCode` at sign-up.
 *
 * @example
 * parseReferralCode('FRIEND7') // 'FRIEND7'
 * parseReferralCode(1234) // '1234'
 * parseReferralCode('<script>') // undefined
 */
export function parseReferralCode(value: unknown): string | undefined {
  const code = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  return typeof code === 'string' && REFERRAL_CODE.test(code) ? code : undefined;
}
