import { useEffect, useRef, useState } from 'react';
import { ImageZoom } from './image-zoom';
import { GALLERY_MAX_ZOOM, swipeDirection } from './zoom-math';

const GALLERY_KEYS_HINT = '+ 키와 − 키로 확대하고 줄여요. 확대한 동안에는 방향키로 옮겨 보고, 확대하지 않았을 때는 방향키로 사진을 넘겨요.';

/**
 * How a picture's place is read to assistive tech, as '1 / 3' would be read '1 슬래시 3': each
 * slide is named with it, and the drawn counter is read as it instead.
 *
 * @example
 * galleryPosition(0, 3) // '3장 중 1번째'
 */
function galleryPosition(index: number, total: number): string {
  return `${total}장 중 ${index + 1}번째`;
}

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Names the gallery, e.g. '건물 사진'. */
  label: string;
  initialIndex?: number;
  /** Zoom bound of each image; 5 by default (spec §9). */
  maxZoom?: number;
  onIndexChange?: (index: number) => void;
}

/**
 * Swipeable, zoomable images: swipe (50 px or 10 % of the width), arrow keys or the buttons move
 * one image with a 400 ms slide; swiping pauses while an image is zoomed so a drag (or an arrow
 * key on the image) pans instead, and a gesture that becomes a pinch or changes the zoom swipes
 * nothing. A picture left goes back to 1×, so the one shown is never zoomed unseen. The buttons
 * at either end stay focusable, marked unavailable.
 *
 * @example
 * <Gallery label="건물 사진" images={photos.map((p) => ({ src: p.url, alt: p.caption }))} />
 */
export function Gallery({ images, label, initialIndex = 0, maxZoom = GALLERY_MAX_ZOOM, onIndexChange }: GalleryProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(images.length - 1, 0)));
  const [zoomed, setZoomed] = useState(false);
  // The swipe a pointer began, until it lifts or the gesture turns out to be a pinch or a zoom.
  const swipeRef = useRef<{ x: number; id: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  // Set when focus was on the picture that is leaving: the slide it was in turns inert.
  const focusFollows = useRef(false);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    // Without scrolling: the new picture is still off to the side while its slide begins, and a
    // scroll to it would add to the slide and show the picture after it.
    strip.current?.children[index]?.querySelector<HTMLElement>('.jg-zoom__stage')?.focus({ preventScroll: true });
  }, [index]);

  function go(next: number): void {
    if (next < 0 || next >= images.length || next === index) return;
    focusFollows.current = strip.current?.contains(document.activeElement) ?? false;
    setIndex(next);
    setZoomed(false);
    onIndexChange?.(next);
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- ← / → from the picture or a button inside change the picture.
    <section
      className="jg-gallery"
      aria-label={label}
      aria-roledescription="갤러리"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(index + 1);
        if (e.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <div
        ref={viewport}
        className="jg-gallery__viewport"
        data-testid="gallery-viewport"
        onPointerDown={(e) => {
          // A pointer that is not the primary one is a second finger: the gesture is a pinch.
          swipeRef.current = e.isPrimary && !zoomed ? { x: e.clientX, id: e.pointerId } : null;
        }}
        onPointerUp={(e) => {
          const swipe = swipeRef.current;
          if (!swipe || swipe.id !== e.pointerId) return;
          swipeRef.current = null;
          const dir = swipeDirection(e.clientX - swipe.x, viewport.current?.clientWidth ?? 0);
          if (dir === 'next') go(index + 1);
          if (dir === 'prev') go(index - 1);
        }}
        onPointerCancel={() => {
          swipeRef.current = null;
        }}
      >
        <div ref={strip} className="jg-gallery__strip" style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((image, i) => (
            <div
              key={`${image.src}-${i}`}
              className="jg-gallery__slide"
              role="group"
              aria-roledescription="슬라이드"
              aria-label={galleryPosition(i, images.length)}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {Math.abs(i - index) <= 1 ? (
                <ImageZoom
                  // A new one as the picture comes or goes: the one shown starts at 1×, as `zoomed` says.
                  key={i === index ? 'shown' : 'aside'}
                  src={image.src}
                  alt={image.alt}
                  maxZoom={maxZoom}
                  keysHint={GALLERY_KEYS_HINT}
                  onZoomChange={
                    i === index
                      ? (z) => {
                          setZoomed(z > 1);
                          // A zoom in the middle of a gesture (a double tap, a + key) makes it no swipe.
                          swipeRef.current = null;
                        }
                      : undefined
                  }
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <div className="jg-gallery__nav">
        <button type="button" className="jg-icon-button" aria-label="이전 사진" aria-disabled={index === 0} onClick={() => go(index - 1)}>
          ‹
        </button>
        <span className="jg-gallery__count" aria-live="polite">
          <span aria-hidden="true">
            {index + 1} / {images.length}
          </span>
          <span className="jg-visually-hidden">{galleryPosition(index, images.length)}</span>
        </span>
        <button
          type="button"
          className="jg-icon-button"
          aria-label="다음 사진"
          aria-disabled={index >= images.length - 1}
          onClick={() => go(index + 1)}
        >
          ›
        </button>
      </div>
    </section>
  );
}
