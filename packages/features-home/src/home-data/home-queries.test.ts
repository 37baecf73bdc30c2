import { SANDBOX_ORIGIN, jogakQueryClient, queriesSettled, requestedPaths } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { QueryObserver } from '@tanstack/react-query';
// React DOM's client sets up `preload` (the app's start-up loads it before any route).
import 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { homeQueries, prefetchHomeData } from './home-queries';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const requested = requestedPaths(sandbox);
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  requested.length = 0;
});
afterAll(() => sandbox.close());

describe('prefetchHomeData', () => {
  it('홈 화면이 묻는 다섯 가지를 한꺼번에 묻고 답을 캐시에 담는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});

    prefetchHomeData(queryClient);
    await queriesSettled(queryClient);

    expect([...requested].sort()).toEqual([
      '/main/v1/board/events?size=3',
      '/main/v1/board/notices?size=3',
      '/main/v1/market/stocks',
      '/main/v1/offerings?status=OPEN&size=10',
      '/main/v1/offerings?status=UPCOMING&size=10',
    ]);
    expect(queryClient.getQueryData(homeQueries.offerings('OPEN').queryKey)?.content[0]?.name).toBe('광안리 오션뷰 스테이');
  });

  it('첫 공모 카드의 사진(화면의 가장 큰 그림)은 목록이 오자마자 높은 우선순위로 미리 받는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});

    prefetchHomeData(queryClient);
    await queriesSettled(queryClient);

    const first = queryClient.getQueryData(homeQueries.offerings('OPEN').queryKey)?.content[0];
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([[first?.thumbImgUrl, 'high']]);
  });

  it('막 받은 답이 있으면 곧이어 나타난 구역은 다시 묻지 않는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});
    prefetchHomeData(queryClient);
    await queriesSettled(queryClient);
    requested.length = 0;

    const observers = [
      new QueryObserver(queryClient, homeQueries.offerings('OPEN')),
      new QueryObserver(queryClient, homeQueries.offerings('UPCOMING')),
      new QueryObserver(queryClient, homeQueries.market()),
      new QueryObserver(queryClient, homeQueries.notices()),
      new QueryObserver(queryClient, homeQueries.events()),
    ];
    const stops = observers.map((observer) => observer.subscribe(() => undefined));

    expect(observers.map((observer) => observer.getCurrentResult().status)).toEqual(['success', 'success', 'success', 'success', 'success']);
    expect(requested).toEqual([]);
    for (const stop of stops) stop();
  });
});
