import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { AlertScreen, type AlertScreenProps } from './alert-screen';
import type { SubscribeToNotifications } from './live-notifications';

type AlertStoryArgs = AlertScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

// The sandbox answers through Storybook's MSW worker at a fixed instant, so times read the same.
const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const withSandbox: Decorator<AlertStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

/** The screen as the app holds it: the tab it writes to the query comes back as its `search`. */
function AlertInQuery({ search: opening, onSearchChange, ...props }: AlertScreenProps) {
  const [search, setSearch] = useState(opening);
  return (
    <AlertScreen
      {...props}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        onSearchChange(next);
      }}
    />
  );
}

const meta = {
  title: 'features-alert/AlertScreen',
  component: AlertScreen,
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <AlertInQuery {...props} />,
  decorators: [withSandbox],
  // Each story starts from the seed with its member signed in.
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { onOpenLink: fn(), search: {}, onSearchChange: fn(), onNavigate: fn(), memberId: 'demo-general' },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<AlertStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 김민준's four notifications, two unread; a tap checks one and opens its screen. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '전체 알림' }, { timeout: 15_000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByText('읽지 않음')).toHaveLength(2);
    const subscription = within(list).getByRole('link', { name: /청약 완료/ });
    await userEvent.click(subscription);
    await expect(args.onOpenLink).toHaveBeenCalledWith('/subscription/108');
    await waitFor(() => expect(subscription).toHaveAttribute('data-state', 'read'));
  },
};

/** 모두 읽음: the toast counts them and the marks go. */
export const CheckAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '전체 알림' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '모두 읽음' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('알림 2개를 읽었어요.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('읽지 않음')).toBeNull());
  },
};

/** The 거래 tab: that category only. */
export const TradeTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '전체 알림' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('tab', { name: '거래' }));
    const trade = await canvas.findByRole('list', { name: '거래 알림' });
    await expect(within(trade).getAllByRole('listitem')).toHaveLength(1);
    await expect(trade).toHaveTextContent('해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.');
  },
};

/** A member with no notifications. */
export const Empty: Story = {
  args: { memberId: 'demo-corp' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '받은 알림이 없어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/notifications'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('main')).getByRole('status')).toHaveTextContent('알림을 불러오는 중');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/member/notifications'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('알림을 불러오지 못했어요.');
  },
};

/** The live feed's listener while the LiveNotification story's screen is open. */
let deliverLive: Parameters<SubscribeToNotifications>[0] | undefined;

/** A notification arrives live while the screen is open: it joins the top of the list, unread. */
export const LiveNotification: Story = {
  args: {
    subscribeToNotifications: (listener) => {
      deliverLive = listener;
      return () => {
        deliverLive = undefined;
      };
    },
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '전체 알림' }, { timeout: 15_000 });
    deliverLive?.({
      id: 9001,
      category: 'ACCOUNT',
      title: '출금 완료',
      contents: '10,000원이 출금되었어요.',
      linkPath: '/assets',
      checkYn: 'N',
      createdAt: '2025-03-04T09:59:00+09:00',
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5), { timeout: 15_000 });
    const first = within(list).getAllByRole('listitem')[0];
    await expect(first).toHaveTextContent('출금 완료');
    await expect(first).toHaveTextContent('10,000원이 출금되었어요.');
    await expect(first).toHaveTextContent('읽지 않음');
  },
};

/** 모두 읽음 refused: a toast asks to try again and the marks stay. */
export const CheckAllFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/main/v1/member/notifications/check-all', () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }, { status: 500 })),
        ...sandbox.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '전체 알림' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '모두 읽음' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('알림을 읽음으로 바꾸지 못했어요. 다시 시도해주세요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(within(list).getAllByText('읽지 않음')).toHaveLength(2);
  },
};
