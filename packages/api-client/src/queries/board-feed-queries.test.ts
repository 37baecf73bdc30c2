import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJogakClient } from '../client/create-jogak-client';
import { attachJogakClient } from '../query/jogak-client-binding';
import { boardFeedQueries } from './board-feed-queries';

const baseUrl = 'http://127.0.0.1:4704';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({ baseUrl, getToken: () => null, getUserContext: () => ({ userType: '100', individualCorpCode: null }) }),
  );
  return queryClient;
}

const story = (id: number) => ({ id, title: `스토리 ${id}`, thumbImgUrl: null, pinnedYn: 'N', createdAt: '2025-03-01T09:00:00+09:00' });

describe('boardFeedQueries', () => {
  it('게시판 키 아래에 크기별로 둔다', () => {
    expect(boardFeedQueries.events({ size: 10 }).queryKey).toEqual(['board', 'event', 'feed', { size: 10 }]);
    expect(boardFeedQueries.press({ size: 20 }).queryKey).toEqual(['board', 'press', 'feed', { size: 20 }]);
    expect(boardFeedQueries.notices({ size: 20 }).queryKey).toEqual(['board', 'notice', 'feed', { size: 20 }]);
  });

  it('1:1 문의 피드는 문의 키 아래에 있어 문의 변경이 함께 새로 고친다', async () => {
    expect(boardFeedQueries.qnas({ size: 20 }).queryKey).toEqual(['board', 'qna', 'feed', { size: 20 }]);
    const queryClient = setup();
    queryClient.setQueryData(boardFeedQueries.qnas({ size: 20 }).queryKey, { pages: [], pageParams: [] });
    await queryClient.invalidateQueries({ queryKey: ['board', 'qna'] });
    expect(queryClient.getQueryState(boardFeedQueries.qnas({ size: 20 }).queryKey)?.isInvalidated).toBe(true);
  });

  it('마지막 페이지가 아니면 다음 페이지를 묻고, 마지막이면 멈춘다', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${baseUrl}/main/v1/board/stories`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json({
          content: page === 0 ? [story(3), story(2)] : [story(1)],
          pageInfo: { page, size: 2, totalElements: 3, last: page === 1 },
        });
      }),
    );
    const observer = new InfiniteQueryObserver(setup(), boardFeedQueries.stories({ size: 2 }));
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data?.pages.length).toBe(1);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.data?.pages.flatMap((page) => page.content.map((item) => item.title))).toEqual(['스토리 3', '스토리 2', '스토리 1']);
    expect(result.hasNextPage).toBe(false);
    expect(asked).toEqual(['?page=0&size=2', '?page=1&size=2']);
    unsubscribe();
  });
});
