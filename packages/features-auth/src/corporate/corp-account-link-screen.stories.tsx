import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CorpAccountLinkScreen } from './corp-account-link-screen';

const meta = {
  title: 'features-auth/CorpAccountLinkScreen',
  component: CorpAccountLinkScreen,
  args: { loggedIn: true, openAccountLink: fn(async () => undefined), onNavigate: fn() },
} satisfies Meta<typeof CorpAccountLinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in corporation (102) opens the partner's account-link web view. */
export const LinkAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '법인 계좌 연동' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '계좌 연동하기' }));
    await expect(args.openAccountLink).toHaveBeenCalled();
  },
};

/** The web view could not open. */
export const OpenFailed: Story = {
  args: { openAccountLink: fn(async () => Promise.reject(new Error('계좌 연동 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '계좌 연동하기' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('계좌 연동 화면을 열지 못했어요.');
  },
};

/** Without a session: the corporate login first. */
export const SignedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '법인 로그인하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'corporate' } });
  },
};
