import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Countdown } from './countdown';
import { DDayBadge } from './dday-badge';

describe('DDayBadge', () => {
  it('D-Day, D-n, D+n', () => {
    const now = '2026-11-21T10:00:00+09:00';
    const { container } = render(
      <>
        <DDayBadge date="2026-11-21" now={now} />
        <DDayBadge date="2026-11-24" now={now} />
        <DDayBadge date="2026-11-19" now={now} />
      </>,
    );
    const badges = [...container.querySelectorAll('.jg-dday')];
    expect(badges.map((b) => b.textContent)).toEqual(['D-Day', 'D-3', 'D+2']);
    expect(badges.map((b) => b.getAttribute('data-state'))).toEqual(['today', 'upcoming', 'past']);
  });
});

describe('Countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('마감일 23:59:59까지 일과 HH:MM:SS로 보여 준다', async () => {
    const { container } = render(
      <Countdown endDate="2026-11-22" now="2026-11-21T10:00:00+09:00" label="청약 마감까지" />,
    );
    expect(container).toHaveTextContent('청약 마감까지 1일 13:59:59');
    expect(container.querySelector('.jg-visually-hidden')).toHaveTextContent('1일 13시간 59분 59초');
    await expectNoAxeViolations(container);
  });

  it('지나면 00:00:00과 마감', () => {
    const { container } = render(<Countdown endDate="2026-11-20" now="2026-11-21T00:00:00+09:00" />);
    expect(container.querySelector('.jg-countdown')).toHaveAttribute('data-state', 'ended');
    expect(container).toHaveTextContent('00:00:00마감');
  });

  it('23:59:59의 마지막 1초는 아직 마감이 아니다', () => {
    const { container } = render(<Countdown endDate="2026-11-21" now="2026-11-21T23:59:59.500+09:00" />);
    expect(container.querySelector('.jg-countdown')).toHaveAttribute('data-state', 'running');
    expect(container).toHaveTextContent('00:00:000일 0시간 0분 0초');
    expect(container).not.toHaveTextContent('마감');
  });

  it('now가 없으면 1초마다 줄어든다', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T23:59:50+09:00'));
    const { container } = render(<Countdown endDate="2026-11-21" />);
    expect(container).toHaveTextContent('00:00:09');
    act(() => vi.advanceTimersByTime(3000));
    expect(container).toHaveTextContent('00:00:06');
  });
});
