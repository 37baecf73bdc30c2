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
  const timers: Array<{ ms: number; run: () => void; handle: number }> = [];
  let lastHandle = 0;
  return {
    scrollTo: vi.fn(),
    document: { documentElement: { scrollHeight: 2400 } },
    setTimeout: (run: () => void, ms: number) => {
      lastHandle += 1;
      timers.push({ ms, run, handle: lastHandle });
      return lastHandle;
    },
    clearTimeout: (handle: number) => {
      const index = timers.findIndex((timer) => timer.handle === handle);
      if (index !== -1) timers.splice(index, 1);
    },
    matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }),
    timers,
  };
}

const home = { pathname: '/home', routeId: '/_main/home' };
const disclosure = {
  pathname: '/subscription/4/disclosure/9',
  routeId: '/_main/subscription/$id/disclosure/$disclosureId',
  params: { id: '4', disclosureId: '9' },
};
const offering = { pathname: '/subscription/4', routeId: '/_main/subscription/$id', params: { id: '4' } };

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
    router.resolve(disclosure);
    win.scrollTo.mockClear();
    router.resolve(offering);
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(win.timers.map((t) => t.ms)).toEqual([300]);
    win.timers[0]?.run();
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 2400, behavior: 'smooth' });
  });
  it('300ms가 지나기 전에 다른 화면으로 가면 그 화면을 맨 아래로 내리지 않는다', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve(disclosure);
    router.resolve(offering);
    router.resolve({ pathname: '/subscription', routeId: '/_main/subscription/' });
    for (const timer of [...win.timers]) timer.run();
    expect(win.timers).toEqual([]);
    expect(win.scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }]]);
  });
  it('멈추면 기다리던 스크롤도 버린다', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    const stop = followScrollPlan(router, win);
    router.resolve(disclosure);
    router.resolve(offering);
    stop();
    expect(win.timers).toEqual([]);
  });
  it('움직임 줄이기를 켠 사람에게는 미끄러지지 않고 바로 옮긴다', () => {
    const router = fakeRouter();
    const win = fakeWindow({ reducedMotion: true });
    followScrollPlan(router, win);
    router.resolve(disclosure);
    router.resolve(offering);
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
