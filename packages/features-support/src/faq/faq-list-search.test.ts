import { describe, expect, it } from 'vitest';
import { parseFaqListSearch } from './faq-list-search';

describe('parseFaqListSearch', () => {
  it('알려진 분류와 검색어를 남긴다', () => {
    expect(parseFaqListSearch({ category: 'ACCOUNT', q: '출금' })).toEqual({ category: 'ACCOUNT', q: '출금' });
  });

  it('모르는 분류, 문자열이 아닌 검색어, 빈 검색어는 undefined 로 답해 날것의 값을 덮는다', () => {
    expect(parseFaqListSearch({ category: 'STOCK', q: 3 })).toStrictEqual({ category: undefined, q: undefined });
    expect(parseFaqListSearch({ category: ['ACCOUNT'], q: '' })).toStrictEqual({ category: undefined, q: undefined });
    expect(parseFaqListSearch({ category: 7, q: '출금' })).toStrictEqual({ category: undefined, q: '출금' });
  });

  it('분류도 검색어도 없는 쿼리에는 빈 답', () => {
    expect(parseFaqListSearch({ tabs: 'corporate' })).toStrictEqual({});
  });
});
