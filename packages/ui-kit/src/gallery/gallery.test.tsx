import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Gallery } from './gallery';
import { ImageZoom } from './image-zoom';

/** Lays out a stage of 300 × 200 px at the page's top left holding a picture of `picture` (happy-dom draws nothing). */
function sizeStage(stage: HTMLElement, picture = { width: 300, height: 200 }) {
  Object.defineProperty(stage, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(stage, 'clientHeight', { configurable: true, value: 200 });
  stage.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 200 });
  const image = stage.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'offsetWidth', { configurable: true, value: picture.width });
  Object.defineProperty(image, 'offsetHeight', { configurable: true, value: picture.height });
}

/** A pointer event at `timeStamp` ms: happy-dom stamps an event with the time it is made, whatever the init says. */
function pointer(type: 'pointerDown' | 'pointerMove' | 'pointerUp', stage: HTMLElement, { timeStamp, ...init }: PointerEventInit & { timeStamp: number }) {
  const event = createEvent[type](stage, init);
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(stage, event);
}

/** One finger down and up at the same spot (the stage's centre unless told), 50 ms from `at`. */
function tap(stage: HTMLElement, at: number, { x, y } = { x: 150, y: 100 }) {
  pointer('pointerDown', stage, { pointerId: 1, isPrimary: true, clientX: x, clientY: y, timeStamp: at });
  pointer('pointerUp', stage, { pointerId: 1, isPrimary: true, clientX: x, clientY: y, timeStamp: at + 50 });
}

/** Two fingers 60 px apart about (180, 100) spread to 180 px apart (a 3× pinch), then lifted 40 ms apart from `at`. */
function pinchOpen(stage: HTMLElement, at: number) {
  pointer('pointerDown', stage, { pointerId: 11, isPrimary: true, clientX: 150, clientY: 100, timeStamp: at });
  pointer('pointerDown', stage, { pointerId: 12, isPrimary: false, clientX: 210, clientY: 100, timeStamp: at + 10 });
  pointer('pointerMove', stage, { pointerId: 11, clientX: 90, clientY: 100, timeStamp: at + 100 });
  pointer('pointerMove', stage, { pointerId: 12, clientX: 270, clientY: 100, timeStamp: at + 100 });
  pointer('pointerUp', stage, { pointerId: 12, isPrimary: false, clientX: 270, clientY: 100, timeStamp: at + 200 });
  pointer('pointerUp', stage, { pointerId: 11, isPrimary: true, clientX: 90, clientY: 100, timeStamp: at + 240 });
}

/** One finger dragged 60 px to the left in 100 ms from `at`. */
function drag(stage: HTMLElement, at: number) {
  pointer('pointerDown', stage, { pointerId: 21, isPrimary: true, clientX: 200, clientY: 100, timeStamp: at });
  pointer('pointerMove', stage, { pointerId: 21, clientX: 140, clientY: 100, timeStamp: at + 50 });
  pointer('pointerUp', stage, { pointerId: 21, isPrimary: true, clientX: 140, clientY: 100, timeStamp: at + 100 });
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
    tap(stage, 1000);
    tap(stage, 1150);
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

  it('확대한 동안에만 옮기기 버튼이 있고, 한 번 누를 때마다 화면의 반만큼 그쪽을 보여 주되 가장자리를 넘지 않는다', async () => {
    const user = userEvent.setup();
    const { container } = render(<ImageZoom src="/a.jpg" alt="건물 외관" />);
    sizeStage(screen.getByRole('group', { name: '사진 확대 보기' }));
    const image = screen.getByRole('img', { name: '건물 외관' });
    expect(screen.queryByRole('button', { name: '오른쪽으로 이동' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확대' }));
    // At 2× the picture reaches 150 px past each side and 100 px past the top and bottom.
    await user.click(screen.getByRole('button', { name: '오른쪽으로 이동' }));
    await user.click(screen.getByRole('button', { name: '아래로 이동' }));
    expect(image).toHaveStyle({ transform: 'translate(-150px, -100px) scale(2)' });
    await user.click(screen.getByRole('button', { name: '오른쪽으로 이동' }));
    expect(image).toHaveStyle({ transform: 'translate(-150px, -100px) scale(2)' });
    await user.click(screen.getByRole('button', { name: '왼쪽으로 이동' }));
    await user.click(screen.getByRole('button', { name: '왼쪽으로 이동' }));
    await user.click(screen.getByRole('button', { name: '위로 이동' }));
    expect(image).toHaveStyle({ transform: 'translate(150px, 0px) scale(2)' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '축소' }));
    expect(screen.queryByRole('button', { name: '위로 이동' })).not.toBeInTheDocument();
    expect(image).toHaveStyle({ transform: 'translate(0px, 0px) scale(1)' });
  });
});

describe('ImageZoom 두 번 탭', () => {
  it('두 손가락으로 벌려 3배로 한 뒤 떼면 3배 그대로, 빠르게 두 번 옮겨도 그대로이고, 한 손가락으로 두 번 탭하면 1배로 돌아온다', () => {
    render(<ImageZoom src="/a.jpg" alt="건물 외관" />);
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    sizeStage(stage);
    pinchOpen(stage, 5000);
    expect(screen.getByText('3배')).toBeInTheDocument();
    // One tap after the pinch pairs with none of its fingers.
    tap(stage, 5300);
    drag(stage, 6000);
    drag(stage, 6150);
    expect(screen.getByText('3배')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '건물 외관' })).toHaveStyle({ transform: 'translate(-120px, 0px) scale(3)' });
    tap(stage, 7000);
    tap(stage, 7150);
    expect(screen.getByText('1배')).toBeInTheDocument();
    tap(stage, 8000);
    tap(stage, 8150);
    expect(screen.getByText('3배')).toBeInTheDocument();
  });

  it('두 번 탭한 곳으로 확대한다: 탭한 자리가 손가락 아래에 남고(가장자리 너머는 보이지 않게), 끌지 않아도 모서리까지 보인다', () => {
    render(<ImageZoom src="/a.jpg" alt="건물 외관" />);
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    sizeStage(stage);
    const image = screen.getByRole('img', { name: '건물 외관' });
    // 135 px left of and 90 px above the centre: at 3× that spot is 405 px and 270 px out, so the
    // picture moves 270 px right and 180 px down to bring it back under the finger.
    tap(stage, 1000, { x: 15, y: 10 });
    tap(stage, 1150, { x: 15, y: 10 });
    expect(screen.getByText('3배')).toBeInTheDocument();
    expect(image).toHaveStyle({ transform: 'translate(270px, 180px) scale(3)' });
    tap(stage, 2000, { x: 15, y: 10 });
    tap(stage, 2150, { x: 15, y: 10 });
    expect(image).toHaveStyle({ transform: 'translate(0px, 0px) scale(1)' });
    // The very corner: the picture goes no further than its own edge meeting the stage's (300 px and 200 px at 3×).
    tap(stage, 3000, { x: 300, y: 200 });
    tap(stage, 3150, { x: 300, y: 200 });
    expect(image).toHaveStyle({ transform: 'translate(-300px, -200px) scale(3)' });
  });

  it('두 손가락으로 1배로 줄인 뒤 떼도 3배로 튀지 않고, 오래 누른 뒤의 탭은 두 번 탭이 아니다', () => {
    render(<ImageZoom src="/a.jpg" alt="건물 외관" />);
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    sizeStage(stage);
    pinchOpen(stage, 5000);
    pointer('pointerDown', stage, { pointerId: 31, isPrimary: true, clientX: 90, clientY: 100, timeStamp: 6000 });
    pointer('pointerDown', stage, { pointerId: 32, isPrimary: false, clientX: 270, clientY: 100, timeStamp: 6010 });
    pointer('pointerMove', stage, { pointerId: 32, clientX: 150, clientY: 100, timeStamp: 6100 });
    pointer('pointerUp', stage, { pointerId: 32, isPrimary: false, clientX: 150, clientY: 100, timeStamp: 6200 });
    pointer('pointerUp', stage, { pointerId: 31, isPrimary: true, clientX: 90, clientY: 100, timeStamp: 6240 });
    expect(screen.getByText('1배')).toBeInTheDocument();
    pointer('pointerDown', stage, { pointerId: 1, isPrimary: true, clientX: 150, clientY: 100, timeStamp: 7000 });
    pointer('pointerUp', stage, { pointerId: 1, isPrimary: true, clientX: 150, clientY: 100, timeStamp: 7400 });
    tap(stage, 7500);
    expect(screen.getByText('1배')).toBeInTheDocument();
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

  it('자리는 "1 / 3"(일 슬래시 삼)이 아니라 "3장 중 1번째"로 읽힌다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Gallery label="건물 사진" images={images} />);
    expect(screen.getByRole('group', { name: '3장 중 1번째' })).toBe(container.querySelector('.jg-gallery__slide'));
    const counter = container.querySelector('.jg-gallery__count') as HTMLElement;
    expect(counter).toHaveAttribute('aria-live', 'polite');
    // The drawn '1 / 3' is hidden from assistive tech; what is read (and announced) is the words.
    expect(within(counter).getByText('1 / 3')).toHaveAttribute('aria-hidden', 'true');
    expect(within(counter).getByText('3장 중 1번째')).toHaveClass('jg-visually-hidden');
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByRole('group', { name: '3장 중 2번째' })).toBeInTheDocument();
    expect(within(counter).getByText('3장 중 2번째')).toHaveClass('jg-visually-hidden');
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

  it('사진 위에서 두 손가락으로 벌리면 확대만 하고 넘기지 않는다', () => {
    render(<Gallery label="건물 사진" images={images} initialIndex={1} />);
    Object.defineProperty(screen.getByTestId('gallery-viewport'), 'clientWidth', { configurable: true, value: 360 });
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    sizeStage(stage);
    // The first finger moves 60 px to the left, past the swipe threshold.
    pinchOpen(stage, 5000);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '3장 중 2번째' })).getByText('3배')).toBeInTheDocument();
  });

  it('끄는 동안 + 키로 확대하면 그 끌기는 넘기지 않는다', () => {
    render(<Gallery label="건물 사진" images={images} />);
    Object.defineProperty(screen.getByTestId('gallery-viewport'), 'clientWidth', { configurable: true, value: 360 });
    const stage = screen.getByRole('group', { name: '사진 확대 보기' });
    sizeStage(stage);
    fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 100 });
    fireEvent.keyDown(stage, { key: '+' });
    fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, clientX: 140, clientY: 100 });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '3장 중 1번째' })).getByText('2배')).toBeInTheDocument();
  });

  it('확대한 채 떠난 사진은 돌아오면 1배이고, 다시 확대하면 끌기가 사진을 옮길 뿐 넘기지 않는다', async () => {
    const user = userEvent.setup();
    render(<Gallery label="건물 사진" images={images} />);
    Object.defineProperty(screen.getByTestId('gallery-viewport'), 'clientWidth', { configurable: true, value: 360 });
    const first = () => screen.getByRole('group', { name: '3장 중 1번째' });
    await user.click(within(first()).getByRole('button', { name: '확대' }));
    await user.click(within(first()).getByRole('button', { name: '확대' }));
    expect(within(first()).getByText('3배')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(within(first()).getByText('1배')).toBeInTheDocument();
    expect(within(first()).getByRole('img', { name: '건물 외관' })).toHaveStyle({ transform: 'translate(0px, 0px) scale(1)' });
    await user.click(within(first()).getByRole('button', { name: '확대' }));
    const stage = within(first()).getByRole('group', { name: '사진 확대 보기' });
    sizeStage(stage);
    drag(stage, 9000);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(within(first()).getByRole('img', { name: '건물 외관' })).toHaveStyle({ transform: 'translate(-60px, 0px) scale(2)' });
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
