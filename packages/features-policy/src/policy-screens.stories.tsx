import './styles.css';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fails, neverAnswers, StoryProviders, type StoryServices } from '@jogak/feature-testing/stories';
import { LicenseScreen } from './license/license-screen';
import type { OpenSourceLicense } from './license/open-source-license';
import { MyAgreementScreen } from './my-agreement/my-agreement-screen';
import { PolicyDocumentScreen } from './policy-document/policy-document-screen';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

type Agreement = { readonly agreedAt: string; readonly version: string };

/**
 * A story's loader: the sandbox back to its seed, 김민준's agreements set to `agreements` (the
 * documents not named are not agreed), and 김민준 signed in, so the screen reads and changes the
 * sandbox's own state.
 */
function signedInWith(agreements: Readonly<Record<string, Agreement>>) {
  return () => {
    sandbox.reset();
    sandbox.state.data.agreements.set('demo-general', new Map(Object.entries(agreements)));
    return { token: sandbox.state.login('demo-general').token };
  };
}

/** 김민준 agreed to the current edition (1.1) of the optional marketing consent. */
const MARKETING_AGREED = { marketing: { agreedAt: '2025-02-01T09:00:00+09:00', version: '1.1' } };

/** The member's agreement as the sandbox answers it to a signed-in member (no sign-in in stories). */
const notAgreed = http.get('*/main/v1/policy/documents/marketing/my-agreement', () =>
  HttpResponse.json({ agreementKey: 'marketing', agreedYn: 'N', agreedAt: null, version: null }),
);
const agreeing = http.put('*/main/v1/policy/documents/marketing/my-agreement', () =>
  HttpResponse.json({ agreementKey: 'marketing', agreedYn: 'Y', agreedAt: '2025-03-04T10:00:00+09:00', version: '1.1' }),
);

const LICENSES: readonly OpenSourceLicense[] = [
  { name: 'react', version: '19.3.1', license: 'MIT', licenseText: 'MIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.' },
  { name: '@tanstack/react-query', version: '5.108.0', license: 'MIT', licenseText: 'MIT License\n\nCopyright (c) 2021-present Tanner Linsley' },
];

/**
 * The build's licence chunk as /policy/license loads it: `bundled` (the two above), `none` (a
 * build whose list is empty), `pending` (still on its way) or `lost` (it does not load, offline,
 * until the play lets it: `Loaded.letLicencesLoad`).
 */
type LicenceChunk = 'bundled' | 'none' | 'pending' | 'lost';

type Loaded = {
  /** The member's session, for the stories that sign 김민준 in. */
  readonly token?: string;
  readonly loadLicenses: () => Promise<readonly OpenSourceLicense[]>;
  /** From now on the licence chunk loads (what the member's 다시 시도하기 then gets, for `lost`). */
  readonly letLicencesLoad: () => void;
};

function licenceChunk(chunk: LicenceChunk): Omit<Loaded, 'token'> {
  let lost = chunk === 'lost';
  return {
    loadLicenses: () => {
      if (chunk === 'pending') return new Promise(() => undefined);
      if (lost) return Promise.reject(new Error('The licence chunk did not load'));
      return Promise.resolve(chunk === 'none' ? [] : LICENSES);
    },
    letLicencesLoad: () => {
      lost = false;
    },
  };
}

type Args = StoryServices & {
  readonly screen: 'document' | 'my-agreement' | 'consent' | 'license';
  readonly agreementKey: string;
  readonly licenceChunk: LicenceChunk;
};

const meta = {
  title: 'features-policy/Policy screens',
  render: ({ screen: which, agreementKey, licenceChunk: _chunk, ...services }, { loaded }) => (
    <StoryProviders {...services} token={(loaded as Loaded).token}>
      {which === 'document' ? <PolicyDocumentScreen agreementKey={agreementKey} /> : null}
      {which === 'my-agreement' ? <MyAgreementScreen agreementKey={agreementKey} search={{}} /> : null}
      {which === 'consent' ? <MyAgreementScreen agreementKey={agreementKey} search={{ mode: 'agree' }} /> : null}
      {which === 'license' ? <LicenseScreen loadLicenses={(loaded as Loaded).loadLicenses} /> : null}
    </StoryProviders>
  ),
  loaders: [({ args }) => licenceChunk(args.licenceChunk)],
  args: { screen: 'document', agreementKey: 'terms', licenceChunk: 'bundled', onNavigate: fn(), onOpenLink: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /policy/terms. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '서비스 이용약관' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('이 약관은 조각 서비스의 이용 조건과 절차를 정합니다.')).toBeVisible();
  },
};

export const DocumentLoading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/policy/documents/terms'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('약관을 불러오는 중이에요')).toBeInTheDocument();
  },
};

export const DocumentFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/policy/documents/terms'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('약관을 불러오지 못했어요잠시 후 다시 시도해주세요.');
  },
};

export const DocumentNotFound: Story = {
  args: { agreementKey: 'no-such-document' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('약관을 찾을 수 없어요주소를 다시 확인해주세요.');
  },
};

/** /policy/marketing/my-agreement: not agreed yet. */
export const MyAgreementNotAgreed: Story = {
  args: { screen: 'my-agreement', agreementKey: 'marketing' },
  parameters: { msw: { handlers: [notAgreed, ...sandbox.handlers] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 동의하지 않았어요', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '동의하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({
      route: '/_main/policy/$agreementKey/my-agreement',
      params: { agreementKey: 'marketing' },
      search: { mode: 'agree' },
    });
  },
};

/** /policy/marketing/my-agreement?mode=agree: agree, then the confirmation. */
export const Consent: Story = {
  args: { screen: 'consent', agreementKey: 'marketing' },
  parameters: { msw: { handlers: [notAgreed, agreeing, ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이벤트와 신규 공모 소식을 푸시, 문자, 이메일로 받습니다.', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '동의하기' }));
    await expect(await screen.findByRole('heading', { name: '동의가 완료되었어요' })).toBeVisible();
  },
};

/** An optional document agreed to its current edition: the date, and 동의 철회하기 after the confirmation. */
export const MyAgreementAgreed: Story = {
  args: { screen: 'my-agreement', agreementKey: 'marketing' },
  loaders: [signedInWith(MARKETING_AGREED)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2025.02.01에 동의했어요', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '동의하기' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '동의 철회하기' }));
    const dialog = await screen.findByRole('dialog', { name: '동의를 철회할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '철회하기' }));
    await expect(await screen.findByText('동의를 철회했어요.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(await canvas.findByText('아직 동의하지 않았어요', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** 동의 철회하기 answered with a failure: the page says so and the agreement stays. */
export const MyAgreementWithdrawFailed: Story = {
  args: { screen: 'my-agreement', agreementKey: 'marketing' },
  loaders: [signedInWith(MARKETING_AGREED)],
  parameters: {
    msw: {
      handlers: [
        http.put('*/main/v1/policy/documents/marketing/my-agreement', () =>
          HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }, { status: 500 }),
        ),
        ...sandbox.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '동의 철회하기' }, { timeout: 15_000 }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '동의를 철회할까요?' })).getByRole('button', { name: '철회하기' }));
    await expect(await canvas.findByText('동의를 철회하지 못했어요', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('2025.02.01에 동의했어요')).toBeVisible();
  },
};

/** Agreed to an older edition of 서비스 이용약관: the edition, the revision note and 다시 동의하기 (a required document cannot be withdrawn). */
export const MyAgreementOutdated: Story = {
  args: { screen: 'my-agreement', agreementKey: 'terms' },
  loaders: [signedInWith({ terms: { agreedAt: '2024-06-01T09:00:00+09:00', version: '3.1' } })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2024.06.01에 동의했어요 (버전 3.1)', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('약관이 개정되었어요. 바뀐 내용을 확인하고 다시 동의해주세요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '동의 철회하기' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '다시 동의하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({
      route: '/_main/policy/$agreementKey/my-agreement',
      params: { agreementKey: 'terms' },
      search: { mode: 'agree' },
    });
  },
};

/** The consent screen of a document already agreed to: 이미 동의했어요 with the date, nothing to press but 확인. */
export const ConsentAlreadyAgreed: Story = {
  args: { screen: 'consent', agreementKey: 'marketing' },
  loaders: [signedInWith(MARKETING_AGREED)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '이미 동의했어요' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('마케팅 정보 수신 동의 · 2025.02.01에 동의했어요')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '동의하기' })).toBeNull();
  },
};

/** The member's agreement could not be loaded: the error with 다시 시도하기. */
export const MyAgreementFailed: Story = {
  args: { screen: 'my-agreement', agreementKey: 'marketing' },
  loaders: [signedInWith({})],
  parameters: { msw: { handlers: [fails('/main/v1/policy/documents/marketing/my-agreement'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('약관을 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await expect(canvas.getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};

/** /policy/license with two packages; react's licence opened. */
export const Licenses: Story = {
  args: { screen: 'license' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'react 라이선스 보기' }));
    await expect(canvas.getByLabelText('react 라이선스 전문')).toHaveTextContent('MIT License');
  },
};

/** The licence list is still on its way. */
export const LicensesLoading: Story = {
  args: { screen: 'license', licenceChunk: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('라이선스 목록을 불러오는 중이에요', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: '오픈소스 라이선스 목록' })).toBeNull();
  },
};

/** The licence chunk did not load (offline): the error, and 다시 시도하기 once it loads brings the list. */
export const LicensesFailed: Story = {
  args: { screen: 'license', licenceChunk: 'lost' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('라이선스 목록을 불러오지 못했어요잠시 후 다시 시도해주세요.');
    (loaded as Loaded).letLicencesLoad();
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    const list = await canvas.findByRole('list', { name: '오픈소스 라이선스 목록' }, { timeout: 15_000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('조각 앱은 아래 2개의 오픈소스 소프트웨어를 사용해요.')).toBeVisible();
  },
};

/** A build whose licence list came out empty: said so, with no list. */
export const LicensesNone: Story = {
  args: { screen: 'license', licenceChunk: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '표시할 오픈소스 라이선스가 없어요' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
