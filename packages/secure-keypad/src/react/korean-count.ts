const UNITS = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉'];
const ORDINAL_UNITS = ['', '첫째', '둘째', '셋째', '넷째', '다섯째', '여섯째', '일곱째', '여덟째', '아홉째'];

/**
 * A count of places (1 to 19) in native Korean words, so the keypad's own text never holds a digit
 * that could be confused with (or searched for as) typed input. Native numbers have no zero: see
 * `keypadProgress` for the empty keypad.
 *
 * @example
 * koreanPlaces(3); // '세 자리'
 * koreanPlaces(12); // '열두 자리'
 */
export function koreanPlaces(count: number): string {
  if (count === 10) return '열 자리';
  if (count > 10 && count < 20) return `열${UNITS[count - 10]} 자리`;
  return `${UNITS[count] ?? ''} 자리`;
}

/**
 * The keypad's status line. With nothing typed (on every open and after 전체 삭제) it says so
 * instead of counting: Sino-Korean 영 beside a native count ("여섯 자리 중 영 자리") mixes two
 * number systems in one sentence.
 *
 * @example
 * keypadProgress(2, 6); // '여섯 자리 중 두 자리 입력했어요'
 * keypadProgress(0, 6); // '여섯 자리 중 아직 입력하지 않았어요'
 */
export function keypadProgress(filled: number, maxLength: number): string {
  const total = koreanPlaces(maxLength);
  return filled === 0 ? `${total} 중 아직 입력하지 않았어요` : `${total} 중 ${koreanPlaces(filled)} 입력했어요`;
}

/**
 * An ordinal (1-based) in native Korean words, for row and column names of keys.
 *
 * @example
 * koreanOrdinal(1); // '첫째'
 * koreanOrdinal(11); // '열한째'
 */
export function koreanOrdinal(index: number): string {
  if (index === 10) return '열째';
  if (index > 10 && index < 20) return `열${index === 11 ? '한' : index === 12 ? '두' : ORDINAL_UNITS[index - 10]}째`;
  return ORDINAL_UNITS[index] ?? '';
}
