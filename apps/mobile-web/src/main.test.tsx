import indexHtml from '../index.html?raw';
import { OFFLINE_SCREEN } from '@jogak/app-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FRAME_ID } from './app/app-frame';

/** index.html's body as the browser has it before any script ran (the scripts themselves left out: the test runs the entry). */
function openIndexHtml() {
  const page = new DOMParser().parseFromString(indexHtml, 'text/html');
  page.body.querySelectorAll('script').forEach((script) => script.remove());
  document.body.innerHTML = page.body.innerHTML;
}

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/start-app.js');

beforeEach(() => {
  vi.resetModules();
  openIndexHtml();
});
afterEach(() => {
  vi.doUnmock('./app/start-app');
  vi.doUnmock('./app/start-restricted-app');
  vi.doUnmock('./app/backend');
  vi.doUnmock('./environment/check-environment');
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Runs the entry with the environment check's answer, the app's chunks failing as the test says. */
async function runEntry(check: { ok: true } | { ok: false; problem: 'framed' }) {
  vi.doMock('./environment/check-environment', () => ({ checkEnvironment: () => check }));
  await import('./main');
}

describe('main: a start chunk that cannot be loaded', () => {
  it('앱을 시작하는 조각을 받지 못하면 틀 대신 네트워크 안내와 다시 시도하기 (새로 불러오기) 를 보인다', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    vi.doMock('./app/backend', () => ({ loadBackend: () => Promise.resolve({}) }));
    vi.doMock('./app/start-app', () => Promise.reject(chunkFailure()));
    const user = userEvent.setup();
    await runEntry({ ok: true });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { level: 1, name: OFFLINE_SCREEN.title })).toBeInTheDocument();
    expect(notice).toHaveTextContent(OFFLINE_SCREEN.text);
    expect(document.getElementById(APP_FRAME_ID)).toBeNull();
    expect(document.getElementById('app')).toContainElement(notice);

    await user.click(screen.getByRole('button', { name: OFFLINE_SCREEN.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('백엔드 조각 (샌드박스) 을 받지 못해도 같은 안내를 보인다', async () => {
    const startApp = vi.fn();
    vi.doMock('./app/backend', () => ({ loadBackend: () => Promise.reject(chunkFailure()) }));
    vi.doMock('./app/start-app', () => ({ startApp }));
    await runEntry({ ok: true });

    expect(await screen.findByRole('heading', { level: 1, name: OFFLINE_SCREEN.title })).toBeInTheDocument();
    expect(startApp).not.toHaveBeenCalled();
  });

  it('제한 화면의 조각을 받지 못해도 같은 안내를 보인다', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('./app/start-restricted-app', () => Promise.reject(chunkFailure()));
    await runEntry({ ok: false, problem: 'framed' });

    expect(await screen.findByRole('heading', { level: 1, name: OFFLINE_SCREEN.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFLINE_SCREEN.retry })).toBeInTheDocument();
  });

  it('조각을 받으면 안내 없이 앱을 시작한다', async () => {
    const startApp = vi.fn();
    const backend = Promise.resolve({});
    vi.doMock('./app/backend', () => ({ loadBackend: () => backend }));
    vi.doMock('./app/start-app', () => ({ startApp }));
    await runEntry({ ok: true });

    await expect.poll(() => startApp.mock.calls.length).toBe(1);
    expect(startApp).toHaveBeenCalledWith(document.getElementById('app'), backend);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById(APP_FRAME_ID)).not.toBeNull();
  });
});
