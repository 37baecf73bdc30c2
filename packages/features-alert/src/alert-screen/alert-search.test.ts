import { describe, expect, it } from 'vitest';
import { parseAlertSearch } from './alert-search';

describe('parseAlertSearch', () => {
  it('전체가 아닌 알려진 종류를 남긴다', () => {
    expect(parseAlertSearch({ tab: 'TRADE' })).toEqual({ tab: 'TRADE' });
  });

  it('전체, 모르는 종류, 문자열이 아닌 값은 undefined 로 답해 날것의 값을 덮는다', () => {
    expect(parseAlertSearch({ tab: 'ALL' })).toStrictEqual({ tab: undefined });
    expect(parseAlertSearch({ tab: 'STOCK' })).toStrictEqual({ tab: undefined });
    expect(parseAlertSearch({ tab: 3 })).toStrictEqual({ tab: undefined });
  });

  it('탭이 없는 쿼리에는 빈 답', () => {
    expect(parseAlertSearch({ tabs: 'corporate' })).toStrictEqual({});
  });
});
