import '../styles.css';
import type { GateDialogCode, GateUser, NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { VOTE_LIST_SIZE, VoteListScreen, type VoteListScreenProps } from './vote-list-screen';

type VoteListStoryArgs = VoteListScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

// The sandbox answers through Storybook's MSW worker at a fixed instant, so periods read the same.
const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });
const LINKED: GateUser = { userType: '200', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'Y' };

const withSandbox: Decorator<VoteListStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-vote/VoteListScreen',
  component: VoteListScreen,
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <VoteListScreen {...props} />,
  decorators: [withSandbox],
  // Each story starts from the seed with its member signed in.
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { user: LINKED, onGate: fn(), onNavigate: fn(), memberId: 'demo-pro' },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<VoteListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 박지훈 holds all three buildings: an open, an upcoming and a closed vote. */
export const ByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('region', { name: '진행 중인 투표' }, { timeout: 15_000 });
    await expect(within(open).getByRole('link')).toHaveTextContent('을지로 파인타워 1호 임차인 변경 및 관리보수 조정2025.03.01 ~ 2025.03.09 · 의결권 2,000주');
    await expect(canvas.getByRole('region', { name: '예정된 투표' })).toHaveTextContent('성수 레드브릭 오피스 옥상 태양광 설치');
    await expect(canvas.getByRole('region', { name: '종료된 투표' })).toHaveTextContent('의결권 800주');
    await userEvent.click(within(open).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/vote/$id', params: { id: '1' } });
  },
};

/** 김민준 voted on the closed one: 참여 완료 with the units he held. */
export const Voted: Story = {
  args: { memberId: 'demo-general' },
  play: async ({ canvasElement }) => {
    const closed = await within(canvasElement).findByRole('region', { name: '종료된 투표' }, { timeout: 15_000 });
    await expect(closed).toHaveTextContent('참여 완료');
    await expect(closed).toHaveTextContent('의결권 40주');
  },
};

/** More votes than a page (지난 투표 1…49, then 새 투표): 투표 더 보기 brings 새 투표 into 진행 중인 투표. */
export const MorePages: Story = {
  // After the meta's loader has reset the sandbox: a closed and an open vote copied past the first page.
  loaders: [
    () => {
      const [open, closed] = sandbox.state.data.votes;
      if (!open || !closed) throw new Error('The seed has an open and a closed vote first.');
      for (let n = 1; n < VOTE_LIST_SIZE; n += 1) {
        sandbox.state.data.votes.push({ ...structuredClone(closed), voteId: String(100 + n), title: `지난 투표 ${n}` });
      }
      sandbox.state.data.votes.push({ ...structuredClone(open), voteId: '200', title: '새 투표' });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('region', { name: '진행 중인 투표' }, { timeout: 15_000 });
    await expect(within(open).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '투표 더 보기' }));
    await expect(await within(open).findByText('새 투표', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '투표 더 보기' })).toBeNull();
  },
};

/** A member holding none of the voting buildings. */
export const Empty: Story = {
  args: { memberId: 'demo-corp' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '참여할 수 있는 투표가 없어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/votes'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('main')).getByRole('status')).toHaveTextContent('투표 목록을 불러오는 중');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/votes'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('투표 목록을 불러오지 못했어요.');
    await expect(within(canvasElement).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};

/** A logged-out member (103): NEED_LOG_IN at once; confirming leads to login. */
export const NeedLogIn: Story = {
  args: { user: { userType: '103', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'Y' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '로그인이 필요해요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await expect(args.onGate).toHaveBeenCalledWith('NEED_LOG_IN');
  },
};

/** A member without a linked account who closed the dialog: the reason and the way on stay. */
export const NeedAccountLink: Story = {
  args: { user: { userType: '200', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'N' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await screen.findByRole('dialog', { name: '계좌 연동이 필요해요' })).getByRole('button', { name: '취소' }));
    // The closing dialog keeps the page inert for its exit animation: wait for the panel.
    const panel = await within(canvasElement).findByRole('region', { name: '계좌 연동이 필요해요' });
    await expect(panel).toHaveTextContent('투표는 로그인하고 증권 계좌를 연동한 회원만 할 수 있어요.');
    await expect(within(panel).getByRole('button', { name: '연동하기' })).toBeVisible();
  },
};

/**
 * A gate story: the sandbox's member `memberId` (user type `userType`) opens the list and gets
 * app-core's dialog at once, its title and text as `dialogText` says; its button `action` tells
 * the app to follow `code`.
 */
function gateDialog(memberId: string, userType: '101' | '102', dialogText: { title: string; text: string; action: string }, code: GateDialogCode): Story {
  return {
    args: { memberId, user: { userType, investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'N' } },
    play: async ({ args }) => {
      const dialog = await screen.findByRole('dialog', { name: dialogText.title }, { timeout: 15_000 });
      await expect(dialog).toHaveTextContent(dialogText.text);
      await userEvent.click(within(dialog).getByRole('button', { name: dialogText.action }));
      await expect(args.onGate).toHaveBeenCalledWith(code);
    },
  };
}

/** 정우성 (101) has no securities account yet: NEED_ACCOUNT_OPEN at once; confirming leads to opening one. */
export const NeedAccountOpen = gateDialog(
  'demo-account-open',
  '101',
  { title: '계좌 개설이 필요해요', text: '청약과 거래를 하려면 증권 계좌를 먼저 개설해주세요.', action: '계좌 개설하기' },
  'NEED_ACCOUNT_OPEN',
);

/** 강지민 (102) has not registered the Kakao Pay certificate: NEED_KAKAO_REGISTER at once; confirming leads to registering it. */
export const NeedKakaoRegister = gateDialog(
  'demo-kakao',
  '102',
  { title: '카카오페이 인증서 등록이 필요해요', text: '거래를 인증하려면 카카오페이 인증서를 등록해주세요.', action: '등록하기' },
  'NEED_KAKAO_REGISTER',
);
