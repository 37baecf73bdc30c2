import { describe, expect, it } from 'vitest';
import { createJogakClient } from '../client/create-jogak-client';
import { createJogakQueryClient } from './create-jogak-query-client';
import { jogakClientOf } from './jogak-client-binding';
import { retryDelayFor, shouldRetryQuery } from './query-client-defaults';

const client = createJogakClient({
  baseUrl: 'http://127.0.0.1:4707',
  getToken: () => null,
  getUserContext: () => ({ userType: '100', individualCorpCode: null }),
});

describe('createJogakQueryClient', () => {
  it('명세의 기본값을 쓰고 클라이언트를 붙인다', () => {
    const queryClient = createJogakQueryClient(client);
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect([queries?.retry, queries?.retryDelay, queries?.gcTime, mutations?.retry]).toEqual([
      shouldRetryQuery,
      retryDelayFor,
      300_000,
      false,
    ]);
    expect(jogakClientOf(queryClient)).toBe(client);
  });

  it('넘긴 값만 바꾸고 나머지 기본값은 둔다', () => {
    const { queries } = createJogakQueryClient(client, { queries: { retryDelay: 0 } }).getDefaultOptions();
    expect([queries?.retryDelay, queries?.retry, queries?.refetchOnWindowFocus]).toEqual([0, shouldRetryQuery, true]);
  });
});
