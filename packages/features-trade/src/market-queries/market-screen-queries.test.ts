import { SANDBOX_ORIGIN, jogakQueryClient, queriesSettled, requestedPaths } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marketScreenQueries, prefetchMarketDetail, prefetchMarketList } from './market-screen-queries';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const requested = requestedPaths(sandbox);
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  requested.length = 0;
});
afterAll(() => sandbox.close());

describe('시세 화면의 미리 묻기', () => {
  it('시세 목록은 종목 목록과 장 운영 시간을 함께 묻고, 곧이어 나타난 화면은 다시 묻지 않는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});
    prefetchMarketList(queryClient);
    await queriesSettled(queryClient);
    expect([...requested].sort()).toEqual(['/main/v1/market/stocks', '/main/v1/stock/market-operation-time']);
    expect(queryClient.getQueryData(marketScreenQueries.list().queryKey)?.content.map((stock) => stock.stockCd)).toContain('JG0001');

    requested.length = 0;
    const observers = [new QueryObserver(queryClient, marketScreenQueries.list()), new QueryObserver(queryClient, marketScreenQueries.operationTime())];
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    expect(observers.map((observer) => observer.getCurrentResult().status)).toEqual(['success', 'success']);
    expect(requested).toEqual([]);
    for (const stop of stops) stop();
  });

  it('종목 시세는 종목, 호가, 장 운영 시간을 함께 묻고, 곧이어 나타난 화면은 다시 묻지 않는다', async () => {
    const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});
    prefetchMarketDetail(queryClient, 'JG0001');
    await queriesSettled(queryClient);
    expect([...requested].sort()).toEqual(['/main/v1/market/stocks/JG0001', '/main/v1/market/stocks/JG0001/order-book', '/main/v1/stock/market-operation-time']);
    expect(queryClient.getQueryData(marketScreenQueries.detail('JG0001').queryKey)?.name).toBe('을지로 파인타워 1호');

    requested.length = 0;
    const observers = [
      new QueryObserver(queryClient, marketScreenQueries.detail('JG0001')),
      new QueryObserver(queryClient, marketScreenQueries.orderBook('JG0001')),
      new QueryObserver(queryClient, marketScreenQueries.operationTime()),
    ];
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    expect(observers.map((observer) => observer.getCurrentResult().status)).toEqual(['success', 'success', 'success']);
    expect(requested).toEqual([]);
    for (const stop of stops) stop();
  });
});
