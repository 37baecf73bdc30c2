import { isJogakApiError } from '../errors/jogak-api-error';

/**
 * Whether the HTTP error policy already told the member about a failure with its own toast, so the
 * screen must not toast its own message: the toast queue shows one toast, and a later one replaces
 * it in the same task. That is the 401 (spec §8: 회원가입 후 이용해주세요, or 로그인 후 이용해주세요
 * for user type 900), whoever the caller was. The policy's other effects show no toast (a 403
 * opens its /home modal or /kyc, a 500/502 the error route), so a screen's own message stays.
 *
 * @example
 * onError: (error) => {
 *   if (!isToldByHttpPolicy(error)) showToast('수신 설정을 저장하지 못했어요. 다시 시도해주세요.');
 * }
 * isToldByHttpPolicy(new JogakApiError({ code: 'UNAUTHORIZED', message: '회원가입 후 이용해주세요', status: 401, path: '/x', body: null })) // true
 * isToldByHttpPolicy(new Error('share sheet failed')) // false
 */
export function isToldByHttpPolicy(error: unknown): boolean {
  return isJogakApiError(error) && error.status === 401;
}
