import { describe, expect, it } from 'vitest';
import { keypadProgress, koreanOrdinal, koreanPlaces } from './korean-count';

describe('koreanPlaces', () => {
  it('고유어로 센다', () => {
    expect(koreanPlaces(1)).toBe('한 자리');
    expect(koreanPlaces(4)).toBe('네 자리');
    expect(koreanPlaces(8)).toBe('여덟 자리');
    expect(koreanPlaces(10)).toBe('열 자리');
    expect(koreanPlaces(16)).toBe('열여섯 자리');
  });
});

describe('keypadProgress', () => {
  it('입력한 만큼을 고유어로 알린다', () => {
    expect(keypadProgress(2, 6)).toBe('여섯 자리 중 두 자리 입력했어요');
    expect(keypadProgress(16, 16)).toBe('열여섯 자리 중 열여섯 자리 입력했어요');
  });

  it('아무것도 입력하지 않았을 때는 수를 세지 않는다 (고유어 수 옆에 한자어 영을 쓰지 않는다)', () => {
    expect(keypadProgress(0, 6)).toBe('여섯 자리 중 아직 입력하지 않았어요');
    expect(keypadProgress(0, 8)).not.toMatch(/영/);
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
