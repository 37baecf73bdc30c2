import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Fresh copies of the module (its latch is module state) and of ui-kit's queues. */
async function freshModules() {
  vi.resetModules();
  const ui = await import('@jogak/ui-kit');
  const wanted = await import('./overlay-hosts-wanted');
  return { ui, ...wanted };
}

describe('useOverlayHostsWanted', () => {
  it('처음엔 호스트를 올리지 않다가, 대화상자를 열면 올리고 거둬도 그대로 둔다', async () => {
    const { ui, useOverlayHostsWanted } = await freshModules();
    const { result } = renderHook(() => useOverlayHostsWanted());
    expect(result.current).toBe(false);

    const opener = new AbortController();
    act(() => {
      void ui.openDialog({ name: 'LOGOUT', title: '로그아웃', contents: '로그아웃 하시겠어요?', buttons: [] }, { signal: opener.signal });
    });
    expect(result.current).toBe(true);

    act(() => opener.abort());
    expect(ui.hasOverlayRequest()).toBe(false);
    expect(result.current).toBe(true);
  });

  it('토스트 하나로도 호스트를 올린다', async () => {
    const { ui, useOverlayHostsWanted } = await freshModules();
    const { result } = renderHook(() => useOverlayHostsWanted());
    act(() => ui.showToast('저장했어요'));
    expect(result.current).toBe(true);
  });

  it('첫 화면이 끝나면(wantOverlayHosts) 아무 요청이 없어도 올린다', async () => {
    const { useOverlayHostsWanted, wantOverlayHosts } = await freshModules();
    const { result } = renderHook(() => useOverlayHostsWanted());
    expect(result.current).toBe(false);
    act(() => wantOverlayHosts());
    expect(result.current).toBe(true);
  });
});
