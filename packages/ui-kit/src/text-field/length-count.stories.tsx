import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LengthCount } from './length-count';

const meta = {
  title: 'ui-kit/LengthCount',
  component: LengthCount,
  args: { length: 12, max: 1000 },
  decorators: [
    (Story) => (
      <p className="jg-field__hint" style={{ padding: 16 }}>
        {Story()}
      </p>
    ),
  ],
} satisfies Meta<typeof LengthCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn with a slash, read as words: the slash would be said aloud. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const hint = within(canvasElement).getByText('1,000자 중 12자').parentElement;
    await expect(hint).toHaveTextContent('12/1,000자1,000자 중 12자');
    await expect(within(canvasElement).getByText('12/1,000자')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Over the limit the text is kept whole: the counter says how far over, the form's check refuses it. */
export const OverTheLimit: Story = {
  args: { length: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234/1,000자')).toBeVisible();
  },
};
