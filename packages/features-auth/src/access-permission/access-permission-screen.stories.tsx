import '../styles.css';
import { commonStore } from '@jogak/app-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessPermissionScreen } from './access-permission-screen';

const meta = {
  title: 'features-auth/AccessPermissionScreen',
  component: AccessPermissionScreen,
  args: { onNavigate: fn() },
  beforeEach: () => {
    commonStore.appState = null;
  },
} satisfies Meta<typeof AccessPermissionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh device's first screen; 확인 records the notice and goes on to first-time sign-up. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const optional = canvas.getByRole('region', { name: '선택 접근 권한' });
    await expect(within(optional).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: '필수 접근 권한' })).toHaveTextContent('필수로 허용해야 하는 권한은 없어요.');
    const confirm = canvas.getByRole('button', { name: '확인' });
    await expect(confirm.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(confirm);
    await expect(commonStore.appState).toBe('first-time-sign-up');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/first-time-sign-up' });
  },
};
