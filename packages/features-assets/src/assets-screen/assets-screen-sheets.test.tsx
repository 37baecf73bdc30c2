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
 * The lazily loaded parts' modules as the screen loads them (the sheets, the histories, the gate):
 * each time the screen takes a part from its module it is counted, and one listed in `failing`
 * fails as a chunk that cannot be fetched does (offline, a deploy that removed it). The failure is
 * raised where the screen reads the module's export, not by the import itself: vitest keeps a
 * mocked module once it has loaded, and each test needs its parts to fail or load whatever the
 * tests before it did.
 */
const sheetModules = vi.hoisted(() => {
  type Part = 'deposit' | 'withdraw' | 'dw' | 'history' | 'gate';
  const failing = new Set<Part>();
  const loads: Record<Part, number> = { deposit: 0, withdraw: 0, dw: 0, history: 0, gate: 0 };
  /**
   * `module` whose export `name` is read as the screen reads `part`'s chunk (`file`). Its other
   * exports stay as they are: a part's module may serve another part too (거래 내역's rows take
   * 입출금 내역's `dealTimeText`), and a mock without them fails that other part in its place.
   */
  const asChunk = <Module extends object>(module: Module, name: keyof Module & string, part: Part, file: string) =>
    Object.defineProperty({ ...module }, name, {
      enumerable: true,
      get() {
        loads[part] += 1;
        if (failing.has(part)) throw new TypeError(`Failed to fetch dynamically imported module: ${file}`);
        return module[name];
      },
    });
  return { failing, loads, asChunk };
});
vi.mock('../deposit/deposit-sheet', async (importOriginal) =>
  sheetModules.asChunk(await importOriginal<typeof DepositSheetModule>(), 'DepositSheet', 'deposit', 'deposit-sheet.js'),
);
vi.mock('../withdrawal/withdraw-sheet', async (importOriginal) =>
  sheetModules.asChunk(await importOriginal<typeof WithdrawSheetModule>(), 'WithdrawSheet', 'withdraw', 'withdraw-sheet.js'),
);
vi.mock('../dw-history/dw-history', async (importOriginal) => sheetModules.asChunk(await importOriginal<typeof DwHistoryModule>(), 'DwHistory', 'dw', 'dw-history.js'));
vi.mock('../account-history/account-history', async (importOriginal) =>
  sheetModules.asChunk(await importOriginal<typeof AccountHistoryModule>(), 'AccountHistoryList', 'history', 'account-history.js'),
);
vi.mock('./assets-gate', async (importOriginal) => sheetModules.asChunk(await importOriginal<typeof AssetsGateModule>(), 'AssetsGate', 'gate', 'assets-gate.js'));

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
  sheetModules.failing.clear();
  for (const part of Object.keys(sheetModules.loads) as (keyof typeof sheetModules.loads)[]) sheetModules.loads[part] = 0;
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
