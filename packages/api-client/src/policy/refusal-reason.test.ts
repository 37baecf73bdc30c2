import { describe, expect, it } from 'vitest';
import { JogakApiError } from '../errors/jogak-api-error';
import { resolveHttpError, type HttpFailure, type UserContext } from './http-error-policy';
import { failureMessage, failureSentence, refusalReasonOf } from './refusal-reason';

const member: UserContext = { userType: '200', individualCorpCode: 'INDIVIDUAL' };
const REASON = '이미 심사 중인 신청이 있어요.';

function answered(status: number, body: unknown = { code: 'SOME_CODE', message: REASON }, path = '/main/v1/investor/apply'): HttpFailure {
  return { kind: 'response', path, status, body };
}

const rejectionOf = (failure: HttpFailure) => resolveHttpError(failure, member).error;

describe('refusalReasonOf', () => {
  it('400과 403의 서버 사유는 회원이 봐야 할 정보다', () => {
    expect(refusalReasonOf(rejectionOf(answered(400)))).toBe(REASON);
    expect(refusalReasonOf(rejectionOf(answered(403, { code: 'A0009', message: REASON })))).toBe(REASON);
  });

  it('클라이언트가 지어낸 일반 문구는 사유가 아니다 (네트워크, 읽을 수 없는 답, 그 밖의 상태)', () => {
    expect(refusalReasonOf(rejectionOf({ kind: 'network', path: '/main/v1/investor/apply' }))).toBeNull();
    expect(refusalReasonOf(rejectionOf(answered(400, '<html>bad gateway</html>')))).toBeNull();
    expect(refusalReasonOf(rejectionOf(answered(400, { code: 'SOME_CODE' })))).toBeNull();
    expect(refusalReasonOf(rejectionOf(answered(404)))).toBeNull();
    expect(refusalReasonOf(rejectionOf(answered(409)))).toBeNull();
  });

  it('401의 안내는 정책이 토스트로 이미 했다', () => {
    expect(refusalReasonOf(rejectionOf(answered(401)))).toBeNull();
  });

  it('서버 장애(5xx)의 문구는 거절 사유가 아니다 (정책이 /error로 보낸다)', () => {
    expect(refusalReasonOf(rejectionOf(answered(500)))).toBeNull();
    expect(refusalReasonOf(rejectionOf(answered(502)))).toBeNull();
  });

  it('빈 사유는 사유가 아니다', () => {
    expect(refusalReasonOf(rejectionOf(answered(400, { code: 'SOME_CODE', message: '  ' })))).toBeNull();
  });

  it('HTTP 오류가 아닌 실패에는 서버 사유가 없다', () => {
    expect(refusalReasonOf(new Error(REASON))).toBeNull();
    expect(refusalReasonOf(undefined)).toBeNull();
    expect(
      refusalReasonOf(new JogakApiError({ code: 'UNKNOWN_ERROR', message: '에러가 발생했습니다. 다시 시도해주세요', status: 200, path: '/x', body: 'not json' })),
    ).toBeNull();
  });
});

describe('failureSentence', () => {
  it('무엇이 실패했는지 말하고, 서버의 거절 사유가 있으면 그것을, 없으면 할 일을 잇는다', () => {
    expect(failureSentence('신청하지 못했어요.', rejectionOf(answered(400)))).toBe(`신청하지 못했어요. ${REASON}`);
    expect(failureSentence('신청하지 못했어요.', rejectionOf({ kind: 'network', path: '/main/v1/investor/apply' }))).toBe('신청하지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(failureSentence('신청하지 못했어요.', rejectionOf(answered(500)))).toBe('신청하지 못했어요. 잠시 후 다시 시도해주세요.');
  });
});

describe('failureMessage', () => {
  it('기기(키패드·서명·브리지)의 실패는 그 말 그대로, API 의 실패는 failureSentence 로 말한다', () => {
    expect(failureMessage('출금하지 못했어요.', new Error('앱의 응답이 없어요. 다시 시도해주세요.'))).toBe('앱의 응답이 없어요. 다시 시도해주세요.');
    expect(failureMessage('출금하지 못했어요.', new Error(''))).toBe('출금하지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(failureMessage('출금하지 못했어요.', rejectionOf(answered(400)))).toBe(`출금하지 못했어요. ${REASON}`);
    expect(failureMessage('출금하지 못했어요.', rejectionOf({ kind: 'network', path: '/main/v1/account/withdraw' }))).toBe('출금하지 못했어요. 잠시 후 다시 시도해주세요.');
  });
});
