import {
  accountQueries,
  createJogakClient,
  createJogakQueryClient,
  isJogakApiError,
  type JogakClient,
} from '@jogak/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../../src/node';

/*
 * The TanStack Query defaults against the sandbox's fault switches: which failures are retried.
 * The back-off itself (1 s doubling to 30 s) is tested as values in api-client; here it is set
 * to 0 so the test waits for nothing.
 */
const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const baseUrl = 'http://127.0.0.1:4706';

beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

async function signedInQueryClient(): Promise<ReturnType<typeof createJogakQueryClient>> {
  let token: string | null = null;
  const client: JogakClient = createJogakClient({
    baseUrl,
    getToken: () => token,
    getUserContext: () => ({ userType: '200', individualCorpCode: 'INDIVIDUAL' }),
  });
  const { data } = await client.POST('/main/v1/auth/demo/login', { body: { memberId: 'demo-general' } });
  token = data?.token ?? null;
  return createJogakQueryClient(client, { queries: { retryDelay: 0 } });
}

function callsTo(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  sandbox.server.events.on('request:start', listener);
  return {
    count: () => count,
    stop: () => sandbox.server.events.removeListener('request:start', listener),
  };
}

describe('jogakQueryClientDefaults — 샌드박스', () => {
  it('연결이 두 번 끊겨도 세 번째 시도에서 데이터를 받는다', async () => {
    const queryClient = await signedInQueryClient();
    sandbox.faults.add({ abort: true, path: '/main/v1/account/amts', times: 2 });
    const calls = callsTo('/main/v1/account/amts');
    const amounts = await queryClient.fetchQuery(accountQueries.amounts());
    calls.stop();
    expect(amounts.depositAmt).toBe(2_750_000);
    expect(calls.count()).toBe(3);
  });

  it('계속 끊기면 처음 한 번과 재시도 세 번, 모두 네 번 부르고 네트워크 오류로 끝난다', async () => {
    const queryClient = await signedInQueryClient();
    sandbox.faults.add({ abort: true, path: '/main/v1/account/amts', times: 0 });
    const calls = callsTo('/main/v1/account/amts');
    const error = await queryClient
      .fetchQuery(accountQueries.amounts())
      .catch((reason: unknown) => reason);
    calls.stop();
    expect(isJogakApiError(error) && error.code).toBe('NETWORK_ERROR');
    expect(calls.count()).toBe(4);
  });

  it('403은 다시 시도하지 않는다', async () => {
    const queryClient = await signedInQueryClient();
    sandbox.faults.add({ status: 403, code: 'A0009', path: '/main/v1/account/amts', times: 0 });
    const calls = callsTo('/main/v1/account/amts');
    const error = await queryClient
      .fetchQuery(accountQueries.amounts())
      .catch((reason: unknown) => reason);
    calls.stop();
    expect(isJogakApiError(error) && error.code).toBe('A0009');
    expect(calls.count()).toBe(1);
  });
});
