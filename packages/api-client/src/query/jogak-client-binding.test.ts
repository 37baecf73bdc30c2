import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJogakClient } from '../client/create-jogak-client';
import { isJogakApiError } from '../errors/jogak-api-error';
import { attachJogakClient, dataOf, jogakClientOf } from './jogak-client-binding';

const baseUrl = 'http://127.0.0.1:4702';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createJogakClient({
  baseUrl,
  getToken: () => null,
  getUserContext: () => ({ userType: '100', individualCorpCode: null }),
});

describe('attachJogakClient / jogakClientOf', () => {
  it('붙인 클라이언트를 돌려준다', () => {
    const queryClient = new QueryClient();
    attachJogakClient(queryClient, client);
    expect(jogakClientOf(queryClient)).toBe(client);
  });

  it('붙이지 않은 QueryClient면 무엇을 해야 하는지 알려준다', () => {
    expect(() => jogakClientOf(new QueryClient())).toThrow(
      'No Jogak client is attached to this QueryClient: call attachJogakClient(queryClient, client) first.',
    );
  });
});

describe('dataOf', () => {
  it('성공한 호출의 data를 돌려준다', async () => {
    server.use(http.get(`${baseUrl}/main/v1/member/notifications/has-new`, () => HttpResponse.json({ hasNew: true })));
    expect(await dataOf(client.GET('/main/v1/member/notifications/has-new'))).toEqual({ hasNew: true });
  });

  it('본문이 약속된 200에 본문이 없으면 UNKNOWN_ERROR로 거부한다', async () => {
    server.use(http.get(`${baseUrl}/main/v1/member/notifications/has-new`, () => new HttpResponse(null, { status: 200 })));
    const error = await dataOf(client.GET('/main/v1/member/notifications/has-new')).catch((reason: unknown) => reason);
    expect(isJogakApiError(error) && [error.code, error.status, error.message]).toEqual([
      'UNKNOWN_ERROR',
      200,
      '에러가 발생했습니다. 다시 시도해주세요',
    ]);
  });
});
