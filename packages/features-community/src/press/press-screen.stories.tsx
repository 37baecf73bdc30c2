import '../styles.css';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyPage, fails, neverAnswers, StoryProviders, type StoryServices } from '@jogak/feature-testing/stories';
import { PressScreen } from './press-screen';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const meta = {
  title: 'features-community/PressScreen',
  render: (args) => (
    <StoryProviders {...args}>
      <PressScreen onOpenLink={args.onOpenLink} />
    </StoryProviders>
  ),
  args: { onNavigate: fn(), onOpenLink: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<StoryServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press coverage; an article opens on the publisher's site, outside the app. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: /부산으로 확장/ }, { timeout: 15_000 }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('https://press.example.kr/articles/1002');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/board/press'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('목록을 불러오는 중이에요')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyPage('/main/v1/board/press'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 등록된 보도자료가 없어요', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/board/press'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('보도자료를 불러오지 못했어요잠시 후 다시 시도해주세요.');
  },
};
