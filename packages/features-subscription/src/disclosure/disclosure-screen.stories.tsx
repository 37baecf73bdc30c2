import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failingGets, neverAnswers, retryWithServerBack, StoryProviders } from '@jogak/feature-testing/stories';
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
  // The faults a story arms are the sandbox's: each story starts without the last one's.
  loaders: [
    () => {
      sandbox.reset();
      return {};
    },
  ],
  args: { id: 108, disclosureId: 10802, onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<DisclosureStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

const TITLE = '[투자위험] 광안리 오션뷰 스테이 주요 투자위험 안내';

/** A disclosure with its date and contents; 투자설명서 보기 opens the document. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: TITLE }, FIND)).toBeVisible();
    await expect(canvas.getByText('공시일 2025.02.22')).toBeVisible();
    await expect(canvas.getByText('임차인 공실에 따른 배당 감소 위험')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '투자설명서 보기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id/prospectus', params: { id: '108' } });
  },
};

/** The disclosure is on its way: the skeleton says so. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/product-disclosure/10802'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = await canvas.findByText('불러오는 중이에요', {}, FIND);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** The disclosure fails: 공시를 불러오지 못했어요. with 다시 시도하기, which brings it. */
export const Failed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/product-disclosure/10802')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('공시를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByRole('heading', { level: 2, name: TITLE }, FIND)).toBeVisible();
    await expect(canvas.getByText('공시일 2025.02.22')).toBeVisible();
  },
};

/** A disclosure the server does not know (a stale link): said without 다시 시도하기, which cannot help. */
export const NotFound: Story = {
  args: { disclosureId: 10899 },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('공시를 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** 을지로 파인타워 1호's disclosure under 광안리 오션뷰 스테이's address: not shown as this offering's. */
export const OtherOfferingsDisclosure: Story = {
  args: { disclosureId: 10101 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('공시를 찾을 수 없어요이 공모의 공시가 아니에요.');
    await expect(canvas.queryByText(/을지로 파인타워/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: '투자설명서 보기' })).toBeNull();
  },
};
