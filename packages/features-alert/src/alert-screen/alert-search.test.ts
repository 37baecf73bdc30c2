import { describe, expect, it } from 'vitest';
import { parseAlertSearch } from './alert-search';

describe('parseAlertSearch', () => {
  it('전체가 아닌 알려진 종류를 남긴다', () => {
    expect(parseAlertSearch({ tab: 'TRADE' })).toEqual({ tab: 'TRADE' });
  });

  it('전체, 모르는 종류, 문자열이 아닌 값은 버린다', () => {
    expect(parseAlertSearch({ tab: 'ALL' })).toEqual({});
    expect(parseAlertSearch({ tab: 'STOCK' })).toEqual({});
    expect(parseAlertSearch({ tab: 3 })).toEqual({});
  });
});
