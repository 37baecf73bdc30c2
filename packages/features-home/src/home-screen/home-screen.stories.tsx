import '../styles.css';
import { createJogakClient, type UserContext } from '@jogak/api-client';
import { loadMemberInfo, userStore, type NavigateToRoute } from '@jogak/app-core';
import { emptyPage, failingGets, fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { HomeScreen, type HomeScreenProps } from './home-screen';

/** The screen's props plus the app's navigation, which reaches it through app-core's provider. */
type HomeStoryArgs = HomeScreenProps & {
  readonly onNavigate: NavigateToRoute;
  /** The sandbox member signed in; null for a guest. */
  readonly memberId: string | null;
};

/** Who the meta's loader signed in: their token and the user context the app's stores then hold. */
type Loaded = { readonly token: string | null; readonly userContext?: UserContext };

// The sandbox answers through Storybook's MSW worker (msw-storybook-addon): the same handlers
// as the tests and the app, at a fixed instant so D-days read the same every time.
const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxWorker({ now: NOW });

const FIND = { timeout: 15_000 };

const withSandboxQueries: Decorator<HomeStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as Loaded).token} userContext={(loaded as Loaded).userContext} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

/**
 * Signs `memberId` in as the app does: the sandbox's session, then the member info filling
 * app-core's user store (whether the member is a corporation, which the CDD modal reads).
 */
async function signIn(memberId: string): Promise<Loaded> {
  const { token } = sandbox.state.login(memberId);
  const member = sandbox.state.member(memberId);
  const client = createJogakClient({
    baseUrl: window.location.origin,
    getToken: () => token,
    getUserContext: () => ({ userType: member.userType, individualCorpCode: member.individualCorpCode }),
  });
  await loadMemberInfo(client, { ci: member.ci, individualCorpCode: member.individualCorpCode });
  return { token, userContext: { userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null } };
}

const meta = {
  title: 'features-home/HomeScreen',
  component: HomeScreen,
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <HomeScreen {...props} />,
  decorators: [withSandboxQueries],
  // Each story starts from the seed, no fault armed, with its member (or a guest).
  loaders: [
    async ({ args }): Promise<Loaded> => {
      sandbox.reset();
      return args.memberId ? signIn(args.memberId) : { token: null };
    },
  ],
  args: { search: {}, onNavigate: fn(), onCloseModal: fn(), now: new Date(NOW), memberId: null },
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

/** A signed-in member's /home: the same blocks, asked with the member's session. */
export const SignedIn: Story = {
  args: { memberId: 'demo-general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('region', { name: '모집 중인 공모' });
    await expect(await within(open).findByRole('link', { name: /광안리 오션뷰 스테이/ }, FIND)).toHaveTextContent('D-4 마감');
    await expect(await within(canvas.getByRole('region', { name: '거래가 활발한 조각' })).findByText('을지로 파인타워 1호', {}, FIND)).toBeVisible();
    await expect(await within(canvas.getByRole('region', { name: '공지사항' })).findByText('[필독] 조각 서비스 이용약관 개정 안내', {}, FIND)).toBeVisible();
    await expect(await within(canvas.getByRole('region', { name: '이벤트' })).findByText('첫 청약 축하금 5,000원', {}, FIND)).toBeVisible();
    // No query asked for a modal: a member's /home opens none.
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * One block whose call fails: it says `text` with 다시 시도하기 while the offerings stand; with the
 * server back, its retry brings `shown` into the block.
 */
function blockFailed(title: string, path: string, text: string, shown: string): Story {
  return {
    loaders: [failingGets(sandbox.faults, path)],
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const block = canvas.getByRole('region', { name: title });
      const alert = await within(block).findByRole('alert', {}, FIND);
      await expect(alert).toHaveTextContent(text);
      await expect(await within(canvas.getByRole('region', { name: '모집 중인 공모' })).findByRole('link', { name: /광안리 오션뷰 스테이/ }, FIND)).toBeVisible();
      sandbox.faults.clear();
      await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
      await expect(await within(block).findByText(shown, {}, FIND)).toBeVisible();
      await expect(within(block).queryByRole('alert')).toBeNull();
    },
  };
}

export const MarketFailed = blockFailed('거래가 활발한 조각', '/main/v1/market/stocks', '시세를 불러오지 못했어요.', '을지로 파인타워 1호');

export const NoticesFailed = blockFailed('공지사항', '/main/v1/board/notices', '공지사항을 불러오지 못했어요.', '[필독] 조각 서비스 이용약관 개정 안내');

export const EventsFailed = blockFailed('이벤트', '/main/v1/board/events', '이벤트를 불러오지 못했어요.', '첫 청약 축하금 5,000원');

/**
 * 동백물산, a corporation whose due diligence is pending (the sandbox refuses its deals with 403
 * A0009), landed here: the corporate CDD modal only informs, as the partner does it; 확인 closes it.
 */
export const CorporateCddModal: Story = {
  args: { memberId: 'demo-corp-cdd', search: { modal: 'CDD' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '법인 고객확인을 진행하고 있어요' }, FIND);
    await expect(dialog).toHaveTextContent('법인 고객확인(CDD)이 끝나면 거래할 수 있어요. 궁금한 점은 고객센터(1644-0000)로 문의해주세요.');
    await expect(within(dialog).queryByRole('button', { name: '고객확인하기' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(args.onCloseModal).toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
