/** Image zoom bounds (spec §9). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 10;
/** A gallery zooms to 5 unless told otherwise (spec §9). */
export const GALLERY_MAX_ZOOM = 5;
/** A double tap zooms to at most 3 (spec §9). */
export const DOUBLE_TAP_ZOOM = 3;
/** Two taps closer than this are a double tap. */
export const DOUBLE_TAP_MS = 300;
/** A tap is one finger that stays within this distance of where it went down… */
export const TAP_SLOP_PX = 10;
/** …and lifts sooner than this: further is a pan or a pinch, longer a press. */
export const TAP_MAX_MS = 250;
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

/** Where a pointer is, and when (an event's `timeStamp`, in ms). */
export interface PointerMark {
  x: number;
  y: number;
  at: number;
}

/**
 * Whether a one-finger gesture that went down at `down` and is now at `now` can still be a tap
 * (one half of a double tap): it has stayed within 10 px and lasted under 250 ms.
 *
 * @example
 * couldBeTap({ x: 100, y: 100, at: 0 }, { x: 104, y: 103, at: 120 }); // true
 * couldBeTap({ x: 100, y: 100, at: 0 }, { x: 130, y: 100, at: 120 }); // false: a pan
 * couldBeTap({ x: 100, y: 100, at: 0 }, { x: 100, y: 100, at: 400 }); // false: a press
 */
export function couldBeTap(down: PointerMark, now: PointerMark): boolean {
  return now.at - down.at < TAP_MAX_MS && Math.hypot(now.x - down.x, now.y - down.y) < TAP_SLOP_PX;
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

/** How far one arrow key moves a zoomed image. */
export const KEY_PAN_PX = 40;

/** An image's offset from the centre of its stage, in px. */
export interface Pan {
  x: number;
  y: number;
}

/** A width and a height, in px. */
export interface Size {
  width: number;
  height: number;
}

/**
 * An offset that shows no more empty stage than the zoomed picture must: on each axis where the
 * picture (scaled about its centre) is wider than the stage, it moves until its edge meets the
 * stage's; where it is narrower, it stays centred. A portrait photo on a landscape stage zoomed to
 * 2 pans up and down, but only as far sideways as its own width allows.
 *
 * @example
 * clampPan({ x: 500, y: -10 }, 2, { width: 300, height: 200 }, { width: 300, height: 200 }); // { x: 150, y: -10 }
 * clampPan({ x: 500, y: 0 }, 2, { width: 300, height: 200 }, { width: 100, height: 200 }); // { x: 0, y: 0 }
 */
export function clampPan(pan: Pan, zoom: number, stage: Size, picture: Size): Pan {
  const scale = Math.max(zoom, MIN_ZOOM);
  const reachX = Math.max(0, (scale * picture.width - stage.width) / 2);
  const reachY = Math.max(0, (scale * picture.height - stage.height) / 2);
  // `|| 0`: a centred image is at 0, not -0.
  return { x: Math.min(Math.max(pan.x, -reachX), reachX) || 0, y: Math.min(Math.max(pan.y, -reachY), reachY) || 0 };
}

/**
 * The offset that keeps the spot of the picture under `point` (px from the stage's centre) at
 * that point while the zoom goes from `zoom` to `nextZoom`: a double tap zooms toward where it
 * was tapped. Keep the result within the stage with `clampPan`.
 *
 * @example
 * zoomAt({ x: -135, y: -90 }, { x: 0, y: 0 }, 1, 3); // { x: 270, y: 180 }
 */
export function zoomAt(point: Pan, pan: Pan, zoom: number, nextZoom: number): Pan {
  const ratio = nextZoom / zoom;
  return { x: point.x - (point.x - pan.x) * ratio, y: point.y - (point.y - pan.y) * ratio };
}

/** A way to move the view over a zoomed image. */
export type PanDirection = 'left' | 'right' | 'up' | 'down';

/**
 * Where moving the view `step` px toward `direction` puts a zoomed image. The view goes that way,
 * as a scroll does: right shows more of the right side, so the image moves left.
 *
 * @example
 * panToward('right', { x: 0, y: 0 }, 150); // { x: -150, y: 0 }
 */
export function panToward(direction: PanDirection, pan: Pan, step: number): Pan {
  switch (direction) {
    case 'left':
      return { x: pan.x + step, y: pan.y };
    case 'right':
      return { x: pan.x - step, y: pan.y };
    case 'up':
      return { x: pan.x, y: pan.y + step };
    case 'down':
      return { x: pan.x, y: pan.y - step };
  }
}

const ARROW_KEY_DIRECTIONS: Readonly<Record<string, PanDirection>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * Where an arrow key moves a zoomed image (40 px the key's way, as `panToward`), or `null` for
 * any other key.
 *
 * @example
 * keyPan('ArrowRight', { x: 0, y: 0 }); // { x: -40, y: 0 }
 */
export function keyPan(key: string, pan: Pan): Pan | null {
  const direction = ARROW_KEY_DIRECTIONS[key];
  return direction ? panToward(direction, pan, KEY_PAN_PX) : null;
}
