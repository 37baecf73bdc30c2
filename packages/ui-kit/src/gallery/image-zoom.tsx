import { useId, useRef, useState } from 'react';
import {
  clampPan,
  clampZoom,
  couldBeTap,
  DOUBLE_TAP_MS,
  doubleTapZoom,
  keyPan,
  MAX_ZOOM,
  type Pan,
  type PanDirection,
  panToward,
  type PointerMark,
  zoomAt,
} from './zoom-math';

export interface ImageZoomProps {
  src: string;
  alt: string;
  /** Upper zoom bound, 10 at most (spec §9). */
  maxZoom?: number;
  /** Told whenever the zoom changes, e.g. so a gallery stops swiping while zoomed. */
  onZoomChange?: (zoom: number) => void;
  /** What the keys do, read after the picture's name; a gallery adds that unzoomed arrows change the picture. */
  keysHint?: string;
}

const KEYS_HINT = '+ 키와 − 키로 확대하고 줄여요. 확대한 동안에는 방향키로 옮겨 봐요.';

/** The buttons that move a zoomed picture without a drag, in the order of a keyboard's arrows. */
const PAN_BUTTONS: ReadonlyArray<{ direction: PanDirection; label: string; glyph: string }> = [
  { direction: 'left', label: '왼쪽으로 이동', glyph: '←' },
  { direction: 'up', label: '위로 이동', glyph: '↑' },
  { direction: 'down', label: '아래로 이동', glyph: '↓' },
  { direction: 'right', label: '오른쪽으로 이동', glyph: '→' },
];

/**
 * An image that zooms by pinch, double tap (to 3, or back to 1), ± buttons or, with the image
 * focused, the + and − keys. A double tap is two one-finger taps, each lifted within 10 px and
 * 250 ms, less than 300 ms apart: the fingers of a pinch lifting, or two quick pans, are none. It
 * zooms toward the tapped spot, which stays under the finger as far as the edges allow.
 * While zoomed it pans by drag, the arrow keys or the 이동 buttons shown beside ± (half the stage
 * a press: no part needs a drag, WCAG 2.5.7), never past the edges of its stage (as far as
 * the zoomed picture reaches past it). A zoomed image keeps its arrow keys
 * from a gallery around it, so they pan instead of changing the picture; keys with Ctrl, ⌘ or Alt
 * stay the browser's.
 *
 * @example
 * <ImageZoom src={doc.url} alt="투자설명서 1쪽" />
 */
export function ImageZoom({ src, alt, maxZoom = MAX_ZOOM, onZoomChange, keysHint = KEYS_HINT }: ImageZoomProps) {
  const [zoom, setZoomState] = useState(1);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const pointersRef = useRef(new Map<number, { x: number; y: number }>());
  const pinchRef = useRef<{ distance: number; zoom: number } | null>(null);
  const dragRef = useRef<{ x: number; y: number; pan: Pan } | null>(null);
  // The one finger down now while it can still be a tap, and when the last tap lifted: only two
  // such taps make a double tap, not the two fingers of a pinch lifting or two quick pans.
  const tapRef = useRef<(PointerMark & { id: number }) | null>(null);
  const lastTapAtRef = useRef<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const hintId = useId();
  const zoomed = zoom > 1;
  const maxLevel = clampZoom(maxZoom);

  function withinStage(next: Pan, atZoom: number): Pan {
    // The picture's layout size: a transform does not change offsetWidth.
    return clampPan(
      next,
      atZoom,
      { width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 },
      { width: picture.current?.offsetWidth ?? 0, height: picture.current?.offsetHeight ?? 0 },
    );
  }

  /** Zooms to `next`; with `towards` (px from the stage's centre), the spot of the picture there stays there. */
  function setZoom(next: number, towards?: Pan): void {
    const z = clampZoom(next, maxZoom);
    setZoomState(z);
    setPan((current) => withinStage(towards ? zoomAt(towards, current, zoom, z) : current, z));
    if (z !== zoom) onZoomChange?.(z);
  }

  function fromStageCentre(clientX: number, clientY: number): Pan {
    const box = stage.current?.getBoundingClientRect();
    return box ? { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 } : { x: 0, y: 0 };
  }

  /** Moves the view half the stage toward `direction`: each press keeps half of what was shown, so the person keeps their place. */
  function panHalfStage(direction: PanDirection): void {
    const horizontal = direction === 'left' || direction === 'right';
    const stageLength = (horizontal ? stage.current?.clientWidth : stage.current?.clientHeight) ?? 0;
    setPan((current) => withinStage(panToward(direction, current, stageLength / 2), zoom));
  }

  function distance(): number {
    const [a, b] = [...pointersRef.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  return (
    <div className="jg-zoom" data-zoomed={zoomed ? 'true' : 'false'}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the picture itself takes the keys that zoom and pan it; ARIA has no role for a pannable image. */}
      <div
        ref={stage}
        className="jg-zoom__stage"
        // Focusable at every zoom: one that lost its tab stop on zooming out would drop focus to the page.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the keys above are heard only by a focused picture.
        tabIndex={0}
        role="group"
        aria-label="사진 확대 보기"
        aria-describedby={hintId}
        onKeyDown={(e) => {
          // Ctrl/⌘ with + or −, and Alt with an arrow, are the browser's page zoom and history.
          if (e.ctrlKey || e.metaKey || e.altKey) return;
          if (e.key === '+' || e.key === '=') setZoom(zoom + 1);
          else if (e.key === '-') setZoom(zoom - 1);
          else {
            const next = zoomed ? keyPan(e.key, pan) : null;
            if (!next) return;
            setPan(withinStage(next, zoom));
          }
          e.preventDefault();
          e.stopPropagation();
        }}
        onPointerDown={(e) => {
          pointersRef.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          if (pointersRef.current.size === 1) {
            tapRef.current = { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp };
          } else {
            // A second finger: a pinch, and no tap before it pairs with one after.
            tapRef.current = null;
            lastTapAtRef.current = null;
          }
          if (pointersRef.current.size === 2) pinchRef.current = { distance: distance(), zoom };
          else if (zoom > 1) dragRef.current = { x: e.clientX, y: e.clientY, pan };
        }}
        onPointerMove={(e) => {
          if (!pointersRef.current.has(e.pointerId)) return;
          pointersRef.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          const tap = tapRef.current;
          if (tap && !couldBeTap(tap, { x: e.clientX, y: e.clientY, at: e.timeStamp })) tapRef.current = null;
          if (pinchRef.current && pinchRef.current.distance > 0) {
            setZoom((pinchRef.current.zoom * distance()) / pinchRef.current.distance);
          } else if (dragRef.current) {
            setPan(withinStage({ x: dragRef.current.pan.x + e.clientX - dragRef.current.x, y: dragRef.current.pan.y + e.clientY - dragRef.current.y }, zoom));
          }
        }}
        onPointerUp={(e) => {
          pointersRef.current.delete(e.pointerId);
          if (pointersRef.current.size < 2) pinchRef.current = null;
          dragRef.current = null;
          const tap = tapRef.current;
          tapRef.current = null;
          const now = e.timeStamp;
          if (!tap || tap.id !== e.pointerId || !couldBeTap(tap, { x: e.clientX, y: e.clientY, at: now })) {
            // A pan, a pinch or a press: the next tap starts a double tap afresh.
            lastTapAtRef.current = null;
          } else if (lastTapAtRef.current !== null && now - lastTapAtRef.current < DOUBLE_TAP_MS) {
            setZoom(doubleTapZoom(zoom, maxZoom), fromStageCentre(tap.x, tap.y));
            lastTapAtRef.current = null;
          } else {
            lastTapAtRef.current = now;
          }
        }}
        onPointerCancel={(e) => {
          pointersRef.current.delete(e.pointerId);
          pinchRef.current = null;
          dragRef.current = null;
          tapRef.current = null;
          lastTapAtRef.current = null;
        }}
      >
        <img
          ref={picture}
          className="jg-zoom__img"
          src={src}
          alt={alt}
          draggable={false}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
        />
      </div>
      <span id={hintId} className="jg-visually-hidden">
        {keysHint}
      </span>
      <div className="jg-zoom__controls">
        <div className="jg-zoom__steps">
          <button type="button" className="jg-icon-button" aria-label="축소" aria-disabled={!zoomed} onClick={() => setZoom(zoom - 1)}>
            −
          </button>
          <span className="jg-zoom__level" aria-live="polite">
            {Math.round(zoom * 10) / 10}배
          </span>
          <button
            type="button"
            className="jg-icon-button"
            aria-label="확대"
            aria-disabled={zoom >= maxLevel}
            onClick={() => setZoom(zoom + 1)}
          >
            +
          </button>
        </div>
        {/* Drawn only while zoomed, but its room is always kept: the stage (and so the picture)
            keeps its size, and ± keep their place, as the buttons come and go. */}
        <div className="jg-zoom__pan" role="group" aria-label="사진 옮기기" aria-hidden={!zoomed} inert={!zoomed}>
          {PAN_BUTTONS.map(({ direction, label, glyph }) => (
            <button key={direction} type="button" className="jg-icon-button" aria-label={label} onClick={() => panHalfStage(direction)}>
              {glyph}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
