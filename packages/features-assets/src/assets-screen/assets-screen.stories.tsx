import '../styles.css';
import '@jogak/secure-keypad/styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { LINKED_MEMBER } from '@jogak/feature-testing';
import { failingGets, fails, neverAnswers, retryWithServerBack, StoryProviders, toastComesAndGoes } from '@jogak/feature-testing/stories';
import { setupSandboxWorker, signAsDevKakaoPay } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { WithdrawalSigner } from '../withdrawal/withdrawal-signature';
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

const FIND = { timeout: 15_000 };

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 김민준's total, once it is in: the overview has loaded around whatever failed. */
async function totalShown(canvasElement: HTMLElement) {
  const total = await within(canvasElement).findByRole('region', { name: '총 자산' }, FIND);
  await expect(await within(total).findByText('4,392,800원', {}, FIND)).toBeVisible();
}

async function typePassword(sheet: HTMLElement, password: string) {
  await userEvent.click(within(sheet).getByRole('button', { name: /계좌 비밀번호 입력|비밀번호 다시 입력/ }));
  await userEvent.click(await within(sheet).findByRole('button', { name: '음성 안내' }, FIND));
  const keys = await within(sheet).findByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
  for (const digit of password) await userEvent.click(within(keys).getByRole('button', { name: `숫자 ${digit}` }));
  await within(sheet).findByText('계좌 비밀번호를 입력했어요.', {}, FIND);
}

async function openWithdraw(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const total = await canvas.findByRole('region', { name: '총 자산' });
  await within(total).findByText('4,392,800원', {}, FIND);
  // 출금 waits for the withdrawable amount, a query of its own that can answer after the total.
  const withdraw = canvas.getByRole('button', { name: '출금' });
  await waitFor(() => expect(withdraw).toBeEnabled());
  await userEvent.click(withdraw);
  const sheet = await body(canvasElement).findByRole('dialog', { name: '출금' });
  await within(sheet).findByText('2,750,000원', {}, FIND);
  return sheet;
}

/** 김민준: totals, profit, allocation, three buildings at their live prices, the yearly limit, the account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = await canvas.findByRole('region', { name: '총 자산' });
    await expect(await within(total).findByText('4,392,800원', {}, FIND)).toBeVisible();
    const holdings = await canvas.findByRole('list', { name: '보유 건물 목록' }, FIND);
    await expect(within(holdings).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('table', { name: '자산 구성' })).toBeVisible();
    await expect(await canvas.findByText('11,600,000원', {}, FIND)).toBeVisible();
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
    await expect(await within(total).findByRole('alert', {}, FIND)).toHaveTextContent('총 자산을 불러오지 못했어요.');
  },
};

/** 출금 가능 금액 could not be had: the card says so with 다시 시도하기, and 출금 waits. */
export const WithdrawableFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('region', { name: '총 자산' });
    await expect(await within(total).findByRole('alert', {}, FIND)).toHaveTextContent('출금 가능 금액을 불러오지 못했어요.');
    await expect(within(total).getByRole('button', { name: '출금' })).toBeDisabled();
    await expect(within(total).getByRole('button', { name: '출금' })).toHaveAccessibleDescription('출금 가능 금액을 불러오지 못했어요.');
  },
};

/** A member with an account and no buildings yet. */
export const NoHoldings: Story = {
  args: { memberId: 'demo-kakao' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '보유한 건물이 없어요' }, FIND)).toBeVisible();
  },
};

/** Logged in without a linked account: the gate's panel, and its dialog on a tap. */
export const NeedsAccountLink: Story = {
  args: { user: { ...LINKED_MEMBER, allianceAccountNoRegisterYn: 'N' } },
  play: async ({ canvasElement, args }) => {
    const gate = await within(canvasElement).findByRole('region', { name: '계좌 연동이 필요해요' }, FIND);
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
    await within(await canvas.findByRole('region', { name: '총 자산' })).findByText('4,392,800원', {}, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '입금' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입금' });
    await expect(await within(sheet).findByText('7010100001', {}, FIND)).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '계좌번호 복사' }));
    await expect(args.onCopy).toHaveBeenCalledWith('7010100001');
    await toastComesAndGoes('계좌번호를 복사했어요.');
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
    await expect(await body(canvasElement).findByRole('dialog', { name: '잘못된 비밀번호에요' }, FIND)).toHaveTextContent('계좌 비밀번호를 확인하고 다시 입력해주세요.');
  },
};

/** 10,000원 with the right password: done, and 입출금 내역 shows it. */
export const WithdrawDone: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await typePassword(sheet, '1234');
    await userEvent.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await expect(await body(canvasElement).findByText('10,000원을 출금했어요.', {}, FIND)).toBeInTheDocument();
    const list = await within(canvasElement).findByRole('list', { name: '입출금 내역 목록' }, FIND);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('−10,000원'));
  },
};

/** 입출금 내역: the last month, newest first. */
export const DepositWithdrawalHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    const list = await canvas.findByRole('list', { name: '입출금 내역 목록' }, FIND);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('−300,000원');
  },
};

/** 거래 내역: trades and cash of the last month. */
export const TransactionHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '거래 내역' }));
    await canvas.findByRole('list', { name: '거래 내역 목록' }, FIND);
    // The seeded purchases are months old: six months back from the story's now reach them.
    await userEvent.click(canvas.getByRole('button', { name: '6개월' }));
    await expect(canvas.getByText('2024.09.04 ~ 2025.03.04')).toBeVisible();
    const list = await canvas.findByRole('list', { name: '거래 내역 목록' }, FIND);
    await expect(await within(list).findAllByRole('button', { name: /매수.*을지로 파인타워 1호/ }, FIND)).not.toHaveLength(0);
  },
};

/** A row of 입출금 내역 opens its detail: the receiving account and the state. */
export const DepositWithdrawalDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    const list = await canvas.findByRole('list', { name: '입출금 내역 목록' }, FIND);
    await userEvent.click(within(list).getAllByRole('button', { name: /출금/ })[0] as HTMLElement);
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입출금 상세' }, FIND);
    await expect(await within(sheet).findByText('KB국민은행 123-****-4567', undefined, FIND)).toBeInTheDocument();
    await expect(within(sheet).getByText('완료')).toBeInTheDocument();
  },
};

/** A custom range that ends before it starts: the reason, and the dates stay. */
export const CustomRangeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    await canvas.findByRole('list', { name: '입출금 내역 목록' }, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '직접 입력' }));
    await userEvent.type(canvas.getByLabelText('시작일'), '2025-03-01');
    await userEvent.type(canvas.getByLabelText('종료일'), '2025-01-01');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(await canvas.findByRole('alert', undefined, FIND)).toHaveTextContent('시작일이 종료일보다 늦어요.');
    await expect(canvas.getByLabelText('시작일')).toHaveValue('2025-03-01');
  },
};

/** 입출금 내역 failed to load: 다시 시도하기, with the server back, brings the list. */
export const DepositWithdrawalHistoryFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/account/sync/dw/list')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    const alert = await canvas.findByRole('alert', undefined, FIND);
    await expect(alert).toHaveTextContent('입출금 내역을 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    const list = await canvas.findByRole('list', { name: '입출금 내역 목록' }, FIND);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('−300,000원');
  },
};

/** A row of 거래 내역 opens its detail: the building, quantity and price. */
export const TransactionDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '거래 내역' }));
    await canvas.findByRole('list', { name: '거래 내역 목록' }, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '6개월' }));
    const list = await canvas.findByRole('list', { name: '거래 내역 목록' }, FIND);
    await userEvent.click((await within(list).findAllByRole('button', { name: /매수.*을지로 파인타워 1호/ }, FIND))[0] as HTMLElement);
    const sheet = await body(canvasElement).findByRole('dialog', { name: '거래 상세' }, FIND);
    await expect(await within(sheet).findByText('을지로 파인타워 1호', undefined, FIND)).toBeInTheDocument();
  },
};

/**
 * One card of 자산 현황 whose call fails: the card says `text` with 다시 시도하기 while the total
 * stands; with the server back, its retry brings what `loaded` finds in the card.
 */
function overviewCardFailed(card: string, path: string, text: string, loaded: (card: HTMLElement) => Promise<HTMLElement>): Story {
  return {
    loaders: [failingGets(sandbox.faults, path)],
    play: async ({ canvasElement }) => {
      const region = await within(canvasElement).findByRole('region', { name: card }, FIND);
      const alert = await within(region).findByRole('alert', {}, FIND);
      await expect(alert).toHaveTextContent(text);
      await totalShown(canvasElement);
      await retryWithServerBack(sandbox.faults, alert);
      await expect(await loaded(region)).toBeVisible();
      await expect(within(region).queryByRole('alert')).toBeNull();
    },
  };
}

export const ProfitFailed = overviewCardFailed('수익 현황', '/main/v1/account/asset_profit', '수익 현황을 불러오지 못했어요.', (card) =>
  within(card).findByText('총 수익', {}, FIND),
);

export const HoldingsFailed = overviewCardFailed('보유 건물', '/main/v1/account/asset-status', '보유 건물을 불러오지 못했어요.', (card) =>
  within(card).findByRole('list', { name: '보유 건물 목록' }, FIND),
);

export const InvestLimitFailed = overviewCardFailed('올해 남은 투자 한도', '/main/v1/account/remaining-yy-invest-limit-amt', '투자 한도를 불러오지 못했어요.', (card) =>
  within(card).findByText('남은 한도', {}, FIND),
);

export const AccountsFailed = overviewCardFailed('내 계좌', '/main/v1/account/contract-account-list', '계좌 목록을 불러오지 못했어요.', (card) =>
  within(card).findByRole('list', { name: '계좌 목록' }, FIND),
);

/** No account at the partner: 내 계좌 says so, and 입금 has no account to show. */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: [http.get('*/main/v1/account/contract-account-list', () => HttpResponse.json({ content: [] })), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accounts = await canvas.findByRole('region', { name: '내 계좌' }, FIND);
    await expect(await within(accounts).findByRole('region', { name: '연동된 계좌가 없어요' }, FIND)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '입금' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입금' });
    await expect(await within(sheet).findByText('연동된 계좌가 없어 입금할 수 없어요. 계좌를 연동한 뒤 이용해주세요.', {}, FIND)).toBeVisible();
    await expect(within(sheet).queryByRole('button', { name: '계좌번호 복사' })).toBeNull();
  },
};

/** The deposit account could not be read: the sheet says so, and 다시 시도하기 (the server back) shows it. */
export const DepositAccountFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/account/contract-account-list')],
  play: async ({ canvasElement }) => {
    await totalShown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '입금' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입금' });
    const alert = await within(sheet).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('입금 계좌를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await within(sheet).findByText('7010100001', {}, FIND)).toBeVisible();
  },
};

/** The shell could not copy: the toast asks the member to type the number themselves. */
export const DepositCopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('The clipboard refused'))) },
  play: async ({ canvasElement, args }) => {
    await totalShown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '입금' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입금' });
    await userEvent.click(await within(sheet).findByRole('button', { name: '계좌번호 복사' }, FIND));
    await expect(args.onCopy).toHaveBeenCalledWith('7010100001');
    await toastComesAndGoes('계좌번호를 복사하지 못했어요. 직접 입력해주세요.');
  },
};

/** Opens 거래 내역 or 입출금 내역 and asks for a month in which 김민준 had no deals (직접 입력, 2023.01). */
async function searchEmptyMonth(canvasElement: HTMLElement, tab: '거래 내역' | '입출금 내역') {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: tab }));
  await canvas.findByRole('list', { name: `${tab} 목록` }, FIND);
  await userEvent.click(canvas.getByRole('button', { name: '직접 입력' }));
  await userEvent.type(canvas.getByLabelText('시작일'), '2023-01-01');
  await userEvent.type(canvas.getByLabelText('종료일'), '2023-01-31');
  await userEvent.click(canvas.getByRole('button', { name: '조회' }));
}

/** A month without deals: 거래 내역이 없어요, with the hint to change the period. */
export const TransactionHistoryEmpty: Story = {
  play: async ({ canvasElement }) => {
    await searchEmptyMonth(canvasElement, '거래 내역');
    const empty = await within(canvasElement).findByRole('region', { name: '거래 내역이 없어요' }, FIND);
    await expect(empty).toHaveTextContent('조회 기간을 바꿔보세요.');
  },
};

/** A month without deposits or withdrawals: 입출금 내역이 없어요, with the hint to change the period. */
export const DepositWithdrawalHistoryEmpty: Story = {
  play: async ({ canvasElement }) => {
    await searchEmptyMonth(canvasElement, '입출금 내역');
    const empty = await within(canvasElement).findByRole('region', { name: '입출금 내역이 없어요' }, FIND);
    await expect(empty).toHaveTextContent('조회 기간을 바꿔보세요.');
  },
};

/** 거래 내역 failed to load: 다시 시도하기, with the server back, brings the list. */
export const TransactionHistoryFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/account/history/list')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '거래 내역' }));
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('거래 내역을 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByRole('list', { name: '거래 내역 목록' }, FIND)).toBeVisible();
  },
};

/** A 거래 내역 row's detail failed: the sheet says so, and 다시 시도하기 (the server back) shows it. */
export const TransactionDetailFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/account/history/detail')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '거래 내역' }));
    const list = await canvas.findByRole('list', { name: '거래 내역 목록' }, FIND);
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const sheet = await body(canvasElement).findByRole('dialog', { name: '거래 상세' }, FIND);
    const alert = await within(sheet).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('거래 상세를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await within(sheet).findByLabelText('거래 상세 내용', {}, FIND)).toHaveTextContent(/^구분/);
  },
};

/** An 입출금 내역 row's detail failed: the sheet says so, and 다시 시도하기 (the server back) shows it. */
export const DepositWithdrawalDetailFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/account/sync/dw/detail')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '입출금 내역' }));
    const list = await canvas.findByRole('list', { name: '입출금 내역 목록' }, FIND);
    await userEvent.click(within(list).getAllByRole('button', { name: /출금/ })[0] as HTMLElement);
    const sheet = await body(canvasElement).findByRole('dialog', { name: '입출금 상세' }, FIND);
    const alert = await within(sheet).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('입출금 상세를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await within(sheet).findByText('KB국민은행 123-****-4567', {}, FIND)).toBeVisible();
  },
};

/** The secure keypad's token could not be had: the keypad's place says so, and 다시 시도하기 (the server back) shows the keys. */
export const KeypadFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/auth/keypad/token')],
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: '계좌 비밀번호 입력' }));
    const alert = await within(sheet).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await within(sheet).findByRole('region', { name: '계좌 비밀번호 4자리를 입력해주세요' }, FIND)).toBeVisible();
    await expect(within(sheet).getByRole('group', { name: '키 배열' })).toBeVisible();
  },
};

/**
 * The member's pay-provider certificate, as the shell would offer it, signing a transaction other
 * than the one it names: the sandbox does not verify the signature.
 */
const mismatchedSigner: WithdrawalSigner = {
  identity: async () => ({ ci: sandbox.state.member('demo-general').ci, media: 'WEB' }),
  sign: async () => {
    const other = await signAsDevKakaoPay(sandbox.state, 'demo-general');
    const { txId } = await signAsDevKakaoPay(sandbox.state, 'demo-general');
    return { status: 'signed', txId, signature: other.signature };
  },
};

/** The signature is not verified: 전자서명을 확인하지 못했어요., and the amount and the password stay for another try. */
export const WithdrawSignatureRefused: Story = {
  args: { withdrawalSigner: mismatchedSigner },
  play: async ({ canvasElement }) => {
    const sheet = await openWithdraw(canvasElement);
    await userEvent.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await typePassword(sheet, '1234');
    await userEvent.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await toastComesAndGoes('전자서명을 확인하지 못했어요. 다시 시도해주세요.');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeEnabled(), FIND);
    await expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('10,000');
    await expect(within(sheet).getByText('계좌 비밀번호를 입력했어요.')).toBeVisible();
  },
};
