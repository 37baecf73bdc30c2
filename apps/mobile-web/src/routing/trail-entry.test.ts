import { describe, expect, it } from 'vitest';
import { entryShows } from './trail-entry';

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
