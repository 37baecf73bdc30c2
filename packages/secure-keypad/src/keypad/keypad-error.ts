/** Why the keypad could not do what was asked; each code has one Korean message for the user. */
export type KeypadErrorCode = 'TOKEN_INVALID' | 'CRYPTO_UNAVAILABLE' | 'SEAL_FAILED';

/** The Korean message shown for each error code. */
export const KEYPAD_ERROR_MESSAGES: Readonly<Record<KeypadErrorCode, string>> = {
  TOKEN_INVALID: '보안 키패드를 준비하지 못했어요. 다시 시도해주세요.',
  CRYPTO_UNAVAILABLE: '이 브라우저에서는 보안 키패드를 사용할 수 없어요.',
  SEAL_FAILED: '입력을 암호화하지 못했어요. 다시 시도해주세요.',
};

/**
 * An error of the secure keypad. `message` is the Korean text for the user; `detail` is for
 * developers and never contains anything typed.
 *
 * @example
 * throw new KeypadError('TOKEN_INVALID', 'publicKey is not base64');
 */
export class KeypadError extends Error {
  readonly code: KeypadErrorCode;
  readonly detail: string;

  constructor(code: KeypadErrorCode, detail: string) {
    super(KEYPAD_ERROR_MESSAGES[code]);
    this.name = 'KeypadError';
    this.code = code;
    this.detail = detail;
  }
}
