import { describe, expect, it } from 'vitest';
import { homeModalOf, parseHomeSearch } from './home-search';

describe('parseHomeSearch', () => {
  it.each([
    [{ modal: 'CDD' }, { modal: 'CDD' }],
    [{ modal: 'CDD', code: '400' }, { modal: 'CDD' }],
    [{ modal: 'INPROGRESS' }, { modal: 'INPROGRESS' }],
    [{ modal: 'WLF', code: '200' }, { modal: 'WLF', code: '200' }],
    [{ modal: 'WLF', code: 200 }, { modal: 'WLF', code: '200' }],
    [{ modal: 'WLF', code: '400' }, { modal: 'WLF', code: '400' }],
    [{ modal: 'WLF', code: 400 }, { modal: 'WLF', code: '400' }],
    [{ modal: 'WLF', code: '"200"' }, { modal: 'WLF', code: '200' }],
    [{ modal: 'WLF', code: '500' }, {}],
    [{ modal: 'WLF' }, {}],
    [{ modal: 'cdd' }, {}],
    [{ modal: 'OTHER' }, {}],
    [{ modal: 1 }, {}],
    [{}, {}],
    [{ event: 'FRIEND', tab: 'x' }, {}],
  ])('%j → %j', (raw, expected) => {
    expect(parseHomeSearch(raw)).toEqual(expected);
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
