import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceText } from './price-text';

const meta = {
  title: 'ui-kit/PriceText',
  component: PriceText,
  args: { value: 10500, change: 500, unit: '원', showChange: true },
  decorators: [(Story) => <div style={{ padding: 16, fontSize: 20 }}>{Story()}</div>],
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rise: Story = {};
export const Fall: Story = { args: { value: 9500, change: -500 } };
export const Flat: Story = { args: { value: 10000, change: 0 } };
export const WithoutChange: Story = { args: { showChange: false } };
