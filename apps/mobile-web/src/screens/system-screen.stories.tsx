import { Button } from '@jogak/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAppFrame } from './app-frame-decorator';
import { SystemScreen } from './system-screen';

const meta = {
  title: 'mobile-web/SystemScreen',
  component: SystemScreen,
  decorators: [withAppFrame],
  args: { title: '페이지를 찾을 수 없어요', text: '주소가 바뀌었거나 없어진 페이지예요. 홈에서 다시 찾아보세요.' },
} satisfies Meta<typeof SystemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame alone, neutral: the question mark, the title and the text, no actions. */
export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(canvas.getByText('주소가 바뀌었거나 없어진 페이지예요. 홈에서 다시 찾아보세요.')).toBeVisible();
    await expect(canvas.getByText('?')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const onHome = fn();

/** A warning with its actions under the text, as the error screen uses it. */
export const WarningWithActions: Story = {
  args: {
    tone: 'warning',
    title: '이런!',
    text: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요.',
    actions: (
      <Button status="primary" size="full" onClick={onHome}>
        홈으로 가기
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '이런!' })).toBeVisible();
    await expect(canvas.getByText('!')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '홈으로 가기' }));
    await expect(onHome).toHaveBeenCalledOnce();
  },
};
