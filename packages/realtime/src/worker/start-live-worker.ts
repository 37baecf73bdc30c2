import type { LiveWorker } from './protocol';

/**
 * Start the live worker. The `new Worker(new URL(…, import.meta.url), { type: 'module' })` form
 * is what Vite, webpack and other bundlers recognise: they emit the worker as its own chunk and
 * put its address here. `./live-worker.js` names the built file; Vite resolves it to the
 * TypeScript source inside the repo, and the package's build emits `dist/live-worker.js` beside
 * the entries.
 *
 * @example
 * const worker = startLiveWorker();
 */
export function startLiveWorker(): LiveWorker {
  return new Worker(new URL('./live-worker.js', import.meta.url), { type: 'module', name: 'jogak-live' });
}
