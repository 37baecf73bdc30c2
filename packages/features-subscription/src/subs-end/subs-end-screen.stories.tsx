import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_NOW } from '../../test/story-clock';
import { SubsEndScreen, type SubsEndScreenProps } from './subs-end-screen';

type SubsEndStoryArgs = SubsEndScreenProps & { readonly onNavigate: NavigateToRoute };

const sandbox = setupSandboxWorker({ now: STORY_NOW });
const FIND = { timeout: 15_000 };

const withSandbox: Decorator<SubsEndStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-subscription/SubsEndScreen',
  render: ({ onNavigate: _navigate, ...props }) => <SubsEndScreen {...props} />,
  decorators: [withSandbox],
  // 이서연 has just applied for 10 units of 109 through the partner's page.
  loaders: [
    () => {
      sandbox.reset();
      sandbox.state.applySubscription('demo-income', '109', 10, true);
      return { token: sandbox.state.login('demo-income').token };
    },
  ],
  args: { id: 109, transNo: '20250304701012590101100000', onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<SubsEndStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings/109/subscription'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요', {}, FIND)).toBeInTheDocument();
  },
};

export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('청약 신청이 접수되었어요.', {}, FIND)).toBeVisible();
    await expect(canvas.getByLabelText('청약 내역')).toHaveTextContent('총 청약 수량10주총 청약 금액50,000원');
    await expect(canvas.getByRole('link', { name: '청약 목록 보기' })).toHaveAttribute('href', '/subscription');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/offerings/109/subscription'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '다시 시도하기' }, FIND)).toBeVisible();
  },
};
