import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignUpChoiceScreen } from './sign-up-choice-screen';

const meta = {
  title: 'features-auth/SignUpChoiceScreen',
  component: SignUpChoiceScreen,
  args: { onNavigate: fn(), corporateAvailable: true },
} satisfies Meta<typeof SignUpChoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both kinds of membership offered; 개인 회원 leads to the individual terms. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('어떤 회원으로 가입할까요?');
    await userEvent.click(canvas.getByRole('button', { name: '개인 회원으로 가입하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up/individual/terms' });
  },
};

/** The corporate sign-up is not in the app yet: the choice stays, disabled, with the reason. */
export const CorporatePending: Story = {
  args: { corporateAvailable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const corporate = canvas.getByRole('button', { name: '법인 회원으로 가입하기' });
    await expect(corporate).toBeDisabled();
    await expect(canvas.getByText(/앱에서 하는 법인 회원가입은 아직 준비 중이에요\./)).toBeVisible();
  },
};
