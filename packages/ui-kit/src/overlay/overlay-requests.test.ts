import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDialogs, openDialog, removeDialog } from '../dialog/dialog-queue';
import { dismissToast, getToast, showToast } from '../toast/toast-queue';
import { hasOverlayRequest, subscribeOverlayRequests } from './overlay-requests';

afterEach(() => {
  for (const dialog of getDialogs()) removeDialog(dialog.id);
  const toast = getToast();
  if (toast) dismissToast(toast.id);
});

describe('overlay requests', () => {
  it('대화상자나 토스트가 기다리면 요청이 있고, 열고 닫을 때마다 알린다', () => {
    const listener = vi.fn();
    const stop = subscribeOverlayRequests(listener);
    expect(hasOverlayRequest()).toBe(false);

    void openDialog({ name: 'LOGOUT', title: '로그아웃', contents: '로그아웃 하시겠어요?', buttons: [] });
    expect(hasOverlayRequest()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    for (const dialog of getDialogs()) removeDialog(dialog.id);
    expect(hasOverlayRequest()).toBe(false);
    showToast('저장했어요');
    expect(hasOverlayRequest()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(3);

    stop();
    showToast('한 번 더');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
