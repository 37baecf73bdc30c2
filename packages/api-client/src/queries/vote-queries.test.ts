import { InfiniteQueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInQueryClient } from '../../test/signed-in-query-client';
import { voteQueries } from './vote-queries';

const baseUrl = 'http://127.0.0.1:4705';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const vote = (id: number) => ({
  id,
  title: `투표 ${id}`,
  stockCd: 'JG0001',
  name: '을지로 파인타워 1호',
  status: 'OPEN',
  beginAt: '2025-03-01T00:00:00+09:00',
  endAt: '2025-03-09T00:00:00+09:00',
  votedYn: 'N',
  voteQty: 10,
});

describe('voteQueries.feed', () => {
  it('투표 키 아래에 크기별로 두어, 투표 무효화가 목록도 새로 고친다', async () => {
    expect(voteQueries.feed({ size: 50 }).queryKey).toEqual(['vote', 'feed', { size: 50 }]);
    const queryClient = signedInQueryClient(baseUrl);
    queryClient.setQueryData(voteQueries.feed({ size: 50 }).queryKey, { pages: [], pageParams: [] });
    await queryClient.invalidateQueries({ queryKey: voteQueries.all() });
    expect(queryClient.getQueryState(voteQueries.feed({ size: 50 }).queryKey)?.isInvalidated).toBe(true);
  });

  it('마지막 페이지가 아니면 다음 페이지를 묻고, 마지막이면 멈춘다', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${baseUrl}/main/v1/votes`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json({
          content: page === 0 ? [vote(1), vote(2)] : [vote(3)],
          pageInfo: { page, size: 2, totalElements: 3, last: page === 1 },
        });
      }),
    );
    const observer = new InfiniteQueryObserver(signedInQueryClient(baseUrl), voteQueries.feed({ size: 2 }));
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data?.pages.length).toBe(1);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.data?.pages.flatMap((page) => page.content.map((item) => item.id))).toEqual([1, 2, 3]);
    expect(result.hasNextPage).toBe(false);
    expect(asked).toEqual(['?page=0&size=2', '?page=1&size=2']);
    unsubscribe();
  });
});
