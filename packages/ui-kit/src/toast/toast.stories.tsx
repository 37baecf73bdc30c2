import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { showToast, type ToastOptions } from './toast-queue';

function Trigger(props: ToastOptions) {
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => showToast(props)}>토스트 보기</Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: Trigger,
  args: { message: '공유가 완료되었습니다.' },
  argTypes: { position: { control: 'inline-radio', options: ['center', 'top', 'bottom'] } },
} satisfies Meta<typeof Trigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

export const Centered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '토스트 보기' }));
    const region = screen.getByRole('status');
    // Both waits end on what the region shows, within the shared limit (preview.tsx): a busy
    // machine may draw the toast late, and its 1.2 s only start once it is drawn.
    await waitFor(() => expect(region).toHaveTextContent('공유가 완료되었습니다.'));
    await expect(region).toHaveAttribute('data-position', 'center');
    await waitFor(() => expect(region).toHaveTextContent(''));
  },
};

export const Bottom: Story = {
  args: { message: '파일 다운로드를 실패했습니다.', position: 'bottom', durationMs: 3000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '토스트 보기' }));
    // A toast left by the story before waits for the region to be drawn, and so does this one.
    const region = screen.getByRole('status');
    await waitFor(() => expect(region).toHaveTextContent('파일 다운로드를 실패했습니다.'), FIND);
    await expect(region).toHaveAttribute('data-position', 'bottom');
    // Its 3 s pass, and the region is empty again for the next story.
    await waitFor(() => expect(region).toHaveTextContent(''), FIND);
  },
};

export const Html: Story = {
  args: { message: '계좌 연동을 <b>실패</b> 했습니다.<br>계좌 연동 작업을 다시 진행합니다.', html: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '토스트 보기' }));
    await expect((await within(screen.getByRole('status')).findByText('실패')).tagName).toBe('B');
  },
};
