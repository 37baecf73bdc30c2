// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { resetUser, updateUser } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations } from '@jogak/feature-testing';
import { renderHome } from '../../test/render-home';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  // A test may move the sandbox's clock; the seed is rebuilt for the clock's day, so it goes back first.
  sandbox.state.clock.set(NOW);
  sandbox.reset();
  resetUser();
});
afterAll(() => sandbox.close());

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomeScreen', () => {
  it('모집 중인 공모를 썸네일, 이름, 공모가, 마감 D-day 와 함께 보여준다', async () => {
    renderHome();
    const open = section('모집 중인 공모');
    const first = await within(open).findByRole('link', { name: /광안리 오션뷰 스테이/ });
    expect(first).toHaveTextContent('D-4 마감광안리 오션뷰 스테이공모가 5,000원청약률 46%');
    expect(first).toHaveAttribute('href', '/subscription/108');
    expect(first.querySelector('img')).toHaveAttribute('src', '/__sandbox/images/offering-108.svg');
    expect(within(open).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'D-4 마감광안리 오션뷰 스테이공모가 5,000원청약률 46%',
      'D-6 마감판교 테크원 라이프공모가 5,000원청약률 31%',
      'D-Day 마감홍대 와우산로 스테이공모가 5,000원청약률 88%',
    ]);
  });

  it('청약률은 정확히 맞는 퍼센트를 한 자리 낮게 내리지 않는다 (391,500주 / 1,350,000주 → 29%)', async () => {
    const offering = sandbox.state.data.offerings.find((item) => item.name === '판교 테크원 라이프');
    if (!offering) throw new Error('no 판교 테크원 라이프 in the sandbox');
    offering.totalScrQty = 391_500;
    renderHome();
    const open = section('모집 중인 공모');
    expect(await within(open).findByRole('link', { name: /판교 테크원 라이프/ })).toHaveTextContent('D-6 마감판교 테크원 라이프공모가 5,000원청약률 29%');
  });

  it('첫 화면의 공모 이미지는 바로 불러오고 (첫 장은 우선), 나머지는 스크롤할 때 불러온다', async () => {
    renderHome();
    const open = section('모집 중인 공모');
    await within(open).findByRole('link', { name: /광안리 오션뷰 스테이/ });
    const images = (region: HTMLElement) => [...region.querySelectorAll('img')].map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]);
    expect(images(open)).toEqual([
      ['eager', 'high'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
    ]);
    const upcoming = section('청약 예정 공모');
    await within(upcoming).findByText('명동 헤리티지 호텔');
    expect(images(upcoming)).toEqual([
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('청약 예정 공모는 오픈까지의 D-day 를 보여준다', async () => {
    renderHome();
    const upcoming = section('청약 예정 공모');
    await within(upcoming).findByText('명동 헤리티지 호텔');
    expect(within(upcoming).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'D-3 오픈명동 헤리티지 호텔공모가 5,000원',
      'D-4 오픈센텀시티 비즈니스 타워공모가 10,000원',
    ]);
  });

  it('시세, 공지사항, 이벤트를 보여준다', async () => {
    renderHome();
    const market = section('거래가 활발한 조각');
    await within(market).findByText('을지로 파인타워 1호');
    expect(within(market).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '을지로 파인타워 1호5,430원보합 0.00%',
      '성수 레드브릭 오피스6,120원보합 0.00%',
      '해운대 마린시티 오션스퀘어4,780원보합 0.00%',
    ]);
    // The direction is read as a word (보합), as the market list and PriceText say it.
    expect(within(market).getByRole('link', { name: /을지로 파인타워 1호.*5,430원.*보합\s?0\.00%/ })).toBeInTheDocument();
    const notices = section('공지사항');
    await within(notices).findByText('[필독] 조각 서비스 이용약관 개정 안내');
    expect(within(notices).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '중요[필독] 조각 서비스 이용약관 개정 안내2025.03.01',
      '광안리 오션뷰 스테이 청약 일정 안내2025.02.28',
      '추석 연휴 고객센터 운영 안내2025.02.23',
    ]);
    const events = section('이벤트');
    await within(events).findByText('첫 청약 축하금 5,000원');
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '첫 청약 축하금 5,000원진행 중2025.02.22 ~ 2025.03.24',
      '친구 초대하고 커피 받기진행 중2025.02.02 ~ 2025.04.03',
      '해운대 오션스퀘어 상장 기념 이벤트종료2024.12.04 ~ 2025.01.03',
    ]);
  });

  it('불러오는 동안 자리표시와 상태 문구를 보여준다', async () => {
    renderHome();
    // The toast region is a status as well, empty until a toast shows.
    const sectionStatuses = () => screen.queryAllByRole('status').filter((status) => status.textContent !== '');
    expect(sectionStatuses().map((status) => status.textContent)).toEqual([
      '불러오는 중이에요',
      '불러오는 중이에요',
      '불러오는 중이에요',
      '불러오는 중이에요',
      '불러오는 중이에요',
    ]);
    await within(section('이벤트')).findByText('첫 청약 축하금 5,000원');
    await waitFor(() => expect(sectionStatuses()).toEqual([]));
  });

  it('카드와 전체 보기를 누르면 앱의 라우터로 이동한다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderHome();
    await user.click(await screen.findByRole('link', { name: /판교 테크원 라이프/ }));
    await user.click(await screen.findByRole('link', { name: /을지로 파인타워 1호/ }));
    await user.click(screen.getByRole('link', { name: '전체 보기: 공지사항' }));
    await user.click(await screen.findByRole('link', { name: /친구 초대하고 커피 받기/ }));
    expect(onNavigate.mock.calls).toEqual([
      [{ route: '/_main/subscription/$id', params: { id: '109' } }],
      [{ route: '/_main/market/$id', params: { id: 'JG0001' } }],
      [{ route: '/_main/support/notice' }],
      [{ route: '/_main/community/event/$id', params: { id: '2' } }],
    ]);
  });

  it('불러오기에 실패하면 한국어 안내와 다시 시도를 보여주고, 다시 시도하면 채운다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/board/events', times: 0 });
    const user = userEvent.setup();
    renderHome();
    const events = section('이벤트');
    expect(await within(events).findByRole('alert')).toHaveTextContent('이벤트를 불러오지 못했어요.다시 시도하기');
    expect(within(section('공지사항')).queryByRole('alert')).not.toBeInTheDocument();
    sandbox.faults.clear();
    await user.click(within(events).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(events).findByText('첫 청약 축하금 5,000원')).toBeInTheDocument();
    expect(within(events).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('다시 불러오기에 실패해도 (앱으로 돌아올 때 등) 보던 섹션은 그대로 둔다', async () => {
    const { queryClient } = renderHome();
    const events = section('이벤트');
    expect(await within(events).findByText('첫 청약 축하금 5,000원')).toBeInTheDocument();
    sandbox.faults.add({ status: 400, path: '/main/v1/board/events', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(within(events).getByText('첫 청약 축하금 5,000원')).toBeInTheDocument();
    expect(within(events).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('now 없이 열어 둔 채 서울 자정이 지나면, 다시 받은 공모는 새 오늘부터 D-day 를 센다', async () => {
    // Only the clock is fake: the sandbox's answers and Testing Library's waits keep real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-04T23:57:00+09:00') });
    onTestFinished(() => void vi.useRealTimers());
    const { queryClient } = renderHome({ now: undefined });
    const open = section('모집 중인 공모');
    const upcoming = section('청약 예정 공모');
    const labels = (region: HTMLElement) => [...region.querySelectorAll('.jg-home-card__badge')].map((badge) => badge.textContent);
    await within(open).findByRole('link', { name: /광안리 오션뷰 스테이/ });
    await within(upcoming).findByText('명동 헤리티지 호텔');
    expect(labels(open)).toEqual(['D-4 마감', 'D-6 마감', 'D-Day 마감']);
    expect(labels(upcoming)).toEqual(['D-3 오픈', 'D-4 오픈']);

    // Seoul midnight passes on the device and the server; the app back in the foreground refetches.
    const afterMidnight = '2025-03-05T00:03:00+09:00';
    vi.setSystemTime(new Date(afterMidnight));
    sandbox.state.clock.set(afterMidnight);
    await queryClient.refetchQueries();

    // 홍대 closed at midnight and leaves the open list; the upcoming list comes back unchanged, its count still moves.
    await expect.poll(() => labels(open)).toEqual(['D-3 마감', 'D-5 마감']);
    await expect.poll(() => labels(upcoming)).toEqual(['D-2 오픈', 'D-3 오픈']);
  });

  it('연결이 끊겨도 섹션마다 안내한다', async () => {
    sandbox.faults.add({ abort: true, path: '/main/v1/offerings', times: 0 });
    renderHome();
    expect(await within(section('모집 중인 공모')).findByRole('alert')).toHaveTextContent('공모 정보를 불러오지 못했어요.');
    expect(await within(section('청약 예정 공모')).findByRole('alert')).toHaveTextContent('공모 정보를 불러오지 못했어요.');
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderHome();
    await within(section('이벤트')).findByText('첫 청약 축하금 5,000원');
    await within(section('모집 중인 공모')).findByText('광안리 오션뷰 스테이');
    await expectNoAxeViolations(container);
  });
});

describe('HomeScreen 빈 상태', () => {
  it('공모, 상장 조각, 공지, 이벤트가 하나도 없으면 그렇게 말한다', async () => {
    // The sandbox's own data, emptied (sandbox.reset() brings the seed back after the test).
    const data = sandbox.state.data;
    data.offerings.splice(0);
    data.notices.splice(0);
    data.events.splice(0);
    data.stocks.clear();
    renderHome();
    expect(await within(section('모집 중인 공모')).findByText('지금 모집 중인 공모가 없어요.')).toBeInTheDocument();
    expect(await within(section('청약 예정 공모')).findByText('예정된 공모가 아직 없어요.')).toBeInTheDocument();
    expect(await within(section('거래가 활발한 조각')).findByText('아직 상장된 조각이 없어요.')).toBeInTheDocument();
    expect(await within(section('공지사항')).findByText('등록된 공지사항이 없어요.')).toBeInTheDocument();
    expect(await within(section('이벤트')).findByText('진행 중인 이벤트가 없어요.')).toBeInTheDocument();
  });
});

describe('HomeScreen 쿼리 모달', () => {
  it('개인의 CDD: 고객확인하기를 누르면 모달의 쿼리를 비우고 kyc 로 간다 (kyc 가 끝나고 홈으로 돌아와도 다시 묻지 않게)', async () => {
    const user = userEvent.setup();
    const { onNavigate, onCloseModal } = renderHome({ search: { modal: 'CDD' } });
    const dialog = await screen.findByRole('dialog', { name: '고객확인이 필요해요' });
    expect(dialog).toHaveAccessibleDescription('안전한 금융거래를 위해 고객확인(CDD) 정보를 다시 확인해야 해요.');
    await user.click(within(dialog).getByRole('button', { name: '고객확인하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/kyc', search: { modal: undefined, code: undefined } }));
    expect(onCloseModal).not.toHaveBeenCalled();
  });

  it('개인의 CDD: 다음에 하기를 누르면 모달만 닫는다', async () => {
    const user = userEvent.setup();
    const { onNavigate, onCloseModal } = renderHome({ search: { modal: 'CDD' } });
    await user.click(await screen.findByRole('button', { name: '다음에 하기' }));
    await waitFor(() => expect(onCloseModal).toHaveBeenCalledTimes(1));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('법인의 CDD 는 진행 중임을 알리고 확인하면 닫는다', async () => {
    updateUser({ individualCorpCode: 'GENERAL_CORPORATION' });
    const user = userEvent.setup();
    const { onCloseModal } = renderHome({ search: { modal: 'CDD' } });
    const dialog = await screen.findByRole('dialog', { name: '법인 고객확인을 진행하고 있어요' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onCloseModal).toHaveBeenCalledTimes(1));
  });

  it.each([
    [{ modal: 'WLF', code: '200' } as const, '거래 가능 여부를 확인하고 있어요'],
    [{ modal: 'WLF', code: '400' } as const, '거래가 제한되었어요'],
    [{ modal: 'INPROGRESS' } as const, '처리 중인 신청이 있어요'],
  ])('%j 는 "%s" 를 띄우고 확인하면 닫는다', async (search, title) => {
    const user = userEvent.setup();
    const { onCloseModal, onNavigate } = renderHome({ search });
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onCloseModal).toHaveBeenCalledTimes(1));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it.each([{ modal: 'BOGUS' }, { modal: 'WLF' }, { modal: 'WLF', code: '999' }])(
    '모르는 모달 %j 은 아무것도 띄우지 않고 홈을 그대로 보여준다',
    async (search) => {
      const { onCloseModal } = renderHome({ search });
      expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onCloseModal).not.toHaveBeenCalled();
    },
  );

  it('같은 모달로 다시 그려도 한 번만 띄운다', async () => {
    const user = userEvent.setup();
    const { rerenderWith, onCloseModal } = renderHome({ search: { modal: 'INPROGRESS' } });
    await screen.findByRole('dialog', { name: '처리 중인 신청이 있어요' });
    rerenderWith({ search: { modal: 'INPROGRESS' } });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCloseModal).toHaveBeenCalledTimes(1);
  });

  it('모달이 없으면 아무것도 띄우지 않는다', async () => {
    renderHome();
    await within(section('이벤트')).findByText('첫 청약 축하금 5,000원');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
