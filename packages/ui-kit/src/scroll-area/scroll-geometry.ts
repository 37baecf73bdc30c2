/** The smallest thumb, in pixels (spec §9). */
export const MIN_THUMB_SIZE = 25;
/** How far one click on the track scrolls, in pixels (spec §9). */
export const TRACK_CLICK_STEP = 40;

/**
 * Thumb length for a track: proportional to the visible share, never under 25 px; 0 when nothing
 * overflows.
 *
 * @example
 * thumbSize(200, 200, 1000); // 40
 * thumbSize(200, 200, 100000); // 25
 */
export function thumbSize(track: number, viewport: number, content: number): number {
  if (content <= viewport || track <= 0) return 0;
  return Math.min(track, Math.max(MIN_THUMB_SIZE, (track * viewport) / content));
}

/**
 * Thumb position for a scroll offset.
 *
 * @example
 * thumbOffset(400, 200, 200, 1000); // 80
 */
export function thumbOffset(scroll: number, track: number, viewport: number, content: number): number {
  const range = content - viewport;
  if (range <= 0) return 0;
  const free = track - thumbSize(track, viewport, content);
  return (Math.min(Math.max(scroll, 0), range) / range) * free;
}

/**
 * The scroll offset after a click on the track: one 40 px step towards the click.
 *
 * @example
 * trackClickScroll(100, 'after', 200, 1000); // 140
 */
export function trackClickScroll(scroll: number, side: 'before' | 'after', viewport: number, content: number): number {
  const next = side === 'after' ? scroll + TRACK_CLICK_STEP : scroll - TRACK_CLICK_STEP;
  return Math.min(Math.max(next, 0), Math.max(content - viewport, 0));
}

/**
 * The scroll offset for a thumb dragged by `delta` pixels.
 *
 * @example
 * scrollForThumbDrag(0, 32, 200, 200, 1000); // 160
 */
export function scrollForThumbDrag(scroll: number, delta: number, track: number, viewport: number, content: number): number {
  const free = track - thumbSize(track, viewport, content);
  const range = content - viewport;
  if (free <= 0 || range <= 0) return 0;
  return Math.min(Math.max(scroll + (delta / free) * range, 0), range);
}
