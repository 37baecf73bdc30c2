import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Upcoming: Story = {};
export const Today: Story = { args: { date: '2026-11-21' } };
export const Past: Story = { args: { date: '2026-11-19' } };
export const CountdownRunning: Story = {
  render: () => <Countdown endDate="2026-11-22" now={NOW} label="청약 마감까지" />,
};
export const CountdownEnded: Story = {
  render: () => <Countdown endDate="2026-11-20" now={NOW} label="청약 마감까지" />,
};
