import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { Gallery } from './gallery';
import { ImageZoom } from './image-zoom';

/** Three plain pictures, drawn by the browser without a network. */
const images = ['#e63946', '#2a9d8f', '#457b9d'].map((colour, index) => ({
  src: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="${colour}"/></svg>`)}`,
  alt: ['빨강', '초록', '파랑'][index] ?? '',
}));

/** In real Chromium, where focusing a picture that is off to the side would scroll the gallery. */
describe('Gallery 키보드로 넘기기', () => {
  it('사진에 포커스를 두고 → 를 누르면 다음 사진이 화면에 오고, 포커스도 그 사진으로 간다', async () => {
    const user = userEvent.setup();
    render(
      <div style={{ width: 320 }}>
        <Gallery label="건물 사진" images={images} />
      </div>,
    );
    await user.tab();
    expect(screen.getByRole('group', { name: '사진 확대 보기' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    const viewport = screen.getByTestId('gallery-viewport');
    const shown = screen.getByRole('img', { name: '초록' });
    // The slide ends with the second picture where the first was, and the gallery unscrolled.
    await expect.poll(() => Math.round(shown.closest('.jg-gallery__slide')?.getBoundingClientRect().left ?? -1)).toBe(Math.round(viewport.getBoundingClientRect().left));
    expect(viewport.scrollLeft).toBe(0);
    expect(screen.getByRole('group', { name: '사진 확대 보기' })).toHaveFocus();
  });
});

/** One finger down and up at (`x`, `y`) on the page. */
function tapAt(stage: HTMLElement, x: number, y: number): void {
  for (const type of ['pointerdown', 'pointerup']) {
    stage.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y }));
  }
}

/** In real Chromium, where the picture is laid out and centred in its stage as drawn. */
describe('ImageZoom 두 번 탭한 곳으로 확대', () => {
  it('두 번 탭한 자리의 사진은 확대한 뒤에도 손가락 아래에 있다', async () => {
    render(
      <div style={{ width: 300, height: 260 }}>
        <ImageZoom src={images[0]?.src ?? ''} alt="빨강" />
      </div>,
    );
    const image = screen.getByRole('img', { name: '빨강' });
    await expect.poll(() => image.getBoundingClientRect().width).toBeGreaterThan(0);
    const before = image.getBoundingClientRect();
    // A quarter of the way in from the picture's top left: at 3× it stays inside the pan limits.
    const x = before.left + before.width / 4;
    const y = before.top + before.height / 4;
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    tapAt(stage, x, y);
    tapAt(stage, x, y);
    await expect.poll(() => screen.queryByText('3배')).not.toBeNull();
    const after = image.getBoundingClientRect();
    expect(after.width).toBeCloseTo(before.width * 3, 0);
    expect(after.left + after.width / 4).toBeCloseTo(x, 0);
    expect(after.top + after.height / 4).toBeCloseTo(y, 0);
  });
});
