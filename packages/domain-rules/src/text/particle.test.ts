import { describe, expect, it } from 'vitest';
import { withParticle } from './particle';

describe('withParticle', () => {
  it('한글로 끝나면 마지막 글자의 받침을 따른다', () => {
    expect(withParticle('광안리 오션뷰 스테이', '은/는')).toBe('광안리 오션뷰 스테이는');
    expect(withParticle('신탁계약서', '을/를')).toBe('신탁계약서를');
    expect(withParticle('감정평가서 요약', '을/를')).toBe('감정평가서 요약을');
    expect(withParticle('법인', '이/가')).toBe('법인이');
  });

  it('숫자로 끝나면 읽는 소리를 따른다: 418 은 사백십팔이라 418은', () => {
    expect(withParticle('역삼 테헤란 418', '은/는')).toBe('역삼 테헤란 418은');
    expect(withParticle('판교 2', '은/는')).toBe('판교 2는');
    expect(withParticle('센텀 3', '이/가')).toBe('센텀 3이');
    expect(withParticle('센텀 5', '이/가')).toBe('센텀 5가');
    expect(withParticle('감정평가서 2026', '을/를')).toBe('감정평가서 2026을');
  });

  it('한 자리씩 마지막으로 읽는 숫자: 영·일·삼·육·칠·팔은 받침이 있고 이·사·오·구는 없다', () => {
    const read = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => withParticle(`빌딩 ${digit}`, '은/는').slice(-1));
    expect(read).toEqual(['은', '은', '는', '은', '는', '는', '은', '은', '은', '는']);
  });

  it('끝의 0 은 자리 이름으로 읽는다: 십, 백, 천, 만, 억, 경은 받침이 있고 조는 없다', () => {
    expect(withParticle('빌딩 20', '은/는')).toBe('빌딩 20은');
    expect(withParticle('빌딩 300', '은/는')).toBe('빌딩 300은');
    expect(withParticle('빌딩 5000', '은/는')).toBe('빌딩 5000은');
    expect(withParticle('빌딩 1,000', '은/는')).toBe('빌딩 1,000은');
    expect(withParticle('빌딩 120000', '은/는')).toBe('빌딩 120000은');
    expect(withParticle('빌딩 200000000', '은/는')).toBe('빌딩 200000000은');
    expect(withParticle('빌딩 3000000000000', '은/는')).toBe('빌딩 3000000000000는');
    expect(withParticle('빌딩 30000000000000000', '은/는')).toBe('빌딩 30000000000000000은');
    expect(withParticle('빌딩 00', '은/는')).toBe('빌딩 00은');
  });

  it('경을 넘는 0 의 줄은 한 자리씩 읽어 영으로 끝난다', () => {
    expect(withParticle('빌딩 100000000000000000000', '은/는')).toBe('빌딩 100000000000000000000은');
  });

  it('으로/로: ㄹ 받침(일, 칠, 팔) 뒤에는 로', () => {
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('빌딩 1', '으로/로')).toBe('빌딩 1로');
    expect(withParticle('빌딩 7', '으로/로')).toBe('빌딩 7로');
    expect(withParticle('역삼 테헤란 418', '으로/로')).toBe('역삼 테헤란 418로');
    expect(withParticle('빌딩 3', '으로/로')).toBe('빌딩 3으로');
    expect(withParticle('빌딩 10', '으로/로')).toBe('빌딩 10으로');
    expect(withParticle('빌딩 2', '으로/로')).toBe('빌딩 2로');
    expect(withParticle('전문투자자', '으로/로')).toBe('전문투자자로');
  });

  it('소수와 전각 숫자도 읽는 소리를 따른다', () => {
    expect(withParticle('버전 3.5', '은/는')).toBe('버전 3.5는');
    expect(withParticle('버전 2.3', '은/는')).toBe('버전 2.3은');
    expect(withParticle('테헤란 ４１８', '은/는')).toBe('테헤란 ４１８은');
  });

  it('숫자도 한글도 아닌 끝은 es-hangul 의 josa 를 따른다', () => {
    expect(withParticle('ABC', '은/는')).toBe('ABC는');
    expect(withParticle('', '은/는')).toBe('');
  });
});
