// RichText (the FAQ's answers) mis-sanitises under happy-dom (ui-kit README): these screens run in jsdom.
// @vitest-environment jsdom
import { createLiveClient } from '@jogak/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

/**
 * Spec §2 keeps across navigation only what the address holds: a list's filter, sort, search and
 * tab live in its query, so a member back from a row finds the list as they left it, and a reload
 * (or a shared address) opens it the same way.
 */

/** The FAQ's questions on screen, each with its category chip's word before it. */
const faqQuestions = () =>
  within(screen.getByRole('list', { name: '자주 묻는 질문 목록' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The FAQ shows 계좌 and 출금, as a member who picked and typed them left it. */
async function expectFaqOfWithdrawal() {
  expect(await screen.findByRole('button', { name: '계좌출금은 얼마부터 가능한가요?' })).toBeInTheDocument();
  expect(faqQuestions()).toEqual(['계좌출금은 얼마부터 가능한가요?']);
  expect(within(screen.getByRole('group', { name: '질문 분류' })).getByRole('button', { name: '계좌' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('searchbox', { name: '질문 검색' })).toHaveValue('출금');
}

describe('자주 묻는 질문의 분류와 검색어는 주소에 있다', () => {
  it('분류를 고르고 검색한 뒤 답변을 열었다가 돌아오면 같은 분류, 같은 검색어, 같은 질문', async () => {
    const user = userEvent.setup();
    const { shell, location } = await renderApp('/support/faq');
    await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    await user.click(within(screen.getByRole('group', { name: '질문 분류' })).getByRole('button', { name: '계좌' }));
    expect(await screen.findByRole('button', { name: '계좌연간 투자한도는 얼마인가요?' })).toBeInTheDocument();
    // Typed as fast as userEvent types: each key rewrites the address, and none is lost.
    await user.type(screen.getByRole('searchbox', { name: '질문 검색' }), '출금');
    expect(screen.getByRole('searchbox', { name: '질문 검색' })).toHaveValue('출금');
    await waitFor(() => expect(location().search).toEqual({ category: 'ACCOUNT', q: '출금' }));

    await user.click(screen.getByRole('button', { name: '계좌출금은 얼마부터 가능한가요?' }));
    await user.click(screen.getByRole('link', { name: '답변 자세히 보기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '출금은 얼마부터 가능한가요?' })).toBeInTheDocument();
    shell.router.history.back();
    await expectFaqOfWithdrawal();
    expect(location().pathname).toBe('/support/faq');
  });

  it('분류와 검색어가 든 주소로 열면 그 상태로 보여주고, 전체를 고르면 분류만 주소에서 빠진다', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp('/support/faq?category=ACCOUNT&q=출금');
    await expectFaqOfWithdrawal();
    await user.click(within(screen.getByRole('group', { name: '질문 분류' })).getByRole('button', { name: '전체' }));
    await waitFor(() => expect(location().search).toEqual({ q: '출금' }));
    expect(screen.getByRole('searchbox', { name: '질문 검색' })).toHaveValue('출금');
  });
});

/** The app at /home with a live client for the market screens: never connected, so rows show the HTTP answers. */
async function renderWithMarketFeed() {
  const app = await renderApp('/home');
  app.live.client.mockResolvedValue(createLiveClient({ url: 'http://127.0.0.1:9/ws', worker: false }));
  expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  return app;
}

/** The market list shows 이름순 and 오, as a member who chose and typed them left it. */
async function expectMarketOfO() {
  const list = await screen.findByRole('list', { name: '상장 건물 시세' });
  await waitFor(() => expect(within(list).getAllByRole('link').map((row) => row.textContent?.split(/\d/)[0])).toEqual(['성수 레드브릭 오피스', '해운대 마린시티 오션스퀘어']));
  expect(screen.getByRole('button', { name: '이름순' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('searchbox', { name: '건물 이름 검색' })).toHaveValue('오');
}

describe('시세 목록의 정렬과 검색어는 주소에 있다', () => {
  it('정렬을 고르고 검색한 뒤 건물을 열었다가 돌아오면 같은 정렬, 같은 검색어, 같은 건물들', async () => {
    const user = userEvent.setup();
    const { shell, location, live } = await renderWithMarketFeed();
    await shell.router.navigate({ to: '/market' });
    await screen.findByRole('list', { name: '상장 건물 시세' });
    await user.click(screen.getByRole('button', { name: '이름순' }));
    await waitFor(() => expect(location().search).toEqual({ sort: 'name' }));
    const liveAsked = live.client.mock.calls.length;
    await user.type(screen.getByRole('searchbox', { name: '건물 이름 검색' }), '오션스퀘어');
    expect(screen.getByRole('searchbox', { name: '건물 이름 검색' })).toHaveValue('오션스퀘어');
    await waitFor(() => expect(location().search).toEqual({ sort: 'name', q: '오션스퀘어' }));
    // Rewriting the query of the open list runs no loader again: the list and the feed are asked once.
    expect(live.client.mock.calls.length).toBe(liveAsked);
    await user.clear(screen.getByRole('searchbox', { name: '건물 이름 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '건물 이름 검색' }), '오');
    await waitFor(() => expect(location().search).toEqual({ sort: 'name', q: '오' }));

    await user.click(screen.getByRole('link', { name: /성수 레드브릭 오피스/ }));
    expect(await screen.findByRole('heading', { name: '성수 레드브릭 오피스' })).toBeInTheDocument();
    shell.router.history.back();
    await expectMarketOfO();
    expect(location().pathname).toBe('/market');
  });

  it('정렬과 검색어가 든 주소로 열면 그 상태로 보여준다', async () => {
    const { shell } = await renderWithMarketFeed();
    shell.router.history.push('/market?sort=name&q=오');
    await expectMarketOfO();
  });
});

/** The app at /home for 김민준, with a live feed that never sends (the alert screen listens to one). */
async function renderWithNotificationFeed() {
  const app = await renderApp('/home', { member: 'demo-general' });
  app.live.client.mockResolvedValue({ onEvent: () => () => undefined, connection: { onStatus: () => () => undefined } });
  expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  return app;
}

describe('알림의 종류 탭은 주소에 있다', () => {
  it('청약 탭에서 알림을 열었다가 돌아오면 청약 탭과 그 알림', async () => {
    const user = userEvent.setup();
    const { shell, location } = await renderWithNotificationFeed();
    await shell.router.navigate({ to: '/alert' });
    await screen.findByRole('list', { name: '전체 알림' });
    await user.click(screen.getByRole('tab', { name: '청약' }));
    const subscriptions = await screen.findByRole('list', { name: '청약 알림' });
    await waitFor(() => expect(location().search).toEqual({ tab: 'SUBSCRIPTION' }));
    await user.click(within(subscriptions).getByRole('link', { name: /청약 완료/ }));
    await waitFor(() => expect(location().pathname).toBe('/subscription/108'));
    await waitFor(() => expect(screen.queryByRole('list', { name: '청약 알림' })).toBeNull());

    shell.router.history.back();
    const back = await screen.findByRole('list', { name: '청약 알림' });
    expect(screen.getByRole('tab', { name: '청약' })).toHaveAttribute('aria-selected', 'true');
    expect(within(back).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('광안리 오션뷰 스테이 100주 청약이 접수되었어요.'),
    ]);
    expect(location()).toMatchObject({ pathname: '/alert', search: { tab: 'SUBSCRIPTION' } });
  });

  it('탭이 든 주소로 열면 그 탭을, 전체를 고르면 주소에서 탭이 빠진다', async () => {
    const user = userEvent.setup();
    const { shell, location } = await renderWithNotificationFeed();
    shell.router.history.push('/alert?tab=TRADE');
    const trade = await screen.findByRole('list', { name: '거래 알림' });
    expect(screen.getByRole('tab', { name: '거래' })).toHaveAttribute('aria-selected', 'true');
    expect(within(trade).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.')]);
    await user.click(screen.getByRole('tab', { name: '전체' }));
    expect(await screen.findByRole('list', { name: '전체 알림' })).toBeInTheDocument();
    await waitFor(() => expect(location().search).toEqual({}));
    expect(location().searchStr).toBe('');
  });
});
