import { describe, expect, it } from 'vitest';
import { parseFaqListSearch } from './faq-list-search';

describe('parseFaqListSearch', () => {
  it('알려진 분류와 검색어를 남긴다', () => {
    expect(parseFaqListSearch({ category: 'ACCOUNT', q: '출금' })).toEqual({ category: 'ACCOUNT', q: '출금' });
  });

  it('모르는 분류, 문자열이 아닌 검색어, 빈 검색어는 버린다', () => {
    expect(parseFaqListSearch({ category: 'STOCK', q: 3 })).toEqual({});
    expect(parseFaqListSearch({ category: ['ACCOUNT'], q: '' })).toEqual({});
  });
});
