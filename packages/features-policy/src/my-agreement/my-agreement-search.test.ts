import { describe, expect, it } from 'vitest';
import { parseMyAgreementSearch } from './my-agreement-search';

describe('parseMyAgreementSearch', () => {
  it('mode=agree 만 동의 화면으로 읽는다', () => {
    expect(parseMyAgreementSearch({ mode: 'agree' })).toEqual({ mode: 'agree' });
  });

  it('다른 mode 는 undefined 로 답해 날것의 값을 덮고, mode 가 없는 쿼리에는 빈 답', () => {
    expect(parseMyAgreementSearch({ mode: 'AGREE' })).toStrictEqual({ mode: undefined });
    expect(parseMyAgreementSearch({ mode: 1, other: 'x' })).toStrictEqual({ mode: undefined });
    expect(parseMyAgreementSearch({})).toStrictEqual({});
  });
});
