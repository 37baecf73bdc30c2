import '../styles.css';
import { createMemoryPersistence, type NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyKycDraft, emptyKycSecrets, type KycDraft, type KycSecrets } from '../kyc-form/kyc-draft';
import { keepKycSecrets, KYC_DRAFT_STORAGE_KEY, storedKycDraft } from '../kyc-progress/kyc-progress';
import { KycScreen, type KycScreenProps } from './kyc-screen';

type KycStoryArgs = Omit<KycScreenProps, 'progressStorage'> & {
  readonly onNavigate: NavigateToRoute;
  readonly memberId: string;
  /** The draft the device had stored (none: a first visit). */
  readonly storedDraft?: Partial<KycDraft>;
  /** This run's secrets in memory (none: after a restart). */
  readonly secrets?: KycSecrets;
};

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });
const NOW = () => Date.parse('2025-03-04T10:00:00+09:00');
const ADDRESS = { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: '3층' };
const FILLED: Partial<KycDraft> = {
  ...emptyKycDraft({ name: '한도윤', email: 'doyun.han@example.kr' }),
  agreements: ['collect', 'unique-id', 'transaction-purpose'],
  engLastName: 'HAN',
  engFirstName: 'DOYUN',
  home: ADDRESS,
  jobCode: 'STUDENT',
  tradePurpose: 'SAVINGS',
  fundOrigin: 'SAVINGS',
  birthDate: '19900101',
  issueDate: '20210520',
};
const SECRETS: KycSecrets = { residentFront: '900101', residentBack: '1234560', accountImage: { fileName: 'bankbook.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' } };

interface Loaded {
  token: string;
  storage: ReturnType<typeof createMemoryPersistence>;
}

const withSandbox: Decorator<KycStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as Loaded).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-kyc/KycScreen',
  render: ({ onNavigate: _navigate, memberId: _member, storedDraft: _draft, secrets: _secrets, ...props }, { loaded }) => (
    <KycScreen {...props} progressStorage={(loaded as Loaded).storage} />
  ),
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      keepKycSecrets(args.secrets ?? emptyKycSecrets());
      const storage = createMemoryPersistence(args.storedDraft ? { [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({ ...emptyKycDraft(), ...args.storedDraft }) } : {});
      return { token: sandbox.state.login(args.memberId).token, storage } satisfies Loaded;
    },
  ],
  args: { onNavigate: fn(), onComplete: fn(), onLeave: fn(), memberId: 'demo-kyc-required', now: NOW },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<KycStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 2, name }, { timeout: 15_000 });

/** While the member information loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/member/info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '고객확인' })).toBeVisible();
    await expect(canvas.getByText('고객확인 정보를 불러오는 중')).toBeInTheDocument();
  },
};

/** The member information failed: a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/member/info'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('회원정보를 불러오지 못했어요', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도하기' })).toBeEnabled();
  },
};

/** Step 0: nothing agreed yet asks for all three, then 기본 정보. */
export const CustomerAgreement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '고객 동의');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('필수 항목에 모두 동의해주세요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '전체 동의' }));
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await stepHeading(canvasElement, '기본 정보')).toBeVisible();
    await expect(canvas.getByLabelText('이메일')).toHaveValue('doyun.han@example.kr');
  },
};

/** Step 1: every field's message at once, nothing typed changed. */
export const BasicInfoErrors: Story = {
  args: { storedDraft: { ...emptyKycDraft({ name: '한도윤', email: 'doyun.han@' }), step: 1, agreements: ['collect', 'unique-id', 'transaction-purpose'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '기본 정보');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('영문 성을 입력해주세요.')).toBeVisible();
    await expect(canvas.getByText('영문 이름을 입력해주세요.')).toBeVisible();
    await expect(canvas.getByText('주소 검색으로 집 주소를 선택해주세요.')).toBeVisible();
    await expect(canvas.getByText('이메일 주소를 확인해주세요. 예) jogak@example.kr')).toBeVisible();
    await expect(canvas.getByLabelText('이메일')).toHaveValue('doyun.han@');
  },
};

/** Step 1: a changed e-mail is checked on 다음 (spec §5); another member's is named under the field. */
export const BasicInfoEmailInUse: Story = {
  args: { storedDraft: { ...FILLED, step: 1, email: 'minjun.kim@example.kr' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '기본 정보');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('이미 다른 회원이 쓰고 있는 이메일이에요.', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByLabelText('이메일')).toHaveValue('minjun.kim@example.kr');
    await expect(canvas.getByRole('heading', { level: 2, name: '기본 정보' })).toBeVisible();
  },
};

/** Step 1: the road-name address search in its sheet; the chosen address fills the form. */
export const BasicInfoAddressSearch: Story = {
  args: { storedDraft: { ...emptyKycDraft({ name: '한도윤', email: 'doyun.han@example.kr' }), step: 1, agreements: ['collect', 'unique-id', 'transaction-purpose'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await stepHeading(canvasElement, '기본 정보');
    await userEvent.click(canvas.getByRole('button', { name: '집 주소 검색' }));
    const sheet = await page.findByRole('dialog', { name: '집 주소 검색' });
    await userEvent.type(within(sheet).getByLabelText('검색어'), '벡스코');
    await userEvent.click(within(sheet).getByRole('button', { name: '검색' }));
    await userEvent.click(await within(sheet).findByRole('button', { name: /48060/ }, { timeout: 15_000 }));
    await expect(await canvas.findByText('부산광역시 해운대구 APEC로 55')).toBeVisible();
    await expect(canvas.getByLabelText('집 주소 상세')).toBeVisible();
  },
};

/** Step 1: a search that finds nothing. */
export const AddressNotFound: Story = {
  args: BasicInfoAddressSearch.args,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await stepHeading(canvasElement, '기본 정보');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '집 주소 검색' }));
    const sheet = await page.findByRole('dialog', { name: '집 주소 검색' });
    await userEvent.type(within(sheet).getByLabelText('검색어'), '없는길 999');
    await userEvent.click(within(sheet).getByRole('button', { name: '검색' }));
    // Drawn as the empty state's title, and said by the sheet's status line.
    await expect(await within(sheet).findByText('검색 결과가 없어요', { selector: '.jg-state__title' }, { timeout: 15_000 })).toBeVisible();
    await expect(within(sheet).getByRole('status')).toHaveTextContent('검색 결과가 없어요');
  },
};

/** Step 1: the address search failing, with its retry. */
export const AddressSearchError: Story = {
  args: BasicInfoAddressSearch.args,
  parameters: { msw: { handlers: [fails('/main/v1/util/address'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await stepHeading(canvasElement, '기본 정보');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '집 주소 검색' }));
    const sheet = await page.findByRole('dialog', { name: '집 주소 검색' });
    await userEvent.type(within(sheet).getByLabelText('검색어'), '세종대로');
    await userEvent.click(within(sheet).getByRole('button', { name: '검색' }));
    await expect(await within(sheet).findByText('주소를 찾지 못했어요', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** Step 2 for a business owner: the business fields and their messages. */
export const DetailInfoBusinessOwner: Story = {
  args: { storedDraft: { ...FILLED, step: 2, jobCode: 'BUSINESS_OWNER', businessPersonNo: '1208147522' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '상세 정보');
    await expect(canvas.getByLabelText('사업자등록번호')).toHaveValue('120-81-47522');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('사업자등록번호가 올바르지 않아요. 10자리를 다시 확인해주세요.')).toBeVisible();
    await expect(canvas.getByText('상호를 입력해주세요.')).toBeVisible();
    await expect(canvas.getByText('주소 검색으로 사업장 주소를 선택해주세요.')).toBeVisible();
  },
};

/** Step 2 for an employee: the job detail and the employer's name and address are asked. */
export const DetailInfoEmployee: Story = {
  args: { storedDraft: { ...FILLED, step: 2, jobCode: 'EMPLOYEE' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '상세 정보');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('직무를 선택해주세요.')).toBeVisible();
    await expect(canvas.getByText('직장명을 입력해주세요.')).toBeVisible();
    await expect(canvas.getByText('주소 검색으로 직장 주소를 선택해주세요.')).toBeVisible();
  },
};

/** Step 3 with a driver's licence: its number is checked, and the birth date against the resident number. */
export const IdVerificationDriverLicence: Story = {
  args: { storedDraft: { ...FILLED, step: 3, birthDate: '19900102' }, secrets: SECRETS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '신분증 인증');
    await userEvent.click(canvas.getByRole('radio', { name: '운전면허증' }));
    await userEvent.type(canvas.getByLabelText('운전면허번호'), '1123123');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('운전면허번호 12자리를 확인해주세요. (예: 11-23-123456-01)')).toBeVisible();
    await expect(canvas.getByText('생년월일이 주민등록번호와 달라요. 다시 확인해주세요.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '신분증 인증' })).toBeVisible();
  },
};

/**
 * Step 3 for a registered foreigner: the 외국인등록증 with the name in Latin capitals and the
 * 외국인등록번호, whose seventh digit (5–8) is checked; a 1 is named for the card it belongs to.
 */
export const IdVerificationAlienRegistrationCard: Story = {
  args: {
    storedDraft: { ...FILLED, step: 3, idDocument: 'ALIEN_REGISTRATION_CARD', name: 'DOYUN HAN' },
    secrets: SECRETS,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '신분증 인증');
    await expect(canvas.getByRole('radio', { name: '외국인등록증' })).toBeChecked();
    await expect(canvas.getByLabelText('이름')).toHaveValue('DOYUN HAN');
    await expect(canvas.getByLabelText('외국인등록번호 뒤 7자리')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('외국인등록번호 뒷자리의 첫 숫자를 확인해주세요.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '신분증 인증' })).toBeVisible();
  },
};

/** Step 3 after an app restart: the draft is back, the resident number is asked again. */
export const ResumedAfterRestart: Story = {
  args: { storedDraft: { ...FILLED, step: 4, accountBank: '090' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '신분증 인증');
    await expect(canvas.getByText('입력하던 내용을 불러왔어요. 주민등록번호와 통장 사본은 기기에 저장하지 않으니 다시 입력해주세요.')).toBeVisible();
    await expect(canvas.getByLabelText('주민등록번호 앞 6자리')).toHaveValue('');
    await expect(canvas.getByLabelText('생년월일')).toHaveValue('1990-01-01');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('주민등록번호를 입력해주세요.')).toBeVisible();
  },
};

/** Step 4: the account's messages (shape, holder, photo). */
export const AccountVerificationErrors: Story = {
  args: { storedDraft: { ...FILLED, step: 4, accountNumber: '123456789', accountLabel: '홍길동' }, secrets: { ...SECRETS, accountImage: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '계좌 인증');
    await userEvent.click(canvas.getByRole('button', { name: '제출하기' }));
    await expect(await canvas.findByText('은행을 선택해주세요.')).toBeVisible();
    await expect(canvas.getByText('계좌번호는 숫자 10~14자리로 입력해주세요.')).toBeVisible();
    await expect(canvas.getByText('예금주가 신분증의 이름(한도윤)과 같아야 해요.')).toBeVisible();
    await expect(canvas.getByText('통장 사본 사진을 올리거나 촬영해주세요.')).toBeVisible();
  },
};

/** Step 4 → 5 for a member without an account (101): the camera's photo, then 계좌 개설하기. */
export const CompleteOpensAccount: Story = {
  args: {
    memberId: 'demo-account-open',
    storedDraft: { ...FILLED, step: 4, name: '정우성', email: 'woosung.jung@example.kr', birthDate: '19930129', accountBank: '004', accountNumber: '12345678901234', accountLabel: '정우성' },
    secrets: { residentFront: '930129', residentBack: '1234567', accountImage: null },
    takePhoto: fn(async () => ({ fileName: 'camera.jpg', mimeType: 'image/jpeg', base64: '/9j/4AAQ' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '계좌 인증');
    await userEvent.click(canvas.getByRole('button', { name: '카메라로 촬영' }));
    await expect(await canvas.findByText('camera.jpg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '제출하기' }));
    await expect(await stepHeading(canvasElement, '완료')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '계좌 개설하기' }));
    await expect(args.onComplete).toHaveBeenCalledWith({ kycStatus: 'COMPLETED', userType: '102' });
  },
};

/** Step 4 → 5 for a member asked to redo KYC (already 200): done, 확인 goes on. */
export const CompleteForMember: Story = {
  args: { storedDraft: { ...FILLED, step: 4, accountBank: '088', accountNumber: '110123456789', accountLabel: '한도윤' }, secrets: SECRETS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '계좌 인증');
    await userEvent.click(canvas.getByRole('button', { name: '제출하기' }));
    await expect(await stepHeading(canvasElement, '완료')).toBeVisible();
    await expect(canvas.getByText('이제 조각의 서비스를 계속 이용할 수 있어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(args.onComplete).toHaveBeenCalledWith({ kycStatus: 'COMPLETED', userType: '200' });
  },
};

/** Submitting fails: the reason above the button, nothing lost. */
export const SubmitFailure: Story = {
  args: { storedDraft: { ...FILLED, step: 4, accountBank: '088', accountNumber: '110123456789', accountLabel: '한도윤' }, secrets: SECRETS },
  parameters: {
    msw: {
      handlers: [http.post('*/main/v1/member/kyc', () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }, { status: 500 })), ...sandbox.handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, '계좌 인증');
    await userEvent.click(canvas.getByRole('button', { name: '제출하기' }));
    await expect(await canvas.findByText(/^고객확인을 제출하지 못했어요\./, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByLabelText('계좌번호')).toHaveValue('110123456789');
  },
};

/** The leave dialog: 계속하기 keeps everything, 그만하기 leaves. */
export const LeaveDialog: Story = {
  args: { storedDraft: { ...FILLED, step: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await stepHeading(canvasElement, '기본 정보');
    await userEvent.click(canvas.getByRole('button', { name: '나가기' }));
    const dialog = await page.findByRole('dialog', { name: '고객확인을 그만할까요?' });
    await expect(dialog).toHaveTextContent('지금까지 입력한 내용이 모두 지워져요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '계속하기' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: '고객확인을 그만할까요?' })).toBeNull());
    await expect(canvas.getByLabelText('영문 성')).toHaveValue('HAN');
    await userEvent.click(await canvas.findByRole('button', { name: '나가기' }));
    await userEvent.click(within(await page.findByRole('dialog', { name: '고객확인을 그만할까요?' })).getByRole('button', { name: '그만하기' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledTimes(1));
  },
};
