import '../styles.css';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { fails, neverAnswers, StoryProviders, type StoryServices } from '@jogak/feature-testing/stories';
import { EventDetailScreen, type EventDetailScreenProps } from './event-detail-screen';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

type Args = StoryServices & EventDetailScreenProps;

const meta = {
  title: 'features-community/EventDetailScreen',
  render: ({ onNavigate, onOpenLink, ...props }) => (
    <StoryProviders onNavigate={onNavigate} onOpenLink={onOpenLink}>
      <EventDetailScreen {...props} />
    </StoryProviders>
  ),
  args: { id: 2, onNavigate: fn(), onOpenLink: fn(), onReferralCode: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event opened from a shared link: its referral code is handed on to be stored. */
export const FromEventLink: Story = {
  args: { referralCode: 'FRIEND7' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '친구 초대하고 커피 받기' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('초대 링크로 가입한 친구가 계좌를 연동하면 두 분 모두에게 커피 쿠폰을 드립니다.')).toBeVisible();
    await expect(args.onReferralCode).toHaveBeenCalledWith('FRIEND7');
  },
};

/** A link in the event's text opens outside the app. */
export const OutboundLink: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/main/v1/board/events/2', () =>
          HttpResponse.json({
            id: 2,
            title: '친구 초대하고 커피 받기',
            thumbImgUrl: '/__sandbox/images/event-2.svg',
            status: 'ONGOING',
            beginAt: '2025-02-02T00:00:00+09:00',
            endAt: '2025-04-03T00:00:00+09:00',
            contents: '<p>자세한 조건은 <a href="https://partner.example.kr/event">제휴 증권사 안내</a>에서 확인하세요.</p>',
          }),
        ),
        ...sandbox.handlers,
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: '제휴 증권사 안내' }, { timeout: 15_000 }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('https://partner.example.kr/event');
  },
};

/** The event on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/board/events/2'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('내용을 불러오는 중이에요')).toBeInTheDocument();
  },
};

/** No such event. */
export const NotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('이벤트를 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
  },
};

/** The server failed. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/board/events/2'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('이벤트를 불러오지 못했어요잠시 후 다시 시도해주세요.');
  },
};
