import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, leadingCharacters } from './character-count';

/** A lone surrogate: half an emoji, which no server should store. */
const LONE_SURROGATE = /\p{Cs}/u;

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['입금 확인 부탁드려요', 11],
    ['입금 확인 부탁드려요 🙏', 13],
    ['😀😀😀', 3],
    // A lone surrogate is counted as the one character it is.
    ['가\uD83D', 2],
  ])('%s → %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });

  it('코드 포인트를 센다 (Array.from 과 같다)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 50 }), (text) => {
        expect(characterCount(text)).toBe(Array.from(text).length);
      }),
    );
  });
});

describe('leadingCharacters', () => {
  it('이모지를 반으로 자르지 않는다', () => {
    expect(leadingCharacters('가😀나', 2)).toBe('가😀');
    expect(leadingCharacters(`${'가'.repeat(49)}😀`, 50)).toBe(`${'가'.repeat(49)}😀`);
    expect(leadingCharacters('😀😀', 1)).toBe('😀');
  });

  it('max 보다 짧으면 그대로, 0 이하면 빈 값', () => {
    expect(leadingCharacters('가나', 5)).toBe('가나');
    expect(leadingCharacters('가나', 0)).toBe('');
    expect(leadingCharacters('가나', -1)).toBe('');
  });

  it('앞의 max 코드 포인트를 남기고, 짝을 이룬 서로게이트를 가르지 않는다', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), fc.integer({ min: 0, max: 120 }), (text, max) => {
        const kept = leadingCharacters(text, max);
        expect(kept).toBe(Array.from(text).slice(0, max).join(''));
        expect(kept).not.toMatch(LONE_SURROGATE);
      }),
    );
  });
});
