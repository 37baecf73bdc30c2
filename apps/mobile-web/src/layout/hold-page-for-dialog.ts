import { isDialogAwaitingHost, subscribeDialogs } from '@jogak/ui-kit';

/** A press or a key: what a page behind a dialog must not take. Scrolling stays free. */
const PAGE_INPUT = ['pointerdown', 'mousedown', 'click', 'dblclick', 'contextmenu', 'keydown'] as const;

/** Heard before any listener of the page (and its sheets): stopped there, with its default (a focus, a link followed, a key typed). */
function swallow(event: Event): void {
  event.stopImmediatePropagation();
  event.preventDefault();
}

/**
 * Holds the page while a dialog waits for its host: the dialog and toast hosts load lazily (issue
 * #18), and until they have arrived a dialog opened waits unseen while the page and its sheets
 * stay pressable. A second press on what opened it would queue it again and, once answered, do
 * its work twice (an order placed twice). Presses and keys are stopped at the window, before any
 * of the page's listeners hears them, as a dialog shown would keep them from the page; focus stays
 * where it was, so the dialog gives it back there when it closes (`inert` would drop it to the
 * body, and a tap on an inert sheet would reach the document as a tap outside that closes it).
 * Returns the stopper.
 *
 * @example
 * useEffect(() => holdPageWhileDialogAwaitsHost(window), []);
 */
export function holdPageWhileDialogAwaitsHost(view: Window): () => void {
  let held = false;
  const hold = (holding: boolean) => {
    if (holding === held) return;
    held = holding;
    for (const type of PAGE_INPUT) {
      if (holding) view.addEventListener(type, swallow, { capture: true });
      else view.removeEventListener(type, swallow, { capture: true });
    }
  };
  const stop = subscribeDialogs(() => hold(isDialogAwaitingHost()));
  hold(isDialogAwaitingHost());
  return () => {
    stop();
    hold(false);
  };
}
