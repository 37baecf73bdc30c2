import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { BottomSheet } from './bottom-sheet';

function Demo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>정렬 열기</Button>
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title="정렬"
        description="목록 순서를 고르세요."
        footer={
          <Button size="full" onClick={() => setOpen(false)}>
            적용
          </Button>
        }
      >
        <p>최신순 / 마감 임박순</p>
      </BottomSheet>
    </div>
  );
}

const meta = {
  title: 'ui-kit/BottomSheet',
  component: Demo,
  args: { initiallyOpen: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '정렬 열기' })).toBeEnabled();
    // The sheet is portalled to the body, so the whole document is asked, not the canvas.
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(screen.queryByText('최신순 / 마감 임박순')).not.toBeInTheDocument();
  },
};

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '정렬 열기' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: '정렬' });
    await userEvent.click(within(sheet).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
