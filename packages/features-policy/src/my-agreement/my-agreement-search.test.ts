import { describe, expect, it } from 'vitest';
import { parseMyAgreementSearch } from './my-agreement-search';

describe('parseMyAgreementSearch', () => {
  it('mode=agree 만 동의 화면으로 읽는다', () => {
    expect(parseMyAgreementSearch({ mode: 'agree' })).toEqual({ mode: 'agree' });
    expect(parseMyAgreementSearch({ mode: 'AGREE' })).toEqual({});
    expect(parseMyAgreementSearch({ mode: 1, other: 'x' })).toEqual({});
    expect(parseMyAgreementSearch({})).toEqual({});
  });
});
