import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isJogakApiError, type JogakApiError } from '../errors/jogak-api-error';
import type { HttpErrorOutcome, UserContext } from '../policy/http-error-policy';
import { createJogakClient, failureHandledByCaller } from './create-jogak-client';

const baseUrl = 'http://127.0.0.1:4701';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(user: UserContext = { userType: '200', individualCorpCode: 'INDIVIDUAL' }, token: string | null = 'demo-token') {
  const outcomes: HttpErrorOutcome[] = [];
  const client = createJogakClient({
    baseUrl,
    getToken: () => token,
    getUserContext: () => user,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return { client, outcomes };
}

async function rejection(promise: Promise<unknown>): Promise<JogakApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isJogakApiError(error)) throw new Error(`expected a JogakApiError, got ${String(error)}`);
  return error;
}

const amounts = {
  accountNo: '12345678901',
  depositAmt: 1_500_000,
  withdrawableAmt: 1_200_000,
  orderableAmt: 1_190_000,
  pendingSubscriptionAmt: 0,
};

describe('createJogakClient — 요청', () => {
  it('토큰이 있으면 Bearer로 보낸다', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(amounts);
      }),
    );
    const { client, outcomes } = setup();
    const { data } = await client.GET('/main/v1/account/amts');
    expect(data).toEqual(amounts);
    expect(authorization).toBe('Bearer demo-token');
    expect(outcomes).toEqual([]);
  });

  it('토큰이 없으면 Authorization 헤더를 보내지 않는다', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${baseUrl}/main/v1/stock/market-operation-time`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ stdAt: '20250314', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' });
      }),
    );
    const { client } = setup({ userType: '100', individualCorpCode: null }, null);
    await client.GET('/main/v1/stock/market-operation-time');
    expect(authorization).toBeNull();
  });

  it('클라이언트 시간 제한이 없어 느린 응답도 기다린다', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, async () => {
        await delay(300);
        return HttpResponse.json(amounts);
      }),
    );
    const { client } = setup();
    expect((await client.GET('/main/v1/account/amts')).data).toEqual(amounts);
  });
});

describe('createJogakClient — 실패는 onOutcome에 알리고 JogakApiError로 거부한다', () => {
  it('연결이 끊기면 네트워크 오류', async () => {
    server.use(http.get(`${baseUrl}/main/v1/account/amts`, () => HttpResponse.error()));
    const { client, outcomes } = setup();
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('네트워크 연결이 원활하지 않습니다.');
    expect(outcomes.map(({ effects }) => effects)).toEqual([[]]);
  });

  it('앱이 스스로 취소한 호출은 AbortError 그대로이고 알리지 않는다', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, async () => {
        await delay('infinite');
        return HttpResponse.json(amounts);
      }),
    );
    const { client, outcomes } = setup();
    const controller = new AbortController();
    const call = client.GET('/main/v1/account/amts', { signal: controller.signal });
    controller.abort();
    const error = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isJogakApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
    expect(outcomes).toEqual([]);
  });

  it('401, 유형 900: 로그인 안내 후 로그아웃', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: '토큰이 만료되었습니다.' }, { status: 401 }),
      ),
    );
    const { client, outcomes } = setup({ userType: '900', individualCorpCode: 'INDIVIDUAL' });
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect(error.status).toBe(401);
    expect(outcomes[0]?.effects).toEqual([{ type: 'toast', message: '로그인 후 이용해주세요' }, { type: 'logout' }]);
  });

  it('400: 서버 본문으로 거부하고 아무 데도 가지 않는다', async () => {
    const body = { code: 'WITHDRAW_AMOUNT_5000', message: '출금은 5,000원 이상부터 가능합니다.' };
    server.use(http.post(`${baseUrl}/main/v1/account/withdrawal`, () => HttpResponse.json(body, { status: 400 })));
    const { client, outcomes } = setup();
    const error = await rejection(
      client.POST('/main/v1/account/withdrawal', { body: { amount: 4_000, password: 'AAEC', keypadToken: 'kt-1' } }),
    );
    expect(error.code).toBe('WITHDRAW_AMOUNT_5000');
    expect(error.body).toEqual(body);
    expect(outcomes[0]?.effects).toEqual([]);
  });

  it('403 A0010, 개인: 홈의 INPROGRESS 모달', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, () =>
        HttpResponse.json({ code: 'A0010', message: '투자자 유형 변경을 심사하고 있습니다.' }, { status: 403 }),
      ),
    );
    const { client, outcomes } = setup();
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect(error.code).toBe('A0010');
    expect(outcomes[0]?.effects).toEqual([{ type: 'navigate', to: '/home', search: { modal: 'INPROGRESS' } }]);
  });

  it('500: Error 화면', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }, { status: 500 }),
      ),
    );
    const { client, outcomes } = setup();
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(outcomes[0]?.effects).toEqual([{ type: 'navigate', to: '/error' }]);
  });

  it('502가 제휴사 토큰을 가리키면 SH0001', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, () =>
        HttpResponse.json(
          { code: 'SH0001', message: '제휴사 토큰 발급에 실패했습니다. (/main/v1/account/agency/auth/token)' },
          { status: 502 },
        ),
      ),
    );
    const { client, outcomes } = setup();
    expect((await rejection(client.GET('/main/v1/account/amts'))).code).toBe('SH0001');
    expect(outcomes[0]?.effects).toEqual([]);
  });

  it('제휴사 토큰 호출의 실패는 서버 코드를 싣고 다시 던진다', async () => {
    server.use(
      http.post(`${baseUrl}/main/v1/account/agency/auth/token`, () =>
        HttpResponse.json({ code: 'PARTNER_UNAVAILABLE', message: '증권사 시스템 점검 중입니다.' }, { status: 503 }),
      ),
    );
    const { client, outcomes } = setup();
    const error = await rejection(
      client.POST('/main/v1/account/agency/auth/token', {
        body: { ci: 'ci-1', name: '김조각', birth: '1990-01-01', phone: '01012345678' },
      }),
    );
    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.message).toBe('증권사 시스템 점검 중입니다.');
    expect(outcomes[0]?.effects).toEqual([]);
  });

  it('그 밖의 실패(404)는 공통 문구', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/board/notices/999`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: '없는 공지입니다.' }, { status: 404 }),
      ),
    );
    const { client } = setup();
    const error = await rejection(client.GET('/main/v1/board/notices/{id}', { params: { path: { id: 999 } } }));
    expect(error.message).toBe('에러가 발생했습니다. 다시 시도해주세요');
    expect(error.code).toBe('NOT_FOUND');
  });

  it('200 인데 JSON 이 아닌 본문(프록시의 HTML)은 영어 구문 오류가 아니라 공통 문구로 거부한다', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, () => new HttpResponse('<!DOCTYPE html><html><body>로그인</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    );
    const { client, outcomes } = setup();
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', message: '에러가 발생했습니다. 다시 시도해주세요', status: 200, path: '/main/v1/account/amts' });
    expect(outcomes.map((outcome) => outcome.effects)).toEqual([[]]);
  });

  it('본문 없는 200 과 JSON 본문은 그대로 통과한다', async () => {
    server.use(
      http.get(`${baseUrl}/main/v1/account/amts`, () => HttpResponse.json(amounts)),
      http.post(`${baseUrl}/main/v1/member/notifications/check-all`, () => new HttpResponse(null, { status: 200 })),
    );
    const { client, outcomes } = setup();
    expect((await client.GET('/main/v1/account/amts')).data).toEqual(amounts);
    expect((await client.POST('/main/v1/member/notifications/check-all')).data).toBeUndefined();
    expect(outcomes).toEqual([]);
  });
});

describe('failureHandledByCaller — 실패를 부른 쪽이 직접 처리하는 호출', () => {
  it('401 도 정책(토스트, 회원가입 화면)을 거치지 않고 서버 코드와 상태로 거부한다', async () => {
    server.use(
      http.post(`${baseUrl}/main/v1/auth/logout`, () => HttpResponse.json({ code: 'UNAUTHORIZED', message: '로그인 후 이용해주세요' }, { status: 401 })),
    );
    const { client, outcomes } = setup();
    const error = await rejection(client.POST('/main/v1/auth/logout', { middleware: [failureHandledByCaller] }));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: '로그인 후 이용해주세요', status: 401, path: '/main/v1/auth/logout' });
    expect(outcomes).toEqual([]);
  });

  it('본문이 계약의 모양이 아니면 상태의 코드와 공통 문구로 거부하고, 500 에도 Error 화면으로 가지 않는다', async () => {
    server.use(http.post(`${baseUrl}/main/v1/auth/logout`, () => new HttpResponse('Bad Gateway', { status: 500 })));
    const { client, outcomes } = setup();
    const error = await rejection(client.POST('/main/v1/auth/logout', { middleware: [failureHandledByCaller] }));
    expect(error).toMatchObject({ code: 'INTERNAL_ERROR', message: '에러가 발생했습니다. 다시 시도해주세요', status: 500, body: 'Bad Gateway' });
    expect(outcomes).toEqual([]);
  });

  it('성공한 답은 그대로 통과하고, 답이 없으면 정책의 네트워크 오류다', async () => {
    server.use(http.post(`${baseUrl}/main/v1/auth/logout`, () => new HttpResponse(null, { status: 200 })));
    const { client, outcomes } = setup();
    await expect(client.POST('/main/v1/auth/logout', { middleware: [failureHandledByCaller] })).resolves.toMatchObject({ response: { status: 200 } });
    server.use(http.post(`${baseUrl}/main/v1/auth/logout`, () => HttpResponse.error()));
    const error = await rejection(client.POST('/main/v1/auth/logout', { middleware: [failureHandledByCaller] }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(outcomes.map((outcome) => outcome.effects)).toEqual([[]]);
  });
});
