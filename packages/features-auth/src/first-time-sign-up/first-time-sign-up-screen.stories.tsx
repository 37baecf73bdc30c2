import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FirstTimeSignUpScreen } from './first-time-sign-up-screen';

const meta = {
  title: 'features-auth/FirstTimeSignUpScreen',
  component: FirstTimeSignUpScreen,
  args: { onNavigate: fn(), signUpAvailable: true },
} satisfies Meta<typeof FirstTimeSignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app has sign-up: 회원가입 leads, 로그인 and 둘러보기 follow. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('조각으로 시작하는 빌딩 투자');
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('button', { name: '회원가입' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ route: '/auth/sign-up' });
    await userEvent.click(canvas.getByRole('button', { name: '둘러보기' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ route: '/_main/home' });
  },
};

/** The app has no sign-up route yet: only 로그인 and 둘러보기. */
export const WithoutSignUp: Story = {
  args: { signUpAvailable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '회원가입' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/login' });
  },
};
