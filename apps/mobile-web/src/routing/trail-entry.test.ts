import { describe, expect, it } from 'vitest';
import { entryShows, sameEntry } from './trail-entry';

describe('entryShows', () => {
  it('같은 경로(색인 경로의 끝 / 는 보지 않는다)와 같은 경로 인자면 그 화면이다', () => {
    expect(entryShows({ routeId: '/_main/market/', params: {} }, { route: '/_main/market' })).toBe(true);
    expect(entryShows({ routeId: '/_main/subscription/$id', params: { id: '108' } }, { route: '/_main/subscription/$id', params: { id: '108' } })).toBe(true);
    expect(entryShows({ routeId: '/_main/subscription/$id', params: { id: 108 } }, { route: '/_main/subscription/$id', params: { id: '108' } })).toBe(true);
  });

  it('다른 경로, 다른 인자, 모르는 기록이면 아니다', () => {
    expect(entryShows({ routeId: '/_main/market/$id', params: { id: 'JG0001' } }, { route: '/_main/market' })).toBe(false);
    expect(entryShows({ routeId: '/_main/subscription/$id', params: { id: '107' } }, { route: '/_main/subscription/$id', params: { id: '108' } })).toBe(false);
    expect(entryShows({ routeId: '/', params: {} }, { route: '/_main/home' })).toBe(false);
    expect(entryShows(undefined, { route: '/_main/market' })).toBe(false);
  });
});

describe('sameEntry', () => {
  it('같은 경로와 같은 경로 인자(글자로 비교)면 같은 화면이다', () => {
    expect(sameEntry({ routeId: '/_main/my/', params: {} }, { routeId: '/_main/my/', params: {} })).toBe(true);
    expect(sameEntry({ routeId: '/_main/subscription/$id', params: { id: 108 } }, { routeId: '/_main/subscription/$id', params: { id: '108' } })).toBe(true);
  });

  it('경로나 인자가 다르거나, 한쪽에만 인자가 있거나, 모르는 기록이면 아니다', () => {
    expect(sameEntry({ routeId: '/_main/market/', params: {} }, { routeId: '/_main/my/', params: {} })).toBe(false);
    expect(sameEntry({ routeId: '/_main/market/$id', params: { id: 'JG0001' } }, { routeId: '/_main/market/$id', params: { id: 'JG0002' } })).toBe(false);
    expect(sameEntry({ routeId: '/_main/market/$id', params: {} }, { routeId: '/_main/market/$id', params: { id: 'JG0002' } })).toBe(false);
    expect(sameEntry(undefined, { routeId: '/_main/my/', params: {} })).toBe(false);
  });
});
