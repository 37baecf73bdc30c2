import { useRef } from 'react';

/**
 * Radix gives focus back only to a `Dialog.Trigger`. Our dialogs and sheets are opened from state
 * (or imperatively), so we remember what had focus when one opened and return there on close,
 * unless the screen has moved focus on meanwhile.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // Focus the screen already moved on while this closed (to a result that took the opener's
      // place: `useFocusOnChange`) stays there.
      const active = document.activeElement;
      const closing = event.target instanceof Node ? event.target : null;
      const movedOn = active !== null && active !== document.body && active.isConnected && !(closing?.contains(active) ?? false);
      if (!movedOn && returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    },
  };
}
