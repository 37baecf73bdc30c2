import { describe, expect, it } from 'vitest';
import { homeModalOf, parseHomeSearch } from './home-search';

describe('parseHomeSearch', () => {
  it.each([
    [{ modal: 'CDD' }, { modal: 'CDD' }],
    [{ modal: 'CDD', code: '400' }, { modal: 'CDD', code: undefined }],
    [{ modal: 'INPROGRESS' }, { modal: 'INPROGRESS' }],
    [{ modal: 'WLF', code: '200' }, { modal: 'WLF', code: '200' }],
    [{ modal: 'WLF', code: 200 }, { modal: 'WLF', code: '200' }],
    [{ modal: 'WLF', code: '400' }, { modal: 'WLF', code: '400' }],
    [{ modal: 'WLF', code: 400 }, { modal: 'WLF', code: '400' }],
    [{ modal: 'WLF', code: '"200"' }, { modal: 'WLF', code: '200' }],
    // A key turned down is answered as undefined, or its raw value would reach the screen.
    [{ modal: 'WLF', code: '500' }, { modal: undefined, code: undefined }],
    [{ modal: 'WLF' }, { modal: undefined }],
    [{ modal: 'cdd' }, { modal: undefined }],
    [{ modal: 'OTHER' }, { modal: undefined }],
    [{ modal: 1 }, { modal: undefined }],
    [{ code: 200 }, { code: undefined }],
    // Without either key, the answer is empty: the app carries the current query over.
    [{}, {}],
    [{ event: 'FRIEND', tab: 'x' }, {}],
  ])('%j → %j', (raw, expected) => {
    expect(parseHomeSearch(raw)).toStrictEqual(expected);
  });
});

describe('homeModalOf', () => {
  it.each([
    [{ modal: 'CDD' } as const, { modal: 'CDD' }],
    [{ modal: 'WLF', code: '400' } as const, { modal: 'WLF', code: '400' }],
    [{}, null],
    // Keys a parent route carried past /home's validateSearch: unknown modals open nothing.
    [{ modal: 'BOGUS' }, null],
    [{ modal: 'cdd' }, null],
    [{ modal: 'WLF' }, null],
    [{ modal: 'WLF', code: '999' }, null],
  ])('%j → %j', (search, expected) => {
    expect(homeModalOf(search)).toEqual(expected);
  });
});
