import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ScrollArea } from './scroll-area';

/** happy-dom has no layout: give the viewport a 200 px window over 1,000 px of content. */
function fakeLayout(viewport: HTMLElement) {
  Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: 200 });
  Object.defineProperty(viewport, 'scrollHeight', { configurable: true, value: 1000 });
}

describe('ScrollArea', () => {
  it('이름 있는 영역이고 키보드로 초점을 받는다', async () => {
    const { container } = render(
      <ScrollArea label="약관 전문" height={200}>
        <p>제1조 목적</p>
      </ScrollArea>,
    );
    const region = screen.getByRole('region', { name: '약관 전문' });
    expect(region).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(container);
  });

  it('막대는 최소 25 이상, 트랙을 누르면 40씩 스크롤한다', () => {
    render(
      <ScrollArea label="약관 전문" height={200}>
        <p>긴 내용</p>
      </ScrollArea>,
    );
    const region = screen.getByRole('region', { name: '약관 전문' });
    fakeLayout(region);
    act(() => {
      fireEvent.scroll(region);
    });
    const thumb = screen.getByTestId('scroll-track').firstElementChild as HTMLElement;
    expect(thumb.style.height).toBe('40px');
    fireEvent.pointerDown(screen.getByTestId('scroll-track'), { clientY: 150 });
    expect(region.scrollTop).toBe(40);
    expect(thumb.style.transform).toBe('translateY(8px)');
  });
});
