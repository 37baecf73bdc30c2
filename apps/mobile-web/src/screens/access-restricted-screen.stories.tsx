import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAppFrame } from './app-frame-decorator';
import { AccessRestrictedScreen } from './access-restricted-screen';

const meta = {
  title: 'mobile-web/AccessRestrictedScreen',
  component: AccessRestrictedScreen,
  decorators: [withAppFrame],
} satisfies Meta<typeof AccessRestrictedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The environment check failed: the reason, and no way on (nothing else can run safely here). */
export const AccessRestricted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '접근이 제한되었어요' })).toBeVisible();
    await expect(
      canvas.getByText('지금 환경에서는 조각을 안전하게 이용할 수 없어요. 조각 앱이나 최신 브라우저에서 다시 열어주세요.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
