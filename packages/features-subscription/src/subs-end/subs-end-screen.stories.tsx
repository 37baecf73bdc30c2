import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { failingGets, retryWithServerBack, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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

const SUBSCRIPTION_PATH = '/main/v1/offerings/109/subscription';

/**
 * The screen asks for the application only once everything cached is refreshed; its skeleton is
 * the same before and after that. Held, the call shows that the skeleton on screen is the one
 * that waits for the server's answer, which the release then brings.
 */
export const Loading: Story = {
  loaders: [
    () => {
      sandbox.faults.add({ hold: true, path: SUBSCRIPTION_PATH, method: 'GET' });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The hold is taken (out of the list) when the call arrives: the refresh is over.
    await waitFor(() => expect(sandbox.faults.list()).toEqual([]), FIND);
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = canvas.getByText('불러오는 중이에요');
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByLabelText('청약 내역')).toBeNull();
    sandbox.faults.release();
    await expect(await canvas.findByText('청약 신청이 접수되었어요.', {}, FIND)).toBeVisible();
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

/** The application cannot be read: 청약 결과를 불러오지 못했어요. with 다시 시도하기, which brings it. */
export const LoadError: Story = {
  loaders: [failingGets(sandbox.faults, SUBSCRIPTION_PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('청약 결과를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByText('청약 신청이 접수되었어요.', {}, FIND)).toBeVisible();
    await expect(canvas.getByLabelText('청약 내역')).toHaveTextContent('총 청약 수량10주총 청약 금액50,000원');
  },
};

/** 이서연 has no application to 108 (a link from elsewhere): said without 다시 시도하기, which cannot help. */
export const NotFound: Story = {
  args: { id: 108 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('청약 내역을 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    await expect(within(alert).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: '청약 목록 보기' })).toHaveAttribute('href', '/subscription');
  },
};
