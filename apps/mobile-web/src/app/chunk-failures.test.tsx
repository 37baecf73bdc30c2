import { lazyRouteComponent } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppReplaced } from './app-replaced';
import { isChunkFailure, isChunkOfReplacedApp, keepChunkFailuresOnPage } from './chunk-failures';

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>;
  }
}

/** A route chunk failing as Vite's preload helper fails it: the event on the window, then the rejection. */
function failingImporter(message: string) {
  return () => {
    const error = new TypeError(message);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    return Promise.reject(error);
  };
}

async function renderFailedRoute(message: string) {
  const Lazy = lazyRouteComponent(failingImporter(message));
  await Lazy.preload?.();
  render(
    <Boundary>
      <Suspense fallback={<p>불러오는 중</p>}>
        <Lazy />
      </Suspense>
    </Boundary>,
  );
}

describe('keepChunkFailuresOnPage', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('고른 화면의 코드 조각을 받지 못해도 페이지를 다시 불러오지 않고 오류를 화면의 경계에 넘긴다', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const stopKeeping = keepChunkFailuresOnPage(window);
    await renderFailedRoute('Failed to fetch dynamically imported module: http://localhost/assets/my.index-A1.js');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
    stopKeeping();
  });

  it('지키지 않으면 라우터가 세션에 한 번 페이지를 다시 불러온다 (이 모듈이 막는 동작)', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await renderFailedRoute('Failed to fetch dynamically imported module: http://localhost/assets/my.index-B2.js');
    await expect.poll(() => reload.mock.calls.length).toBe(1);
  });

  it('앱의 코드 조각 실패만 코드 조각 실패로 안다', () => {
    const stopKeeping = keepChunkFailuresOnPage(window);
    const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: chunkError }));
    expect(isChunkFailure(chunkError)).toBe(true);
    expect(isChunkFailure(new Error('Failed to fetch dynamically imported module: http://localhost/assets/x.js'))).toBe(false);
    expect(isChunkFailure('문자열')).toBe(false);
    stopKeeping();
  });
});

describe('isChunkOfReplacedApp', () => {
  it('코드 조각 실패가 아닌 오류는 새 빌드를 묻지 않는다', async () => {
    const fetch = vi.fn();
    const target = Object.assign(Object.create(window) as Window, { fetch });
    expect(await isChunkOfReplacedApp(new Error('화면이 그리지 못한 오류'), target)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('isAppReplaced', () => {
  const page = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="app"></div></body></html>`;

  function windowWith(runningEntry: string, served: () => Promise<Response>) {
    document.head.innerHTML = `<script type="module" crossorigin src="${runningEntry}"></script>`;
    const fetch = vi.fn(served);
    return { target: Object.assign(Object.create(window) as Window, { fetch, document, location: window.location }), fetch };
  }

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('새 빌드가 다른 시작 스크립트를 내주면 바뀐 앱이다 (캐시 없이 묻는다)', async () => {
    const { target, fetch } = windowWith('/assets/index-OLD.js', () => Promise.resolve(new Response(page('/assets/index-NEW.js'))));
    expect(await isAppReplaced(target)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(new URL('/', window.location.href), { cache: 'no-store' });
  });

  it('같은 시작 스크립트면 바뀌지 않은 앱이다', async () => {
    const { target } = windowWith('/assets/index-SAME.js', () => Promise.resolve(new Response(page('/assets/index-SAME.js'))));
    expect(await isAppReplaced(target)).toBe(false);
  });

  it('답이 없거나(오프라인) 오류면 새 빌드로 보지 않는다', async () => {
    expect(await isAppReplaced(windowWith('/assets/index-A.js', () => Promise.reject(new TypeError('Failed to fetch'))).target)).toBe(false);
    expect(await isAppReplaced(windowWith('/assets/index-A.js', () => Promise.resolve(new Response('', { status: 503 }))).target)).toBe(false);
    expect(await isAppReplaced(windowWith('/assets/index-A.js', () => Promise.resolve(new Response('<p>점검 중</p>'))).target)).toBe(false);
  });
});
