import { notificationQueries, type components } from '@jogak/api-client';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InfiniteData } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, holdOlderAnswer, queriesSettled, renderScreen, requestedCalls, SANDBOX_ORIGIN } from '@jogak/feature-testing';
import { useState } from 'react';
import { AlertScreen, type AlertScreenProps } from './alert-screen';
import type { AlertSearch } from './alert-search';

type Notification = components['schemas']['Notification'];
type NotificationPage = components['schemas']['NotificationPage'];

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const requests = requestedCalls(sandbox);
beforeAll(() => sandbox.listen());
afterEach(() => {
  vi.restoreAllMocks();
  requests.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const tokenOf = (memberId: string) => sandbox.state.login(memberId).token;
const notificationOf = (id: string) => sandbox.state.data.notifications.find((item) => item.id === id);

/** The screen as the app holds it: the tab it writes to the query comes back as its `search`. */
function AlertInQuery({ initial, ...props }: Omit<AlertScreenProps, 'search' | 'onSearchChange'> & { readonly initial: AlertSearch }) {
  const [search, setSearch] = useState(initial);
  return <AlertScreen {...props} search={search} onSearchChange={setSearch} />;
}

function renderAlert({ member = 'demo-general', search = {} }: { member?: string; search?: AlertSearch } = {}) {
  let deliver: ((notification: Notification) => void) | undefined;
  let reconnected: (() => void) | undefined;
  const unsubscribe = vi.fn();
  const onOpenLink = vi.fn<(href: string) => void>();
  const token = tokenOf(member);
  const rendered = renderScreen(
    <AlertInQuery
      initial={search}
      onOpenLink={onOpenLink}
      subscribeToNotifications={(listener, onReconnected) => {
        deliver = listener;
        reconnected = onReconnected;
        return unsubscribe;
      }}
    />,
    { token },
  );
  /** Delivers a `notification` event of the live feed, as the app's subscription would. */
  const live = (notification: Notification) => act(() => deliver?.(notification));
  /** The live feed is connected again, as the app's subscription reports it. */
  const reconnect = () => act(() => reconnected?.());
  return { ...rendered, onOpenLink, live, reconnect, unsubscribe };
}

/** The bell's question for a member, asked as the header does. */
async function hasNew(memberId: string): Promise<boolean> {
  const response = await fetch(`${SANDBOX_ORIGIN}/main/v1/member/notifications/has-new`, { headers: { authorization: `Bearer ${tokenOf(memberId)}` } });
  return ((await response.json()) as { hasNew: boolean }).hasNew;
}

const rows = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

const ALL_FOUR = [
  '청약읽지 않음2025.03.04 09:00청약 완료광안리 오션뷰 스테이 100주 청약이 접수되었어요.',
  '공지읽지 않음2025.03.01 10:00공지사항조각 서비스 이용약관 개정 안내',
  '이벤트2025.02.27 10:00이벤트친구 초대하고 커피 받기 이벤트가 진행 중이에요.',
  // Sent when the buy the history shows was made (a Friday: the seed's date fell on a Sunday).
  '거래2024.09.20 10:00매수 체결해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.',
];

/** `count` read notices from June 2024, older than the seeded ones: enough for a second page. */
function addPastNotices(count: number) {
  for (let index = 0; index < count; index += 1) {
    sandbox.state.data.notifications.push({
      id: String(100 + index), memberId: 'demo-general', category: 'NOTICE', title: `지난 공지 ${index + 1}`, content: '지난 공지예요.', link: '/support/notice/1', createdAt: '2024-06-01T09:00:00+09:00', checked: true,
    });
  }
}

describe('AlertScreen', () => {
  it('전체 알림을 최신순으로, 읽지 않은 알림에 표시를, 전체는 종류 없이 묻는다', async () => {
    const { container } = renderAlert();
    // The app's header titles the page (its one h1); the screen repeats no title of its own.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['전체', '거래', '청약', '계좌', '투표', '공지', '이벤트']);
    expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: '전체 알림' });
    expect(rows(list)).toEqual(ALL_FOUR);
    expect(within(list).getByRole('link', { name: /청약 완료/ })).toHaveAttribute('href', '/subscription/108');
    expect(within(list).getByRole('link', { name: /청약 완료/ })).toHaveAttribute('data-state', 'unread');
    expect(within(list).getByRole('link', { name: /매수 체결/ })).toHaveAttribute('data-state', 'read');
    expect(requests).toContain('GET /main/v1/member/notifications?page=0&size=20');
    expect(requests.some((request) => request.includes('category='))).toBe(false);
    expect(screen.queryByRole('button', { name: '알림 더 보기' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('화면을 열면 알림 내역을 읽은 것으로 기록해 종의 새 알림 표시가 꺼진다', async () => {
    expect(await hasNew('demo-general')).toBe(true);
    renderAlert();
    await screen.findByRole('list', { name: '전체 알림' });
    await waitFor(() => expect(requests).toContain('GET /main/v1/member/notification/read'));
    await waitFor(async () => expect(await hasNew('demo-general')).toBe(false));
    // Recording the visit is not checking: each unread notification keeps its mark.
    expect(within(screen.getByRole('list', { name: '전체 알림' })).getAllByText('읽지 않음')).toHaveLength(2);
  });

  it('종류 탭은 그 종류만 묻고 보여준다', async () => {
    const user = userEvent.setup();
    renderAlert();
    await screen.findByRole('list', { name: '전체 알림' });
    await user.click(screen.getByRole('tab', { name: '거래' }));
    const trade = await screen.findByRole('list', { name: '거래 알림' });
    expect(rows(trade)).toEqual(['거래2024.09.20 10:00매수 체결해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.']);
    expect(requests).toContain('GET /main/v1/member/notifications?category=TRADE&page=0&size=20');
    await user.click(screen.getByRole('tab', { name: '투표' }));
    expect(await screen.findByRole('region', { name: '투표 알림이 없어요' })).toHaveTextContent('새 소식이 오면 여기에서 알려드릴게요.');
  });

  it('주소의 종류 탭으로 열리고, 고른 탭을 주소에 쓰도록 알린다 (전체는 주소에 쓰지 않는다)', async () => {
    const onSearchChange = vi.fn<(search: AlertSearch) => void>();
    const user = userEvent.setup();
    renderScreen(<AlertScreen onOpenLink={() => undefined} search={{ tab: 'TRADE' }} onSearchChange={onSearchChange} />, { token: tokenOf('demo-general') });
    expect(rows(await screen.findByRole('list', { name: '거래 알림' }))).toEqual(['거래2024.09.20 10:00매수 체결해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.']);
    expect(screen.getByRole('tab', { name: '거래' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '청약' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ tab: 'SUBSCRIPTION' });
    await user.click(screen.getByRole('tab', { name: '전체' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('알림을 누르면 읽음으로 바꾸고 그 화면을 연다', async () => {
    const user = userEvent.setup();
    const { onOpenLink } = renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    await user.click(within(list).getByRole('link', { name: /청약 완료/ }));
    expect(onOpenLink).toHaveBeenCalledWith('/subscription/108');
    await waitFor(() => expect(notificationOf('1')?.checked).toBe(true));
    await waitFor(() => expect(within(list).getByRole('link', { name: /청약 완료/ })).toHaveAttribute('data-state', 'read'));
    expect(within(list).getAllByText('읽지 않음')).toHaveLength(1);
  });

  it('이미 읽은 알림은 다시 읽음으로 바꾸지 않고 화면만, 앱 밖 링크는 따라가지 않는다', async () => {
    sandbox.state.data.notifications.push({
      id: '90', memberId: 'demo-general', category: 'EVENT', title: '외부 링크', content: '앱 밖으로 가는 링크예요.', link: 'https://evil.example', createdAt: '2025-03-04T09:00:00+09:00', checked: false,
    });
    const user = userEvent.setup();
    const { onOpenLink } = renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    await user.click(within(list).getByRole('link', { name: /매수 체결/ }));
    expect(onOpenLink).toHaveBeenCalledWith('/market/JG0003');
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);

    const outside = within(list).getByRole('button', { name: /외부 링크/ });
    await user.click(outside);
    await waitFor(() => expect(notificationOf('90')?.checked).toBe(true));
    expect(onOpenLink).toHaveBeenCalledTimes(1);
  });

  it('모두 읽음은 읽은 개수를 알리고 표시를 모두 지운다', async () => {
    const user = userEvent.setup();
    renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    expect(await screen.findByText('알림 2개를 읽었어요.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('읽지 않음')).toBeNull());
    expect(sandbox.state.data.notifications.filter((item) => item.memberId === 'demo-general' && !item.checked)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    expect(await screen.findByText('새로 읽을 알림이 없어요.')).toBeInTheDocument();
  });

  it('모두 읽음에 실패하면 그렇게 알린다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/notifications/check-all', method: 'POST' });
    const user = userEvent.setup();
    renderAlert();
    await screen.findByRole('list', { name: '전체 알림' });
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    expect(await screen.findByText('알림을 읽음으로 바꾸지 못했어요. 다시 시도해주세요.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '전체 알림' })).getAllByText('읽지 않음')).toHaveLength(2);
  });

  it('모두 읽음이 401 이면 HTTP 정책의 토스트에 맡기고 제 토스트로 덮지 않는다', async () => {
    sandbox.faults.add({ status: 401, path: '/main/v1/member/notifications/check-all', method: 'POST' });
    const user = userEvent.setup();
    renderAlert();
    await screen.findByRole('list', { name: '전체 알림' });
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(requests).toContain('POST /main/v1/member/notifications/check-all'));
    // The mutation's own callbacks run before it stops being busy.
    await waitFor(() => expect(screen.getByRole('button', { name: '모두 읽음' })).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText('알림을 읽음으로 바꾸지 못했어요. 다시 시도해주세요.')).toBeNull();
    expect(within(screen.getByRole('list', { name: '전체 알림' })).getAllByText('읽지 않음')).toHaveLength(2);
  });

  it('20개씩 불러오고 더 보기로 다음 알림을', async () => {
    addPastNotices(21);
    const user = userEvent.setup();
    renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '알림 더 보기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('지난 공지 21');
    expect(requests).toContain('GET /main/v1/member/notifications?page=1&size=20');
    expect(screen.queryByRole('button', { name: '알림 더 보기' })).toBeNull();
  });

  it('다음 알림을 못 불러와도 받은 알림은 그대로 두고, 목록 끝에서 알린 뒤 다시 불러온다', async () => {
    addPastNotices(21);
    const user = userEvent.setup();
    renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    sandbox.faults.add({ status: 500, path: '/main/v1/member/notifications', method: 'GET', times: 1 });
    await user.click(screen.getByRole('button', { name: '알림 더 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('다음 알림을 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('화면을 보는 동안 온 알림은 맨 위에 한 번만, 그 종류의 탭에도 더한다', async () => {
    const user = userEvent.setup();
    const { live, unmount, unsubscribe, queryClient } = renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    // Opening the screen records the visit, which asks the feed again; the live event comes after.
    await waitFor(() => expect(requests).toContain('GET /main/v1/member/notification/read'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const arrived: Notification = {
      id: 77, category: 'TRADE', title: '매도 체결', contents: '을지로 파인타워 1호 10주가 5,100원에 매도 체결되었어요.', linkPath: '/market/JG0001', checkYn: 'N', createdAt: '2025-03-04T09:55:00+09:00',
    };
    live(arrived);
    live(arrived);
    await waitFor(() => expect(rows(list)).toEqual(['거래읽지 않음2025.03.04 09:55매도 체결을지로 파인타워 1호 10주가 5,100원에 매도 체결되었어요.', ...ALL_FOUR]));
    await user.click(screen.getByRole('tab', { name: '거래' }));
    const trade = await screen.findByRole('list', { name: '거래 알림' });
    live({ ...arrived, id: 78, title: '매수 체결', contents: '성수 레드브릭 오피스 5주가 5,000원에 매수 체결되었어요.' });
    await waitFor(() => expect(within(trade).getAllByRole('listitem')[0]).toHaveTextContent('성수 레드브릭 오피스 5주가 5,000원에 매수 체결되었어요.'));
    // The 거래 tab was asked of the sandbox after 77 arrived, and the sandbox never stored 77.
    expect(rows(trade)).toEqual([
      '거래읽지 않음2025.03.04 09:55매수 체결성수 레드브릭 오피스 5주가 5,000원에 매수 체결되었어요.',
      '거래2024.09.20 10:00매수 체결해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.',
    ]);
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('화면을 보는 동안 온 알림이 첫 쪽을 한 칸 밀어도, 더 보기는 이미 보인 알림을 다시 보이지 않는다', async () => {
    addPastNotices(21);
    const duplicateKeyWarnings = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    const { live, queryClient } = renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    await waitFor(() => expect(requests).toContain('GET /main/v1/member/notification/read'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The server stores the notification first, as its own notify does, then the live feed brings it.
    sandbox.state.data.notifications.unshift({
      id: '77', memberId: 'demo-general', category: 'TRADE', title: '매도 체결', content: '을지로 파인타워 1호 10주가 5,100원에 매도 체결되었어요.', link: '/market/JG0001', createdAt: '2025-03-04T09:55:00+09:00', checked: false,
    });
    live({ id: 77, category: 'TRADE', title: '매도 체결', contents: '을지로 파인타워 1호 10주가 5,100원에 매도 체결되었어요.', linkPath: '/market/JG0001', checkYn: 'N', createdAt: '2025-03-04T09:55:00+09:00' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('지난 공지 16');
    // Page 1 by number now starts with 지난 공지 16, the last row of the first page.
    await user.click(screen.getByRole('button', { name: '알림 더 보기' }));
    await waitFor(() => expect(requests).toContain('GET /main/v1/member/notifications?page=1&size=20'));
    await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('지난 공지 21'));
    const titles = within(list).getAllByRole('listitem').map((item) => item.querySelector('.jg-alert-item__title')?.textContent);
    expect(titles).toEqual(['매도 체결', '청약 완료', '공지사항', '이벤트', '매수 체결', ...Array.from({ length: 21 }, (_, index) => `지난 공지 ${index + 1}`)]);
    expect(duplicateKeyWarnings.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
  });

  it('목록을 다시 묻는 사이 온 알림은, 그 전에 찍힌 늦은 답이 와도 사라지지 않는다', async () => {
    const { live, reconnect, queryClient } = renderAlert();
    const list = await screen.findByRole('list', { name: '전체 알림' });
    await waitFor(() => expect(requests).toContain('GET /main/v1/member/notification/read'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const feed = holdOlderAnswer(sandbox, /\/main\/v1\/member\/notifications$/);
    reconnect();
    await feed.arrived;
    // The server stores the notification first, as its own notify does, then the live feed brings it.
    sandbox.state.data.notifications.unshift({
      id: '77', memberId: 'demo-general', category: 'TRADE', title: '매도 체결', content: '을지로 파인타워 1호 10주가 5,100원에 매도 체결되었어요.', link: '/market/JG0001', createdAt: '2025-03-04T09:55:00+09:00', checked: false,
    });
    live({ id: 77, category: 'TRADE', title: '매도 체결', contents: '을지로 파인타워 1호 10주가 5,100원에 매도 체결되었어요.', linkPath: '/market/JG0001', checkYn: 'N', createdAt: '2025-03-04T09:55:00+09:00' });
    const arrived = '거래읽지 않음2025.03.04 09:55매도 체결을지로 파인타워 1호 10주가 5,100원에 매도 체결되었어요.';
    await waitFor(() => expect(rows(list)).toEqual([arrived, ...ALL_FOUR]));
    // The refetch asked before the notification answers now, without it.
    feed.answer();
    await queriesSettled(queryClient);
    const firstIds = queryClient
      .getQueriesData<InfiniteData<NotificationPage>>({ queryKey: [...notificationQueries.all(), 'feed'] })
      .map(([, data]) => data?.pages[0]?.content[0]?.id);
    expect(firstIds).toEqual([77]);
    expect(rows(list)).toEqual([arrived, ...ALL_FOUR]);
  });

  it('알림이 없으면 그렇게 말한다', async () => {
    renderAlert({ member: 'demo-corp' });
    expect(await screen.findByRole('region', { name: '받은 알림이 없어요' })).toHaveTextContent('새 소식이 오면 여기에서 알려드릴게요.');
  });

  it('불러오는 동안 자리표시를, 실패하면 다시 시도하기를 보여준다', async () => {
    // Until cleared: recording the visit asks the feed again, which must fail too.
    sandbox.faults.add({ status: 500, path: '/main/v1/member/notifications', method: 'GET', times: 0 });
    const user = userEvent.setup();
    renderAlert();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('알림을 불러오는 중');
    expect(await screen.findByRole('alert')).toHaveTextContent('알림을 불러오지 못했어요.');
    await waitFor(() => expect(requests).toContain('GET /main/v1/member/notification/read'));
    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(rows(await screen.findByRole('list', { name: '전체 알림' }))).toEqual(ALL_FOUR);
  });
});
