import '../styles.css';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyPage, fails, neverAnswers, StoryProviders, type StoryServices } from '@jogak/feature-testing/stories';
import { EventListScreen } from './event-list-screen';

// The sandbox answers through Storybook's MSW worker at a fixed instant, so statuses read the same.
const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const meta = {
  title: 'features-community/EventListScreen',
  render: (args) => (
    <StoryProviders {...args}>
      <EventListScreen />
    </StoryProviders>
  ),
  args: { onNavigate: fn(), onOpenLink: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<StoryServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's events with their status and period; a card opens the event. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('link', { name: /친구 초대하고 커피 받기/ }, { timeout: 15_000 });
    await expect(card).toHaveTextContent('진행 중친구 초대하고 커피 받기2025.02.02 ~ 2025.04.03');
    await userEvent.click(card);
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/community/event/$id', params: { id: '2' } });
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/board/events'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('목록을 불러오는 중이에요')).toBeInTheDocument();
  },
};

/** No event at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: [emptyPage('/main/v1/board/events'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('진행 중인 이벤트가 없어요', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** The server failed: a Korean message and 다시 시도하기. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/board/events'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('이벤트를 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await expect(within(alert).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};
