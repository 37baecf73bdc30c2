import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from './countdown';
import { DDayBadge } from './dday-badge';

const NOW = '2026-11-21T10:00:00+09:00';

const meta = {
  title: 'ui-kit/DDay',
  component: DDayBadge,
  args: { date: '2026-11-24', now: NOW },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DDayBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('D-3')).toHaveAttribute('data-state', 'upcoming');
  },
};

export const Today: Story = {
  args: { date: '2026-11-21' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('D-Day')).toHaveAttribute('data-state', 'today');
  },
};

export const Past: Story = {
  args: { date: '2026-11-19' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('D+2')).toHaveAttribute('data-state', 'past');
  },
};

/** The visible clock is hidden from screen readers, so no role finds it: its class and aria-hidden do. */
function countdownParts(canvasElement: HTMLElement) {
  const countdown = canvasElement.querySelector<HTMLElement>('.jg-countdown');
  const visible = countdown?.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!countdown || !visible) throw new Error('카운트다운이 그려지지 않았어요.');
  return { countdown, visible };
}

export const CountdownRunning: Story = {
  render: () => <Countdown endDate="2026-11-22" now={NOW} label="청약 마감까지" />,
  play: async ({ canvasElement }) => {
    const { countdown, visible } = countdownParts(canvasElement);
    await expect(countdown).toHaveAttribute('data-state', 'running');
    // Days, then HH:MM:SS; the fixed `now` makes the value itself exact (to 23:59:59 of the 22nd).
    await expect(visible.textContent).toMatch(/^\d+일 \d{2}:\d{2}:\d{2}$/);
    await expect(visible).toHaveTextContent('1일 13:59:59');
    await expect(countdown).toHaveTextContent('청약 마감까지');
    await expect(countdown).toHaveTextContent('1일 13시간 59분 59초');
  },
};

export const CountdownEnded: Story = {
  render: () => <Countdown endDate="2026-11-20" now={NOW} label="청약 마감까지" />,
  play: async ({ canvasElement }) => {
    const { countdown, visible } = countdownParts(canvasElement);
    await expect(countdown).toHaveAttribute('data-state', 'ended');
    await expect(visible.textContent).toBe('00:00:00');
    await expect(within(countdown).getByText('마감')).toBeInTheDocument();
  },
};
