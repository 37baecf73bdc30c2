/**
 * Runs `load` until it succeeds, trying again each time the device comes back online. For the
 * chunks the app loads after its first screen (the typeface, the dialog and toast hosts): a
 * member who went offline meanwhile gets them once the network is back, and never an error
 * screen for a chunk nothing is waiting on yet.
 *
 * @example
 * const OverlayHosts = lazy(() => retryWhenOnline(() => import('./overlay-hosts')));
 */
export function retryWhenOnline<T>(load: () => Promise<T>, target: Pick<Window, 'addEventListener'> = window): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        target.addEventListener('online', () => resolve(retryWhenOnline(load, target)), { once: true });
      }),
  );
}
