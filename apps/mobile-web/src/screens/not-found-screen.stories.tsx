import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAppFrame } from './app-frame-decorator';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'mobile-web/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [withAppFrame],
  args: { onHome: fn() },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address no route has: the screen names itself, and 홈으로 가기 is the way on. */
export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(canvas.getByText('주소가 바뀌었거나 없어진 페이지예요. 홈에서 다시 찾아보세요.')).toBeVisible();
    await expect(document.title).toBe('페이지를 찾을 수 없어요 | 조각');
    await userEvent.click(canvas.getByRole('button', { name: '홈으로 가기' }));
    await expect(args.onHome).toHaveBeenCalledOnce();
  },
};
