import { describe, expect, it } from 'vitest';
import { matchingFaqs } from './faq-search';

const faqs = [
  { id: 2, category: 'SUBSCRIPTION' as const, question: '청약은 언제 할 수 있나요?', answer: '<p>청약은 영업일 09:00부터 16:00까지 가능합니다.</p>' },
  { id: 3, category: 'SUBSCRIPTION' as const, question: '청약한 뒤에 취소할 수 있나요?', answer: '<p>청약 기간 안에는 언제든 취소할 수 있습니다.</p>' },
  { id: 7, category: 'TRADE' as const, question: '거래 수수료는 얼마인가요?', answer: '<p>체결 금액의 0.33%(부가세 포함)가 수수료로 부과됩니다.</p>' },
  { id: 5, category: 'ACCOUNT' as const, question: '출금은 얼마부터 가능한가요?', answer: '<p>출금은 5,000원 이상, 출금 가능 금액 이내에서 가능합니다.</p>' },
];

describe('matchingFaqs', () => {
  it('빈 검색어는 모든 질문을 준다', () => {
    expect(matchingFaqs(faqs, '  ').map((faq) => faq.id)).toEqual([2, 3, 7, 5]);
  });

  it('모든 단어가 질문이나 답변에 있는 질문만 준다', () => {
    expect(matchingFaqs(faqs, '청약 취소').map((faq) => faq.id)).toEqual([3]);
    expect(matchingFaqs(faqs, '부가세').map((faq) => faq.id)).toEqual([7]);
  });

  it('띄어쓰기를 무시한다: 출금가능은 답변의 출금 가능 금액에 맞고, 단어마다 맞아야 한다', () => {
    expect(matchingFaqs(faqs, '출금가능').map((faq) => faq.id)).toEqual([5]);
    expect(matchingFaqs(faqs, '가능 금 액').map((faq) => faq.id)).toEqual([5]);
    expect(matchingFaqs(faqs, '출금가능 해외').map((faq) => faq.id)).toEqual([]);
  });

  it('공백을 지워도 질문과 답변에 걸친 말은 맞지 않는다', () => {
    // The question ends 얼마인가요? and the answer starts 체결: 요?체결 spans the two.
    expect(matchingFaqs(faqs, '요?체결')).toEqual([]);
  });

  it('조합 중인 글자도 자모로 비교해, 수수료를 치는 동안(ㅅ, 수, 숫, 수수, 수술) 맞는 질문이 계속 남는다', () => {
    for (const typing of ['ㅅ', '수', '숫', '수수', '수술', '수수료']) {
      expect(matchingFaqs(faqs, typing).map((faq) => faq.id)).toContain(7);
    }
    expect(matchingFaqs(faqs, '숫').map((faq) => faq.id)).toEqual([7]);
    expect(matchingFaqs(faqs, '출그').map((faq) => faq.id)).toEqual([5]);
  });

  it('초성만 친 단어는 글자마다 첫소리로 찾는다 (ㅊㅇ ㅊㅅ → 청약 … 취소)', () => {
    expect(matchingFaqs(faqs, 'ㅊㅇ ㅊㅅ').map((faq) => faq.id)).toEqual([3]);
    expect(matchingFaqs(faqs, 'ㅅㅅㄹ').map((faq) => faq.id)).toEqual([7]);
  });

  it('답변의 태그 이름은 검색되지 않는다', () => {
    expect(matchingFaqs(faqs, 'p')).toEqual([]);
  });
});
