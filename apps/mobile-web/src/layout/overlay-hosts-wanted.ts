import { hasOverlayRequest, subscribeOverlayRequests } from '@jogak/ui-kit';
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

// Once anything asks for a dialog or a toast, the hosts stay: their queues outlive each request.
subscribeOverlayRequests(() => {
  if (hasOverlayRequest()) want();
});

/**
 * The first screen is complete: the dialog and toast hosts load now, whether or not anything has
 * asked for them yet.
 *
 * @example
 * whenFirstScreenSettles(isSettled, () => wantOverlayHosts());
 */
export function wantOverlayHosts(): void {
  want();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether the root mounts the dialog and toast hosts (issue #18): their chunk (Radix Dialog,
 * DOMPurify, ~29 kB gzip) waits for the first dialog or toast, or for the first screen to be
 * complete, so it never takes the first screen's bandwidth or main thread.
 *
 * @example
 * {useOverlayHostsWanted() ? <Suspense fallback={null}><OverlayHosts /></Suspense> : null}
 */
export function useOverlayHostsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted || hasOverlayRequest());
}
