import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Gallery } from './gallery';
import { ImageZoom } from './image-zoom';

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
    expect(screen.getByRole('button', { name: '축소' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '확대' }));
    expect(screen.getByText('2배')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확대' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '축소' }));
    const stage = screen.getByRole('img', { name: '건물 외관' }).parentElement as HTMLElement;
    fireEvent.pointerUp(stage, { pointerId: 1, timeStamp: 1000 });
    fireEvent.pointerUp(stage, { pointerId: 1, timeStamp: 1100 });
    expect(screen.getByText('2배')).toBeInTheDocument();
    expect(onZoomChange).toHaveBeenLastCalledWith(2);
  });
});

describe('Gallery', () => {
  it('다음/이전 버튼과 방향키로 한 장씩 넘긴다', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    const { container } = render(<Gallery label="건물 사진" images={images} onIndexChange={onIndexChange} />);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 사진' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 사진' })).toBeDisabled();
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
    expect(container.querySelector('.jg-gallery__strip')).toHaveStyle({ transform: 'translateX(-200%)' });
    await expectNoAxeViolations(container);
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
