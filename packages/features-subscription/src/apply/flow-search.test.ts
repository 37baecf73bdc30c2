import { describe, expect, it } from 'vitest';
import { parseCancelSearch, parseSubsEndSearch } from './flow-search';

const transNo = '20250304701012590101100000';
// Typed into the address as digits, a trans_no arrives as the number the router's JSON makes of it.
const typedTransNo = JSON.parse(transNo) as number;

describe('parseSubsEndSearch', () => {
  it('글자로 적힌 거래번호를 남긴다', () => {
    expect(parseSubsEndSearch({ transNo })).toStrictEqual({ transNo });
  });

  it('받지 않은 거래번호는 undefined 로 답해 날것의 값을 덮는다', () => {
    expect(parseSubsEndSearch({ transNo: typedTransNo })).toHaveProperty('transNo', undefined);
    expect(parseSubsEndSearch({ transNo: '12' })).toHaveProperty('transNo', undefined);
  });

  it('거래번호가 없는 쿼리에는 빈 답', () => {
    expect(parseSubsEndSearch({ tabs: 'corporate' })).toStrictEqual({});
  });
});

describe('parseCancelSearch', () => {
  it('공모 번호와 글자로 적힌 거래번호를 남긴다', () => {
    expect(parseCancelSearch({ id: 108, transNo })).toStrictEqual({ id: 108, transNo });
    expect(parseCancelSearch({ id: '108' })).toStrictEqual({ id: 108 });
  });

  it('받지 않은 값은 undefined 로 답해 날것의 값을 덮는다', () => {
    expect(parseCancelSearch({ id: 'abc', transNo: typedTransNo })).toStrictEqual({ id: undefined, transNo: undefined });
    expect(parseCancelSearch({ id: 108, transNo: typedTransNo })).toStrictEqual({ id: 108, transNo: undefined });
  });

  it('공모 번호도 거래번호도 없는 쿼리에는 빈 답', () => {
    expect(parseCancelSearch({ tabs: 'corporate' })).toStrictEqual({});
  });
});
