import '../styles.css';
import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { STORAGE_KEYS, createMemoryPersistence, sessionStore, userStore } from '@jogak/app-core';
import { jogakQueryClient } from '@jogak/feature-testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { devCertificateDevice, devCertificateOf } from '../../test/dev-certificate-device';
import { storySandbox } from '../../test/story-sandbox';
import { CertificateLogin } from './certificate-login';
import type { CertificateDevice } from './sign-in-with-certificate';

const { parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });

const corp = devCertificateOf('demo-corp');
const corpPro = devCertificateOf('demo-corp-pro');
const REMEMBERED = { [STORAGE_KEYS.corpInfo]: JSON.stringify({ corpBusinessPersonNo: '1208812345', dn: corp.dn }) };

interface StoryArgs {
  device: CertificateDevice;
  stored: Record<string, string>;
  onSignedIn: ReturnType<typeof fn>;
  onNavigate: ReturnType<typeof fn>;
}

function client() {
  return createJogakClient({
    baseUrl: window.location.origin,
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
  });
}

/** Fresh device storage per render: what the last login left (or nothing). */
function CertificateLoginStory({ device, stored, onSignedIn, onNavigate }: StoryArgs) {
  const [services] = useState(() => ({ client: client(), persistence: createMemoryPersistence(stored) }));
  return (
    <main className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <CertificateLogin services={services} device={device} onSignedIn={onSignedIn} onNavigate={onNavigate} />
      </div>
    </main>
  );
}

const withQueries: Decorator<StoryArgs> = (Story) => {
  const queryClient = jogakQueryClient(window.location.origin, {});
  // The story's client reads the stores the login fills, as the app's does.
  attachJogakClient(queryClient, client());
  return (
    <QueryClientProvider client={queryClient}>
      <Story />
    </QueryClientProvider>
  );
};

const meta = {
  title: 'features-auth/CertificateLogin',
  render: (args) => <CertificateLoginStory {...args} />,
  decorators: [withQueries],
  args: { device: devCertificateDevice({ origin: window.location.origin }), stored: {}, onSignedIn: fn(), onNavigate: fn() },
  parameters,
  beforeEach,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, subject: string, businessNo = '1208812345') {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText(/사업자등록번호/, undefined, { timeout: 15_000 });
  await userEvent.clear(field);
  await userEvent.type(field, businessNo);
  await userEvent.click(canvas.getByRole('radio', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) }));
  await userEvent.click(canvas.getByRole('button', { name: '인증서로 로그인' }));
}

/** The device's certificates; (주)한빛자산관리 signs, the sandbox verifies it and signs in. */
export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '법인 회원은 공동인증서로 로그인해요' })).toBeVisible();
    const choice = await canvas.findByRole('radiogroup', { name: '인증서 선택' }, { timeout: 15_000 });
    await expect(within(choice).getAllByRole('radio')).toHaveLength(4);
    await logIn(canvasElement, corp.subject);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    await expect(sessionStore.doubleConnectKey).toMatch(/^dck-/);
  },
};

/** The last login's business number and certificate, filled in. */
export const Remembered: Story = {
  args: { stored: REMEMBERED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('120-88-12345', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /\(주\)한빛자산관리/ })).toBeChecked();
  },
};

/** A signature by another corporation's key: the sandbox refuses it, the form stays as typed. */
export const ForgedSignature: Story = {
  args: { device: devCertificateDevice({ origin: window.location.origin, forgeWith: corpPro.privateKey }) },
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, corp.subject);
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('전자서명이 등록된 인증서와 일치하지 않아요. 인증서로 다시 서명해주세요.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The same signature sent twice: the second is refused. */
export const ReplayedSignature: Story = {
  args: { device: devCertificateDevice({ origin: window.location.origin, replay: true }) },
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, corp.subject);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: '인증서로 로그인' }));
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('이미 사용한 전자서명이에요. 인증서로 다시 서명해주세요.');
  },
};

/** Another corporation's certificate: not this member's. */
export const OtherCorporationsCertificate: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, corpPro.subject);
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('이 법인에 등록된 인증서가 아니에요. 법인 명의의 인증서를 선택해주세요.');
  },
};

/** A corporation that applied and waits for approval ((주)대청에너지): told so, with no 법인 회원가입 again. */
export const WaitingForApproval: Story = {
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, corp.subject, '2208705236');
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('법인 회원가입 승인을 기다리고 있어요. 승인이 끝나면 로그인할 수 있어요.');
    await expect(within(canvasElement).queryByRole('button', { name: '법인 회원가입' })).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The person closed the signing sheet.
export const Cancelled: Story = {
  args: { device: { ...devCertificateDevice({ origin: window.location.origin }), sign: async () => null } },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, corp.subject);
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('인증서 서명을 취소했어요. 로그인하려면 인증서로 서명해주세요.');
  },
};

/** Nothing typed or chosen: why, before any call. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: '인증서 선택' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '인증서로 로그인' }));
    await expect(canvas.getByText('사업자등록번호 10자리를 확인해주세요.')).toBeVisible();
    await expect(canvas.getByText('로그인할 인증서를 선택해주세요.')).toBeVisible();
  },
};

/** While the shell lists its certificates. */
export const Loading: Story = {
  args: { device: { ...devCertificateDevice({ origin: window.location.origin }), listCertificates: () => new Promise(() => undefined) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('인증서 목록을 불러오는 중', { exact: false })).toBeInTheDocument();
  },
};

/** The shell could not list them: 다시 시도하기. */
export const ListError: Story = {
  args: { device: { ...devCertificateDevice({ origin: window.location.origin }), listCertificates: () => Promise.reject(new Error('unavailable')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('인증서 목록을 불러오지 못했어요', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};

/** No certificate on this device. */
export const NoCertificates: Story = {
  args: { device: { ...devCertificateDevice({ origin: window.location.origin }), listCertificates: async () => [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/이 기기에 공동인증서가 없어요/, undefined, { timeout: 15_000 })).toBeVisible();
  },
};
