/** Options of a toast (spec §8). */
export interface ToastOptions {
  message: string;
  /** Treat `message` as HTML; it is sanitised with the RichText allow-list. */
  html?: boolean;
  /** How long the toast stays, in milliseconds (spec §9: 1,200). */
  durationMs?: number;
  /** Where it appears; centred by default (spec §8). */
  position?: 'center' | 'top' | 'bottom';
}

/** How long a toast stays unless told otherwise (spec §8 and §9: 1,200 ms); the app's one copy. */
export const TOAST_DEFAULT_DURATION_MS = 1200;

export interface ActiveToast {
  id: number;
  message: string;
  html: boolean;
  durationMs: number;
  position: 'center' | 'top' | 'bottom';
}

let current: ActiveToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

/**
 * Shows a toast over an overlay; both go away after `durationMs` (1,200 ms by default). A new toast
 * replaces the one on screen. Needs one `<ToastHost />` mounted near the root.
 *
 * @example
 * showToast('공유가 완료되었습니다.');
 * showToast({ message: '<b>저장</b>했어요', html: true, position: 'bottom', durationMs: 2000 });
 */
export function showToast(options: ToastOptions | string): void {
  const o = typeof options === 'string' ? { message: options } : options;
  current = {
    id: nextId++,
    message: o.message,
    html: o.html === true,
    durationMs: o.durationMs ?? TOAST_DEFAULT_DURATION_MS,
    position: o.position ?? 'center',
  };
  publish();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  publish();
}

/**
 * Ends the toast on screen, if any, without waiting for its time: the queue is app-wide and
 * outlives any one host (a test's render, a host that unmounted), so whoever ends that lifetime
 * clears it.
 *
 * @example
 * onTestFinished(clearToast);
 */
export function clearToast(): void {
  if (current === null) return;
  current = null;
  publish();
}

export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToast(): ActiveToast | null {
  return current;
}
