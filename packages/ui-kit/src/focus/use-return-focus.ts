import { useRef } from 'react';
import { CLOSING_MODAL } from './closing-modal';

/**
 * Where a dialog or sheet that closed would have returned focus, kept by the dialog focus was still
 * in as that one closed (an answered confirmation in its closing fade over a sheet the answer
 * closed): that dialog returns focus there once it has gone too, when what it would return to
 * itself went with the first.
 */
const handedOver = new WeakMap<Element, HTMLElement>();

/**
 * Radix gives focus back only to a `Dialog.Trigger`. Our dialogs and sheets are opened from state
 * (or imperatively), so we remember what had focus when one opened and return there on close,
 * unless the screen has moved focus on meanwhile. Focus still in another dialog on its way out is
 * not moved on: the return waits for that dialog to go (each of ours hands it on), so focus lands
 * on the opener once the stacked dialogs are gone, not on the page's start.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const closed = event.target instanceof Element ? event.target : null;
      const own = returnTo.current;
      returnTo.current = null;
      const target = own?.isConnected ? own : closed ? handedOver.get(closed) : undefined;
      if (closed) handedOver.delete(closed);
      if (!target?.isConnected) return;
      const active = document.activeElement;
      const leavingDialog = active?.isConnected ? active.closest(CLOSING_MODAL) : null;
      if (leavingDialog) {
        handedOver.set(leavingDialog, target);
        return;
      }
      // Focus the screen already moved on while this closed (to a result that took the opener's
      // place: `useFocusOnChange`) stays there.
      const movedOn = active !== null && active !== document.body && active.isConnected && !(closed?.contains(active) ?? false);
      if (!movedOn) target.focus();
    },
  };
}
