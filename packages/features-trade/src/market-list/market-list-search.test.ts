import { describe, expect, it } from 'vitest';
import { parseMarketListSearch } from './market-list-search';

describe('parseMarketListSearch', () => {
  it('기본(등락률순)이 아닌 알려진 정렬과 검색어를 남긴다', () => {
    expect(parseMarketListSearch({ sort: 'name', q: '을지로' })).toEqual({ sort: 'name', q: '을지로' });
    expect(parseMarketListSearch({ sort: 'volume' })).toEqual({ sort: 'volume' });
  });

  it('기본 정렬, 모르는 정렬, 문자열이 아닌 검색어, 빈 검색어는 undefined 로 답해 날것의 값을 덮는다', () => {
    expect(parseMarketListSearch({ sort: 'change', q: '' })).toStrictEqual({ sort: undefined, q: undefined });
    expect(parseMarketListSearch({ sort: 'price', q: 7 })).toStrictEqual({ sort: undefined, q: undefined });
    expect(parseMarketListSearch({ sort: 7 })).toStrictEqual({ sort: undefined });
  });

  it('정렬도 검색어도 없는 쿼리에는 빈 답', () => {
    expect(parseMarketListSearch({ tabs: 'corporate' })).toStrictEqual({});
  });
});
