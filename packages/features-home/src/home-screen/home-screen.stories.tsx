import '../styles.css';
import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type NavigateToRoute } from '@jogak/app-core';
import { emptyPage, fails, neverAnswers } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { HomeScreen, type HomeScreenProps } from './home-screen';

/** The screen's props plus the app's navigation, which reaches it through app-core's provider. */
type HomeStoryArgs = HomeScreenProps & { readonly onNavigate: NavigateToRoute };

// The sandbox answers through Storybook's MSW worker (msw-storybook-addon): the same handlers
// as the tests and the app, at a fixed instant so D-days read the same every time.
const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxWorker({ now: NOW });

const withSandboxQueries: Decorator<HomeStoryArgs> = (Story, { args }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: window.location.origin,
      getToken: () => null,
      getUserContext: () => ({ userType: '100', individualCorpCode: null }),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={args.onNavigate}>
        <Story />
      </RouteNavigationProvider>
    </QueryClientProvider>
  );
};

const meta = {
  title: 'features-home/HomeScreen',
  component: HomeScreen,
  render: ({ onNavigate: _navigate, ...props }) => <HomeScreen {...props} />,
  decorators: [withSandboxQueries],
  args: { search: {}, onNavigate: fn(), onCloseModal: fn(), now: new Date(NOW) },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<HomeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's /home with the sandbox's offerings, market, notices and events. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('link', { name: /광안리 오션뷰 스테이/ }, { timeout: 15_000 });
    await expect(card).toHaveTextContent('D-4 마감');
    await expect(await canvas.findByText('첫 청약 축하금 5,000원')).toBeVisible();
    await userEvent.click(card);
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id', params: { id: '108' } });
  },
};

/** The offerings are still on their way: both offering blocks hold their skeleton and say so. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['모집 중인 공모', '청약 예정 공모']) {
      const section = canvas.getByRole('region', { name: title });
      await expect(within(section).getByRole('status')).toHaveTextContent('불러오는 중이에요');
    }
    // The other blocks do not wait for the offerings.
    await expect(await canvas.findByText('첫 청약 축하금 5,000원', undefined, { timeout: 15_000 })).toBeVisible();
  },
};

/** The offerings call fails: each offering block says so in Korean with 다시 시도하기; the rest stays. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/offerings'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['모집 중인 공모', '청약 예정 공모']) {
      const section = canvas.getByRole('region', { name: title });
      await expect(await within(section).findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent('공모 정보를 불러오지 못했어요.');
      await expect(within(section).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
    }
    await expect(await canvas.findByText('첫 청약 축하금 5,000원', undefined, { timeout: 15_000 })).toBeVisible();
  },
};

/** Nothing to show yet: no offerings, listed pieces, notices or events, each block says so. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        emptyPage('/main/v1/offerings'),
        emptyPage('/main/v1/market/stocks'),
        emptyPage('/main/v1/board/notices'),
        emptyPage('/main/v1/board/events'),
        ...sandbox.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emptyTexts: ReadonlyArray<readonly [string, string]> = [
      ['모집 중인 공모', '지금 모집 중인 공모가 없어요.'],
      ['청약 예정 공모', '예정된 공모가 아직 없어요.'],
      ['거래가 활발한 조각', '아직 상장된 조각이 없어요.'],
      ['공지사항', '등록된 공지사항이 없어요.'],
      ['이벤트', '진행 중인 이벤트가 없어요.'],
    ];
    for (const [title, text] of emptyTexts) {
      await expect(await within(canvas.getByRole('region', { name: title })).findByText(text, undefined, { timeout: 15_000 })).toBeVisible();
    }
  },
};

/** A 403 A0009 landed here: the individual's customer-verification modal. */
export const CddModal: Story = {
  args: { search: { modal: 'CDD' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '고객확인이 필요해요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '고객확인하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/kyc', search: { modal: undefined, code: undefined } });
  },
};

/** A 403 A0006: watch-list filtering under review. */
export const WlfUnderReview: Story = {
  args: { search: { modal: 'WLF', code: '200' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '거래 가능 여부를 확인하고 있어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(args.onCloseModal).toHaveBeenCalled();
  },
};

/** A 403 A0008: watch-list filtering refused. */
export const WlfRefused: Story = {
  args: { search: { modal: 'WLF', code: '400' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '거래가 제한되었어요' });
    await expect(dialog).toHaveAccessibleDescription(/고객센터\(1644-0000\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(args.onCloseModal).toHaveBeenCalled();
  },
};

/** A 403 A0010: a request in progress. */
export const InProgress: Story = {
  args: { search: { modal: 'INPROGRESS' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '처리 중인 신청이 있어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(args.onCloseModal).toHaveBeenCalled();
  },
};
