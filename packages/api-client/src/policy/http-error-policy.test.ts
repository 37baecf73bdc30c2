import { describe, expect, it } from 'vitest';
import { resolveHttpError, type HttpFailure, type UserContext } from './http-error-policy';

const individual: UserContext = { userType: '200', individualCorpCode: 'INDIVIDUAL' };
const corporate: UserContext = { userType: '200', individualCorpCode: 'CORPORATE' };
const generalCorporation: UserContext = { userType: '000', individualCorpCode: 'GENERAL_CORPORATION' };
const guest: UserContext = { userType: '100', individualCorpCode: null };
const signedOut: UserContext = { userType: '900', individualCorpCode: 'INDIVIDUAL' };

function response(status: number, body: unknown, path = '/main/v1/account/amts'): HttpFailure {
  return { kind: 'response', path, status, body };
}

function summary(failure: HttpFailure, user: UserContext) {
  const { effects, error } = resolveHttpError(failure, user);
  return { effects, code: error.code, message: error.message, status: error.status };
}

describe('resolveHttpError — 네트워크', () => {
  it('연결이 끊기면 "네트워크 연결이 원활하지 않습니다."로 거부하고 다른 일은 하지 않는다', () => {
    const cause = new TypeError('Failed to fetch');
    const { effects, error } = resolveHttpError({ kind: 'network', path: '/main/v1/account/amts', cause }, individual);
    expect(effects).toEqual([]);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('네트워크 연결이 원활하지 않습니다.');
    expect(error.status).toBeNull();
    expect(error.path).toBe('/main/v1/account/amts');
    expect(error.cause).toBe(cause);
  });
});

describe('resolveHttpError — 401', () => {
  it('유형 900이면 "로그인 후 이용해주세요" 토스트 후 로그아웃한다', () => {
    expect(summary(response(401, { code: 'UNAUTHORIZED', message: '토큰이 만료되었습니다.' }), signedOut)).toEqual({
      effects: [{ type: 'toast', message: '로그인 후 이용해주세요' }, { type: 'logout' }],
      code: 'UNAUTHORIZED',
      message: '로그인 후 이용해주세요',
      status: 401,
    });
  });

  it('그 밖의 유형이면 "회원가입 후 이용해주세요" 토스트 후 회원가입으로 간다', () => {
    expect(summary(response(401, { code: 'UNAUTHORIZED', message: '토큰이 없습니다.' }), guest)).toEqual({
      effects: [
        { type: 'toast', message: '회원가입 후 이용해주세요' },
        { type: 'navigate', to: '/auth/sign-up' },
      ],
      code: 'UNAUTHORIZED',
      message: '회원가입 후 이용해주세요',
      status: 401,
    });
  });

  it('로그인한 회원(200)도 900이 아니므로 회원가입으로 보낸다 (명세 그대로)', () => {
    expect(resolveHttpError(response(401, null), individual).effects).toEqual([
      { type: 'toast', message: '회원가입 후 이용해주세요' },
      { type: 'navigate', to: '/auth/sign-up' },
    ]);
  });

  it('본문이 없으면 코드는 UNAUTHORIZED다', () => {
    expect(resolveHttpError(response(401, ''), guest).error.code).toBe('UNAUTHORIZED');
  });
});

describe('resolveHttpError — 400', () => {
  it('서버 본문 그대로 거부한다', () => {
    const body = { code: 'WITHDRAW_AMOUNT_5000', message: '출금은 5,000원 이상부터 가능합니다.' };
    const { effects, error } = resolveHttpError(response(400, body, '/main/v1/account/withdrawal'), individual);
    expect(effects).toEqual([]);
    expect(error.code).toBe('WITHDRAW_AMOUNT_5000');
    expect(error.message).toBe('출금은 5,000원 이상부터 가능합니다.');
    expect(error.status).toBe(400);
    expect(error.body).toBe(body);
  });

  it('계약을 벗어난 본문도 body로 넘기고, 코드는 BAD_REQUEST, 메시지는 공통 문구다', () => {
    const { error } = resolveHttpError(response(400, 'Bad Request'), individual);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('에러가 발생했습니다. 다시 시도해주세요');
    expect(error.body).toBe('Bad Request');
  });
});

describe('resolveHttpError — 403 개인', () => {
  const forbidden = (code: string) => response(403, { code, message: '이용이 제한되었습니다.' });

  it('A0007이면 /kyc로 간다', () => {
    expect(summary(forbidden('A0007'), individual)).toEqual({
      effects: [{ type: 'navigate', to: '/kyc' }],
      code: 'A0007',
      message: '이용이 제한되었습니다.',
      status: 403,
    });
  });

  it('A0009이면 홈에서 CDD 모달을 연다', () => {
    expect(resolveHttpError(forbidden('A0009'), individual).effects).toEqual([
      { type: 'navigate', to: '/home', search: { modal: 'CDD' } },
    ]);
  });

  it('A0006이면 홈에서 WLF code=200 모달을 연다', () => {
    expect(resolveHttpError(forbidden('A0006'), individual).effects).toEqual([
      { type: 'navigate', to: '/home', search: { modal: 'WLF', code: '200' } },
    ]);
  });

  it('A0008이면 홈에서 WLF code=400 모달을 연다', () => {
    expect(resolveHttpError(forbidden('A0008'), individual).effects).toEqual([
      { type: 'navigate', to: '/home', search: { modal: 'WLF', code: '400' } },
    ]);
  });

  it('A0010이면 홈에서 INPROGRESS 모달을 연다', () => {
    expect(resolveHttpError(forbidden('A0010'), individual).effects).toEqual([
      { type: 'navigate', to: '/home', search: { modal: 'INPROGRESS' } },
    ]);
  });

  it('모르는 코드면 이동 없이 본문으로 거부한다', () => {
    expect(summary(forbidden('X9999'), individual)).toEqual({
      effects: [],
      code: 'X9999',
      message: '이용이 제한되었습니다.',
      status: 403,
    });
  });
});

describe('resolveHttpError — 403 법인과 그 밖의 유형', () => {
  const forbidden = (code: string) => response(403, { code, message: '이용이 제한되었습니다.' });

  it('법인(CORPORATE)은 A0009이면 홈에서 CDD 모달을 연다', () => {
    expect(resolveHttpError(forbidden('A0009'), corporate).effects).toEqual([
      { type: 'navigate', to: '/home', search: { modal: 'CDD' } },
    ]);
  });

  it('일반법인(GENERAL_CORPORATION)도 A0009이면 CDD 모달을 연다', () => {
    expect(resolveHttpError(forbidden('A0009'), generalCorporation).effects).toEqual([
      { type: 'navigate', to: '/home', search: { modal: 'CDD' } },
    ]);
  });

  it('법인은 A0007이어도 이동하지 않고 본문으로 거부한다', () => {
    expect(summary(forbidden('A0007'), corporate)).toEqual({
      effects: [],
      code: 'A0007',
      message: '이용이 제한되었습니다.',
      status: 403,
    });
  });

  it('개인·법인 구분을 모르는 사용자는 A0009여도 본문으로 거부한다', () => {
    expect(summary(forbidden('A0009'), guest)).toEqual({
      effects: [],
      code: 'A0009',
      message: '이용이 제한되었습니다.',
      status: 403,
    });
  });
});

describe('resolveHttpError — 500·502', () => {
  it('메시지가 제휴사 토큰 엔드포인트를 가리키면 SH0001로 거부하고 이동하지 않는다', () => {
    const body = { code: 'INTERNAL_ERROR', message: '토큰 발급 실패: /main/v1/account/agency/auth/token' };
    expect(summary(response(500, body), individual)).toEqual({
      effects: [],
      code: 'SH0001',
      message: '토큰 발급 실패: /main/v1/account/agency/auth/token',
      status: 500,
    });
  });

  it('502도 같다', () => {
    const body = { code: 'PARTNER_UNAVAILABLE', message: 'upstream /account/agency/auth/token timed out' };
    expect(resolveHttpError(response(502, body), individual).error.code).toBe('SH0001');
  });

  it('그 밖의 500은 Error 화면으로 보내고 서버 코드로 거부한다', () => {
    expect(summary(response(500, { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }), individual)).toEqual({
      effects: [{ type: 'navigate', to: '/error' }],
      code: 'INTERNAL_ERROR',
      message: '일시적인 오류가 발생했습니다.',
      status: 500,
    });
  });

  it('본문 없는 502는 Error 화면으로 보내고 PARTNER_UNAVAILABLE, 공통 문구로 거부한다', () => {
    expect(summary(response(502, '<html>Bad Gateway</html>'), individual)).toEqual({
      effects: [{ type: 'navigate', to: '/error' }],
      code: 'PARTNER_UNAVAILABLE',
      message: '에러가 발생했습니다. 다시 시도해주세요',
      status: 502,
    });
  });
});

describe('resolveHttpError — 제휴사 토큰 호출 자체의 실패', () => {
  const tokenPath = '/main/v1/account/agency/auth/token';

  it('500이면 이동 없이 서버 코드를 실어 다시 던진다', () => {
    expect(summary(response(500, { code: 'SH0001', message: '제휴사 토큰 발급에 실패했습니다.' }, tokenPath), individual)).toEqual({
      effects: [],
      code: 'SH0001',
      message: '제휴사 토큰 발급에 실패했습니다.',
      status: 500,
    });
  });

  it('503처럼 그 밖의 실패도 서버 코드를 싣는다', () => {
    const { effects, error } = resolveHttpError(
      response(503, { code: 'PARTNER_UNAVAILABLE', message: '점검 중입니다.' }, tokenPath),
      individual,
    );
    expect(effects).toEqual([]);
    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.message).toBe('점검 중입니다.');
  });

  it('본문이 없으면 SH0001을 싣는다', () => {
    expect(resolveHttpError(response(502, ''), individual).error.code).toBe('PARTNER_UNAVAILABLE');
    expect(resolveHttpError(response(502, '', tokenPath), individual).error.code).toBe('SH0001');
  });

  it('baseUrl에 경로가 붙어 있어도 알아본다', () => {
    expect(resolveHttpError(response(500, '', `/partner${tokenPath}`), individual).effects).toEqual([]);
  });

  it('400은 여전히 본문 그대로 거부한다', () => {
    expect(resolveHttpError(response(400, { code: 'BAD_REQUEST', message: '생년월일을 확인해주세요.' }, tokenPath), individual).error.code).toBe(
      'BAD_REQUEST',
    );
  });
});

describe('resolveHttpError — 그 밖의 실패', () => {
  it('404는 "에러가 발생했습니다. 다시 시도해주세요"로 거부하고 서버 코드를 남긴다', () => {
    expect(summary(response(404, { code: 'NOT_FOUND', message: '없는 공지입니다.' }), individual)).toEqual({
      effects: [],
      code: 'NOT_FOUND',
      message: '에러가 발생했습니다. 다시 시도해주세요',
      status: 404,
    });
  });

  it('본문 없는 503은 UNKNOWN_ERROR다', () => {
    expect(summary(response(503, ''), individual)).toEqual({
      effects: [],
      code: 'UNKNOWN_ERROR',
      message: '에러가 발생했습니다. 다시 시도해주세요',
      status: 503,
    });
  });
});
