import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmailChangeScreen } from './email-change-screen';

interface EmailStoryArgs {
  readonly onNavigate: NavigateToRoute;
  readonly memberId: string;
}

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const withSandbox: Decorator<EmailStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-my/EmailChangeScreen',
  component: EmailChangeScreen,
  render: () => <EmailChangeScreen />,
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { memberId: 'demo-general', onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: '새 이메일' });

/** The current address and an empty field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('minjun.kim@example.kr', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(field(canvasElement)).toHaveValue('');
  },
};

/** Another member's address: not available. */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('minjun.kim@example.kr', undefined, { timeout: 15_000 });
    await userEvent.type(field(canvasElement), 'seoyeon.lee@example.kr');
    await userEvent.click(canvas.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAccessibleDescription('이미 다른 회원이 쓰고 있는 이메일이에요.'));
  },
};

/** 변경하기 before the check. */
export const NotChecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('minjun.kim@example.kr', undefined, { timeout: 15_000 });
    await userEvent.type(field(canvasElement), 'minjun.new@example.kr');
    await userEvent.click(canvas.getByRole('button', { name: '변경하기' }));
    await expect(field(canvasElement)).toHaveAccessibleDescription('이메일 중복 확인을 먼저 해주세요.');
  },
};

/** Checked, confirmed, changed: back to 회원정보. */
export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('minjun.kim@example.kr', undefined, { timeout: 15_000 });
    await userEvent.type(field(canvasElement), 'minjun.new@example.kr');
    await userEvent.click(canvas.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAccessibleDescription('사용할 수 있는 이메일이에요.'));
    await userEvent.click(canvas.getByRole('button', { name: '변경하기' }));
    const dialog = await screen.findByRole('dialog', { name: '이메일을 변경할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/my/info' }, { returnTo: true }));
  },
};

/** The member information has not arrived yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('지금 이메일을 불러오고 있어요', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** The member information failed. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/member/info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('회원정보를 불러오지 못했어요', undefined, { timeout: 15_000 })).toBeVisible();
  },
};

/** The member's own address: 지금 쓰고 있는 이메일이에요. */
export const CurrentAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('minjun.kim@example.kr', undefined, { timeout: 15_000 });
    await userEvent.type(field(canvasElement), 'minjun.kim@example.kr');
    await userEvent.click(canvas.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAccessibleDescription('지금 쓰고 있는 이메일이에요.'));
  },
};

/** An address without its domain: the shape error, the typed text kept. */
export const BadShape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('minjun.kim@example.kr', undefined, { timeout: 15_000 });
    await userEvent.type(field(canvasElement), 'minjun.kim');
    await userEvent.click(canvas.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAccessibleDescription('이메일 주소를 확인해주세요. 예) jogak@example.kr'));
    await expect(field(canvasElement)).toHaveValue('minjun.kim');
  },
};
