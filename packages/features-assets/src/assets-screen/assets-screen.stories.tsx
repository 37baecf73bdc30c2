import '../styles.css';
import '@jogak/secure-keypad/styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { LINKED_MEMBER } from '@jogak/feature-testing';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetsScreen, type AssetsScreenProps } from './assets-screen';

type AssetsStoryArgs = AssetsScreenProps & { readonly onNavigate: NavigateToRoute; readonly memberId: string };

// The seed is relative to the sandbox's today and the history presets count back from the
// screen's now: both are this instant, so whatever the browser's date the lists hold the same
// seeded rows (6개월 reaches the purchase of 을지로 파인타워 1호, 2024.09.23).
const STORY_NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxWorker({ now: STORY_NOW });

const withSandbox: Decorator<AssetsStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as { token: string }).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-assets/AssetsScreen',
  component: AssetsScreen,
  render: ({ onNavigate: _navigate, memberId: _member, ...props }) => <AssetsScreen {...props} />,
  decorators: [withSandbox],
  loaders: [
    ({ args }) => {
      sandbox.reset();
      return { token: sandbox.state.login(args.memberId).token };
    },
  ],
  args: { user: LINKED_MEMBER, onGate: fn(), onCopy: fn(async () => undefined), onNavigate: fn(), memberId: 'demo-general', now: new Date(STORY_NOW) },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<AssetsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function typePassword(sheet: HTMLElement, password: string) {
  await userEvent.click(within(sheet).getByRole('button', { name: /계좌 비밀번호 입력|비밀번호 다시 입력/ }));
  await userEvent.click(await within(sheet).findByRole('button', { name: '음성 안내' }, { timeout: 15_000 }));
  const keys = await within(sheet).findByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
  for (const digit of password) await userEvent.click(within(keys).getByRole('button', { name: `숫자 ${digit}` }));
  await within(sheet).findByText('계좌 비밀번호를 입력했어요.', {}, { timeout: 15_000 });
}

async function openWithdraw(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const total = await canvas.findByRole('region', { name: '총 자산' });
  await within(total).findByText('4,392,800원', {}, { timeout: 15_000 });
  // 출금 waits for the withdrawable amount, a query of its own that can answer after the total.
  const withdraw = canvas.getByRole('button', { name: '출금' });
  await waitFor(() => expect(withdraw).toBeEnabled());
  await userEvent.click(withdraw);
  const sheet = await body(canvasElement).findByRole('dialog', { name: '출금' });
  await within(sheet).findByText('2,750,000원', {}, { timeout: 15_000 });
  return sheet;
}

/** 김민준: totals, profit, allocation, three buildings at their live prices, the yearly limit, the account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = await canvas.findByRole('region', { name: '총 자산' });
    await expect(await within(total).findByText('4,392,800원', {}, { timeout: 15_000 })).toBeVisible();
    const holdings = await canvas.findByRole('list', { name: '보유 건물 목록' }, { timeout: 15_000 });
    await expect(within(holdings).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('table', { name: '자산 구성' })).toBeVisible();
    await expect(await canvas.findByText('11,600,000원', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/account/total-asset-status'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('region', { name: '총 자산' });
    await expect(within(total).getByRole('status')).toHaveTextContent('총 자산을 불러오는 중');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/total-asset-status'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('region', { name: '총 자산' });
    await expect(await within(total).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('총 자산을 불러오지 못했어요.');
  },
};

/** 출금 가능 금액 could not be had: the card says so with 다시 시도하기, and 출금 waits. */
export const WithdrawableFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('region', { name: '총 자산' });
    await expect(await within(total).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('출금 가능 금액을 불러오지 못했어요.');
    await expect(within(total).getByRole('button', { name: '출금' })).toBeDisabled();
    await expect(within(total).getByRole('button', { name: '출금' })).toHaveAccessibleDescription('출금 가능 금액을 불러오지 못했어요.');
  },
};

/** A member with an account and no buildings yet. */
export const NoHoldings: Story = {
  args: { memberId: 'demo-kakao' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '보유한 건물이 없어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** Logged in without a linked account: the gate's panel, and its dialog on a tap. */
export const NeedsAccountLink: Story = {
  args: { user: { ...LINKED_MEMBER, allianceAccountNoRegisterYn: 'N' } },
  play: async ({ canvasElement, args }) => {
    const gate = within(canvasElement).getByRole('region', { name: '계좌 연동이 필요해요' });
    await userEvent.click(within(gate).getByRole('button', { name: '연동하기' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '계좌 연동이 필요해요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '연동하기' }));
    await waitFor(() => expect(args.onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK'));
  },
};

/** 입금: the linked account's number, copied through the bridge. */
export const Deposit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('region', { name: '총 자산' })).findByText('4,392,800원', {}, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '입금' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입금' });
    await expect(await within(sheet).findByText('7010100001', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '계좌번호 복사' }));
    await expect(args.onCopy).toHaveBeenCalledWith('7010100001');
  },
};

/** 4,999원: WITHDRAW_AMOUNT_5000, the amount stays. */
export const WithdrawUnderMinimum: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.type(within(sheet).getByLabelText('출금 금액'), '4999');
    await userEvent.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '5,000원부터 출금할 수 있어요' })).toHaveTextContent('출금 금액을 5,000원 이상으로 입력해주세요.');
  },
};

/** Above the withdrawable amount: WITHDRAW_EXCEED_AMOUNT. */
export const WithdrawOverAvailable: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.type(within(sheet).getByLabelText('출금 금액'), '2750001');
    await userEvent.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '출금 가능 금액을 넘었어요' })).toHaveTextContent('출금 가능 금액 안에서 입력해주세요.');
  },
};

/** No password typed: WITHDRAW_PASSWORD_EMPTY. */
export const WithdrawWithoutPassword: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await userEvent.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '계좌 비밀번호를 입력해주세요' })).toHaveTextContent('출금하려면 계좌 비밀번호가 필요해요.');
  },
};

/** A wrong password on the secure keypad: 잘못된 비밀번호에요 (WITHDRAW_PASSWORD_WRONG). */
export const WithdrawWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await typePassword(sheet, '9999');
    await userEvent.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: '잘못된 비밀번호에요' }, { timeout: 15_000 })).toHaveTextContent('계좌 비밀번호를 확인하고 다시 입력해주세요.');
  },
};

/** 10,000원 with the right password: done, and 입출금 내역 shows it. */
export const WithdrawDone: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await typePassword(sheet, '1234');
    await userEvent.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await expect(await body(canvasElement).findByText('10,000원을 출금했어요.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const list = await within(canvasElement).findByRole('list', { name: '입출금 내역 목록' }, { timeout: 15_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('−10,000원'));
  },
};

/** 입출금 내역: the last month, newest first. */
export const DepositWithdrawalHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    const list = await canvas.findByRole('list', { name: '입출금 내역 목록' }, { timeout: 15_000 });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('−300,000원');
  },
};

/** 거래 내역: trades and cash of the last month. */
export const TransactionHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '거래 내역' }));
    await canvas.findByRole('list', { name: '거래 내역 목록' }, { timeout: 15_000 });
    // The seeded purchases are months old: six months back from the story's now reach them.
    await userEvent.click(canvas.getByRole('button', { name: '6개월' }));
    await expect(canvas.getByText('2024.09.04 ~ 2025.03.04')).toBeVisible();
    const list = await canvas.findByRole('list', { name: '거래 내역 목록' }, { timeout: 15_000 });
    await expect(await within(list).findAllByRole('button', { name: /매수.*을지로 파인타워 1호/ }, { timeout: 15_000 })).not.toHaveLength(0);
  },
};

/** A row of 입출금 내역 opens its detail: the receiving account and the state. */
export const DepositWithdrawalDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    const list = await canvas.findByRole('list', { name: '입출금 내역 목록' }, { timeout: 15_000 });
    await userEvent.click(within(list).getAllByRole('button', { name: /출금/ })[0] as HTMLElement);
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입출금 상세' }, { timeout: 15_000 });
    await expect(await within(sheet).findByText('KB국민은행 123-****-4567', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(within(sheet).getByText('완료')).toBeInTheDocument();
  },
};

/** A custom range that ends before it starts: the reason, and the dates stay. */
export const CustomRangeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    await canvas.findByRole('list', { name: '입출금 내역 목록' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '직접 입력' }));
    await userEvent.type(canvas.getByLabelText('시작일'), '2025-03-01');
    await userEvent.type(canvas.getByLabelText('종료일'), '2025-01-01');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(await canvas.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent('시작일이 종료일보다 늦어요.');
    await expect(canvas.getByLabelText('시작일')).toHaveValue('2025-03-01');
  },
};

/** 입출금 내역 failed to load. */
export const DepositWithdrawalHistoryFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/sync/dw/list'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    await expect(await canvas.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent('입출금 내역을 불러오지 못했어요.');
  },
};

/** A row of 거래 내역 opens its detail: the building, quantity and price. */
export const TransactionDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '거래 내역' }));
    await canvas.findByRole('list', { name: '거래 내역 목록' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '6개월' }));
    const list = await canvas.findByRole('list', { name: '거래 내역 목록' }, { timeout: 15_000 });
    await userEvent.click((await within(list).findAllByRole('button', { name: /매수.*을지로 파인타워 1호/ }, { timeout: 15_000 }))[0] as HTMLElement);
    const sheet = await body(canvasElement).findByRole('dialog', { name: '거래 상세' }, { timeout: 15_000 });
    await expect(await within(sheet).findByText('을지로 파인타워 1호', undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};
