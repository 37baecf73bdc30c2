import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { JogakApiError } from '../errors/jogak-api-error';
import { jogakQueryClientDefaults, retryDelayFor, shouldRetryQuery } from './query-client-defaults';

function errorWithStatus(status: number | null): JogakApiError {
  return new JogakApiError({ code: 'X', message: 'x', status, path: '/main/v1/account/amts', body: null });
}

describe('retryDelayFor', () => {
  it('1초에서 시작해 두 배씩 늘고 30초에서 멈춘다', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayFor)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('shouldRetryQuery', () => {
  it('네트워크 오류는 세 번까지 다시 시도한다', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, errorWithStatus(null)))).toEqual([true, true, true, false]);
  });

  it('4xx는 다시 시도하지 않는다', () => {
    expect([400, 401, 403, 404, 409].map((status) => shouldRetryQuery(0, errorWithStatus(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('정책이 이미 처리한 500·502는 다시 시도하지 않고, 503·504는 다시 시도한다', () => {
    expect([500, 502, 503, 504].map((status) => shouldRetryQuery(0, errorWithStatus(status)))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('JogakApiError가 아닌 오류는 다시 시도한다', () => {
    expect(shouldRetryQuery(0, new TypeError('x'))).toBe(true);
    expect(shouldRetryQuery(3, new TypeError('x'))).toBe(false);
  });
});

describe('jogakQueryClientDefaults', () => {
  it('QueryClient에 그대로 넣으면 명세의 기본값이 된다', () => {
    const queryClient = new QueryClient({ defaultOptions: jogakQueryClientDefaults });
    const queries = queryClient.getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.refetchOnReconnect).toBe(true);
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(retryDelayFor);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
