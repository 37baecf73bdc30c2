import '../styles.css';
import { createMemoryPersistence, type NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders, toastComesAndGoes } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeBridge } from '../../test/fake-bridge';
import type { PhoneChangeServices } from '../phone-change/phone-change';
import { MemberInfoScreen, type MemberInfoScreenProps } from './member-info-screen';

type MemberInfoStoryArgs = MemberInfoScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

// The sandbox answers through Storybook's MSW worker at a fixed instant, so dates read the same.
const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

const VERIFICATION_KEY = 'phone-story-0001';

/** The verifier's return after 김민준 verified 010-5555-6666. */
const VERIFIED_SEARCH = {
  key: VERIFICATION_KEY,
  resultCode: 'SUCCESS',
  ci: 'demo-ci-demo-general',
  name: '김민준',
  birth: '880412',
  genderDigit: '1',
  phoneNo: '01055556666',
  nation: 'LOCAL',
};

/** The phone change's services; the loader stores the request key (as if this device had left for the verifier). */
function phoneChange(search: Readonly<Record<string, string>> = {}): PhoneChangeServices {
  return { search, verificationStorage: localStorage, openVerifier: fn(), onVerificationRead: fn(), onPhoneChanged: fn(), createRequestKey: () => VERIFICATION_KEY };
}

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
      localStorage.setItem('jogak:kmc:key', VERIFICATION_KEY);
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: {
    memberId: 'demo-general',
    bridge: fakeBridge().bridge,
    persistence: createMemoryPersistence(),
    phoneChange: phoneChange(),
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

/** 휴대폰 번호 변경 keeps a request key on the device and leaves for the verifier. */
export const PhoneChangeStart: Story = {
  args: { phoneChange: phoneChange() },
  play: async ({ canvasElement, args }) => {
    const facts = await within(canvasElement).findByRole('region', { name: '기본 정보' }, { timeout: 15_000 });
    await expect(facts).toHaveTextContent('010-2345-1234 대신 쓸 번호로 본인인증을 하면 바뀌어요.');
    await userEvent.click(within(facts).getByRole('button', { name: '휴대폰 번호 변경' }));
    await expect(args.phoneChange.openVerifier).toHaveBeenCalledWith(VERIFICATION_KEY);
  },
};

/** Back from the verifier with a new number: CONFIRM_CHANGE_MEMBER_INFO, the change, then start-up again. */
export const PhoneChanged: Story = {
  args: { phoneChange: phoneChange(VERIFIED_SEARCH) },
  parameters: {
    msw: { handlers: [http.put('*/main/v1/member/info/phone', () => HttpResponse.json({ result: 'SUCCESS' })), ...sandbox.handlers] },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' }, { timeout: 15_000 });
    await expect(dialog).toHaveTextContent('변경한 정보는 바로 적용돼요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    await expect(await screen.findByText('휴대폰 번호를 변경했어요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(args.phoneChange.onPhoneChanged).toHaveBeenCalledTimes(1));
  },
};

/** The change is refused (here: the verification is not the sandbox's): the reason and 본인인증 다시 하기. */
export const PhoneChangeRefused: Story = {
  args: { phoneChange: phoneChange(VERIFIED_SEARCH) },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent('본인인증이 끝나지 않았거나 시간이 지났어요. 본인인증을 다시 해주세요.');
    await expect(canvas.getByRole('button', { name: '본인인증 다시 하기' })).toBeEnabled();
  },
};

/** A wrong texted code: NOT_MATCH_AUTH_NUMBER, then the verifier again with the same key. */
export const PhoneWrongCode: Story = {
  args: { phoneChange: phoneChange({ key: VERIFICATION_KEY, resultCode: 'NOT_MATCH_AUTH_NUMBER' }) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '인증번호가 일치하지 않아요' }, { timeout: 15_000 });
    await expect(dialog).toHaveTextContent('인증번호를 다시 요청해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 요청하기' }));
    await waitFor(() => expect(args.phoneChange.openVerifier).toHaveBeenCalledWith(VERIFICATION_KEY));
  },
};

/** 취소 at the verifier: NOT_MOBILE_AUTH_COMPLETE asks whether to stop. */
export const PhoneVerificationLeft: Story = {
  args: { phoneChange: phoneChange({ key: VERIFICATION_KEY, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '휴대폰 본인인증을 그만할까요?' }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    await expect(await screen.findByText('휴대폰 번호 변경을 취소했어요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** An answer this device did not ask for. */
export const PhoneResultUnreadable: Story = {
  args: { phoneChange: phoneChange({ key: 'someone-else', resultCode: 'SUCCESS' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('본인인증 결과를 확인할 수 없어요. 휴대폰 번호를 바꾸려면 본인인증을 다시 해주세요.');
  },
};

/** A build without a verifier: the button is off and says why. */
export const PhoneWithoutVerifier: Story = {
  args: { phoneChange: { ...phoneChange(), openVerifier: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '휴대폰 번호 변경' }, { timeout: 15_000 })).toBeDisabled();
    await expect(canvas.getByText('이 앱 빌드에는 본인인증 서비스 주소가 없어 휴대폰 번호를 바꿀 수 없어요. 고객센터로 문의해주세요.')).toBeVisible();
  },
};

/** A corporation changes its information: each empty field says why, then the confirmation and the save. */
export const CorpInfoChange: Story = {
  args: { memberId: 'demo-corp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '법인 정보 변경' }, { timeout: 15_000 }));
    const form = canvas.getByRole('form', { name: '법인 정보 변경' });
    await userEvent.clear(within(form).getByRole('textbox', { name: '담당자 이름' }));
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await expect(within(form).getByText('담당자 이름을 입력해주세요.')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '윤서진');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    const dialog = await screen.findByRole('dialog', { name: '회원정보를 변경할까요?' }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    await expect(await screen.findByText('법인 정보를 변경했어요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('region', { name: '법인 정보' })).toHaveTextContent('윤서진'), { timeout: 15_000 });
  },
};

/** A consent that cannot be saved: the switch turns back and a toast says so. */
export const ConsentSaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/main/v1/member/notification', () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }, { status: 500 })),
        ...sandbox.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '기본 정보' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('switch', { name: '카카오톡' }));
    await expect(await screen.findByText('수신 설정을 저장하지 못했어요. 다시 시도해주세요.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('switch', { name: '카카오톡' })).not.toBeChecked());
  },
};

/**
 * The close conditions cannot be checked: 회원 탈퇴 says so in a toast and the member stays on
 * their information; pressed again with the server back, it shows 강지민's conditions, all met.
 */
export const CloseConditionsFailed: Story = {
  args: { memberId: 'demo-kakao' },
  // After the meta's loader has reset the sandbox (and its faults): until the play clears it.
  loaders: [
    () => {
      sandbox.faults.add({ status: 500, path: '/main/v1/member/close/conditions', method: 'GET', times: 0 });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '회원 탈퇴' }, { timeout: 15_000 }));
    await toastComesAndGoes('탈퇴 조건을 확인하지 못했어요. 다시 시도해주세요.');
    await expect(canvas.getByRole('region', { name: '기본 정보' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '탈퇴 조건' })).toBeNull();
    sandbox.faults.clear();
    await userEvent.click(canvas.getByRole('button', { name: '회원 탈퇴' }));
    await expect(await canvas.findByText('탈퇴 조건을 모두 갖췄어요.', {}, { timeout: 15_000 })).toBeVisible();
  },
};
