import { useRef } from 'react';

/**
 * Radix gives focus back only to a `Dialog.Trigger`. Our dialogs and sheets are opened from state
 * (or imperatively), so we remember what had focus when one opened and return there on close.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    },
  };
}
