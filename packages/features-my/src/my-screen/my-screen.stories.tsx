import '../styles.css';
import { createMemoryPersistence, type NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { bridgeError, fakeBridge } from '../../test/fake-bridge';
import { MyScreen, type MyScreenProps } from './my-screen';

type MyStoryArgs = MyScreenProps & { readonly onNavigate: NavigateToRoute };

// The sandbox and the screen share one instant, so the investor information's 24 months count to
// the same day whatever the browser's date.
const STORY_NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxWorker({ now: STORY_NOW });

// A guest story has no session; a member's story signs in the member whose id the user carries.
const withSandbox: Decorator<MyStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token?: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-my/MyScreen',
  component: MyScreen,
  render: ({ onNavigate: _navigate, ...props }) => <MyScreen {...props} />,
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return args.loggedIn ? { token: sandbox.state.login(args.user.id).token } : {};
    },
  ],
  args: {
    user: { id: 'demo-general', name: '김민준', userType: '200', individualCorpCode: 'INDIVIDUAL', accountNo: '7010100001', allianceAccountNoRegisterYn: 'Y', media: 'ANDROID' },
    loggedIn: true,
    appVersion: '3.2.0',
    osVersion: '14',
    bridge: fakeBridge().bridge,
    persistence: createMemoryPersistence(),
    origin: 'https://jogak.example.kr',
    onLogin: fn(),
    onLogout: fn(),
    onOpenAccount: fn(),
    onNavigate: fn(),
    now: new Date(STORY_NOW),
  },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<MyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a linked account: name, account, investor class, versions, and 로그아웃 after the confirmation. */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '내 정보' })).toHaveTextContent('김민준님개인 회원 · 이용 중');
    await expect(canvas.getByText('연동된 계좌 7010100001')).toBeVisible();
    await expect(await canvas.findByText('일반 개인투자자', undefined, { timeout: 15_000 })).toBeVisible();
    const investor = canvas.getByRole('region', { name: '투자자 정보' });
    await expect(investor).toHaveTextContent('2026.12.04까지');
    await expect(investor).not.toHaveTextContent('만료');
    await expect(canvas.getByText('Android 14')).toBeVisible();
    const logout = canvas.getByRole('button', { name: '로그아웃' });
    await expect(logout.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(logout);
    const dialog = await screen.findByRole('dialog', { name: '로그아웃할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The menu of a member: 고객센터 with 1:1 문의, 커뮤니티 with 투표, and 인증서 관리 under 보안; a link opens its route. */
export const MemberMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '고객센터' })).toHaveTextContent('공지사항자주 묻는 질문1:1 문의');
    await expect(canvas.getByRole('navigation', { name: '커뮤니티' })).toHaveTextContent('서비스 소개이용 가이드이벤트스토리보도자료투표');
    await expect(canvas.getByRole('link', { name: '인증서 관리' })).toHaveAttribute('href', '/support/certificate');
    await userEvent.click(canvas.getByRole('link', { name: '투표' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/vote' });
  },
};

/** 약관 및 정책 of a member: the fixed three, then the list's documents, each with its 나의 동의; a link opens its route. */
export const PolicyMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const policies = within(within(canvasElement).getByRole('navigation', { name: '약관 및 정책' }));
    const marketing = await policies.findByRole('link', { name: '마케팅 정보 수신 동의' }, { timeout: 15_000 });
    await expect(marketing).toHaveAttribute('href', '/policy/marketing');
    await expect(policies.getByRole('link', { name: '이용약관 나의 동의' })).toHaveAttribute('href', '/policy/terms/my-agreement');
    await expect(policies.queryByRole('link', { name: '오픈소스 라이선스 나의 동의' })).toBeNull();
    const agreement = policies.getByRole('link', { name: '마케팅 정보 수신 동의 나의 동의' });
    await expect(agreement.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(agreement);
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/policy/$agreementKey/my-agreement', params: { agreementKey: 'marketing' } });
  },
};

/** The policy list is still loading: the fixed three are there, the rest is a skeleton. */
export const PolicyListLoading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/policy/documents'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const policies = within(within(canvasElement).getByRole('navigation', { name: '약관 및 정책' }));
    await expect(await policies.findByText('약관을 불러오고 있어요', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(policies.getByRole('link', { name: '이용약관' })).toBeVisible();
  },
};

/** The policy list failed: the fixed three stay, with the error and 다시 시도하기. */
export const PolicyListFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/policy/documents'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const policies = within(within(canvasElement).getByRole('navigation', { name: '약관 및 정책' }));
    await expect(await policies.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('약관 목록을 불러오지 못했어요');
    await expect(policies.getByRole('button', { name: '다시 시도하기' })).toBeVisible();
    await expect(policies.getByRole('link', { name: '오픈소스 라이선스' })).toBeVisible();
  },
};

/** The investor information is still loading. */
export const InvestorLoading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('투자자 정보를 불러오고 있어요', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** Investor information older than 24 months: 만료, and the way to register again. */
export const InvestorExpired: Story = {
  args: { user: { id: 'demo-tendency-expired', name: '배유나', userType: '200', individualCorpCode: 'INDIVIDUAL', accountNo: '7010170301', allianceAccountNoRegisterYn: 'Y', media: 'ANDROID' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2025.01.04까지 (만료)', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '투자자 정보 다시 등록하기' })).toBeVisible();
  },
};

/** A guest (type 100): 조각 게스트 and 로그인하기; the versions before the shell's `init`. */
export const Guest: Story = {
  args: {
    user: { id: 'guest', name: '', userType: '100', individualCorpCode: '', accountNo: '', allianceAccountNoRegisterYn: '', media: 'ANDROID' },
    loggedIn: false,
    appVersion: '',
    osVersion: '',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('조각 게스트')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '로그아웃' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '고객센터 1644-0000' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '커뮤니티' })).toHaveTextContent('서비스 소개이용 가이드이벤트스토리보도자료투표');
    await expect(canvas.queryByRole('link', { name: '1:1 문의' })).toBeNull();
    // The list's documents, without 나의 동의 (its route needs a session).
    await expect(await canvas.findByRole('link', { name: '전자금융거래 이용약관' }, { timeout: 15_000 })).toHaveAttribute('href', '/policy/electronic-finance');
    await expect(canvas.queryByRole('link', { name: /나의 동의/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** An individual without an account (102): 계좌 개설하기 opens the partner's web view. */
export const WithoutAccount: Story = {
  args: {
    user: { id: 'demo-kakao', name: '강지민', userType: '102', individualCorpCode: 'INDIVIDUAL', accountNo: '', allianceAccountNoRegisterYn: 'N', media: 'IOS' },
    osVersion: '18.2',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('연동된 계좌가 없어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '계좌 개설하기' }));
    await expect(args.onOpenAccount).toHaveBeenCalledWith('CREATE_ACCOUNT');
  },
};

/** An individual who left KYC (101): 계좌 개설하기 leads back to /kyc, where account opening starts. */
export const KycNotFinished: Story = {
  args: {
    user: { id: 'demo-account-open', name: '정우성', userType: '101', individualCorpCode: 'INDIVIDUAL', accountNo: '', allianceAccountNoRegisterYn: 'N', media: 'ANDROID' },
  },
  play: async ({ canvasElement, args }) => {
    const account = within(canvasElement).getByRole('region', { name: '증권 계좌' });
    await expect(account).toHaveTextContent('연동된 계좌가 없어요.');
    const open = within(account).getByRole('link', { name: '계좌 개설하기' });
    await expect(open).toHaveAttribute('href', '/kyc');
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(open);
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/kyc' });
    await expect(args.onOpenAccount).not.toHaveBeenCalled();
  },
};

/** A qualification change under review: 자격 변경 신청 심사 중 beside the class it would replace. */
export const QualificationUnderReview: Story = {
  args: {
    user: { id: 'demo-in-progress', name: '권민서', userType: '200', individualCorpCode: 'INDIVIDUAL', accountNo: '7010100009', allianceAccountNoRegisterYn: 'Y', media: 'ANDROID' },
  },
  play: async ({ canvasElement }) => {
    const investor = within(canvasElement).getByRole('region', { name: '투자자 정보' });
    await expect(await within(investor).findByText('심사 중', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(investor).toHaveTextContent('투자자 구분일반 개인투자자자격 변경 신청심사 중');
  },
};

/** A corporation whose branch account is not linked yet: 계좌 연동하기. */
export const CorporateToLink: Story = {
  args: {
    user: { id: 'demo-corp-link', name: '새봄리츠', userType: '200', individualCorpCode: 'GENERAL_CORPORATION', accountNo: '7010170301', allianceAccountNoRegisterYn: 'N', media: 'ANDROID' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '내 정보' })).toHaveTextContent('새봄리츠님법인 회원 · 이용 중');
    await userEvent.click(canvas.getByRole('button', { name: '계좌 연동하기' }));
    await expect(args.onOpenAccount).toHaveBeenCalledWith('CORP_ACCOUNT_LINK');
  },
};

/** PIN 변경: the current PIN and the new one twice on the keypad. */
export const PinChanged: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PIN 변경' }));
    await expect(await screen.findByText('PIN을 변경했어요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** Biometric unlock on. The device's storage is this story's own: the choice would outlive it. */
export const BiometricsOn: Story = {
  args: { persistence: createMemoryPersistence() },
  play: async ({ canvasElement }) => {
    const biometrics = within(canvasElement).getByRole('switch', { name: /생체 인증 사용/ });
    await userEvent.click(biometrics);
    await expect(await screen.findByText('생체 인증을 켰어요.')).toBeInTheDocument();
    await expect(biometrics).toBeChecked();
  },
};

/** Friend-share referral through the share sheet. */
export const Shared: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '친구에게 공유하기' }));
    await expect(await screen.findByText('공유가 완료되었습니다.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** A newer version in the store: the update dialog. */
export const UpdateAvailable: Story = {
  args: { bridge: fakeBridge({ 'update.check': () => ({ needUpdate: true, latestVersion: '3.3.0', storeUrl: 'https://play.google.com/store/apps/details?id=kr.jogak' }) }).bridge },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '업데이트 확인' }));
    const dialog = await screen.findByRole('dialog', { name: '새 버전이 나왔어요' });
    await expect(dialog).toHaveTextContent('최신 버전(3.3.0)으로 업데이트하면 더 안전하게 이용할 수 있어요.');
  },
};

/** Already the newest version: a toast says so. */
export const UpToDate: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '업데이트 확인' }));
    await expect(await screen.findByText('최신 버전을 쓰고 있어요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** The share sheet fails: the spec's failure toast. */
export const ShareFailed: Story = {
  args: {
    bridge: fakeBridge({
      share: () => {
        throw bridgeError('rejected', 'share', '공유하지 못했어요.');
      },
    }).bridge,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '친구에게 공유하기' }));
    await expect(await screen.findByText('공유를 실패했습니다.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** The keypad is closed during PIN 변경: nothing changes and a toast says so. */
export const PinChangeCancelled: Story = {
  args: {
    bridge: fakeBridge({
      'pin.verify': () => {
        throw bridgeError('cancelled', 'pin.verify');
      },
    }).bridge,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PIN 변경' }));
    await expect(await screen.findByText('PIN 변경을 취소했어요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** A device without biometrics: the shell's reason, and the switch stays off. */
export const BiometricsUnavailable: Story = {
  args: {
    bridge: fakeBridge({
      'biometrics.use': () => {
        throw bridgeError('unavailable', 'biometrics.use', '브라우저 개발 환경에서는 생체 인증을 쓸 수 없어요.');
      },
    }).bridge,
    // Its own device storage, so the switch starts off whatever an earlier story chose.
    persistence: createMemoryPersistence(),
  },
  play: async ({ canvasElement }) => {
    const biometrics = within(canvasElement).getByRole('switch', { name: /생체 인증 사용/ });
    await userEvent.click(biometrics);
    await expect(await screen.findByText('브라우저 개발 환경에서는 생체 인증을 쓸 수 없어요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(biometrics).not.toBeChecked();
  },
};
