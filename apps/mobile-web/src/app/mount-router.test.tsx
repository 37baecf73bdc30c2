import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, redirect, useLoaderData } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountLoadedRouter, yieldToMainThread } from './mount-router';

vi.mock('react-dom/client', async (importOriginal) => {
  const reactDomClient = await importOriginal<typeof ReactDomClient>();
  return { ...reactDomClient, createRoot: vi.fn(reactDomClient.createRoot) };
});

/** An app with a header: /home's loader answers when the test says; /old sends to /home; /broken's loader fails. */
function testRouter(path: string) {
  let answerHome: (text: string) => void = () => undefined;
  const loadHome = vi.fn(() => new Promise<string>((resolve) => (answerHome = resolve)));
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <header>조각</header>
        <Outlet />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/home',
    loader: loadHome,
    // Not the app's registered routes: read without their types.
    component: function Home() {
      return <h1>{String(useLoaderData({ strict: false }))}</h1>;
    },
  });
  const old = createRoute({
    getParentRoute: () => rootRoute,
    path: '/old',
    beforeLoad: () => {
      throw redirect({ to: '/home' });
    },
  });
  const broken = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    loader: () => {
      throw new Error('공모 목록을 불러오지 못했어요.');
    },
    errorComponent: ({ error }) => <p role="alert">{error instanceof Error ? error.message : String(error)}</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, old, broken]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, loadHome, answerHome: (text: string) => answerHome(text) };
}

let root: Root | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(createRoot).mockClear();
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('mountLoadedRouter', () => {
  it('첫 화면을 다 불러온 뒤에야 처음 그리고(그동안은 index.html 의 틀), 마운트된 라우터는 다시 불러오지 않는다', async () => {
    const { router, loadHome, answerHome } = testRouter('/home');
    const rendered = vi.fn();
    router.subscribe('onRendered', rendered);
    const element = container();

    const mounting = mountLoadedRouter(element, router);
    await expect.poll(() => loadHome).toHaveBeenCalledTimes(1);
    // Tasks queued by the start have run by the end of this one: React is not rendering yet.
    await yieldToMainThread();
    expect(createRoot).not.toHaveBeenCalled();

    answerHome('모집 중인 공모 3건');
    root = await mounting;
    expect(createRoot).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: '모집 중인 공모 3건' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('조각');
    expect(loadHome).toHaveBeenCalledTimes(1);
    // app-frame.ts removes index.html's frame on this event.
    await expect.poll(() => rendered).toHaveBeenCalledTimes(1);
  });

  it('첫 화면이 다른 화면으로 보내면 그 화면을 그린다', async () => {
    const { router, answerHome } = testRouter('/old');

    const mounting = mountLoadedRouter(container(), router);
    await expect.poll(() => router.state.location.pathname).toBe('/home');
    answerHome('모집 중인 공모 3건');
    root = await mounting;

    expect(await screen.findByRole('heading', { name: '모집 중인 공모 3건' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('첫 화면의 로더가 실패하면 그 경로의 오류 화면을 그린다', async () => {
    // The router reports the loader's error on the console; the screen is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = testRouter('/broken');

    root = await mountLoadedRouter(container(), router);

    expect(await screen.findByRole('alert')).toHaveTextContent('공모 목록을 불러오지 못했어요.');
  });
});
