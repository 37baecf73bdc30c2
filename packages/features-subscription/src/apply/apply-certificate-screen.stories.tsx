import '../styles.css';
import { clearFormDrafts, type NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_NOW } from '../../test/story-clock';
import { ApplyCertificateScreen, type ApplyCertificateScreenProps } from './apply-certificate-screen';
import { useApplyDraft } from './apply-draft';

type CertificateStoryArgs = ApplyCertificateScreenProps & { readonly onNavigate: NavigateToRoute; readonly withOrder: boolean };

const sandbox = setupSandboxWorker({ now: STORY_NOW });
const FIND = { timeout: 15_000 };

/** Files the order as the apply form does on 청약 신청하기, then shows the step. */
function FiledOrder({ id, children }: { readonly id: number; readonly children: ReactNode }) {
  const [{ order }, setDraft] = useApplyDraft(id);
  useEffect(() => {
    setDraft({
      quantityText: '10',
      order: { offeringName: '판교 테크원 라이프', quantity: 10, amount: 50_000, transactionType: 'FRAC_APPLY', productCode: 'JG0009' },
    });
  }, [setDraft]);
  return order ? children : null;
}

const withSandbox: Decorator<CertificateStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    {args.withOrder ? (
      <FiledOrder id={args.id}>
        <Story />
      </FiledOrder>
    ) : (
      <Story />
    )}
  </StoryProviders>
);

const meta = {
  title: 'features-subscription/ApplyCertificateScreen',
  render: ({ onNavigate: _navigate, withOrder: _order, ...props }) => <ApplyCertificateScreen {...props} />,
  decorators: [withSandbox],
  loaders: [
    () => {
      sandbox.reset();
      clearFormDrafts();
      return { token: sandbox.state.login('demo-income').token };
    },
  ],
  args: { id: 109, withOrder: true, onOpenPassword: fn<ApplyCertificateScreenProps['onOpenPassword']>(async () => undefined), onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<CertificateStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to confirm (a reload lost the order): back to the quantity. */
export const NoOrder: Story = {
  args: { withOrder: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('진행 중인 청약 신청이 없어요', {}, FIND)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '청약 수량 입력하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/subscription/$id/apply', params: { id: '109' } }, { replace: true });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요', {}, FIND)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '청약 인증' })).toBeInTheDocument();
  },
};

/** The order and the account; the button opens the partner's password page (FRAC_APPLY). */
export const WithOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('청약 신청 내용', {}, FIND)).toHaveTextContent('청약 수량10주청약 금액50,000원');
    await expect(canvas.getByRole('heading', { level: 1, name: '청약 인증' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '인증하고 비밀번호 입력하기' }));
    await waitFor(() => expect(args.onOpenPassword).toHaveBeenCalledOnce(), FIND);
    await expect(args.onOpenPassword).toHaveBeenCalledWith({
      purpose: 'PASSWORD_APPLY',
      subscriptionId: '109',
      order: { transactionType: 'FRAC_APPLY', productCode: 'JG0009', amount: 50_000, quantity: 10 },
      signal: expect.any(AbortSignal),
    });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '다시 시도하기' }, FIND)).toBeInTheDocument();
    await expect(canvas.getByText('계좌 정보를 불러오지 못했어요.')).toBeInTheDocument();
  },
};

/** The partner's page could not be opened (the token call failed): said, and the order stays. */
export const OpeningFailed: Story = {
  args: {
    onOpenPassword: fn<ApplyCertificateScreenProps['onOpenPassword']>(async () => {
      throw new Error('계좌 인증 토큰을 받지 못했어요.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The button waits for the account: click it once the order and the account are shown.
    await canvas.findByLabelText('청약 신청 내용', {}, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '인증하고 비밀번호 입력하기' }));
    await expect(await canvas.findByText('증권사 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.', {}, FIND)).toBeInTheDocument();
    await expect(canvas.getByLabelText('청약 신청 내용')).toHaveTextContent('청약 수량10주');
  },
};

