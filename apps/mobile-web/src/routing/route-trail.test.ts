import { EXTERNAL_VERIFIER_ROUTE_ID, nativeBackAction } from '@jogak/app-core';
import { describe, expect, it } from 'vitest';
import { followRouteTrail, historyEntryIndex } from './route-trail';

/** A router as the trail sees it: the history's entry index, the route on screen, its events. */
function fakeRouter(search = '') {
  type Event = { toLocation: { state: { __TSR_index: number } } };
  const listeners = { onResolved: new Set<(event: Event) => void>(), onBeforeNavigate: new Set<(event: Event) => void>() };
  const router = {
    history: { location: { search, state: { __TSR_index: 0 } } },
    state: { matches: [{ routeId: '/', params: {} as Record<string, unknown> }] },
    subscribe: (event: 'onResolved' | 'onBeforeNavigate', listener: (event: Event) => void) => {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
  };
  /** A navigation to entry `index` starts: the history has moved, its page is not resolved yet. */
  const navigate = (index: number) => {
    router.history.location.state = { __TSR_index: index };
    for (const listener of listeners.onBeforeNavigate) listener({ toLocation: { state: { __TSR_index: index } } });
  };
  const resolve = (index: number, routeId: string, params: Record<string, unknown> = {}) => {
    navigate(index);
    router.state.matches = [{ routeId, params }];
    for (const listener of listeners.onResolved) listener({ toLocation: { state: { __TSR_index: index } } });
  };
  return { router, resolve, navigate };
}

describe('followRouteTrail', () => {
  it('앞 화면은 방금 떠난 화면이 아니라 뒤로 가면 돌아갈 기록이다', () => {
    const { router, resolve } = fakeRouter();
    const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
    resolve(0, '/investment-analysis/invest-tendency');
    resolve(1, '/_main/my/');
    resolve(2, '/_main/support/notice/');
    expect(trail.before()).toBe('/_main/my/');
    resolve(1, '/_main/my/');
    expect(trail.before()).toBe('/investment-analysis/invest-tendency');
  });

  it('새 기록은 그 자리의 옛 화면을 덮고, 시작한 기록의 앞은 모른다', () => {
    const { router, resolve } = fakeRouter();
    const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
    resolve(0, '/_main/home/');
    expect(trail.before()).toBeUndefined();
    resolve(1, '/init/kmc/result');
    resolve(0, '/_main/home/');
    resolve(1, '/_main/my/');
    resolve(2, '/_main/alert/');
    expect(trail.before()).toBe('/_main/my/');
  });

  it('다른 이동에 밀려 끝나지 않은 이동의 자리는 예전에 그 자리에 있던 화면이 아니라 모름이다', () => {
    const { router, resolve, navigate } = fakeRouter();
    const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
    resolve(0, '/_main/my/');
    resolve(1, '/investment-analysis/invest-tendency');
    resolve(0, '/_main/my/');
    navigate(1);
    navigate(2);
    resolve(2, '/_main/alert/');
    expect(trail.before()).toBeUndefined();
  });

  it('앞 기록의 경로 인자도 기억한다', () => {
    const { router, resolve } = fakeRouter();
    const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
    resolve(0, '/_main/market/');
    resolve(1, '/_main/market/$id', { id: 'JG0001' });
    expect(trail.entryBefore()).toEqual({ routeId: '/_main/market/', params: {} });
    resolve(2, '/_main/subscription/$id/apply/', { id: '108' });
    expect(trail.entryBefore()).toEqual({ routeId: '/_main/market/$id', params: { id: 'JG0001' } });
    expect(trail.before()).toBe('/_main/market/$id');
  });

  it('멈추면 더 기록하지 않는다', () => {
    const { router, resolve } = fakeRouter();
    const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
    resolve(0, '/_main/home/');
    trail.stop();
    resolve(1, '/_main/my/');
    resolve(2, '/_main/alert/');
    expect(trail.before()).toBeUndefined();
  });
});

describe('historyEntryIndex', () => {
  it('기록의 순번만 읽고, 없거나 숫자가 아니면 undefined', () => {
    expect(historyEntryIndex({ __TSR_index: 3, key: 'k' })).toBe(3);
    expect(historyEntryIndex({ __TSR_index: '3' })).toBeUndefined();
    expect(historyEntryIndex(null)).toBeUndefined();
    expect(historyEntryIndex(undefined)).toBeUndefined();
  });

  describe('본인인증 기관이 돌려보낸 첫 화면 (새로 불러온 페이지)', () => {
    const ANSWER = '?key=pinKEY1&resultCode=SUCCESS&ci=demo-ci&name=%EA%B9%80%EB%AF%BC%EC%A4%80';

    it('그 앞 기록은 외부 인증 기관이라 뒤로 버튼은 머문다, 답을 지운 뒤에도', () => {
      const { router, resolve } = fakeRouter(ANSWER);
      const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
      resolve(0, '/auth/forgot-pin');
      expect(trail.before()).toBe(EXTERNAL_VERIFIER_ROUTE_ID);
      expect(nativeBackAction('/auth/forgot-pin', trail.before())).toBe('stay');
      // The page drops the verifier's query by a replace: the same entry, the same one before it.
      router.history.location.search = '';
      resolve(0, '/auth/forgot-pin');
      expect(trail.before()).toBe(EXTERNAL_VERIFIER_ROUTE_ID);
    });

    it('다음 화면에서 돌아와도 그 앞은 여전히 외부 인증 기관이고, 다음 화면의 앞은 그 화면이다', () => {
      const { router, resolve } = fakeRouter(ANSWER);
      const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
      resolve(0, '/_main/my/info/');
      resolve(1, '/_main/my/');
      expect(trail.before()).toBe('/_main/my/info/');
      resolve(0, '/_main/my/info/');
      expect(trail.before()).toBe(EXTERNAL_VERIFIER_ROUTE_ID);
      // Never a page of the app: a return to a page (`entryShows`) cannot take it for one.
      expect(trail.entryBefore()).toEqual({ routeId: EXTERNAL_VERIFIER_ROUTE_ID, params: {} });
    });

    it('답의 일부만 있거나 다른 질의면 앞은 모른다 (평소대로 뒤로 간다)', () => {
      for (const search of ['?key=pinKEY1', '?resultCode=SUCCESS', '?tab=notice']) {
        const { router, resolve } = fakeRouter(search);
        const trail = followRouteTrail(router as unknown as Parameters<typeof followRouteTrail>[0]);
        resolve(0, '/auth/forgot-pin');
        expect(trail.before()).toBeUndefined();
      }
    });
  });
});
