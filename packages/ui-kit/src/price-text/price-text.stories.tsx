import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceText } from './price-text';

const meta = {
  title: 'ui-kit/PriceText',
  component: PriceText,
  args: { value: 10500, change: 500, unit: '원', showChange: true },
  decorators: [(Story) => <div style={{ padding: 16, fontSize: 20 }}>{Story()}</div>],
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price has no role of its own; its root is the one `.jg-price`. */
function price(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('.jg-price');
  if (!root) throw new Error('가격이 그려지지 않았어요.');
  return root;
}

export const Rise: Story = {
  play: async ({ canvasElement }) => {
    const root = price(canvasElement);
    await expect(root).toHaveAttribute('data-tone', 'rise');
    // ▲ is drawn, 상승 is read: colour is never the only cue.
    await expect(root).toHaveTextContent('10,500원▲상승 500');
  },
};

export const Fall: Story = {
  args: { value: 9500, change: -500 },
  play: async ({ canvasElement }) => {
    const root = price(canvasElement);
    await expect(root).toHaveAttribute('data-tone', 'fall');
    await expect(root).toHaveTextContent('9,500원▼하락 500');
  },
};

export const Flat: Story = {
  args: { value: 10000, change: 0 },
  play: async ({ canvasElement }) => {
    const root = price(canvasElement);
    await expect(root).toHaveAttribute('data-tone', 'flat');
    await expect(root).toHaveTextContent('10,000원보합 0');
  },
};

export const WithoutChange: Story = {
  args: { showChange: false },
  play: async ({ canvasElement }) => {
    const root = price(canvasElement);
    await expect(root).toHaveAttribute('data-tone', 'rise');
    await expect(root).toHaveTextContent('10,500원 상승');
    await expect(root.querySelector('.jg-price__change')).toBeNull();
  },
};
