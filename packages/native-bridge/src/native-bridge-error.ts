import type { NativeBridgeErrorKind } from './protocol';

const DEFAULT_MESSAGES: Readonly<Record<NativeBridgeErrorKind, string>> = {
  rejected: '앱에서 요청을 처리하지 못했어요.',
  cancelled: '요청이 취소되었어요.',
  unavailable: '이 환경에서는 사용할 수 없는 기능이에요.',
  'no-certificate': '등록된 인증서가 없어요. 인증서를 먼저 등록해주세요.',
  timeout: '앱의 응답이 없어요. 잠시 후 다시 시도해주세요.',
  'invalid-reply': '앱의 응답 형식이 올바르지 않아요.',
  disposed: '앱 연결이 종료되었어요.',
};

/**
 * The one failure type of every bridge command. `kind` says what went wrong; `message` is Korean
 * and safe to show; `command` names the call that failed; `detail`, when there is one, is for
 * developers only (an `invalid-reply`'s schema issues, which carry the validator's English text).
 *
 * @example
 * try {
 *   await bridge.request('pin.verify', { owner: 'individual' });
 * } catch (error) {
 *   if (error instanceof NativeBridgeError && error.kind === 'cancelled') return;
 *   throw error;
 * }
 */
export class NativeBridgeError extends Error {
  override readonly name = 'NativeBridgeError';
  readonly kind: NativeBridgeErrorKind;
  readonly command: string;
  /** For logs and the developer console, never for the screen. */
  readonly detail: string | undefined;

  constructor(kind: NativeBridgeErrorKind, command: string, message?: string, options: { detail?: string } = {}) {
    super(message && message.length > 0 ? message : DEFAULT_MESSAGES[kind]);
    this.kind = kind;
    this.command = command;
    this.detail = options.detail;
  }
}

/**
 * Narrows an unknown failure to a bridge error, optionally of one kind.
 *
 * @example
 * isNativeBridgeError(error, 'timeout'); // true for a command the shell never answered
 */
export function isNativeBridgeError(
  error: unknown,
  kind?: NativeBridgeErrorKind,
): error is NativeBridgeError {
  return error instanceof NativeBridgeError && (kind === undefined || error.kind === kind);
}
