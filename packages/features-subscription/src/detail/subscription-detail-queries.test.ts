import { SANDBOX_ORIGIN, jogakQueryClient, queriesSettled, requestedPaths } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { QueryObserver } from '@tanstack/react-query';
// React DOM's client sets up `preload` (the app's start-up loads it before any route).
import 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { heroImageOf, prefetchSubscriptionDetail, subscriptionDetailQuery } from './subscription-detail-queries';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const requested = requestedPaths(sandbox);
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  requested.length = 0;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});
afterAll(() => sandbox.close());

function imagePreloads(): string[][] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
    link.getAttribute('href') ?? '',
    link.getAttribute('fetchpriority') ?? '',
  ]);
}

describe('prefetchSubscriptionDetail', () => {
  // React DOM preloads an address once per document: each test prefetches an offering of its own.
  it('공모 상세를 묻고, 곧이어 나타난 화면은 다시 묻지 않는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});
    prefetchSubscriptionDetail(queryClient, 109);
    await queriesSettled(queryClient);
    expect(requested).toEqual(['/main/v1/offerings/109']);
    expect(queryClient.getQueryData(subscriptionDetailQuery(109).queryKey)?.name).toBe('판교 테크원 라이프');

    requested.length = 0;
    const observer = new QueryObserver(queryClient, subscriptionDetailQuery(109));
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().status).toBe('success');
    expect(requested).toEqual([]);
    stop();
  });

  it('대표 사진(화면의 가장 큰 그림)은 상세가 오자마자 높은 우선순위로 미리 받는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});
    prefetchSubscriptionDetail(queryClient, 108);
    await queriesSettled(queryClient);
    await expect.poll(imagePreloads).toEqual([['/__sandbox/images/offering-108.svg', 'high']]);
  });

  it('서버가 모르는 공모면 사진을 미리 받지 않는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});
    prefetchSubscriptionDetail(queryClient, 99999);
    await queriesSettled(queryClient);
    expect(imagePreloads()).toEqual([]);
  });
});

describe('heroImageOf', () => {
  const offering = { imageUrls: ['/a.jpg', '/b.jpg'], thumbImgUrl: '/thumb.jpg' };

  it('사진 목록의 첫 사진, 없으면 썸네일', () => {
    expect(heroImageOf(offering)).toBe('/a.jpg');
    expect(heroImageOf({ ...offering, imageUrls: [] })).toBe('/thumb.jpg');
  });
});
