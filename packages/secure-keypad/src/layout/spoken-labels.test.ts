import { describe, expect, it } from 'vitest';
import { KEYBOARD_ROWS } from './character-sets';
import { spokenLabel } from './spoken-labels';

describe('spokenLabel', () => {
  it('숫자, 소문자, 대문자, 기호를 한국어로 읽는다', () => {
    expect(spokenLabel('7')).toBe('숫자 7');
    expect(spokenLabel('a')).toBe('소문자 a');
    expect(spokenLabel('Q')).toBe('대문자 Q');
    expect(spokenLabel('@')).toBe('골뱅이');
    expect(spokenLabel('\\')).toBe('역슬래시');
  });

  it('기호 층의 모든 글자에 이름이 있다', () => {
    const symbols = KEYBOARD_ROWS.symbols.flatMap((row) => row.characters);
    expect(symbols).toHaveLength(32);
    expect(symbols.filter((symbol) => spokenLabel(symbol) === symbol)).toEqual([]);
  });
});
