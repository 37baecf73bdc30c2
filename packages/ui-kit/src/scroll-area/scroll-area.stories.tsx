import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { ScrollArea } from './scroll-area';

const meta = {
  title: 'ui-kit/ScrollArea',
  component: ScrollArea,
  args: {
    label: '약관 전문',
    height: 200,
    children: (
      <div style={{ padding: 16 }}>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            제{i + 1}조 이 약관은 회사가 제공하는 서비스의 이용 조건과 절차를 정합니다.
          </p>
        ))}
      </div>
    ),
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Long: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '약관 전문' });
    const track = canvasElement.querySelector('.jg-scroll__track') as HTMLElement;
    const thumb = canvasElement.querySelector('.jg-scroll__thumb') as HTMLElement;
    await expect(thumb.getBoundingClientRect().height).toBeGreaterThanOrEqual(25);
    fireEvent.pointerDown(track, { clientY: track.getBoundingClientRect().bottom - 2 });
    await waitFor(() => expect(region.scrollTop).toBe(40));
    fireEvent.pointerDown(track, { clientY: track.getBoundingClientRect().top + 1 });
    await waitFor(() => expect(region.scrollTop).toBe(0));
  },
};

export const Short: Story = {
  args: { children: <p style={{ padding: 16 }}>짧은 내용은 막대가 없어요.</p> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.jg-scroll__track')).toBeNull();
  },
};
