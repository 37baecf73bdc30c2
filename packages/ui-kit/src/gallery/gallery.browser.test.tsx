import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { Gallery } from './gallery';

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
