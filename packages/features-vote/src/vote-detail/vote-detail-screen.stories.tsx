import '../styles.css';
import type { GateUser, NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker, signAsDevKakaoPay } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fails, neverAnswers, StoryProviders, toastComesAndGoes } from '@jogak/feature-testing/stories';
import type { SignBallot } from './cast-ballot';
import { VoteDetailScreen, type VoteDetailScreenProps } from './vote-detail-screen';

type VoteDetailStoryArgs = VoteDetailScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

// The sandbox answers through Storybook's MSW worker at a fixed instant, so periods read the same.
const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });
const LINKED: GateUser = { userType: '200', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'Y' };
const FIRST = '제1호 안건: 지하 1층 임차인 변경';
const SECOND = '제2호 안건: 자산관리 보수 조정';

const withSandbox: Decorator<VoteDetailStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-vote/VoteDetailScreen',
  component: VoteDetailScreen,
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <VoteDetailScreen {...props} />,
  decorators: [withSandbox],
  // Each story starts from the seed with its member signed in.
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: {
    id: 1,
    user: LINKED,
    memberId: 'demo-general',
    // Signed as the member's pay-provider app would: the sandbox verifies the signature.
    signBallot: fn<SignBallot>(async () => ({ status: 'signed', signatureValue: (await signAsDevKakaoPay(sandbox.state, 'demo-general')).signature })),
    onGate: fn(),
    onRegisterCertificate: fn(),
    // A partner build's API on a host of its own: the documents' links point there.
    apiBaseUrl: 'https://api.jogak.example',
    onDownload: fn(async () => undefined),
    onNavigate: fn(),
  },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<VoteDetailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

async function chooseAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const submit = await canvas.findByRole('button', { name: '투표하기' }, FIND);
  await expect(submit).toBeDisabled();
  await userEvent.click(within(canvas.getByRole('region', { name: FIRST })).getByRole('radio', { name: '찬성' }));
  await userEvent.click(within(canvas.getByRole('region', { name: SECOND })).getByRole('radio', { name: '반대' }));
  await userEvent.click(submit);
  await userEvent.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
}

/** The notice of a cast ballot. */
const LOCKED_NOTICE = '투표를 완료했어요. 제출한 투표는 취소하거나 바꿀 수 없어요.';

/**
 * An open vote: the agendas with their documents (on the API's origin); choosing both, confirming
 * and signing casts it (투표를 제출했어요.) and locks the ballot.
 */
export const OpenAndCast: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '을지로 파인타워 1호 임차인 변경 및 관리보수 조정' }, FIND)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '신규 임차인 임대차 조건 요약 (PDF)' })).toHaveAttribute('href', 'https://api.jogak.example/__sandbox/documents/vote-1-1-1.pdf');
    await chooseAndSubmit(canvasElement);
    await toastComesAndGoes('투표를 제출했어요.');
    await expect(await canvas.findByText(LOCKED_NOTICE, {}, FIND)).toBeVisible();
    await expect(args.signBallot).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('반대에 투표했어요')).toBeVisible();
  },
};

/** A tap on an agenda's document saves it through the shell (the link is not followed) and says so. */
export const DocumentSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const document = await within(canvasElement).findByRole('link', { name: '임대료 비교 보고서 (PDF)' }, FIND);
    await userEvent.click(document);
    await expect(args.onDownload).toHaveBeenCalledWith({ path: '/__sandbox/documents/vote-1-1-2.pdf', fileName: '임대료 비교 보고서.pdf' });
    await toastComesAndGoes('파일 다운로드가 완료되었습니다.');
  },
};

/** No certificate to sign with: ENTER_VOTE_WITHOUT_CERT, and 인증서 등록하기 leads to registering one. */
export const WithoutCertificate: Story = {
  args: { signBallot: fn<SignBallot>(async () => ({ status: 'no-certificate' })) },
  play: async ({ canvasElement, args }) => {
    await chooseAndSubmit(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: '인증서가 필요해요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '인증서 등록하기' }));
    await expect(args.onRegisterCertificate).toHaveBeenCalledTimes(1);
  },
};

/** The signing failed for another reason (here the network): its message as a toast, no certificate dialog. */
export const SigningFailed: Story = {
  args: { signBallot: fn<SignBallot>(async () => Promise.reject(new Error('네트워크 연결이 원활하지 않습니다.'))) },
  play: async ({ canvasElement, args }) => {
    await chooseAndSubmit(canvasElement);
    await toastComesAndGoes('네트워크 연결이 원활하지 않습니다.');
    await expect(screen.queryByRole('dialog', { name: '인증서가 필요해요' })).toBeNull();
    await expect(args.onRegisterCertificate).not.toHaveBeenCalled();
  },
};

/** A member who already voted: the ballot is locked. */
export const Locked: Story = {
  args: { memberId: 'demo-corp-pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LOCKED_NOTICE, {}, FIND)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: FIRST })).getByRole('radiogroup', { name: `${FIRST} 내 선택` })).toBeDisabled();
  },
};

/** An upcoming vote: agendas and documents only. */
export const Upcoming: Story = {
  args: { id: 3, memberId: 'demo-pro' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 투표 기간이 아니에요. 투표가 시작되면 참여할 수 있어요.', {}, FIND)).toBeVisible();
  },
};

/** A closed vote: the tally weighted by the units each voter held. */
export const ClosedTally: Story = {
  args: { id: 2 },
  play: async ({ canvasElement }) => {
    const agenda = within(await within(canvasElement).findByRole('region', { name: '제1호 안건: 매각 검토 착수' }, FIND));
    await expect(agenda.getByRole('heading', { level: 4 })).toHaveTextContent('투표 결과 · 총 10,040주');
    await expect(agenda.getByText('10,000주 (99.6%)')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/votes/1'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('main')).getByRole('status')).toHaveTextContent('투표를 불러오는 중');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/votes/1'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, FIND)).toHaveTextContent('투표를 불러오지 못했어요.');
  },
};

/** A guest who never signed up: NEED_SIGN_UP, confirming leads to sign-up. */
export const NeedSignUp: Story = {
  args: { user: { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' } },
  play: async ({ args }) => {
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원가입이 필요해요' })).getByRole('button', { name: '회원가입하기' }));
    await expect(args.onGate).toHaveBeenCalledWith('NEED_SIGN_UP');
  },
};

/** A vote the server does not know (gone, or a wrong address): said without 다시 시도하기, which could not help. */
export const NotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('투표를 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** The choices of `chooseAndSubmit` are still there (찬성, 반대) and 투표하기 can send them again. */
async function choicesStay(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name: '투표하기' })).toBeEnabled(), FIND);
  await expect(within(canvas.getByRole('region', { name: FIRST })).getByRole('radio', { name: '찬성' })).toBeChecked();
  await expect(within(canvas.getByRole('region', { name: SECOND })).getByRole('radio', { name: '반대' })).toBeChecked();
}

/** Whether the sandbox holds a ballot of 김민준 in vote 1. */
function ballotCast(): boolean {
  return sandbox.state.data.votes.find((vote) => vote.voteId === '1')?.ballots.has('demo-general') ?? false;
}

/** The member closes the signing app: nothing is sent or said, the choices stay. */
export const SigningCancelled: Story = {
  args: { signBallot: fn<SignBallot>(async () => ({ status: 'cancelled' })) },
  play: async ({ canvasElement, args }) => {
    await chooseAndSubmit(canvasElement);
    await waitFor(() => expect(args.signBallot).toHaveBeenCalledTimes(1), FIND);
    await choicesStay(canvasElement);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).queryByText(LOCKED_NOTICE)).toBeNull();
    await expect(ballotCast()).toBe(false);
  },
};

/**
 * The ballot went in from another device while this screen was open: the server refuses the
 * signed ballot with its reason as a toast, and the vote read again shows the ballot cast there,
 * locked, instead of a 투표하기 that would only be refused again.
 */
export const RefusedCastElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '투표하기' }, FIND);
    sandbox.state.castVote('demo-general', '1', [{ agendaId: '1', optionId: '1' }, { agendaId: '2', optionId: '1' }], 'signed-on-another-device');
    await chooseAndSubmit(canvasElement);
    await toastComesAndGoes('투표를 제출하지 못했어요. 이미 투표에 참여했어요.');
    await expect(await canvas.findByText(LOCKED_NOTICE, {}, FIND)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: SECOND })).getByText('찬성에 투표했어요')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '투표하기' })).toBeNull();
  },
};

/**
 * The server refuses the signed ballot without words of its own: the screen's 투표를 제출하지
 * 못했어요. 잠시 후 다시 시도해주세요., the choices stay, and 투표하기 once more (the server back) casts it.
 */
export const RefusedWithoutReason: Story = {
  // After the meta's loader has reset the sandbox (and its faults): the next ballot only.
  loaders: [
    () => {
      sandbox.faults.add({ status: 400, code: 'BAD_REQUEST', message: '', path: '/main/v1/votes/1/ballot', method: 'POST' });
      return {};
    },
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAndSubmit(canvasElement);
    await toastComesAndGoes('투표를 제출하지 못했어요. 잠시 후 다시 시도해주세요.');
    await choicesStay(canvasElement);
    await expect(ballotCast()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: '투표하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    await toastComesAndGoes('투표를 제출했어요.');
    await expect(await canvas.findByText(LOCKED_NOTICE, {}, FIND)).toBeVisible();
    await expect(args.signBallot).toHaveBeenCalledTimes(2);
  },
};
