import { describe, expect, it } from 'vitest';
import { JogakApiError, isJogakApiError, isNotFoundError } from './jogak-api-error';

describe('JogakApiError', () => {
  it('코드·메시지·상태·경로·본문을 싣는다', () => {
    const body = { code: 'A0007', message: '고객확인(KYC)이 필요합니다.' };
    const error = new JogakApiError({ code: 'A0007', message: body.message, status: 403, path: '/main/v1/account/amts', body });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('JogakApiError');
    expect(error.code).toBe('A0007');
    expect(error.message).toBe('고객확인(KYC)이 필요합니다.');
    expect(error.status).toBe(403);
    expect(error.path).toBe('/main/v1/account/amts');
    expect(error.body).toBe(body);
  });

  it('isJogakApiError는 JogakApiError만 알아본다', () => {
    const error = new JogakApiError({ code: 'NETWORK_ERROR', message: '네트워크 연결이 원활하지 않습니다.', status: null, path: '/x', body: null });
    expect(isJogakApiError(error)).toBe(true);
    expect(isJogakApiError(new Error('x'))).toBe(false);
    expect(isJogakApiError({ code: 'A0007' })).toBe(false);
  });

  it('isNotFoundError는 상태 404인 JogakApiError만 알아본다', () => {
    const failure = (status: number | null) => new JogakApiError({ code: 'X', message: '…', status, path: '/x', body: null });
    expect(isNotFoundError(failure(404))).toBe(true);
    expect(isNotFoundError(failure(500))).toBe(false);
    expect(isNotFoundError(failure(null))).toBe(false);
    expect(isNotFoundError({ status: 404 })).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
