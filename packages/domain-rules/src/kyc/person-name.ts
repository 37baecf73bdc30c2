/** A name as compared: NFC (Hangul typed as jamo or composed alike), spaces collapsed, Latin letters in capitals. */
function comparableName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Whether two names are the same person's name as an ID card, a bank and the identity verifier
 * write it: a registered foreigner's card prints the name in capitals (JOHN SMITH) where the
 * verifier or the member may have typed John Smith, and spaces between parts vary. Hangul is
 * compared as it is.
 *
 * @example
 * isSamePersonName('JOHN  SMITH', 'John Smith') // true
 * isSamePersonName('한도윤', '한 도윤') // false
 */
export function isSamePersonName(a: string, b: string): boolean {
  return comparableName(a) === comparableName(b);
}
