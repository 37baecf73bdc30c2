import { describe, expect, it, vi } from 'vitest';
import { followScrollPlan } from './follow-scroll-plan';

type Listener = (event: { fromLocation?: { pathname: string }; toLocation: { pathname: string } }) => void;

function fakeRouter() {
  let listener: Listener = () => undefined;
  return {
    subscribe: (_event: 'onResolved', next: Listener) => {
      listener = next;
      return () => undefined;
    },
    resolve: (from: string | undefined, to: string) =>
      listener({ ...(from ? { fromLocation: { pathname: from } } : {}), toLocation: { pathname: to } }),
  };
}

function fakeWindow() {
  const timers: Array<{ ms: number; run: () => void }> = [];
  return {
    scrollTo: vi.fn(),
    document: { documentElement: { scrollHeight: 2400 } },
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    timers,
  };
}

describe('followScrollPlan', () => {
  it('보통의 이동은 부드럽게 맨 위로', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve('/home', '/my');
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
  it('공시 상세에서 청약 상세로 돌아오면 300ms 뒤 맨 아래로', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve('/subscription/4/disclosure/9', '/subscription/4');
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(win.timers.map((t) => t.ms)).toEqual([300]);
    win.timers[0]?.run();
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 2400, behavior: 'smooth' });
  });
  it('같은 경로에서 쿼리만 바뀌면 스크롤하지 않는다', () => {
    const router = fakeRouter();
    const win = fakeWindow();
    followScrollPlan(router, win);
    router.resolve('/home', '/home');
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});
