import { DEFAULT_DEDUPE_WINDOW_MS } from '@jogak/native-bridge';
import { createLiveClient } from '@jogak/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

const STOCK = '을지로 파인타워 1호';

/**
 * The app at /home, with a live client for the market screens (the harness's feed has none):
 * never connected, so the screens show what the HTTP answers hold.
 */
async function renderHome() {
  let clock = Date.now();
  const app = await renderApp('/home', { now: () => clock });
  app.live.client.mockResolvedValue(createLiveClient({ url: 'http://127.0.0.1:9/ws', worker: false }));
  expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  // The bridge ignores a message of a type that came within the window before (spec §9, on the
  // shell's clock): each press comes after the window since the last one, as a member's next
  // press would.
  const pressBack = () => {
    clock += DEFAULT_DEDUPE_WINDOW_MS + 1;
    app.nativeMessage('backButton');
    return Promise.resolve();
  };
  return { ...app, pressBack };
}

/** The app with the stock's page as the history's only entry, as a deep link opens it. */
async function renderStockFirst() {
  const app = await renderHome();
  await app.shell.router.navigate({ to: '/market/$id', params: { id: 'JG0001' }, replace: true });
  expect(await screen.findByRole('heading', { name: STOCK })).toBeInTheDocument();
  return app;
}

/**
 * The market list on screen, the stock's page gone: the address changes as a navigation starts,
 * the page on screen (what the back button and the tabs act on) once it has loaded.
 */
async function marketListShown() {
  await waitFor(() => expect(screen.queryByRole('heading', { name: STOCK })).toBeNull());
  expect(await screen.findByRole('link', { name: new RegExp(STOCK) })).toBeInTheDocument();
}

/** The bottom navigation's tab named `label`. */
const tab = (label: string) => within(screen.getByRole('navigation', { name: '주요 메뉴' })).getByRole('button', { name: label });

describe('스스로 뒤로를 처리하는 화면은 목적지로 돌아간다 (스펙 9)', () => {
  it('시세 → 종목 → 뒤로 → 뒤로 는 시세를 지나 그 앞 화면으로 (시세와 종목 사이를 오가지 않는다)', async () => {
    const { location, pressBack } = await renderHome();
    await userEvent.click(tab('시세'));
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(STOCK) }));
    expect(await screen.findByRole('heading', { name: STOCK })).toBeInTheDocument();
    expect(location().pathname).toBe('/market/JG0001');
    await pressBack();
    await marketListShown();
    expect(location().pathname).toBe('/market');
    await pressBack();
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('앞 화면이 목적지가 아니면 (종목으로 바로 들어왔으면) 지금 기록을 목적지로 바꾼다', async () => {
    const { shell, location, pressBack } = await renderStockFirst();
    await pressBack();
    await marketListShown();
    expect(location().pathname).toBe('/market');
    expect(shell.router.history.canGoBack()).toBe(false);
  });
});

describe('하단 탭 (스펙 2: 이미 열린 탭을 누르면 아무 일도 없다)', () => {
  it('탭의 하위 화면에서 그 탭을 누르면 탭의 화면으로, 탭의 화면에서 누르면 그대로', async () => {
    const { location, shell } = await renderStockFirst();
    expect(tab('시세')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tab('시세'));
    await marketListShown();
    expect(location().pathname).toBe('/market');
    const entry = shell.router.history.location.state.__TSR_index;
    await userEvent.click(tab('시세'));
    await waitFor(() => expect(shell.router.state.status).toBe('idle'));
    expect(location().pathname).toBe('/market');
    expect(shell.router.history.location.state.__TSR_index).toBe(entry);
  });
});
