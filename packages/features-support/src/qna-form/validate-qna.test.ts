import { describe, expect, it } from 'vitest';
import { validateQna } from './validate-qna';

describe('validateQna', () => {
  it('유형, 제목, 내용이 있으면 오류가 없다', () => {
    expect(validateQna({ category: 'TRADE', title: '체결 문의', contents: '지정가 주문이 체결되지 않아요.' })).toEqual({});
  });

  it('빈 칸마다 한국어로 알려준다 (공백만 있어도 빈 칸)', () => {
    expect(validateQna({ category: '', title: '   ', contents: '\n' })).toEqual({
      category: '문의 유형을 선택해주세요.',
      title: '제목을 입력해주세요.',
      contents: '내용을 입력해주세요.',
    });
  });

  it('제목 100자, 내용 1,000자를 넘으면 지금 글자 수와 함께 알려준다', () => {
    expect(validateQna({ category: 'ETC', title: '가'.repeat(101), contents: '나'.repeat(1001) })).toEqual({
      title: '제목은 100자까지 쓸 수 있어요. (지금 101자)',
      contents: '내용은 1,000자까지 쓸 수 있어요. (지금 1,001자)',
    });
    expect(validateQna({ category: 'ETC', title: '가'.repeat(100), contents: '나'.repeat(1000) })).toEqual({});
  });

  it('글자는 이모지도 한 자로 센다 (계약의 maxLength 처럼 코드 포인트로)', () => {
    expect(validateQna({ category: 'ETC', title: `${'가'.repeat(95)}🙏😀👍`, contents: `${'나'.repeat(997)}🙏😀👍` })).toEqual({});
    expect(validateQna({ category: 'ETC', title: `${'가'.repeat(99)}🙏😀`, contents: `${'나'.repeat(999)}🙏😀` })).toEqual({
      title: '제목은 100자까지 쓸 수 있어요. (지금 101자)',
      contents: '내용은 1,000자까지 쓸 수 있어요. (지금 1,001자)',
    });
  });
});
