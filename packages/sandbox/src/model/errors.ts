/**
 * A refusal by the partner's rules: becomes an HTTP answer `{ code, message }` with `status`.
 * `code` is the dialog code of the spec's error catalogue where one fits (WITHDRAW_AMOUNT_5000,
 * OVER_MAX_QUOTE_1 …), a 403 code (A0006–A0010), or a code of our own design otherwise.
 */
export class SandboxRuleError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'SandboxRuleError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Shorthand for a 400 refusal.
 *
 * @example
 * throw badRequest('WITHDRAW_AMOUNT_5000', '5,000원 이상부터 출금할 수 있어요.');
 */
export function badRequest(code: string, message: string): SandboxRuleError {
  return new SandboxRuleError(400, code, message);
}

/**
 * Shorthand for a 404 answer.
 *
 * @example
 * throw notFound('청약 정보를 찾을 수 없어요.');
 */
export function notFound(message: string): SandboxRuleError {
  return new SandboxRuleError(404, 'NOT_FOUND', message);
}
