import { describe, expect, it } from 'vitest';
import { matchesSearch, searchableText } from './searchable-text';

const finds = (text: string, typed: string) => searchableText(text).includes(searchableText(typed));

describe('searchableText', () => {
  it('조합 중인 글자마다 이미 찾는다 (ㅇ, 여, 역, 역ㅅ, 역사, 역삼)', () => {
    for (const typed of ['ㅇ', '여', '역', '역ㅅ', '역사', '역삼']) expect(finds('역삼 테헤란 418', typed)).toBe(true);
  });

  it('띄어쓰기와 영문 대소문자는 가리지 않는다', () => {
    expect(finds('출금 가능 금액', '출금가능')).toBe(true);
    expect(finds('출금가능금액', '가능 금액')).toBe(true);
    expect(finds('JG0001', 'jg00')).toBe(true);
  });

  it('받침이 다음 글자의 첫소리로 옮겨 갈 글자도 찾는다 (간 → 가능, 키보드가 가능을 치는 길에 간을 보인다)', () => {
    expect(finds('출금은 얼마부터 가능한가요?', '간')).toBe(true);
    expect(finds('출금은 얼마부터 가능한가요?', '가늑')).toBe(false);
  });

  it('없는 글자는 찾지 않는다', () => {
    expect(finds('역삼 테헤란 418', '역사관')).toBe(false);
    expect(finds('을지로 파인타워', '역')).toBe(false);
  });
});

describe('matchesSearch', () => {
  it('초성만 치면 글자마다 첫소리로 찾는다 (ㅇㅅ → 역삼, 띄어쓰기는 가리지 않는다)', () => {
    expect(matchesSearch('역삼 테헤란 418', 'ㅇㅅ')).toBe(true);
    expect(matchesSearch('역삼 테헤란 418', 'ㅇㅅㅌㅎ')).toBe(true);
    expect(matchesSearch('역삼 테헤란 418', 'ㅇㅅ ㅌㅎ')).toBe(true);
    expect(matchesSearch('을지로 파인타워', 'ㅍㅇㅌㅇ')).toBe(true);
    expect(matchesSearch('을지로 파인타워', 'ㅇㅅ')).toBe(false);
  });

  it('초성은 숫자나 영문을 건너 이어지지 않는다', () => {
    expect(matchesSearch('강남 1빌딩', 'ㄴㅂ')).toBe(false);
    expect(matchesSearch('강남 1빌딩', 'ㄱㄴ')).toBe(true);
  });

  it('초성이 아닌 글자가 섞이면 자모로만 비교한다 (역ㅅ은 역삼으로 가는 길)', () => {
    expect(matchesSearch('역삼 테헤란 418', '역ㅅ')).toBe(true);
    expect(matchesSearch('역삼 테헤란 418', 'ㅇㅅ4')).toBe(false);
  });

  it('키보드가 붙여 보이는 자음(ㄱ 다음 ㅅ은 ㄳ)도 초성 둘로 찾는다', () => {
    expect(matchesSearch('강서 타워', 'ㄳ')).toBe(true);
    expect(matchesSearch('강서 타워', 'ㄳㅌ')).toBe(true);
    expect(matchesSearch('을지로 파인타워', 'ㄳ')).toBe(false);
  });

  it('자모 비교는 그대로다: 조합 중인 글자, 영문 대소문자, 빈 검색어', () => {
    expect(matchesSearch('역삼 테헤란 418', '여')).toBe(true);
    expect(matchesSearch('JG0001', 'jg00')).toBe(true);
    expect(matchesSearch('을지로 파인타워', '')).toBe(true);
    expect(matchesSearch('을지로 파인타워', '역')).toBe(false);
  });
});
