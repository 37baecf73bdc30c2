import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../router';
import { APP_FRAME_ID } from './app-frame';

/** The longest what waits for the first screen (the typeface, the overlay hosts) waits when it does not settle (a slow call, a poll). */
const FIRST_SCREEN_DEADLINE_MS = 4_000;

/** Frames in a row the first screen must stay settled: an answer is rendered a task after it came. */
const SETTLED_FRAMES = 2;

/**
 * Whether the first screen is complete: its route resolved and on the page (index.html's frame gone:
 * React renders the loaded route as a transition, a few frames after the router resolved it), no
 * request in flight, no region still marked busy (a skeleton waiting to show data that has come),
 * and every image it loads eagerly (those above the fold) in.
 *
 * @example
 * firstScreenSettled(shell.router, shell.queryClient, document);
 */
export function firstScreenSettled(
  router: Pick<AppRouter, 'state'>,
  queryClient: Pick<QueryClient, 'isFetching'>,
  page: Pick<Document, 'images' | 'getElementById' | 'querySelector'>,
): boolean {
  if (router.state.resolvedLocation === undefined || router.state.status !== 'idle') return false;
  if (page.getElementById(APP_FRAME_ID) !== null) return false;
  if (queryClient.isFetching() > 0) return false;
  if (page.querySelector('[aria-busy="true"]') !== null) return false;
  return [...page.images].every((image) => image.loading === 'lazy' || image.complete);
}

/**
 * Calls `load` once `isSettled` has held for two frames in a row, or at the deadline, whichever
 * comes first (issue #18: the typeface's ~240 kB of a first screen's slices must not compete with
 * that screen's code, data and images; text paints in the metric-matched fallback until then).
 *
 * @example
 * whenFirstScreenSettles(() => firstScreenSettled(router, queryClient, document), () => void import('@jogak/ui-kit/fonts.css'));
 */
export function whenFirstScreenSettles(
  isSettled: () => boolean,
  load: () => void,
  {
    nextFrame = (step) => void window.requestAnimationFrame(step),
    deadlineMs = FIRST_SCREEN_DEADLINE_MS,
    setTimer = (run, ms) => void window.setTimeout(run, ms),
  }: { nextFrame?: (step: () => void) => void; deadlineMs?: number; setTimer?: (run: () => void, ms: number) => void } = {},
): void {
  let done = false;
  let settledFrames = 0;
  const finish = () => {
    if (done) return;
    done = true;
    load();
  };
  const check = () => {
    if (done) return;
    settledFrames = isSettled() ? settledFrames + 1 : 0;
    if (settledFrames >= SETTLED_FRAMES) finish();
    else nextFrame(check);
  };
  setTimer(finish, deadlineMs);
  nextFrame(check);
}
