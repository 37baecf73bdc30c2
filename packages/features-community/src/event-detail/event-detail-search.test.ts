import { describe, expect, it } from 'vitest';
import { parseEventDetailSearch } from './event-detail-search';

describe('parseEventDetailSearch', () => {
  it('추천 코드만 남긴다', () => {
    expect(parseEventDetailSearch({ event: 'FRIEND7' })).toEqual({ event: 'FRIEND7' });
    expect(parseEventDetailSearch({ event: 'a-b_9', other: '1' })).toEqual({ event: 'a-b_9' });
    expect(parseEventDetailSearch({ event: 1234 })).toEqual({ event: '1234' });
  });

  it('비었거나 글자가 맞지 않으면 버린다', () => {
    expect(parseEventDetailSearch({})).toEqual({});
    expect(parseEventDetailSearch({ event: '' })).toEqual({});
    expect(parseEventDetailSearch({ event: '<b>x</b>' })).toEqual({});
    expect(parseEventDetailSearch({ event: -7 })).toEqual({});
    expect(parseEventDetailSearch({ event: 1.5 })).toEqual({});
    expect(parseEventDetailSearch({ event: 'A'.repeat(65) })).toEqual({});
  });
});
