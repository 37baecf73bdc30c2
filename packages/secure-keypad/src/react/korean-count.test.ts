import { describe, expect, it } from 'vitest';
import { koreanOrdinal, koreanPlaces } from './korean-count';

describe('koreanPlaces', () => {
  it('고유어로 센다', () => {
    expect(koreanPlaces(0)).toBe('영 자리');
    expect(koreanPlaces(1)).toBe('한 자리');
    expect(koreanPlaces(4)).toBe('네 자리');
    expect(koreanPlaces(8)).toBe('여덟 자리');
    expect(koreanPlaces(10)).toBe('열 자리');
    expect(koreanPlaces(16)).toBe('열여섯 자리');
  });
});

describe('koreanOrdinal', () => {
  it('첫째부터 열한째까지', () => {
    expect(koreanOrdinal(1)).toBe('첫째');
    expect(koreanOrdinal(2)).toBe('둘째');
    expect(koreanOrdinal(4)).toBe('넷째');
    expect(koreanOrdinal(10)).toBe('열째');
    expect(koreanOrdinal(11)).toBe('열한째');
  });
});
