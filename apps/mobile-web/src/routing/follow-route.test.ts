import { describe, expect, it, vi } from 'vitest';
import { returnToRoute } from './follow-route';
import type { TrailEntry } from './trail-entry';

function fakeRouter() {
  const navigate = vi.fn(() => Promise.resolve());
  const back = vi.fn();
  return { router: { navigate, history: { back } } as unknown as Parameters<typeof returnToRoute>[0], navigate, back };
}

const trailOf = (entry: TrailEntry | undefined) => ({ entryBefore: () => entry });

describe('returnToRoute', () => {
  it('앞 기록이 그 화면이면 기록을 되돌아간다 (새 기록을 쌓지 않는다)', async () => {
    const { router, navigate, back } = fakeRouter();
    await returnToRoute(router, trailOf({ routeId: '/_main/market/', params: {} }), { route: '/_main/market' });
    expect(back).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('앞 기록이 다른 화면이거나 모르면 지금 기록을 그 화면으로 바꾼다', async () => {
    const other = fakeRouter();
    await returnToRoute(other.router, trailOf({ routeId: '/_main/home/', params: {} }), { route: '/_main/market' });
    expect(other.navigate.mock.calls).toEqual([[{ to: '/market', replace: true }]]);
    expect(other.back).not.toHaveBeenCalled();
    const unknown = fakeRouter();
    await returnToRoute(unknown.router, trailOf(undefined), { route: '/_main/subscription/$id', params: { id: '108' } });
    expect(unknown.navigate.mock.calls).toEqual([[{ to: '/subscription/$id', params: { id: '108' }, replace: true }]]);
    expect(unknown.back).not.toHaveBeenCalled();
  });

  it('같은 경로라도 다른 공모면 되돌아가지 않는다', async () => {
    const { router, navigate, back } = fakeRouter();
    await returnToRoute(router, trailOf({ routeId: '/_main/subscription/$id', params: { id: '107' } }), {
      route: '/_main/subscription/$id',
      params: { id: '108' },
    });
    expect(navigate.mock.calls).toEqual([[{ to: '/subscription/$id', params: { id: '108' }, replace: true }]]);
    expect(back).not.toHaveBeenCalled();
  });
});
