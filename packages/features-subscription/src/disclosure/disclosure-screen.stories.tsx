import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fails, StoryProviders } from '@jogak/feature-testing/stories';
import { STORY_NOW } from '../../test/story-clock';
import { DisclosureScreen, type DisclosureScreenProps } from './disclosure-screen';

type DisclosureStoryArgs = DisclosureScreenProps & { readonly onNavigate: NavigateToRoute };

const sandbox = setupSandboxWorker({ now: STORY_NOW });

const meta = {
  title: 'features-subscription/DisclosureScreen',
  render: ({ onNavigate, ...props }) => (
    <StoryProviders onNavigate={onNavigate}>
      <DisclosureScreen {...props} />
    </StoryProviders>
  ),
  args: { id: 108, disclosureId: 10802, onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<DisclosureStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A disclosure with its date and contents; 투자설명서 보기 opens the document. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '[투자위험] 광안리 오션뷰 스테이 주요 투자위험 안내' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('공시일 2025.02.22')).toBeVisible();
    await expect(canvas.getByText('임차인 공실에 따른 배당 감소 위험')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '투자설명서 보기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id/prospectus', params: { id: '108' } });
  },
};

/** The disclosure failed to load. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/product-disclosure/10802'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('공시를 불러오지 못했어요.');
  },
};
