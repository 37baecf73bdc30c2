import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { scrollForThumbDrag, thumbOffset, thumbSize, trackClickScroll } from './scroll-geometry';

/** Resize observer throttle (spec §9). */
const RESIZE_THROTTLE_MS = 20;

export interface ScrollAreaProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  /** The visible height, e.g. 240 or '50vh'. */
  height: number | string;
  children: ReactNode;
}

interface Metrics {
  track: number;
  viewport: number;
  content: number;
  scroll: number;
}

/**
 * A vertically scrolling region with a drawn scrollbar (minimum thumb 25 px, a click on the track
 * scrolls 40 px). Native scrolling stays: wheel, touch and keyboard work, and the region is
 * focusable so keyboard users can scroll it.
 *
 * @example
 * <ScrollArea label="약관 전문" height={320}><RichText html={terms} /></ScrollArea>
 */
export function ScrollArea({ label, height, children }: ScrollAreaProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const [m, setM] = useState<Metrics>({ track: 0, viewport: 0, content: 0, scroll: 0 });

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setM({
      track: trackRef.current?.clientHeight || viewport.clientHeight,
      viewport: viewport.clientHeight,
      content: viewport.scrollHeight,
      scroll: viewport.scrollTop,
    });
  }, []);

  useEffect(() => {
    measure();
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        measure();
      }, RESIZE_THROTTLE_MS);
    });
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [measure]);

  const size = thumbSize(m.track, m.viewport, m.content);
  const offset = thumbOffset(m.scroll, m.track, m.viewport, m.content);

  return (
    <div className="jg-scroll" style={{ height }}>
      <div
        ref={viewportRef}
        className="jg-scroll__viewport"
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={measure}
      >
        <div>{children}</div>
      </div>
      {size > 0 ? (
        <div
          ref={trackRef}
          className="jg-scroll__track"
          data-testid="scroll-track"
          aria-hidden="true"
          onPointerDown={(e) => {
            const viewport = viewportRef.current;
            const thumb = thumbRef.current;
            if (!viewport || !thumb || e.target === thumb) return;
            const side = e.clientY < thumb.getBoundingClientRect().top ? 'before' : 'after';
            viewport.scrollTop = trackClickScroll(viewport.scrollTop, side, m.viewport, m.content);
            measure();
          }}
        >
          <div
            ref={thumbRef}
            className="jg-scroll__thumb"
            style={{ height: size, transform: `translateY(${offset}px)` }}
            onPointerDown={(e) => {
              const viewport = viewportRef.current;
              if (!viewport) return;
              const startY = e.clientY;
              const startScroll = viewport.scrollTop;
              e.currentTarget.setPointerCapture?.(e.pointerId);
              const move = (ev: PointerEvent) => {
                viewport.scrollTop = scrollForThumbDrag(startScroll, ev.clientY - startY, m.track, m.viewport, m.content);
              };
              const up = () => {
                window.removeEventListener('pointermove', move);
                window.removeEventListener('pointerup', up);
              };
              window.addEventListener('pointermove', move);
              window.addEventListener('pointerup', up);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
