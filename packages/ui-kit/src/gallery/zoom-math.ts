/** Image zoom bounds (spec §9). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 10;
/** A gallery zooms to 5 unless told otherwise (spec §9). */
export const GALLERY_MAX_ZOOM = 5;
/** A double tap zooms to at most 3 (spec §9). */
export const DOUBLE_TAP_ZOOM = 3;
/** Two taps closer than this are a double tap. */
export const DOUBLE_TAP_MS = 300;
/** Swipe threshold: 50 px or 10 % of the width, whichever comes first (spec §9). */
export const SWIPE_MIN_PX = 50;
export const SWIPE_WIDTH_RATIO = 0.1;
/** Slide animation (spec §9). */
export const SLIDE_MS = 400;

/**
 * A zoom level kept within 1 and `max` (10 by default).
 *
 * @example
 * clampZoom(12); // 10
 * clampZoom(0.5); // 1
 */
export function clampZoom(zoom: number, max: number = MAX_ZOOM): number {
  return Math.min(Math.max(zoom, MIN_ZOOM), Math.min(max, MAX_ZOOM));
}

/**
 * What a double tap does: back to 1 when zoomed in, otherwise in to 3 (or `max` if lower).
 *
 * @example
 * doubleTapZoom(1, 10); // 3
 * doubleTapZoom(2.5, 10); // 1
 */
export function doubleTapZoom(current: number, max: number = MAX_ZOOM): number {
  return current > MIN_ZOOM ? MIN_ZOOM : clampZoom(DOUBLE_TAP_ZOOM, max);
}

/**
 * Whether a horizontal drag is a swipe, and which way. The threshold is 50 px or 10 % of the
 * width, whichever is smaller, so a swipe on a narrow phone is not harder than on a tablet.
 *
 * @example
 * swipeDirection(-60, 360); // 'next'
 * swipeDirection(30, 360); // null
 * swipeDirection(30, 280); // 'prev'
 */
export function swipeDirection(dx: number, width: number): 'next' | 'prev' | null {
  const threshold = Math.min(SWIPE_MIN_PX, width * SWIPE_WIDTH_RATIO);
  if (Math.abs(dx) < threshold || dx === 0) return null;
  return dx < 0 ? 'next' : 'prev';
}
