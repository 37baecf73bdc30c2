// Its own module, exported from the package's root: the app's certificate device, which the login
// page loads at once, makes these errors without pulling in the lazily loaded certificate login.

/** Why the shell's `cert.sign` did not sign. */
export type CertificateSignFailure = 'wrong-password' | 'no-certificate' | 'timeout' | 'unavailable' | 'failed';

const SIGN_FAILURE_MESSAGES: Readonly<Record<CertificateSignFailure, string>> = {
  'wrong-password': '인증서 비밀번호가 일치하지 않아요. 비밀번호를 확인하고 다시 시도해주세요.',
  'no-certificate': '선택한 인증서를 이 기기에서 찾을 수 없어요. 인증서를 확인해주세요.',
  timeout: '인증서 서명 응답이 없어요. 잠시 후 다시 시도해주세요.',
  unavailable: '이 기기에서는 인증서로 서명할 수 없어요.',
  failed: '인증서로 서명하지 못했어요. 다시 시도해주세요.',
};

/**
 * A signing the shell did not make, and why: only `wrong-password` counts towards the
 * certificate's lock. `message` is Korean, for the screen: the shell's own words when it gave
 * some, else this package's for the reason.
 */
export class CertificateSignError extends Error {
  override readonly name = 'CertificateSignError';
  readonly reason: CertificateSignFailure;

  constructor(reason: CertificateSignFailure, message?: string) {
    super(message || SIGN_FAILURE_MESSAGES[reason]);
    this.reason = reason;
  }
}
