import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { STORY_NOW, storyClock } from '../../test/story-clock';
import { SubscriptionDetailScreen, type SubscriptionDetailScreenProps } from './subscription-detail-screen';

type DetailStoryArgs = SubscriptionDetailScreenProps & { readonly onNavigate: NavigateToRoute };

// The sandbox answers at a fixed instant and the screen's clock starts there, so the countdown
// begins at 4일 13:59:59 every time and ticks on in real time.
const sandbox = setupSandboxWorker({ now: STORY_NOW });
const GUEST = { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' } as const;

const meta = {
  title: 'features-subscription/SubscriptionDetailScreen',
  render: ({ onNavigate, ...props }) => (
    <StoryProviders onNavigate={onNavigate}>
      <SubscriptionDetailScreen {...props} clock={storyClock()} />
    </StoryProviders>
  ),
  args: { id: 108, user: GUEST, onGate: fn(), onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<DetailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** 청약 중: the countdown ticks; the calculator answers a chosen quantity. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' }, FIND)).toBeVisible();
    const countdown = canvas.getByTestId('countdown');
    // The story's clock runs in real time from its render, so how far the countdown has gone by
    // now depends on the machine: within its first hour it reads 4일 13:mm:ss.
    await expect(countdown).toHaveTextContent(/^4일 13:[0-5]\d:[0-5]\d$/);
    // It ticks: the second it shows now gives way to another.
    const shown = countdown.textContent ?? '';
    await waitFor(() => expect(countdown).not.toHaveTextContent(shown));
    const quantity = canvas.getByRole('textbox', { name: '계산할 수량' });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('250');
    const result = canvas.getByLabelText('예상 배당금 계산 결과');
    await expect(result).toHaveTextContent('투자 금액1,250,000원연 예상 배당금76,250원분기마다 예상 배당금19,062원');
    await expect(canvas.getByRole('button', { name: '청약하기' })).toBeEnabled();
  },
};

/** 청약 예정: the days to the opening; 청약하기 waits. */
export const Upcoming: Story = {
  args: { id: 111 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '명동 헤리티지 호텔' }, FIND)).toBeVisible();
    await expect(canvas.getByText('청약 시작 D-3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '청약 예정이에요' })).toBeDisabled();
  },
};

/** 청약 마감: no countdown; 청약하기 closed. */
export const Closed: Story = {
  args: { id: 107 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '한남 스트리트 리테일' }, FIND)).toBeVisible();
    await expect(canvas.queryByTestId('countdown')).toBeNull();
    await expect(canvas.getByRole('button', { name: '청약이 마감되었어요' })).toBeDisabled();
  },
};

/** A guest's 청약하기: the catalogue's NEED_SIGN_UP dialog; confirming tells the app. */
export const GateDialog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '청약하기' }, FIND));
    const dialog = await screen.findByRole('dialog', { name: '회원가입이 필요해요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '회원가입하기' }));
    await expect(args.onGate).toHaveBeenCalledWith('NEED_SIGN_UP');
  },
};

/** The offering is still on its way: the skeleton says so, and nothing to press yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings/108'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('불러오는 중이에요', undefined, FIND)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '청약하기' })).toBeNull();
  },
};

/** The offering failed to load: a Korean message and 다시 시도하기. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/offerings/108'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, FIND)).toHaveTextContent('공모 정보를 불러오지 못했어요.');
    await expect(canvas.getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};

/** An offering the server does not know: 공모를 찾을 수 없어요, with no 다시 시도하기 and no 청약하기. */
export const NotFound: Story = {
  args: { id: 99999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('공모를 찾을 수 없어요', undefined, FIND)).toBeVisible();
    await expect(canvas.getByText('삭제되었거나 주소가 바뀌었을 수 있어요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '다시 시도하기' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '청약하기' })).toBeNull();
  },
};
