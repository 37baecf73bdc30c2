import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSupportSandbox, type SupportStoryArgs } from '../../test/support-story-sandbox';
import { CertificateScreen, type CertificateScreenProps } from './certificate-screen';
import type { DeviceCertificate } from './certificate-state';

const NOW = new Date('2025-03-04T10:00:00+09:00');
const CERTIFICATES: DeviceCertificate[] = [
  { dn: 'cn=김민준()0001,ou=personal,o=yessign,c=kr', subject: '김민준', issuer: '금융결제원', notAfter: '2026-01-31T23:59:59+09:00' },
  { dn: 'cn=김민준()0002,ou=personal,o=yessign,c=kr', subject: '김민준(범용)', issuer: '코스콤', notAfter: '2025-03-20T23:59:59+09:00' },
  { dn: 'cn=김민준()0003,ou=personal,o=yessign,c=kr', subject: '김민준(구)', issuer: '금융결제원', notAfter: '2025-01-10T23:59:59+09:00' },
];

type Args = SupportStoryArgs & CertificateScreenProps;

const meta = {
  title: 'features-support/Certificates',
  component: CertificateScreen,
  render: ({ loadCertificates, now }) => <CertificateScreen loadCertificates={loadCertificates} now={now} />,
  decorators: [withSupportSandbox],
  args: { onNavigate: fn(), now: NOW, loadCertificates: (): Promise<readonly DeviceCertificate[]> => Promise.resolve(CERTIFICATES) },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Usable, expiring within 30 days, expired. */
export const States: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '인증서 목록' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.jg-support-status')?.textContent)).toEqual(['사용 가능', '만료 임박', '만료됨']);
  },
};

export const Empty: Story = {
  args: { loadCertificates: (): Promise<readonly DeviceCertificate[]> => Promise.resolve([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '이 기기에 저장된 인증서가 없어요' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loadCertificates: (): Promise<readonly DeviceCertificate[]> => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = await within(canvasElement).findByText('불러오는 중이에요');
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { loadCertificates: (): Promise<readonly DeviceCertificate[]> => Promise.reject(new Error('timeout')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('인증서 목록을 불러오지 못했어요.');
    await expect(canvas.getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};
