import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memoryStorage } from '../../test/memory-storage';
import { IdentityVerificationScreen, type IdentityVerificationScreenProps } from './identity-verification-screen';

const agreed = () =>
  memoryStorage({ 'jogak:sign-up:agreements': JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' }) });

const meta = {
  title: 'features-auth/IdentityVerificationScreen',
  component: IdentityVerificationScreen,
  args: { onNavigate: fn(), openVerifier: fn() as IdentityVerificationScreenProps['openVerifier'], draftStorage: agreed(), verificationStorage: memoryStorage(), createRequestKey: () => 'story-request-key' },
} satisfies Meta<IdentityVerificationScreenProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the terms: what will happen, then 본인인증하기 leaves for the verifier with a request key. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('휴대폰 본인인증');
    await userEvent.click(canvas.getByRole('button', { name: '본인인증하기' }));
    await expect(args.openVerifier).toHaveBeenCalledWith('story-request-key');
  },
};

/** Arrived without agreeing to the terms. */
export const NeedsTerms: Story = {
  args: { draftStorage: memoryStorage() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('약관 동의가 먼저 필요해요');
  },
};

/** A build without a verifier address. */
export const NoVerifier: Story = {
  args: { openVerifier: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '본인인증하기' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('본인인증 서비스에 연결할 수 없어요');
  },
};
