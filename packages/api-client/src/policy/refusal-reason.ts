import { isJogakApiError } from '../errors/jogak-api-error';
import { errorBodyOf } from './http-error-policy';

/**
 * The server's own reason for refusing a call, which the member must see (a 400 or 403 whose body
 * carries a message, e.g. "이미 심사 중인 신청이 있어요."), or null when the rejection's message is
 * one of the policy's generic texts: no answer (네트워크 연결이 원활하지 않습니다.), an unreadable
 * answer or another status (에러가 발생했습니다. 다시 시도해주세요), the 401's toast. A server
 * failure (5xx) is no reason either: its text is the server's (or names an endpoint), and the policy
 * sends the member to the error route. A screen that already says what failed adds the reason when
 * there is one, and its own next step otherwise, so the failure is said once, in the screen's
 * speech level.
 *
 * @example
 * refusalReasonOf(error) // '이미 심사 중인 신청이 있어요.' for such a 400
 * refusalReasonOf(resolveHttpError({ kind: 'network', path: '/x' }, user).error) // null
 */
export function refusalReasonOf(error: unknown): string | null {
  if (!isJogakApiError(error) || error.status === null || error.status === 401 || error.status >= 500) return null;
  const sent = errorBodyOf(error.body)?.message;
  // The policy keeps the server's message only where it chose to; anywhere else the rejection
  // carries its own text even though the body has a message.
  return sent !== undefined && sent.trim() !== '' && sent === error.message ? sent : null;
}

/**
 * A failure said once, in the screen's words: what failed (a 해요체 sentence), then the server's
 * reason for a refusal (`refusalReasonOf`), or what to do when it gave none.
 *
 * @example
 * showToast(failureSentence('출금하지 못했어요.', error)); // '출금하지 못했어요. 잠시 후 다시 시도해주세요.' when the network failed
 */
export function failureSentence(failed: string, error: unknown): string {
  return `${failed} ${refusalReasonOf(error) ?? '잠시 후 다시 시도해주세요.'}`;
}

/**
 * {@link failureSentence} for a step that may fail on the device before its call: the PIN keypad, a
 * signer, the native bridge. Such a failure is not the API's and keeps its own Korean words when
 * it has some (앱의 응답이 없어요…); the API's failures are said as `failureSentence` says them.
 *
 * @example
 * showToast(failureMessage('PIN을 변경하지 못했어요.', error)); // the keypad's own words, or 'PIN을 변경하지 못했어요. PIN 번호가 일치하지 않아요.'
 */
export function failureMessage(failed: string, error: unknown): string {
  if (!isJogakApiError(error) && error instanceof Error && error.message) return error.message;
  return failureSentence(failed, error);
}
