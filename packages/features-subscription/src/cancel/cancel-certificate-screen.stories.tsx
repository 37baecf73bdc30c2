import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { failingGets, neverAnswers, retryWithServerBack, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_NOW } from '../../test/story-clock';
import { CancelCertificateScreen, type CancelCertificateScreenProps } from './cancel-certificate-screen';

type CancelStoryArgs = CancelCertificateScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string; readonly cancelled: boolean };

const sandbox = setupSandboxWorker({ now: STORY_NOW });
const FIND = { timeout: 15_000 };
const SATURDAY_HOURS = http.get('*/main/v1/stock/market-operation-time', () =>
  HttpResponse.json({ stdAt: '20250308', dayOffYn: 'Y', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'N' }),
);

const withSandbox: Decorator<CancelStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-subscription/CancelCertificateScreen',
  render: ({ onNavigate: _navigate, memberId: _member, cancelled: _cancelled, ...props }) => <CancelCertificateScreen {...props} />,
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      if (args.cancelled) sandbox.state.cancelSubscription(args.memberId, '108');
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  // 김민준's 100 units of 108.
  args: { id: 108, memberId: 'demo-general', cancelled: false, onOpenPassword: fn(async () => undefined), onNavigate: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<CancelStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The application to cancel, once it is shown: the button waits for it. */
async function requestShown(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByLabelText('취소할 청약', {}, FIND)).toHaveTextContent('청약 수량100주환불될 증거금500,000원');
}

/** 청약 취소 in CONFIRM_CANCEL_SUBSCRIPTION, once it asks. */
async function confirmCancel(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '청약을 취소할까요?' }, FIND);
  await userEvent.click(within(dialog).getByRole('button', { name: '청약 취소' }));
}

/** A link without the offering. */
export const UnknownOffering: Story = {
  args: { id: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('취소할 청약을 찾지 못했어요', {}, FIND)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings/108'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요', {}, FIND)).toBeInTheDocument();
  },
};

/** The application, the confirmation dialog, then the partner's cancel password page (STO_CANCEL). */
export const Request: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('취소할 청약', {}, FIND)).toHaveTextContent('청약 수량100주환불될 증거금500,000원');
    await expect(canvas.getByRole('heading', { level: 1, name: '청약 취소' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '인증하고 청약 취소하기' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '청약을 취소할까요?' }, FIND);
    await expect(dialog).toHaveTextContent('취소한 청약은 되돌릴 수 없어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '청약 취소' }));
    await waitFor(() => expect(args.onOpenPassword).toHaveBeenCalledOnce(), FIND);
    await expect(args.onOpenPassword).toHaveBeenCalledWith({
      purpose: 'PASSWORD_CANCEL',
      subscriptionId: '108',
      order: { transactionType: 'STO_CANCEL', productCode: 'JG0008', amount: 500_000, quantity: 100 },
      signal: expect.any(AbortSignal),
    });
  },
};

/** 아니요 in CONFIRM_CANCEL_SUBSCRIPTION: nothing is opened. */
export const RequestDeclined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '인증하고 청약 취소하기' }, FIND));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '청약을 취소할까요?' }, FIND);
    await userEvent.click(within(dialog).getByRole('button', { name: '아니요' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '청약을 취소할까요?' })).toBeNull(), FIND);
    await expect(args.onOpenPassword).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('취소할 청약')).toHaveTextContent('청약 수량100주');
  },
};

/** On a Saturday the cancel is refused like an application, with the weekday hours. */
export const Weekend: Story = {
  parameters: { msw: { handlers: [SATURDAY_HOURS, ...sandbox.handlers] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '인증하고 청약 취소하기' }, FIND));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' }, FIND);
    await expect(dialog).toHaveTextContent('청약은 평일 09:00 ~ 16:00에만 할 수 있어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '지금은 청약할 수 없는 시간이에요' })).toBeNull(), FIND);
    await expect(args.onOpenPassword).not.toHaveBeenCalled();
  },
};

/** Back from the partner's page: cancelled, the refund pending. */
export const RefundPending: Story = {
  args: { cancelled: true, transNo: '20250304701012590102100000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('청약이 취소되었어요.', {}, FIND)).toBeInTheDocument();
    await expect(canvas.getByLabelText('청약 취소 결과')).toHaveTextContent('환불 금액500,000원환불 상태환불 대기');
  },
};

/** The offering cannot be read: 청약 정보를 불러오지 못했어요. with 다시 시도하기, which brings the application. */
export const LoadError: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/offerings/108')],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('청약 정보를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await requestShown(canvasElement);
  },
};

/** 이서연 has no application to 108. */
export const NothingToCancel: Story = {
  args: { memberId: 'demo-income' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('취소할 청약이 없어요', {}, FIND)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('광안리 오션뷰 스테이에 신청한 청약이 없어요.')).toBeInTheDocument();
  },
};


/**
 * Today's hours cannot be read when 인증하고 청약 취소하기 asks for them: said under the application,
 * and the button can be pressed again; with the server back, the cancel goes on to its confirmation.
 */
export const HoursCheckFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await requestShown(canvasElement);
    // The hours the screen opened with came; the ones the button asks for fail.
    sandbox.faults.add({ status: 500, path: '/main/v1/stock/market-operation-time', method: 'GET', times: 0 });
    await userEvent.click(canvas.getByRole('button', { name: '인증하고 청약 취소하기' }));
    await expect(await canvas.findByRole('alert', {}, FIND)).toHaveTextContent('청약 가능 시간을 확인하지 못했어요. 잠시 후 다시 시도해주세요.');
    await expect(args.onOpenPassword).not.toHaveBeenCalled();
    sandbox.faults.clear();
    await userEvent.click(canvas.getByRole('button', { name: '인증하고 청약 취소하기' }));
    await confirmCancel(canvasElement);
    await waitFor(() => expect(args.onOpenPassword).toHaveBeenCalledOnce(), FIND);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The partner's page could not be opened (the token call failed): said, and the application stays. */
export const OpeningFailed: Story = {
  args: {
    onOpenPassword: fn<CancelCertificateScreenProps['onOpenPassword']>(async () => {
      throw new Error('계좌 인증 토큰을 받지 못했어요.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '인증하고 청약 취소하기' }));
    await confirmCancel(canvasElement);
    await expect(await canvas.findByRole('alert', {}, FIND)).toHaveTextContent('증권사 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.');
    await expect(canvas.getByLabelText('취소할 청약')).toHaveTextContent('청약 수량100주');
    await expect(canvas.getByRole('button', { name: '인증하고 청약 취소하기' })).toBeEnabled();
  },
};

/**
 * Back from the partner's page, the cancellation cannot be read: 취소 결과를 불러오지 못했어요. with
 * 다시 시도하기, which brings it.
 */
export const ResultLoadError: Story = {
  args: { cancelled: true, transNo: '20250304701012590102100000' },
  loaders: [failingGets(sandbox.faults, '/main/v1/offerings/108/subscription')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('취소 결과를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByText('청약이 취소되었어요.', {}, FIND)).toBeVisible();
    await expect(canvas.getByLabelText('청약 취소 결과')).toHaveTextContent('환불 금액500,000원환불 상태환불 대기');
  },
};

/**
 * Back from the partner's page, the cancellation is asked for only once everything cached is
 * refreshed, behind the same skeleton as before. Held, the call shows that the skeleton on screen
 * is the one that waits for the server's answer, which the release then brings.
 */
export const ResultLoading: Story = {
  args: { cancelled: true, transNo: '20250304701012590102100000' },
  loaders: [
    () => {
      sandbox.faults.add({ hold: true, path: '/main/v1/offerings/108/subscription', method: 'GET' });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The hold is taken (out of the list) when the call arrives: the refresh is over.
    await waitFor(() => expect(sandbox.faults.list()).toEqual([]), FIND);
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = canvas.getByText('불러오는 중이에요');
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByLabelText('청약 취소 결과')).toBeNull();
    sandbox.faults.release();
    await expect(await canvas.findByText('청약이 취소되었어요.', {}, FIND)).toBeVisible();
  },
};
