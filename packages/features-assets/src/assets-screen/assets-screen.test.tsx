import { accountQueries, type components } from '@jogak/api-client';
import { signAsDevKakaoPay } from '@jogak/sandbox';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, holdOlderAnswer, LINKED_MEMBER, queriesSettled, renderScreen, requestedBodies, requestedCalls } from '@jogak/feature-testing';
import { dismissTopDialog } from '@jogak/ui-kit';
import type { AssetsLiveEvent } from '../live-assets/live-assets';
import type { WithdrawalSigner } from '../withdrawal/withdrawal-signature';
import { WithdrawSheet } from '../withdrawal/withdraw-sheet';
import { AssetsScreen } from './assets-screen';

type Holding = components['schemas']['Holding'];

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
const requests = requestedCalls(sandbox);
const bodies = requestedBodies(sandbox);
/** The body of the last withdrawal the sandbox was sent. */
const withdrawalBody = () => bodies.findLast(({ call }) => call === 'POST /main/v1/account/withdrawal')?.body;
beforeAll(() => sandbox.listen());
beforeEach(() => {
  // The period presets count back from today in Seoul: the sandbox's today.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
  requests.length = 0;
  bodies.length = 0;
  sandbox.faults.clear();
  // A test may move the sandbox's clock; the seed is rebuilt for the clock's day, so it goes back first.
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());

function renderAssets({ member = 'demo-general', signer, user = LINKED_MEMBER }: { member?: string; signer?: WithdrawalSigner; user?: typeof LINKED_MEMBER } = {}) {
  let deliver: ((event: AssetsLiveEvent) => void) | undefined;
  let reconnected: (() => void) | undefined;
  const onGate = vi.fn();
  const onCopy = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  const rendered = renderScreen(
    <AssetsScreen
      user={user}
      onGate={onGate}
      onCopy={onCopy}
      {...(signer ? { withdrawalSigner: signer } : {})}
      subscribeToAssetEvents={(listener, onReconnected) => {
        deliver = listener;
        reconnected = onReconnected;
        return () => undefined;
      }}
    />,
    { token: sandbox.state.login(member).token },
  );
  const live = (event: AssetsLiveEvent) => act(() => deliver?.(event));
  /** The live feed is connected again, as the app's subscription reports it. */
  const reconnect = () => act(() => reconnected?.());
  return { ...rendered, onGate, onCopy, live, reconnect };
}

const figure = (within_: HTMLElement, label: string) => within(within_).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function totalCard() {
  const card = await screen.findByRole('region', { name: '총 자산' });
  await within(card).findByText('4,392,800원');
  return card;
}

async function openWithdraw(user: ReturnType<typeof userEvent.setup>) {
  await totalCard();
  // 출금 waits for the withdrawable amount, a query of its own that can answer after the total.
  const withdraw = screen.getByRole('button', { name: '출금' });
  await waitFor(() => expect(withdraw).toBeEnabled());
  await user.click(withdraw);
  const sheet = await screen.findByRole('dialog', { name: '출금' });
  await within(sheet).findByText('2,750,000원');
  return sheet;
}

async function typePassword(user: ReturnType<typeof userEvent.setup>, sheet: HTMLElement, password: string) {
  await user.click(within(sheet).getByRole('button', { name: /계좌 비밀번호 입력|비밀번호 다시 입력/ }));
  await user.click(await within(sheet).findByRole('button', { name: '음성 안내' }));
  const keys = await within(sheet).findByRole('group', { name: '키 배열 (음성 안내 켜짐)' });
  for (const digit of password) await user.click(within(keys).getByRole('button', { name: `숫자 ${digit}` }));
  await within(sheet).findByText('계좌 비밀번호를 입력했어요.');
}

async function alertDialog(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  return dialog;
}

describe('AssetsScreen 자산 현황', () => {
  it('총 자산, 예치금, 평가 금액, 손익, 구성, 보유 건물, 남은 한도, 계좌를 보여준다', async () => {
    const { container } = renderAssets();
    // The app's header titles the page (its one h1); the screen repeats no title of its own.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const card = await totalCard();
    expect(within(card).getByText('+46,800원')).toHaveAttribute('data-tone', 'rise');
    expect(figure(card, '예치금')).toBe('2,750,000원');
    expect(figure(card, '평가 금액')).toBe('1,142,800원');
    expect(figure(card, '청약 대기 금액')).toBe('500,000원');
    await waitFor(() => expect(figure(card, '출금 가능 금액')).toBe('2,750,000원'));

    const profit = screen.getByRole('region', { name: '수익 현황' });
    await within(profit).findByText('+16,584원');
    expect(figure(profit, '총 수익')).toBe('+63,384원 이익 (+5.78% 이익)');

    const holdings = await screen.findByRole('list', { name: '보유 건물 목록' });
    const marine = within(holdings).getByRole('article', { name: '해운대 마린시티 오션스퀘어' });
    expect(figure(marine, '현재가')).toBe('4,780원');
    expect(within(marine).getByText('−4,800원')).toHaveAttribute('data-tone', 'fall');
    expect(within(holdings).getByRole('link', { name: '을지로 파인타워 1호 배당 내역 보기' })).toHaveAttribute('href', '/assets/dividend-history/JG0001');

    const allocation = await screen.findByRole('table', { name: '자산 구성' });
    expect(within(allocation).getAllByRole('row').map((row) => row.textContent)).toEqual([
      '자산금액비중',
      '예치금2,750,000원62.6%',
      '을지로 파인타워 1호651,600원14.8%',
      '청약 대기 금액500,000원11.4%',
      '서면 센트럴 스테이션300,000원6.8%',
      '해운대 마린시티 오션스퀘어191,200원4.4%',
    ]);

    const limit = screen.getByRole('region', { name: '올해 남은 투자 한도' });
    await within(limit).findByText('11,600,000원');
    expect(figure(limit, '2025년 한도')).toBe('20,000,000원');
    const accounts = await screen.findByRole('list', { name: '계좌 목록' });
    expect(accounts).toHaveTextContent('조각 종합계좌7010100001연동됨');
    await expectNoAxeViolations(container);
  });

  it('청약한 회원의 자산 구성에는 청약 대기 금액 조각이 있고, 조각을 모두 더하면 총 자산이다', async () => {
    renderAssets();
    const card = await totalCard();
    const allocation = await screen.findByRole('table', { name: '자산 구성' });
    const rows = within(allocation).getAllByRole('row').slice(1);
    const amountOf = (row: HTMLElement) => Number(within(row).getAllByRole('cell')[0]?.textContent?.replace(/[^0-9]/g, ''));
    const subscription = rows.find((row) => within(row).getByRole('rowheader').textContent === '청약 대기 금액');
    expect(subscription && amountOf(subscription)).toBe(500_000);
    const total = Number(within(card).getByText(/원$/, { selector: '.jg-assets-total' }).textContent?.replace(/[^0-9]/g, ''));
    expect(rows.reduce((sum, row) => sum + amountOf(row), 0)).toBe(total);
  });

  it('전문투자자는 한도 없이 투자할 수 있다고 알린다', async () => {
    renderAssets({ member: 'demo-pro' });
    expect(await within(screen.getByRole('region', { name: '올해 남은 투자 한도' })).findByText('한도 없이 투자할 수 있어요.')).toBeInTheDocument();
  });

  it('총 자산을 못 불러오면 카드 안에서 알리고, 다시 시도가 채우면 포커스는 카드의 제목으로 간다 (그 사이 스켈레톤 없이)', async () => {
    // Failing until the retry: the screen's own refreshes (the reception lookup) must not fill the card first.
    const failing = sandbox.faults.add({ method: 'GET', path: '/main/v1/account/total-asset-status', status: 500 });
    const user = userEvent.setup();
    renderAssets();
    const card = await screen.findByRole('region', { name: '총 자산' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('총 자산을 불러오지 못했어요.');
    sandbox.faults.clear(failing.id);
    const held = sandbox.faults.add({ method: 'GET', path: '/main/v1/account/total-asset-status', hold: true });
    await user.click(within(card).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(card).findByRole('button', { busy: true })).toHaveFocus();
    // TanStack settles the refetch a task before it tells the screen: nothing in between draws the skeleton.
    const drawnMeanwhile: string[] = [];
    const observer = new MutationObserver(() => {
      if (within(card).queryByRole('status')) drawnMeanwhile.push('skeleton');
    });
    observer.observe(card, { childList: true, subtree: true });
    sandbox.faults.release(held.id);
    expect(await within(card).findByText('4,392,800원')).toBeInTheDocument();
    observer.disconnect();
    expect(drawnMeanwhile).toEqual([]);
    expect(within(card).getByRole('heading', { level: 2, name: '총 자산' })).toHaveFocus();
  });

  it('보유 건물이 없으면 빈 상태', async () => {
    renderAssets({ member: 'demo-kakao' });
    expect(await screen.findByRole('region', { name: '보유한 건물이 없어요' })).toBeInTheDocument();
  });

  it('계좌를 연동하지 않은 회원은 연동 안내를 보고, 확인하면 onGate', async () => {
    const user = userEvent.setup();
    const { onGate } = renderAssets({ user: { ...LINKED_MEMBER, allianceAccountNoRegisterYn: 'N' } });
    const gate = await screen.findByRole('region', { name: '계좌 연동이 필요해요' });
    await user.click(within(gate).getByRole('button', { name: '연동하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '계좌 연동이 필요해요' })).getByRole('button', { name: '연동하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
    expect(requests.some((request) => request.includes('/account/'))).toBe(false);
  });

  it('실시간: account-updated 는 예치금을, stock-balance-updated 는 보유 건물의 현재가를 바로 바꾼다', async () => {
    const { live } = renderAssets();
    const card = await totalCard();
    const holdings = await screen.findByRole('list', { name: '보유 건물 목록' });
    live({ event: 'account-updated', data: { accountNo: '7010100001', depositAmt: 3_000_000, withdrawableAmt: 2_500_000, orderableAmt: 2_500_000, pendingSubscriptionAmt: 500_000 } });
    await waitFor(() => expect(figure(card, '출금 가능 금액')).toBe('2,500,000원'));
    const marine = within(holdings).getByRole('article', { name: '해운대 마린시티 오션스퀘어' });
    const moved: Holding = { stockCd: 'JG0003', name: '해운대 마린시티 오션스퀘어', thumbImgUrl: null, holdQty: 40, sellableQty: 40, avgBuyPrice: 4_900, currentPrice: 5_100, buyAmt: 196_000, evalAmt: 204_000, profitAmt: 8_000, profitRate: 4.08 };
    live({ event: 'stock-balance-updated', data: moved });
    await waitFor(() => expect(figure(marine, '현재가')).toBe('5,100원'));
    expect(within(marine).getByText('+8,000원')).toHaveAttribute('data-tone', 'rise');
  });

  it('실시간: 다시 묻는 사이 온 account-updated 는, 그 전에 찍힌 늦은 답이 와도 옛 금액으로 돌아가지 않는다', async () => {
    const { live, reconnect, queryClient } = renderAssets();
    const card = await totalCard();
    await waitFor(() => expect(figure(card, '출금 가능 금액')).toBe('2,750,000원'));
    const amounts = holdOlderAnswer(sandbox, /\/main\/v1\/account\/amts$/);
    reconnect();
    await amounts.arrived;
    sandbox.state.deposit('demo-general', 250_000);
    live({ event: 'account-updated', data: { accountNo: '7010100001', depositAmt: 3_000_000, withdrawableAmt: 3_000_000, orderableAmt: 3_000_000, pendingSubscriptionAmt: 500_000 } });
    await waitFor(() => expect(figure(card, '출금 가능 금액')).toBe('3,000,000원'));
    // The refetch asked before the deposit answers now, with the old cash in it.
    amounts.answer();
    await queriesSettled(queryClient);
    expect(queryClient.getQueryData(accountQueries.amounts().queryKey)).toMatchObject({ depositAmt: 3_000_000, withdrawableAmt: 3_000_000 });
    expect(figure(card, '출금 가능 금액')).toBe('3,000,000원');
  });

  it('화면을 열고 800ms 뒤 입금 확인을 보내고, 새 입금이 있으면 알린다', async () => {
    sandbox.state.deposit('demo-general', 70_000, '입금');
    renderAssets();
    expect(await screen.findByText('70,000원이 입금되었어요.')).toBeInTheDocument();
    expect(requests).toContain('POST /main/v1/account/sync/reception_lookup');
  });
});

describe('AssetsScreen 내역 탭', () => {
  it('입출금 내역과 거래 내역을 오가도 조회 기간, 직접 입력한 날짜와 그 이유, 구분, 정렬이 남는다', async () => {
    const user = userEvent.setup();
    renderAssets();
    await user.click(screen.getByRole('tab', { name: '입출금 내역' }));
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.click(screen.getByRole('button', { name: '3개월' }));
    await user.selectOptions(screen.getByLabelText('구분'), '입금');
    await user.selectOptions(screen.getByLabelText('정렬'), '과거순');

    await user.click(screen.getByRole('tab', { name: '거래 내역' }));
    await screen.findByRole('list', { name: '거래 내역 목록' });
    await user.click(screen.getByRole('button', { name: '직접 입력' }));
    await user.type(screen.getByLabelText('시작일'), '2025-03-01');
    await user.type(screen.getByLabelText('종료일'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('시작일이 종료일보다 늦어요.');

    await user.click(screen.getByRole('tab', { name: '입출금 내역' }));
    expect(await screen.findByRole('button', { name: '3개월' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('구분')).toHaveDisplayValue('입금');
    expect(screen.getByLabelText('정렬')).toHaveDisplayValue('과거순');
    expect(screen.getByText('2024.12.04 ~ 2025.03.04')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '거래 내역' }));
    expect(await screen.findByRole('button', { name: '직접 입력' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('시작일')).toHaveValue('2025-03-01');
    expect(screen.getByLabelText('종료일')).toHaveValue('2025-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('시작일이 종료일보다 늦어요.');
    expect(screen.getByText('2025.02.04 ~ 2025.03.04')).toBeInTheDocument();
  });

  it('조회 기간은 기기 시계가 아니라 now의 오늘부터 센다', async () => {
    // A device whose clock is months past the screen's now (a story's browser against a frozen
    // sandbox): 6개월 must still reach the seeded purchase of 을지로 파인타워 1호 (2024.09.23).
    vi.setSystemTime(new Date('2026-12-24T10:00:00+09:00'));
    const user = userEvent.setup();
    renderScreen(<AssetsScreen user={LINKED_MEMBER} onGate={vi.fn()} onCopy={vi.fn()} now={new Date(NOW)} />, {
      token: sandbox.state.login('demo-general').token,
    });
    await user.click(screen.getByRole('tab', { name: '입출금 내역' }));
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    expect(screen.getByText('2025.02.04 ~ 2025.03.04')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '거래 내역' }));
    await screen.findByRole('list', { name: '거래 내역 목록' });
    await user.click(screen.getByRole('button', { name: '6개월' }));
    await waitFor(() => expect(requests).toContain('GET /main/v1/account/history/list?searchBeginAt=20240904&searchEndAt=20250304'));
    const list = await screen.findByRole('list', { name: '거래 내역 목록' });
    expect(await within(list).findByRole('button', { name: /매수.*을지로 파인타워 1호/ })).toBeInTheDocument();
  });
});

describe('AssetsScreen 내역 탭, 서울 자정 뒤', () => {
  it('now 없이 열어 둔 채 서울 자정이 지나면, 앱으로 돌아와 다시 부를 때 1개월은 새 오늘까지 묻고 오늘 입금을 보여준다', async () => {
    vi.setSystemTime(new Date('2025-03-04T23:59:00+09:00'));
    const user = userEvent.setup();
    renderAssets();
    await user.click(screen.getByRole('tab', { name: '입출금 내역' }));
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    expect(screen.getByText('2025.02.04 ~ 2025.03.04')).toBeInTheDocument();

    // Seoul midnight passes on the device and the server, a deposit arrives, and the member comes back to the app.
    const afterMidnight = '2025-03-05T00:05:00+09:00';
    sandbox.state.clock.set(afterMidnight);
    sandbox.state.deposit('demo-general', 123_456, '자정 뒤 입금');
    vi.setSystemTime(new Date(afterMidnight));
    requests.length = 0;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });

    await expect.poll(() => requests).toContainEqual(expect.stringMatching(/^GET \/main\/v1\/account\/sync\/dw\/list\?.*searchBeginAt=20250205&searchEndAt=20250305/));
    expect(await screen.findByText('2025.02.05 ~ 2025.03.05')).toBeInTheDocument();
    expect(await within(await screen.findByRole('list', { name: '입출금 내역 목록' })).findByText('자정 뒤 입금')).toBeInTheDocument();
    // The list was asked for the new day only: the one from before midnight was not asked again.
    expect(requests.filter((call) => call.includes('searchEndAt=20250304'))).toEqual([]);

    // 거래 내역's 1개월, chosen when the screen opened, also ends on the new day.
    await user.click(screen.getByRole('tab', { name: '거래 내역' }));
    await expect.poll(() => requests).toContain('GET /main/v1/account/history/list?searchBeginAt=20250205&searchEndAt=20250305');
    expect(await screen.findByText('2025.02.05 ~ 2025.03.05')).toBeInTheDocument();
  });

  it('직접 입력해 조회한 기간은 서울 자정이 지나도 입력한 날짜 그대로 묻는다', async () => {
    vi.setSystemTime(new Date('2025-03-04T23:59:00+09:00'));
    const user = userEvent.setup();
    renderAssets();
    await user.click(screen.getByRole('tab', { name: '거래 내역' }));
    await screen.findByRole('list', { name: '거래 내역 목록' });
    await user.click(screen.getByRole('button', { name: '직접 입력' }));
    await user.type(screen.getByLabelText('시작일'), '2025-01-01');
    await user.type(screen.getByLabelText('종료일'), '2025-03-04');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('2025.01.01 ~ 2025.03.04')).toBeInTheDocument();

    vi.setSystemTime(new Date('2025-03-05T00:05:00+09:00'));
    requests.length = 0;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(() => requests).toContain('GET /main/v1/account/history/list?searchBeginAt=20250101&searchEndAt=20250304');
    expect(screen.getByText('2025.01.01 ~ 2025.03.04')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '직접 입력' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('AssetsScreen 입금', () => {
  it('연동 계좌번호를 보여주고 복사하면 브리지로 복사한다', async () => {
    const user = userEvent.setup();
    const { onCopy } = renderAssets();
    await totalCard();
    await user.click(screen.getByRole('button', { name: '입금' }));
    const sheet = await screen.findByRole('dialog', { name: '입금' });
    expect(await within(sheet).findByText('7010100001')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '계좌번호 복사' }));
    expect(onCopy).toHaveBeenCalledWith('7010100001');
    expect(await screen.findByText('계좌번호를 복사했어요.')).toBeInTheDocument();
    await expectNoAxeViolations(sheet);
  });

  it('입금하기로 온 화면(arrivalSheet)은 입금 시트를 열어 두고, 열린 뒤 한 번 알린다', async () => {
    const onArrivalSheetOpened = vi.fn();
    renderScreen(<AssetsScreen user={LINKED_MEMBER} onGate={vi.fn()} onCopy={vi.fn()} arrivalSheet="deposit" onArrivalSheetOpened={onArrivalSheetOpened} />, {
      token: sandbox.state.login('demo-general').token,
    });
    const sheet = await screen.findByRole('dialog', { name: '입금' });
    expect(await within(sheet).findByText('7010100001')).toBeInTheDocument();
    expect(onArrivalSheetOpened).toHaveBeenCalledTimes(1);
    // The screen behind it is 자산 현황, as a press on 입금 leaves it.
    expect(screen.getByRole('tab', { name: '자산 현황', hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it('계좌를 쓸 수 없는 회원에게는 입금 시트 대신 관문을 보인다', async () => {
    const onArrivalSheetOpened = vi.fn();
    renderScreen(
      <AssetsScreen
        user={{ ...LINKED_MEMBER, allianceAccountNoRegisterYn: 'N' }}
        onGate={vi.fn()}
        onCopy={vi.fn()}
        arrivalSheet="deposit"
        onArrivalSheetOpened={onArrivalSheetOpened}
      />,
      { token: sandbox.state.login('demo-general').token },
    );
    expect(await screen.findByRole('region', { name: '계좌 연동이 필요해요' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '입금' })).toBeNull();
    expect(onArrivalSheetOpened).not.toHaveBeenCalled();
  });

  it('복사가 실패하면 직접 입력하라고 알린다', async () => {
    const user = userEvent.setup();
    const { onCopy } = renderAssets();
    onCopy.mockRejectedValueOnce(new Error('unavailable'));
    await totalCard();
    await user.click(screen.getByRole('button', { name: '입금' }));
    const sheet = await screen.findByRole('dialog', { name: '입금' });
    await user.click(await within(sheet).findByRole('button', { name: '계좌번호 복사' }));
    expect(await screen.findByText('계좌번호를 복사하지 못했어요. 직접 입력해주세요.')).toBeInTheDocument();
  });
});

describe('AssetsScreen 출금', () => {
  it('출금 가능 금액을 못 불러오면 0원으로 보지 않고, 알린 뒤 다시 시도하면 그 금액으로 받는다', async () => {
    const user = userEvent.setup();
    sandbox.faults.add({ method: 'GET', path: '/main/v1/account/amts', status: 500, times: 1 });
    renderScreen(<WithdrawSheet open onOpenChange={() => undefined} />, { token: sandbox.state.login('demo-general').token });
    const sheet = await screen.findByRole('dialog', { name: '출금' });
    expect(await within(sheet).findByText('출금 가능 금액을 불러오지 못했어요.')).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('출금 금액'), '10000');
    expect(within(sheet).queryByText(/최대 0원까지/)).toBeNull();
    expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(sheet).findByText('2,750,000원')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('10,000');
    expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeEnabled();
  });

  it('총 자산 카드에서 출금 가능 금액을 못 불러오면 그 이유와 다시 시도하기를 보이고, 받아 오면 출금을 쓸 수 있다', async () => {
    sandbox.faults.add({ method: 'GET', path: '/main/v1/account/amts', status: 503, times: 0 });
    const user = userEvent.setup();
    renderAssets();
    const card = await totalCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent('출금 가능 금액을 불러오지 못했어요.');
    const withdraw = within(card).getByRole('button', { name: '출금' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('출금 가능 금액을 불러오지 못했어요.');
    expect(figure(card, '예치금')).toBe('2,750,000원');

    // A retry that fails again leaves the notice, and focus on its button.
    const retry = within(card).getByRole('button', { name: '다시 시도하기' });
    await user.click(retry);
    await waitFor(() => expect(requests.filter((call) => call === 'GET /main/v1/account/amts')).toHaveLength(2));
    await waitFor(() => expect(within(card).getByRole('button', { name: '다시 시도하기' })).not.toHaveAttribute('aria-busy'));
    expect(within(card).getByRole('button', { name: '다시 시도하기' })).toHaveFocus();
    expect(within(card).getByRole('alert')).toHaveTextContent('출금 가능 금액을 불러오지 못했어요.');

    sandbox.faults.clear();
    const held = sandbox.faults.add({ method: 'GET', path: '/main/v1/account/amts', hold: true });
    await user.click(within(card).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(card).findByRole('button', { name: '다시 시도하기', busy: true })).toHaveFocus();
    sandbox.faults.release(held.id);
    await waitFor(() => expect(figure(card, '출금 가능 금액')).toBe('2,750,000원'));
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(withdraw).toBeEnabled();
    expect(withdraw).toHaveFocus();
    await user.click(withdraw);
    expect(await within(await screen.findByRole('dialog', { name: '출금' })).findByText('2,750,000원')).toBeInTheDocument();
  });

  it('4,999원은 WITHDRAW_AMOUNT_5000 으로 막고 입력한 금액은 남긴다', async () => {
    const user = userEvent.setup();
    renderAssets();
    const sheet = await openWithdraw(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '4999');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    const dialog = await alertDialog('5,000원부터 출금할 수 있어요');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('4,999');
    expect(requests).not.toContain('POST /main/v1/account/withdrawal');
  });

  it('출금 가능 금액을 넘으면 WITHDRAW_EXCEED_AMOUNT', async () => {
    const user = userEvent.setup();
    renderAssets();
    const sheet = await openWithdraw(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '2750001');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await alertDialog('출금 가능 금액을 넘었어요')).toBeInTheDocument();
    expect(requests).not.toContain('POST /main/v1/account/withdrawal');
  });

  it('비밀번호 없이 출금하면 WITHDRAW_PASSWORD_EMPTY', async () => {
    const user = userEvent.setup();
    renderAssets();
    const sheet = await openWithdraw(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await alertDialog('계좌 비밀번호를 입력해주세요')).toBeInTheDocument();
  });

  it('틀린 비밀번호는 잘못된 비밀번호에요 로 막고, 다시 입력하게 한다', async () => {
    const user = userEvent.setup();
    renderAssets();
    const sheet = await openWithdraw(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await typePassword(user, sheet, '9999');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    const dialog = await alertDialog('잘못된 비밀번호에요');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(within(sheet).getByText('계좌 비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('출금 금액')).toHaveValue('10,000');
    expect(sandbox.state.account('demo-general').cash).toBe(2_750_000);
  });

  it('10,000원을 출금하면 입출금 내역에 보이고 예치금이 10,000원 줄어든다', async () => {
    const user = userEvent.setup();
    renderAssets();
    // Filters chosen before that would hide the withdrawal give way to 1개월, 전체, 최신순.
    await user.click(screen.getByRole('tab', { name: '입출금 내역' }));
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.selectOptions(screen.getByLabelText('구분'), '입금');
    await user.selectOptions(screen.getByLabelText('정렬'), '과거순');
    await user.click(screen.getByRole('tab', { name: '자산 현황' }));
    const sheet = await openWithdraw(user);
    await expectNoAxeViolations(sheet);
    await user.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('10,000원을 출금했어요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());
    expect(screen.getByRole('tab', { name: '입출금 내역' })).toHaveAttribute('aria-selected', 'true');
    // 출금하기 left with the sheet, and 출금 with 자산 현황's panel: focus is on the tab now shown.
    expect(screen.getByRole('tab', { name: '입출금 내역' })).toHaveFocus();
    expect(screen.getByLabelText('구분')).toHaveDisplayValue('전체');
    expect(screen.getByLabelText('정렬')).toHaveDisplayValue('최신순');
    const rows = await screen.findByRole('list', { name: '입출금 내역 목록' });
    await waitFor(() => expect(within(rows).getAllByRole('listitem')[0]).toHaveTextContent('출금출금2025.03.04 10:00−10,000원잔액 2,740,000원'));
    await user.click(screen.getByRole('tab', { name: '자산 현황' }));
    const card = await screen.findByRole('region', { name: '총 자산' });
    await waitFor(() => expect(figure(card, '예치금')).toBe('2,740,000원'));
    expect(withdrawalBody()).toMatchObject({ amount: 10_000 });
    expect(JSON.stringify(withdrawalBody())).not.toContain('1234');
  });

  it('출금 응답을 기다리는 사이 뒤로 가서 입금을 열면, 늦게 온 출금 완료는 알리기만 하고 입금 시트를 닫지 않는다', async () => {
    const user = userEvent.setup();
    renderAssets();
    const sheet = await openWithdraw(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '10000');
    await typePassword(user, sheet, '1234');
    const held = sandbox.faults.add({ method: 'POST', path: '/main/v1/account/withdrawal', hold: true });
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await waitFor(() => expect(requests).toContain('POST /main/v1/account/withdrawal'));
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '입금' }));
    const deposit = await screen.findByRole('dialog', { name: '입금' });
    await within(deposit).findByText('7010100001');

    sandbox.faults.release(held.id);
    expect(await screen.findByText('10,000원을 출금했어요.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '입금' })).toBe(deposit);
    // The open sheet hides the screen behind it from the accessibility tree.
    expect(screen.getByRole('tab', { name: '자산 현황', hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it('카카오페이 인증서가 있으면 셸의 서명(거래 ID 와 서명) → 검증 뒤 서명값과 함께 출금한다', async () => {
    const user = userEvent.setup();
    const ci = sandbox.state.member('demo-general').ci;
    const signer: WithdrawalSigner = {
      identity: vi.fn().mockResolvedValue({ ci, media: 'WEB' }),
      // The shell's signing app with the sandbox's development key: it gets and signs its own transaction.
      sign: vi.fn(async () => ({ status: 'signed' as const, ...(await signAsDevKakaoPay(sandbox.state, 'demo-general')) })),
    };
    renderAssets({ signer });
    const sheet = await openWithdraw(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    expect(await screen.findByText('5,000원을 출금했어요.')).toBeInTheDocument();
    const calls = requests.filter((request) => request.startsWith('POST'));
    expect(signer.sign).toHaveBeenCalledTimes(1);
    expect(calls.indexOf('POST /main/v1/auth/kakaopay-verify-signature-for-withdraw')).toBeLessThan(calls.indexOf('POST /main/v1/account/withdrawal'));
    expect(withdrawalBody()).toMatchObject({ amount: 5_000, signatureValue: expect.stringMatching(/^sig-/) });
  });

  it('서명 앱을 닫으면 아무것도 보내지 않고 입력을 남긴다', async () => {
    const user = userEvent.setup();
    const ci = sandbox.state.member('demo-general').ci;
    const signer: WithdrawalSigner = { identity: vi.fn().mockResolvedValue({ ci, media: 'WEB' }), sign: vi.fn().mockResolvedValue({ status: 'cancelled' }) };
    renderAssets({ signer });
    const sheet = await openWithdraw(user);
    await user.type(within(sheet).getByLabelText('출금 금액'), '5000');
    await typePassword(user, sheet, '1234');
    await user.click(within(sheet).getByRole('button', { name: '출금하기' }));
    await waitFor(() => expect(signer.sign).toHaveBeenCalled());
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '출금하기' })).toBeEnabled());
    expect(requests).not.toContain('POST /main/v1/account/withdrawal');
    expect(within(sheet).getByText('계좌 비밀번호를 입력했어요.')).toBeInTheDocument();
  });
});
