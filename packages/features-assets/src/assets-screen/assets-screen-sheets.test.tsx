import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINKED_MEMBER, renderScreen } from '@jogak/feature-testing';
import type * as AccountHistoryModule from '../account-history/account-history';
import type * as AssetsGateModule from './assets-gate';
import type * as DepositSheetModule from '../deposit/deposit-sheet';
import type * as DwHistoryModule from '../dw-history/dw-history';
import type * as WithdrawSheetModule from '../withdrawal/withdraw-sheet';
import { AssetsScreen } from './assets-screen';

/**
 * The sheets' and the histories' modules as the screen loads them: each time the screen takes a
 * part from its module it is counted, and one listed in `failing` fails as a chunk that cannot be
 * fetched does (offline, a deploy that removed it). The failure is raised where the screen reads
 * the module's export, not by the import itself: vitest keeps a mocked module once it has loaded,
 * and each test needs its parts to fail or load whatever the tests before it did.
 */
const sheetModules = vi.hoisted(() => ({
  failing: new Set<'deposit' | 'withdraw' | 'dw' | 'history' | 'gate'>(),
  loads: { deposit: 0, withdraw: 0, dw: 0, history: 0, gate: 0 },
}));
const chunkFailure = (file: string) => new TypeError(`Failed to fetch dynamically imported module: ${file}`);
vi.mock('../deposit/deposit-sheet', async (importOriginal) => {
  const { DepositSheet } = await importOriginal<typeof DepositSheetModule>();
  return {
    get DepositSheet() {
      sheetModules.loads.deposit += 1;
      if (sheetModules.failing.has('deposit')) throw chunkFailure('deposit-sheet.js');
      return DepositSheet;
    },
  };
});
vi.mock('../withdrawal/withdraw-sheet', async (importOriginal) => {
  const { WithdrawSheet } = await importOriginal<typeof WithdrawSheetModule>();
  return {
    get WithdrawSheet() {
      sheetModules.loads.withdraw += 1;
      if (sheetModules.failing.has('withdraw')) throw chunkFailure('withdraw-sheet.js');
      return WithdrawSheet;
    },
  };
});

vi.mock('../dw-history/dw-history', async (importOriginal) => {
  const { DwHistory } = await importOriginal<typeof DwHistoryModule>();
  return {
    get DwHistory() {
      sheetModules.loads.dw += 1;
      if (sheetModules.failing.has('dw')) throw chunkFailure('dw-history.js');
      return DwHistory;
    },
  };
});
vi.mock('../account-history/account-history', async (importOriginal) => {
  const { AccountHistoryList } = await importOriginal<typeof AccountHistoryModule>();
  return {
    get AccountHistoryList() {
      sheetModules.loads.history += 1;
      if (sheetModules.failing.has('history')) throw chunkFailure('account-history.js');
      return AccountHistoryList;
    },
  };
});

vi.mock('./assets-gate', async (importOriginal) => {
  const { AssetsGate } = await importOriginal<typeof AssetsGateModule>();
  return {
    get AssetsGate() {
      sheetModules.loads.gate += 1;
      if (sheetModules.failing.has('gate')) throw chunkFailure('assets-gate.js');
      return AssetsGate;
    },
  };
});

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
  sheetModules.failing.clear();
  for (const part of ['deposit', 'withdraw', 'dw', 'history', 'gate'] as const) sheetModules.loads[part] = 0;
  sandbox.reset();
});
afterAll(() => sandbox.close());

function renderAssets(user = LINKED_MEMBER) {
  return renderScreen(<AssetsScreen user={user} onGate={vi.fn()} onCopy={vi.fn().mockResolvedValue(undefined)} />, {
    token: sandbox.state.login('demo-general').token,
  });
}

async function totalCard() {
  const card = await screen.findByRole('region', { name: '총 자산' });
  await within(card).findByText('4,392,800원');
  return card;
}

describe('AssetsScreen 입금·출금 시트를 쓸 때 불러오기', () => {
  it('총 자산이 보이면 두 시트를 미리 불러오고, 그 실패는 알리지 않는다', async () => {
    sheetModules.failing.add('deposit');
    sheetModules.failing.add('withdraw');
    renderAssets();
    await totalCard();
    await expect.poll(() => sheetModules.loads.deposit).toBeGreaterThan(0);
    await expect.poll(() => sheetModules.loads.withdraw).toBeGreaterThan(0);
    expect(screen.queryByText(/화면을 불러오지 못했어요/)).toBeNull();
  });

  it('입금 시트를 불러오지 못하면 알리기만 하고 화면은 그대로이며, 다시 누르면 다시 불러와 연다', async () => {
    const user = userEvent.setup();
    sheetModules.failing.add('deposit');
    renderAssets();
    const card = await totalCard();
    const deposit = within(card).getByRole('button', { name: '입금' });
    await user.click(deposit);
    expect(await screen.findByText('입금 화면을 불러오지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '입금' })).toBeNull();
    expect(screen.getByRole('tab', { name: '자산 현황' })).toHaveAttribute('aria-selected', 'true');
    expect(deposit).toHaveFocus();

    sheetModules.failing.delete('deposit');
    await user.click(deposit);
    const sheet = await screen.findByRole('dialog', { name: '입금' });
    expect(await within(sheet).findByText('7010100001')).toBeInTheDocument();
  });

  it('출금 시트를 불러오지 못하면 알리기만 하고 화면은 그대로이며, 다시 누르면 다시 불러와 연다', async () => {
    const user = userEvent.setup();
    sheetModules.failing.add('withdraw');
    renderAssets();
    const card = await totalCard();
    const withdraw = within(card).getByRole('button', { name: '출금' });
    await waitFor(() => expect(withdraw).toBeEnabled());
    await user.click(withdraw);
    expect(await screen.findByText('출금 화면을 불러오지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull();
    expect(withdraw).toHaveFocus();

    sheetModules.failing.delete('withdraw');
    await user.click(withdraw);
    const sheet = await screen.findByRole('dialog', { name: '출금' });
    expect(await within(sheet).findByText('2,750,000원')).toBeInTheDocument();
  });

  it('한 번 연 시트는 닫으면 연 버튼으로 포커스를 돌려주고, 다시 누르면 바로 열린다', async () => {
    const user = userEvent.setup();
    renderAssets();
    const card = await totalCard();
    const deposit = within(card).getByRole('button', { name: '입금' });
    await user.click(deposit);
    const sheet = await screen.findByRole('dialog', { name: '입금' });
    await within(sheet).findByText('7010100001');
    await user.click(within(sheet).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '입금' })).toBeNull());
    expect(deposit).toHaveFocus();

    // Loaded once: the second press opens the sheet as it is handled, with nothing to wait for.
    await user.click(deposit);
    expect(screen.getByRole('dialog', { name: '입금' })).toBeInTheDocument();
  });
});

describe('AssetsScreen 입출금 내역·거래 내역을 볼 때 불러오기', () => {
  it('총 자산이 보이면 두 내역도 미리 불러오고, 그 실패는 알리지 않는다', async () => {
    sheetModules.failing.add('dw');
    sheetModules.failing.add('history');
    renderAssets();
    await totalCard();
    await expect.poll(() => sheetModules.loads.dw).toBeGreaterThan(0);
    await expect.poll(() => sheetModules.loads.history).toBeGreaterThan(0);
    expect(screen.queryByText(/내역을 불러오지 못했어요/)).toBeNull();
  });

  it('입출금 내역을 불러오지 못하면 그 탭에만 알리고, 다시 시도하기로 불러와 목록을 보인다', async () => {
    const user = userEvent.setup();
    sheetModules.failing.add('dw');
    renderAssets();
    await totalCard();
    await user.click(screen.getByRole('tab', { name: '입출금 내역' }));
    expect(await screen.findByText('입출금 내역을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '자산 현황' })).toBeInTheDocument();

    sheetModules.failing.delete('dw');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    const list = await screen.findByRole('list', { name: '입출금 내역 목록' });
    expect(await within(list).findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('거래 내역을 불러오지 못하면 그 탭에만 알리고, 다시 시도하기로 불러와 목록을 보인다', async () => {
    const user = userEvent.setup();
    sheetModules.failing.add('history');
    renderAssets();
    await totalCard();
    await user.click(screen.getByRole('tab', { name: '거래 내역' }));
    expect(await screen.findByText('거래 내역을 불러오지 못했어요.')).toBeInTheDocument();

    sheetModules.failing.delete('history');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    const list = await screen.findByRole('list', { name: '거래 내역 목록' });
    expect(await within(list).findAllByRole('listitem')).not.toHaveLength(0);
  });
});

describe('AssetsScreen 연동 안내를 보일 때 불러오기', () => {
  it('연동 전 회원에게만 안내를 불러오고, 연동한 회원은 불러오지 않는다', async () => {
    renderAssets();
    await totalCard();
    expect(sheetModules.loads.gate).toBe(0);
  });

  it('안내를 불러오지 못하면 그 자리에 알리고, 다시 시도하기로 불러와 안내를 보인다', async () => {
    const user = userEvent.setup();
    sheetModules.failing.add('gate');
    renderAssets({ ...LINKED_MEMBER, allianceAccountNoRegisterYn: 'N' });
    expect(await screen.findByText('안내를 불러오지 못했어요.')).toBeInTheDocument();

    sheetModules.failing.delete('gate');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    const gate = await screen.findByRole('region', { name: '계좌 연동이 필요해요' });
    expect(within(gate).getByRole('button', { name: '연동하기' })).toBeInTheDocument();
  });
});
