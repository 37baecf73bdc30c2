import {
  createJogakClient,
  isJogakApiError,
  type HttpErrorOutcome,
  type JogakApiError,
  type JogakClient,
  type UserContext,
} from '@jogak/api-client';
import { DEMO_ACCOUNT_PASSWORD, PLAIN_PASSWORD_TOKEN } from '../../src/index';
import { setupSandboxServer } from '../../src/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/*
 * Every branch of the client's HTTP error policy (spec section 8) against the sandbox: real rule
 * violations where the sandbox has them, its fault switches for the rest. No mocked fetch.
 * The sandbox's public face is imported by relative path: ESLint's resolver cannot follow a
 * package's import of its own name.
 */
const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const baseUrl = 'http://127.0.0.1:4705';

beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

interface Harness {
  client: JogakClient;
  outcomes: HttpErrorOutcome[];
  signIn(memberId: string): Promise<void>;
}

function harness(user: UserContext): Harness {
  const outcomes: HttpErrorOutcome[] = [];
  let token: string | null = null;
  const client = createJogakClient({
    baseUrl,
    getToken: () => token,
    getUserContext: () => user,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return {
    client,
    outcomes,
    async signIn(memberId) {
      const { data } = await client.POST('/main/v1/auth/demo/login', { body: { memberId } });
      token = data?.token ?? null;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<JogakApiError> {
  const reason = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isJogakApiError(reason)) throw new Error(`expected a JogakApiError, got ${String(reason)}`);
  return reason;
}

const individual: UserContext = { userType: '200', individualCorpCode: 'INDIVIDUAL' };

describe('샌드박스 — 연결과 지연', () => {
  it('연결이 끊기면 "네트워크 연결이 원활하지 않습니다."로 거부한다', async () => {
    const { client, outcomes, signIn } = harness(individual);
    await signIn('demo-general');
    sandbox.faults.add({ abort: true, path: '/main/v1/account/amts' });
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect([error.code, error.message, error.status]).toEqual(['NETWORK_ERROR', '네트워크 연결이 원활하지 않습니다.', null]);
    expect(outcomes.map(({ effects }) => effects)).toEqual([[]]);
  });

  it('느린 응답은 시간 제한 없이 기다려 받는다', async () => {
    const { client, outcomes, signIn } = harness(individual);
    await signIn('demo-general');
    sandbox.faults.add({ delayMs: 300, path: '/main/v1/account/amts' });
    const { data } = await client.GET('/main/v1/account/amts');
    expect(data?.depositAmt).toBe(2_750_000);
    expect(outcomes).toEqual([]);
  });
});

describe('샌드박스 — 401', () => {
  it('토큰 없이 계좌를 부르면, 유형 900은 "로그인 후 이용해주세요"와 로그아웃', async () => {
    const { client, outcomes } = harness({ userType: '900', individualCorpCode: 'INDIVIDUAL' });
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect([error.status, error.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(outcomes[0]?.effects).toEqual([{ type: 'toast', message: '로그인 후 이용해주세요' }, { type: 'logout' }]);
  });

  it('유형 100은 "회원가입 후 이용해주세요"와 회원가입 화면', async () => {
    const { client, outcomes } = harness({ userType: '100', individualCorpCode: null });
    await rejection(client.GET('/main/v1/account/amts'));
    expect(outcomes[0]?.effects).toEqual([
      { type: 'toast', message: '회원가입 후 이용해주세요' },
      { type: 'navigate', to: '/auth/sign-up' },
    ]);
  });

  it('스위치로 만든 401도 같다', async () => {
    const { client, outcomes, signIn } = harness({ userType: '900', individualCorpCode: 'INDIVIDUAL' });
    await signIn('demo-general');
    sandbox.faults.add({ status: 401, path: '/main/v1/member/more-info' });
    await rejection(client.GET('/main/v1/member/more-info'));
    expect(outcomes[0]?.effects).toEqual([{ type: 'toast', message: '로그인 후 이용해주세요' }, { type: 'logout' }]);
  });
});

describe('샌드박스 — 400', () => {
  it('5,000원 미만 출금은 서버 본문(WITHDRAW_AMOUNT_5000)으로 거부하고 이동하지 않는다', async () => {
    const { client, outcomes, signIn } = harness(individual);
    await signIn('demo-general');
    const error = await rejection(
      client.POST('/main/v1/account/withdrawal', {
        body: { amount: 4_000, password: DEMO_ACCOUNT_PASSWORD, keypadToken: PLAIN_PASSWORD_TOKEN },
      }),
    );
    expect([error.status, error.code]).toEqual([400, 'WITHDRAW_AMOUNT_5000']);
    expect(error.body).toEqual({ code: 'WITHDRAW_AMOUNT_5000', message: error.message });
    expect(outcomes[0]?.effects).toEqual([]);
  });
});

describe('샌드박스 — 403, 개인', () => {
  const cases: Array<[string, string, unknown]> = [
    ['demo-kyc-required', 'A0007', { type: 'navigate', to: '/kyc' }],
    ['demo-cdd', 'A0009', { type: 'navigate', to: '/home', search: { modal: 'CDD' } }],
    ['demo-wlf-review', 'A0006', { type: 'navigate', to: '/home', search: { modal: 'WLF', code: '200' } }],
    ['demo-wlf-rejected', 'A0008', { type: 'navigate', to: '/home', search: { modal: 'WLF', code: '400' } }],
    ['demo-in-progress', 'A0010', { type: 'navigate', to: '/home', search: { modal: 'INPROGRESS' } }],
  ];

  it.each(cases)('%s: %s → %o', async (memberId, code, effect) => {
    const { client, outcomes, signIn } = harness(individual);
    await signIn(memberId);
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect([error.status, error.code]).toEqual([403, code]);
    expect(outcomes[0]?.effects).toEqual([effect]);
  });
});

describe('샌드박스 — 403, 법인과 그 밖의 유형', () => {
  it('법인 A0009는 홈의 CDD 모달', async () => {
    const { client, outcomes, signIn } = harness({ userType: '200', individualCorpCode: 'GENERAL_CORPORATION' });
    await signIn('demo-corp-cdd');
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect(error.code).toBe('A0009');
    expect(outcomes[0]?.effects).toEqual([{ type: 'navigate', to: '/home', search: { modal: 'CDD' } }]);
  });

  it('법인에게 온 A0007은 이동 없이 본문으로 거부한다', async () => {
    const { client, outcomes, signIn } = harness({ userType: '200', individualCorpCode: 'CORPORATE' });
    await signIn('demo-corp-pro');
    sandbox.faults.add({ status: 403, code: 'A0007', path: '/main/v1/account/amts' });
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect([error.code, error.message]).toEqual(['A0007', '고객확인(KYC)이 필요합니다.']);
    expect(outcomes[0]?.effects).toEqual([]);
  });

  it('개인·법인 구분이 없는 사용자에게 온 A0009도 본문으로 거부한다', async () => {
    const { client, outcomes, signIn } = harness({ userType: '200', individualCorpCode: null });
    await signIn('demo-cdd');
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect(error.code).toBe('A0009');
    expect(outcomes[0]?.effects).toEqual([]);
  });
});

describe('샌드박스 — 500·502', () => {
  it('500은 Error 화면으로 보내고 서버 코드로 거부한다', async () => {
    const { client, outcomes, signIn } = harness(individual);
    await signIn('demo-general');
    sandbox.faults.add({ status: 500, path: '/main/v1/account/asset-status' });
    const error = await rejection(client.GET('/main/v1/account/asset-status'));
    expect([error.status, error.code, error.message]).toEqual([500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.']);
    expect(outcomes[0]?.effects).toEqual([{ type: 'navigate', to: '/error' }]);
  });

  it('502가 제휴사 토큰 엔드포인트를 가리키면 SH0001로 거부하고 이동하지 않는다', async () => {
    const { client, outcomes, signIn } = harness(individual);
    await signIn('demo-general');
    sandbox.faults.add({
      status: 502,
      message: '제휴사 토큰 발급에 실패했습니다. (/main/v1/account/agency/auth/token)',
      path: '/main/v1/account/amts',
    });
    const error = await rejection(client.GET('/main/v1/account/amts'));
    expect([error.status, error.code]).toEqual([502, 'SH0001']);
    expect(outcomes[0]?.effects).toEqual([]);
  });

  it('제휴사 토큰 호출 자체가 실패하면 서버 코드를 싣고 다시 던진다', async () => {
    const { client, outcomes, signIn } = harness(individual);
    await signIn('demo-general');
    sandbox.faults.add({ status: 503, code: 'PARTNER_UNAVAILABLE', message: '증권사 점검 중입니다.', path: '/account/agency/auth/token' });
    const error = await rejection(
      client.POST('/main/v1/account/agency/auth/token', {
        body: { ci: 'ci-demo-general', name: '김민준', birth: '1990-05-12', phone: '01012345678' },
      }),
    );
    expect([error.status, error.code, error.message]).toEqual([503, 'PARTNER_UNAVAILABLE', '증권사 점검 중입니다.']);
    expect(outcomes[0]?.effects).toEqual([]);
  });
});

describe('샌드박스 — 그 밖의 실패', () => {
  it('없는 공지(404)는 "에러가 발생했습니다. 다시 시도해주세요"로 거부한다', async () => {
    const { client, outcomes } = harness({ userType: '100', individualCorpCode: null });
    const error = await rejection(client.GET('/main/v1/board/notices/{id}', { params: { path: { id: 999_999 } } }));
    expect([error.status, error.code, error.message]).toEqual([404, 'NOT_FOUND', '에러가 발생했습니다. 다시 시도해주세요']);
    expect(outcomes[0]?.effects).toEqual([]);
  });
});
