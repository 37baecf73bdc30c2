import type { components } from '../generated/openapi';

/** A code the contract's `ErrorBody` can carry (A0006–A0010, SH0001, the dialog codes…). */
export type ApiErrorCode = components['schemas']['ErrorCode'];

/** Codes the client makes up itself: no answer at all, or an answer it cannot read. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

/**
 * The code of a failed call. A code the contract does not list yet is kept as the server sent
 * it rather than being lost, hence the open string.
 */
export type JogakErrorCode = ApiErrorCode | ClientErrorCode | (string & {});

export interface JogakApiErrorInit {
  code: JogakErrorCode;
  message: string;
  /** HTTP status; null when no answer arrived (network failure). */
  status: number | null;
  /** Path of the request that failed, e.g. `/main/v1/account/amts`. */
  path: string;
  /** The server's body as received (an `ErrorBody` when the server keeps the contract). */
  body: unknown;
  cause?: unknown;
}

/**
 * Every failed call of the Jogak client rejects with this error: the server's (or the client's)
 * code, a Korean message fit to show, the status and the raw body.
 *
 * @example
 * try {
 *   await client.POST('/main/v1/account/withdrawal', { body });
 * } catch (error) {
 *   if (isJogakApiError(error) && error.code === 'WITHDRAW_AMOUNT_5000') openDialog('WITHDRAW_AMOUNT_5000');
 * }
 */
export class JogakApiError extends Error {
  override readonly name = 'JogakApiError';
  readonly code: JogakErrorCode;
  readonly status: number | null;
  readonly path: string;
  readonly body: unknown;

  constructor(init: JogakApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.path = init.path;
    this.body = init.body;
  }
}

/**
 * Narrows an unknown rejection to a `JogakApiError`.
 *
 * @example
 * isJogakApiError(new JogakApiError({ code: 'A0007', message: '…', status: 403, path: '/x', body: null })) // true
 * isJogakApiError(new Error('x')) // false
 */
export function isJogakApiError(error: unknown): error is JogakApiError {
  return error instanceof JogakApiError;
}

/**
 * Whether a rejection is the server's 404: what was asked for does not exist (any more), so a
 * retry cannot help. ui-kit's `QueryState` takes it as its `notFound.when`.
 *
 * @example
 * isNotFoundError(new JogakApiError({ code: 'NOT_FOUND', message: '…', status: 404, path: '/x', body: null })) // true
 * isNotFoundError(new JogakApiError({ code: 'NETWORK_ERROR', message: '…', status: null, path: '/x', body: null })) // false
 */
export function isNotFoundError(error: unknown): boolean {
  return isJogakApiError(error) && error.status === 404;
}
