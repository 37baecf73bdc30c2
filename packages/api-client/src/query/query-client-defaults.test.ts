import {
  MutationObserver,
  onlineManager,
  QueryClient,
  QueryObserver,
  type DefaultError,
  type MutationObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isJogakApiError, JogakApiError } from '../errors/jogak-api-error';
import { NETWORK_ERROR_MESSAGE } from '../policy/error-messages';
import { accountMutations } from '../queries/account-queries';
import { memberMutations } from '../queries/member-queries';
import { jogakQueryClientDefaults, retryDelayFor, shouldRetryQuery } from './query-client-defaults';
import { signedInQueryClient } from '../../test/signed-in-query-client';

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
    expect(queryClient.getDefaultOptions().mutations?.gcTime).toBe(0);
  });
});

describe('jogakQueryClientDefaults: 봉인된 PIN과 출금 비밀번호', () => {
  const baseUrl = 'http://127.0.0.1:4704';
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const signedInClient = () => signedInQueryClient(baseUrl);

  /** The cached mutations whose variables carry one of `secrets`. */
  function holding(queryClient: QueryClient, secrets: readonly string[]) {
    return queryClient
      .getMutationCache()
      .getAll()
      .filter((mutation) => secrets.some((secret) => JSON.stringify(mutation.state.variables).includes(secret)));
  }

  /**
   * Runs the mutation as a screen's useMutation does (its observer listening while the screen is
   * up), lets it settle, then leaves the screen; resolves once the cache holds none of `secrets`.
   */
  async function submitAndLeave<TData, TVariables>(
    options: MutationObserverOptions<TData, DefaultError, TVariables>,
    variables: TVariables,
    secrets: readonly string[],
  ) {
    const queryClient = signedInClient();
    const observer = new MutationObserver(queryClient, options);
    const leaveScreen = observer.subscribe(() => undefined);
    await observer.mutate(variables).catch(() => undefined);
    // While the screen is up its result (variables included) is the screen's to show.
    expect(holding(queryClient, secrets)).toHaveLength(1);
    leaveScreen();
    await expect.poll(() => holding(queryClient, secrets)).toEqual([]);
  }

  it('PIN 변경: 화면을 떠나면 현재·새 PIN이 뮤테이션 캐시에 남지 않는다', async () => {
    server.use(http.put(`${baseUrl}/main/v1/member/pin`, () => HttpResponse.json({})));
    const pins = { hashPIN: 'SEALED-CURRENT-PIN', newHashPIN: 'SEALED-NEW-PIN', newHashPINConfirm: 'SEALED-NEW-PIN-AGAIN' };
    await submitAndLeave(memberMutations.changePin(), pins, Object.values(pins));
  });

  it('회원 탈퇴: PIN이 틀려 거절돼도 화면을 떠나면 PIN이 뮤테이션 캐시에 남지 않는다', async () => {
    server.use(
      http.delete(`${baseUrl}/main/v1/member`, () =>
        HttpResponse.json({ code: 'LOGIN_FAILED', message: 'PIN이 일치하지 않아요.' }, { status: 400 }),
      ),
    );
    await submitAndLeave(memberMutations.close(), { hashPIN: 'SEALED-CLOSE-PIN', closeReasonCod: '01' }, ['SEALED-CLOSE-PIN']);
  });

  it('출금: 화면을 떠나면 출금 비밀번호와 키패드 토큰이 뮤테이션 캐시에 남지 않는다', async () => {
    server.use(http.post(`${baseUrl}/main/v1/account/withdrawal`, () => HttpResponse.json({})));
    await submitAndLeave(
      accountMutations.withdraw(),
      { amount: 50_000, password: 'SEALED-WITHDRAW-PASSWORD', keypadToken: 'KEYPAD-TOKEN-1' },
      ['SEALED-WITHDRAW-PASSWORD', 'KEYPAD-TOKEN-1'],
    );
  });
});

/** What the http client rejects with when no answer came (the device is offline). */
function networkFailure(): JogakApiError {
  return new JogakApiError({ code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, status: null, path: '/main/v1/orders', body: null });
}

/** A client with the defaults, mounted as QueryClientProvider mounts it (it then hears the device go online). */
function mountedClient(): QueryClient {
  const queryClient = new QueryClient({
    // No back-off wait in tests; every other default as the app has it.
    defaultOptions: { queries: { ...jogakQueryClientDefaults.queries, retryDelay: 0 }, mutations: jogakQueryClientDefaults.mutations },
  });
  queryClient.mount();
  return queryClient;
}

describe('jogakQueryClientDefaults 오프라인', () => {
  const clients: QueryClient[] = [];
  const client = () => {
    const queryClient = mountedClient();
    clients.push(queryClient);
    return queryClient;
  };
  afterEach(() => {
    for (const queryClient of clients.splice(0)) {
      queryClient.unmount();
      queryClient.clear();
    }
    onlineManager.setOnline(true);
  });

  it('오프라인에서 누른 제출은 미뤄지지 않고 바로 NETWORK_ERROR로 실패하며, 연결이 돌아와도 다시 보내지 않는다', async () => {
    const queryClient = client();
    const mutationFn = vi.fn(() => Promise.reject(networkFailure()));
    onlineManager.setOnline(false);
    const observer = new MutationObserver(queryClient, { mutationFn });

    const error = await observer.mutate().catch((reason: unknown) => reason);
    expect(isJogakApiError(error) && [error.code, error.message]).toEqual(['NETWORK_ERROR', '네트워크 연결이 원활하지 않습니다.']);
    expect(observer.getCurrentResult().isPaused).toBe(false);
    expect(mutationFn).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    // What going online sets off: every paused mutation is sent now. None may be waiting.
    await queryClient.resumePausedMutations();
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('오프라인에서 부른 조회는 멈춰 기다리지 않고 재시도 뒤 오류가 되며, 연결이 돌아오면 다시 불러온다', async () => {
    const queryClient = client();
    const queryFn = vi.fn(() => (onlineManager.isOnline() ? Promise.resolve('answer') : Promise.reject(networkFailure())));
    onlineManager.setOnline(false);
    const observer = new QueryObserver(queryClient, { queryKey: ['offline-read'], queryFn });
    const seen: Array<QueryObserverResult<string>> = [];
    const settled = (status: 'error' | 'success') =>
      new Promise<void>((resolve) => {
        const unsubscribe = observer.subscribe((result) => {
          seen.push(result);
          if (result.status === status && result.fetchStatus === 'idle') {
            unsubscribe();
            resolve();
          }
        });
      });
    // The first listener starts the fetch; the second keeps the observer (and its reconnect
    // refetch) alive once the first has heard what it waited for.
    const errored = settled('error');
    const keepObserving = observer.subscribe(() => undefined);

    await errored;
    expect(queryFn).toHaveBeenCalledTimes(1 + 3);
    expect(seen.some((result) => result.fetchStatus === 'paused')).toBe(false);
    expect(isJogakApiError(observer.getCurrentResult().error) && observer.getCurrentResult().error?.message).toBe(NETWORK_ERROR_MESSAGE);

    const recovered = settled('success');
    onlineManager.setOnline(true);
    await recovered;
    expect(observer.getCurrentResult().data).toBe('answer');
    keepObserving();
  });
});
