import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Gallery } from './gallery';
import { ImageZoom } from './image-zoom';

/** Lays out a stage of 300 × 200 px holding a picture of `picture` (happy-dom draws nothing). */
function sizeStage(stage: HTMLElement, picture = { width: 300, height: 200 }) {
  Object.defineProperty(stage, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(stage, 'clientHeight', { configurable: true, value: 200 });
  const image = stage.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'offsetWidth', { configurable: true, value: picture.width });
  Object.defineProperty(image, 'offsetHeight', { configurable: true, value: picture.height });
}

const images = [
  { src: '/a.jpg', alt: '건물 외관' },
  { src: '/b.jpg', alt: '로비' },
  { src: '/c.jpg', alt: '옥상' },
];

describe('ImageZoom', () => {
  it('버튼으로 1배에서 최대까지, 두 번 탭하면 3배 → 1배', async () => {
    const user = userEvent.setup();
    const onZoomChange = vi.fn();
    render(<ImageZoom src="/a.jpg" alt="건물 외관" maxZoom={2} onZoomChange={onZoomChange} />);
    expect(screen.getByRole('button', { name: '축소' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '확대' }));
    expect(screen.getByText('2배')).toBeInTheDocument();
    const zoomIn = screen.getByRole('button', { name: '확대' });
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await user.click(zoomIn);
    expect(screen.getByText('2배')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '축소' }));
    const stage = screen.getByRole('img', { name: '건물 외관' }).parentElement as HTMLElement;
    fireEvent.pointerUp(stage, { pointerId: 1, timeStamp: 1000 });
    fireEvent.pointerUp(stage, { pointerId: 1, timeStamp: 1100 });
    expect(screen.getByText('2배')).toBeInTheDocument();
    expect(onZoomChange).toHaveBeenLastCalledWith(2);
  });

  it('키보드로: + 키로 확대하고, 방향키로 옮기되 가장자리를 넘지 않으며, − 키로 되돌리면 가운데로 온다', async () => {
    const user = userEvent.setup();
    const { container } = render(<ImageZoom src="/a.jpg" alt="건물 외관" />);
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    sizeStage(stage);
    expect(stage).toHaveAccessibleDescription('+ 키와 − 키로 확대하고 줄여요. 확대한 동안에는 방향키로 옮겨 봐요.');
    const image = screen.getByRole('img', { name: '건물 외관' });
    await user.tab();
    expect(stage).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(image).toHaveStyle({ transform: 'translate(0px, 0px) scale(1)' });
    await user.keyboard('+');
    expect(screen.getByText('2배')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(image).toHaveStyle({ transform: 'translate(-40px, -40px) scale(2)' });
    // At 2x the picture reaches 150 px past each side and 100 px past the top and bottom.
    await user.keyboard('{ArrowRight>5/}{ArrowDown>5/}');
    expect(image).toHaveStyle({ transform: 'translate(-150px, -100px) scale(2)' });
    await user.keyboard('-');
    expect(image).toHaveStyle({ transform: 'translate(0px, 0px) scale(1)' });
    expect(stage).toHaveFocus();
    // Ctrl with + is the browser's page zoom, not the picture's.
    await user.keyboard('{Control>}+{/Control}');
    expect(screen.getByText('1배')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('Gallery', () => {
  it('다음/이전 버튼과 방향키로 한 장씩 넘긴다', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    const { container } = render(<Gallery label="건물 사진" images={images} onIndexChange={onIndexChange} />);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 사진' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: '다음 사진' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
    expect(container.querySelector('.jg-gallery__strip')).toHaveStyle({ transform: 'translateX(-200%)' });
    await expectNoAxeViolations(container);
  });

  it('확대한 사진에서 방향키는 사진을 옮기고 넘기지 않으며, 확대하지 않았으면 넘긴다', async () => {
    const user = userEvent.setup();
    render(<Gallery label="건물 사진" images={images} />);
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    expect(stage).toHaveAccessibleDescription('+ 키와 − 키로 확대하고 줄여요. 확대한 동안에는 방향키로 옮겨 보고, 확대하지 않았을 때는 방향키로 사진을 넘겨요.');
    sizeStage(stage);
    stage.focus();
    await user.keyboard('+{ArrowRight}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '건물 외관' })).toHaveStyle({ transform: 'translate(-40px, 0px) scale(2)' });
    await user.keyboard('-{ArrowRight}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    // The first picture's slide is inert now: focus moved on with the picture.
    const next = screen.getByRole('group', { name: '사진 확대 보기' });
    expect(next).toHaveFocus();
    expect(within(next).getByRole('img', { name: '로비' })).toBeInTheDocument();
  });

  it('스와이프 임계값을 넘어야 넘어간다', () => {
    render(<Gallery label="건물 사진" images={images} />);
    const viewport = screen.getByTestId('gallery-viewport');
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 360 });
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 200, isPrimary: true });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 170 });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 200, isPrimary: true });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 160 });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });
});
