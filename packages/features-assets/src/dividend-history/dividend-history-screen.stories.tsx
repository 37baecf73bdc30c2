import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DividendHistoryScreen, type DividendHistoryScreenProps } from './dividend-history-screen';

type DividendStoryArgs = DividendHistoryScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const withSandbox: Decorator<DividendStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-assets/DividendHistoryScreen',
  component: DividendHistoryScreen,
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <DividendHistoryScreen {...props} />,
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { stockCd: 'JG0001', onNavigate: fn(), memberId: 'demo-general' },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<DividendStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 을지로 파인타워 1호: two quarterly payments, the chart by payment date and the yield on cost. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '을지로 파인타워 1호 배당 내역' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: '지급일별 배당금 (세후)' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '배당 지급 목록' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(await canvas.findByText('2.03%', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** A building held without a payment yet. */
export const NoDividends: Story = {
  args: { stockCd: 'JG0004' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '받은 배당금이 없어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const UnknownStock: Story = {
  args: { stockCd: 'XX9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '종목을 찾을 수 없어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/account/dividends/JG0001'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('main')).getByRole('status')).toHaveTextContent('배당 내역을 불러오는 중');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/dividends/JG0001'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('배당 내역을 불러오지 못했어요.');
  },
};
