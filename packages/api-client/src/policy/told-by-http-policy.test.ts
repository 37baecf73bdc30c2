import { describe, expect, it } from 'vitest';
import { JogakApiError } from '../errors/jogak-api-error';
import { resolveHttpError, type HttpFailure, type UserContext } from './http-error-policy';
import { isToldByHttpPolicy } from './told-by-http-policy';

const member: UserContext = { userType: '200', individualCorpCode: 'INDIVIDUAL' };
const loggedOut: UserContext = { userType: '900', individualCorpCode: null };
const guest: UserContext = { userType: null, individualCorpCode: null };

function failure(status: number, code = 'SOME_CODE', path = '/main/v1/member/notification'): HttpFailure {
  return { kind: 'response', path, status, body: { code, message: '서버가 거절했어요.' } };
}

describe('isToldByHttpPolicy', () => {
  it('401 은 정책이 토스트로 알렸다 (회원이든 로그아웃 유형이든)', () => {
    expect(isToldByHttpPolicy(resolveHttpError(failure(401, 'UNAUTHORIZED'), member).error)).toBe(true);
    expect(isToldByHttpPolicy(resolveHttpError(failure(401, 'UNAUTHORIZED'), loggedOut).error)).toBe(true);
    expect(isToldByHttpPolicy(resolveHttpError(failure(401, 'UNAUTHORIZED'), guest).error)).toBe(true);
  });

  it('400, 403, 404, 500, 502, 네트워크 오류는 화면이 알린다', () => {
    expect(isToldByHttpPolicy(resolveHttpError(failure(400), member).error)).toBe(false);
    expect(isToldByHttpPolicy(resolveHttpError(failure(403, 'A0009'), member).error)).toBe(false);
    expect(isToldByHttpPolicy(resolveHttpError(failure(404), member).error)).toBe(false);
    expect(isToldByHttpPolicy(resolveHttpError(failure(500), member).error)).toBe(false);
    expect(isToldByHttpPolicy(resolveHttpError(failure(502), member).error)).toBe(false);
    expect(isToldByHttpPolicy(resolveHttpError({ kind: 'network', path: '/main/v1/member/notification' }, member).error)).toBe(false);
  });

  it('HTTP 오류가 아닌 실패는 화면이 알린다', () => {
    expect(isToldByHttpPolicy(new Error('share sheet failed'))).toBe(false);
    expect(isToldByHttpPolicy({ status: 401 })).toBe(false);
    expect(isToldByHttpPolicy(undefined)).toBe(false);
  });

  it('정책이 토스트를 띄우는 실패와 정확히 같다', () => {
    const failures: HttpFailure[] = [
      { kind: 'network', path: '/main/v1/account/amts' },
      ...[400, 401, 403, 404, 409, 500, 502, 503].flatMap((status) => [
        failure(status),
        failure(status, 'A0007'),
        failure(status, 'SH0001', '/main/v1/account/agency/auth/token'),
      ]),
    ];
    for (const user of [member, loggedOut, guest, { userType: '200', individualCorpCode: 'CORPORATE' } satisfies UserContext]) {
      for (const each of failures) {
        const outcome = resolveHttpError(each, user);
        expect(isToldByHttpPolicy(outcome.error)).toBe(outcome.effects.some((effect) => effect.type === 'toast'));
      }
    }
  });

  it('직접 만든 401 JogakApiError 도 같다', () => {
    expect(isToldByHttpPolicy(new JogakApiError({ code: 'UNAUTHORIZED', message: '회원가입 후 이용해주세요', status: 401, path: '/x', body: null }))).toBe(true);
  });
});
