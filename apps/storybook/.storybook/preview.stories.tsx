import { type DialogDefinition, hasDismissibleDialog, openDialog, showToast } from '@jogak/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

/**
 * The preview's own guarantee, as two stories run in this order on the shared page of the test
 * run: what one story leaves open is gone when the next starts. Only the test run needs them, so
 * they stay out of the sidebar (the `dev` tag removed).
 */
const meta = {
  title: 'storybook/Preview',
  render: () => <p>스토리 사이의 정리를 확인하는 화면이에요.</p>,
  tags: ['!dev'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const definition = (title: string): DialogDefinition => ({
  name: 'STORY_LEFT_OPEN',
  title,
  contents: '다음 스토리에는 보이지 않아야 해요.',
  buttons: [{ text: '확인', style: 'primary', response: true }],
});

/**
 * Ends as many package stories do, with dialogs waiting for their answer and a toast on screen.
 * The dialog shown goes with its host (Radix gives focus back as the story unmounts, and the host
 * removes it then); the one queued behind it and the toast stay in ui-kit's memory.
 */
export const LeavesDialogsAndAToast: Story = {
  play: async () => {
    void openDialog(definition('앞 스토리의 첫 확인'));
    void openDialog(definition('앞 스토리의 다음 확인'));
    showToast({ message: '앞 스토리의 알림이에요.', durationMs: 600_000 });
    await expect(await screen.findByRole('dialog', { name: '앞 스토리의 첫 확인' })).toBeInTheDocument();
    await expect(await screen.findByText('앞 스토리의 알림이에요.')).toBeInTheDocument();
  },
};

/**
 * ToastHost shows a toast that was already up when it mounted once its empty region has been drawn
 * (two frames, so screen readers hear it); the third lets React draw it.
 */
async function afterToastHostIsReady(): Promise<void> {
  for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Starts with no dialog and no toast of the story before. */
export const StartsWithoutWhatTheLastStoryLeft: Story = {
  play: async () => {
    await afterToastHostIsReady();
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expect(hasDismissibleDialog()).toBe(false);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
