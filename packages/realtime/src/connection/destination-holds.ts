import type { LiveEventListener } from './stomp-connection';

/**
 * The holders of one destination: how many want it, and their listeners with how many holders
 * brought each. Holders often bring the same function (every market watch of a live client
 * passes its one queue): it is called once per event, and stays until its last holder leaves.
 */
export interface DestinationHold {
  refs: number;
  listeners: Map<LiveEventListener, number>;
}

/**
 * Adds a holder of `destination` to `holds`: the first one creates the entry (`create`) and
 * opens it (`opened`: subscribe over STOMP, or ask the worker); later ones share it. Returns the
 * release; releasing twice does nothing, and the last release removes the entry and closes it
 * (`closed`). Both connections (the page's STOMP one and the worker's page side) count their
 * watches this way.
 *
 * @example
 * const release = holdDestination(registry, '/topic/market/JG0001', listener, () => ({ refs: 0, listeners: new Map() }), {
 *   opened: () => worker.postMessage({ type: 'subscribe', destination }),
 *   closed: () => worker.postMessage({ type: 'unsubscribe', destination }),
 * });
 */
export function holdDestination<Hold extends DestinationHold>(
  holds: Map<string, Hold>,
  destination: string,
  listener: LiveEventListener,
  create: () => Hold,
  { opened, closed }: { opened: (hold: Hold) => void; closed: (hold: Hold) => void },
): () => void {
  let hold = holds.get(destination);
  if (!hold) {
    hold = create();
    holds.set(destination, hold);
    opened(hold);
  }
  const held = hold;
  held.refs += 1;
  held.listeners.set(listener, (held.listeners.get(listener) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.refs -= 1;
    const holders = (held.listeners.get(listener) ?? 1) - 1;
    if (holders > 0) held.listeners.set(listener, holders);
    else held.listeners.delete(listener);
    if (held.refs > 0 || holds.get(destination) !== held) return;
    holds.delete(destination);
    closed(held);
  };
}
