import '../styles.css';
import { createMemoryPersistence, type NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeBridge } from '../../test/fake-bridge';
import { MemberInfoScreen, type MemberInfoScreenProps } from './member-info-screen';

type MemberInfoStoryArgs = MemberInfoScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

// The sandbox answers through Storybook's MSW worker at a fixed instant, so dates read the same.
const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const withSandbox: Decorator<MemberInfoStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-my/MemberInfoScreen',
  component: MemberInfoScreen,
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <MemberInfoScreen {...props} />,
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: {
    memberId: 'demo-general',
    bridge: fakeBridge().bridge,
    persistence: createMemoryPersistence(),
    onSignedOut: fn(),
    onNavigate: fn(),
  },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<MemberInfoStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 김민준: name, birth date, phone, e-mail with 이메일 변경, and the five consents. */
export const Individual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = await canvas.findByRole('region', { name: '기본 정보' }, { timeout: 15_000 });
    await expect(facts).toHaveTextContent('김민준');
    await expect(facts).toHaveTextContent('010-2345-1234');
    await expect(within(facts).getByRole('link', { name: '이메일 변경' })).toHaveAttribute('href', '/my/info/edit/email');
    await expect(canvas.getAllByRole('switch')).toHaveLength(5);
  },
};

/** A corporation: its name, business number, phone and person in charge. */
export const Corporate: Story = {
  args: { memberId: 'demo-corp' },
  play: async ({ canvasElement }) => {
    const facts = await within(canvasElement).findByRole('region', { name: '법인 정보' }, { timeout: 15_000 });
    await expect(facts).toHaveTextContent('(주)한빛자산관리');
    await expect(facts).toHaveTextContent('120-88-12345');
  },
};

/** The member information has not arrived yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('회원정보를 불러오고 있어요', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** The member information failed: a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/member/info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('회원정보를 불러오지 못했어요', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};

/** A consent switch saves all five with the notification call. */
export const ConsentSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '기본 정보' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('switch', { name: '카카오톡' }));
    await expect(await screen.findByText('수신 설정을 저장했어요.')).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: '카카오톡' })).toBeChecked();
  },
};

/** 김민준 holds buildings and cash and waits for an allotment: CLOSE_MEMBER_UNABLE and each reason. */
export const CloseRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '회원 탈퇴' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '지금은 탈퇴할 수 없어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    // The list is read once the dialog has closed and the screen is no longer hidden behind it.
    const items = within(await canvas.findByRole('list', { name: '탈퇴 조건' })).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['unmet', 'met', 'unmet', 'met']);
    await expect(canvas.queryByRole('button', { name: '탈퇴하기' })).toBeNull();
  },
};

/** 강지민's account is empty: a reason and the PIN close the membership and sign out. */
export const CloseAllowed: Story = {
  args: { memberId: 'demo-kakao' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '회원 탈퇴' }, { timeout: 15_000 }));
    await expect(await canvas.findByText('탈퇴 조건을 모두 갖췄어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '서비스를 자주 이용하지 않아요' }));
    await userEvent.click(canvas.getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledTimes(1));
  },
};
