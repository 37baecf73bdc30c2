import { describe, expect, it } from 'vitest';
import { parseEventDetailSearch } from './event-detail-search';

describe('parseEventDetailSearch', () => {
  it('추천 코드만 남긴다', () => {
    expect(parseEventDetailSearch({ event: 'FRIEND7' })).toEqual({ event: 'FRIEND7' });
    expect(parseEventDetailSearch({ event: 'a-b_9', other: '1' })).toEqual({ event: 'a-b_9' });
    expect(parseEventDetailSearch({ event: 1234 })).toEqual({ event: '1234' });
  });

  it('비었거나 글자가 맞지 않으면 undefined 로 답해 날것의 값을 덮는다', () => {
    expect(parseEventDetailSearch({ event: '' })).toStrictEqual({ event: undefined });
    expect(parseEventDetailSearch({ event: '<b>x</b>' })).toStrictEqual({ event: undefined });
    expect(parseEventDetailSearch({ event: -7 })).toStrictEqual({ event: undefined });
    expect(parseEventDetailSearch({ event: 1.5 })).toStrictEqual({ event: undefined });
    expect(parseEventDetailSearch({ event: 'A'.repeat(65) })).toStrictEqual({ event: undefined });
  });

  it('event 가 없는 쿼리에는 빈 답', () => {
    expect(parseEventDetailSearch({})).toStrictEqual({});
    expect(parseEventDetailSearch({ tabs: 'corporate' })).toStrictEqual({});
  });
});
