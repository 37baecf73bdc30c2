import { describe, expect, it } from 'vitest';
import { matchingFaqs } from './faq-search';

const faqs = [
  { id: 2, category: 'SUBSCRIPTION' as const, question: '청약은 언제 할 수 있나요?', answer: '<p>청약은 영업일 09:00부터 16:00까지 가능합니다.</p>' },
  { id: 3, category: 'SUBSCRIPTION' as const, question: '청약한 뒤에 취소할 수 있나요?', answer: '<p>청약 기간 안에는 언제든 취소할 수 있습니다.</p>' },
  { id: 7, category: 'TRADE' as const, question: '거래 수수료는 얼마인가요?', answer: '<p>체결 금액의 0.33%(부가세 포함)가 수수료로 부과됩니다.</p>' },
];

describe('matchingFaqs', () => {
  it('빈 검색어는 모든 질문을 준다', () => {
    expect(matchingFaqs(faqs, '  ').map((faq) => faq.id)).toEqual([2, 3, 7]);
  });

  it('모든 단어가 질문이나 답변에 있는 질문만 준다', () => {
    expect(matchingFaqs(faqs, '청약 취소').map((faq) => faq.id)).toEqual([3]);
    expect(matchingFaqs(faqs, '부가세').map((faq) => faq.id)).toEqual([7]);
  });

  it('답변의 태그 이름은 검색되지 않는다', () => {
    expect(matchingFaqs(faqs, 'p')).toEqual([]);
  });
});
