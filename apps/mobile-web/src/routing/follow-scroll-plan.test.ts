import { describe, expect, it, vi } from 'vitest';
import { followScrollPlan } from './follow-scroll-plan';

type Listener = (event: { fromLocation?: { pathname: string }; toLocation: { pathname: string } }) => void;
interface Page {
  pathname: string;
  routeId: string;
  params?: Record<string, string>;
}

function fakeRouter() {
  let listener: Listener = () => undefined;
  const state = { matches: [] as Array<{ routeId: string; params: Record<string, string> }> };
  let at: Page | undefined;
  return {
    state,
    subscribe: (_event: 'onResolved', next: Listener) => {
      listener = next;
      return () => undefined;
    },
    resolve: (to: Page) => {
      const from = at;
      at = to;
      state.matches = [{ routeId: '__root__', params: {} }, { routeId: to.routeId, params: to.params ?? {} }];
      listener({ ...(from ? { fromLocation: { pathname: from.pathname } } : {}), toLocation: { pathname: to.pathname } });
    },
  };
}

function fakeWindow({ reducedMotion = false } = {}) {
  const timers: Array<{ ms: number; run: () => void }> = [];
  return {
    scrollTo: vi.fn(),
    document: { documentElement: { scrollHeight: 2400 } },
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }),
    timers,
  };
}

const home = { pathname: '/home', routeId: '/_main/home' };

describe('followScrollPlan', () => {
  it('보통의 이동은 부드럽게 맨 위로', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve(home);
    router.resolve({ pathname: '/my', routeId: '/_main/my' });
    router.resolve(home);
    expect(win.scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }], [{ top: 0, behavior: 'smooth' }]]);
  });
  it('앱이 처음 연 화면은 스크롤하지 않는다', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve(home);
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(win.timers).toEqual([]);
  });
  it('공시 상세에서 청약 상세로 돌아오면 300ms 뒤 맨 아래로', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve({
      pathname: '/subscription/4/disclosure/9',
      routeId: '/_main/subscription/$id/disclosure/$disclosureId',
      params: { id: '4', disclosureId: '9' },
    });
    win.scrollTo.mockClear();
    router.resolve({ pathname: '/subscription/4', routeId: '/_main/subscription/$id', params: { id: '4' } });
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(win.timers.map((t) => t.ms)).toEqual([300]);
    win.timers[0]?.run();
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 2400, behavior: 'smooth' });
  });
  it('움직임 줄이기를 켠 사람에게는 미끄러지지 않고 바로 옮긴다', () => {
    const router = fakeRouter();
    const win = fakeWindow({ reducedMotion: true });
    followScrollPlan(router, win);
    router.resolve({
      pathname: '/subscription/4/disclosure/9',
      routeId: '/_main/subscription/$id/disclosure/$disclosureId',
      params: { id: '4', disclosureId: '9' },
    });
    router.resolve({ pathname: '/subscription/4', routeId: '/_main/subscription/$id', params: { id: '4' } });
    win.timers[0]?.run();
    router.resolve(home);
    expect(win.scrollTo.mock.calls).toEqual([[{ top: 2400, behavior: 'auto' }], [{ top: 0, behavior: 'auto' }]]);
  });
  it('같은 경로에서 쿼리만 바뀌면 스크롤하지 않는다', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve(home);
    win.scrollTo.mockClear();
    router.resolve(home);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});
