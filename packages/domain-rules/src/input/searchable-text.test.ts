import { describe, expect, it } from 'vitest';
import { searchableText } from './searchable-text';

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
