import { dismissTopDialog } from '@jogak/ui-kit';
import { useBlocker, type ShouldBlockFn } from '@tanstack/react-router';

/**
 * A history traversal (the browser's back or forward, or the shell's back button, which the app
 * turns into `history.back()` on most pages) while a dialog waits for its answer or a bottom sheet
 * is open: the traversal is undone and the top one closed as Escape would (a dialog answered
 * `false`, a sheet closed through its `onOpenChange`); a `notCloseOutsideClick` dialog stays and
 * back does nothing (Android's non-cancelable dialog). The app's own navigations (PUSH, REPLACE: a
 * link, a session expiry) are never held.
 */
const backClosesDialog: ShouldBlockFn = ({ action }) =>
  (action === 'BACK' || action === 'FORWARD' || action === 'GO') && dismissTopDialog() !== 'none';

/**
 * Back while a dialog or sheet is open closes it and stays on the page, as on Android: without
 * it the page goes and its question stays on top of the next one (a sheet goes with what was typed
 * in it). Render it once, in the root
 * route's component ahead of everything else (it draws nothing): blockers are asked in the order
 * they were registered, and React runs a component's effects after its children's but in sibling
 * order, so ahead of the `<Outlet />` this one is asked before a page's own blocker even on the
 * first screen (a leave guard would otherwise queue its question behind the open dialog).
 *
 * @example
 * <>
 *   <BackClosesDialog />
 *   <Outlet />
 * </>
 */
export function BackClosesDialog(): null {
  useBlocker({ shouldBlockFn: backClosesDialog, enableBeforeUnload: false });
  return null;
}
