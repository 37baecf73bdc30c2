import type { components } from '../generated/openapi';
import { JogakApiError, type JogakErrorCode } from '../errors/jogak-api-error';
import {
  GENERIC_ERROR_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SIGN_UP_REQUIRED_MESSAGE,
} from './error-messages';

type UserType = components['schemas']['UserType'];
type IndividualCorpCode = components['schemas']['IndividualCorpCode'];

/** The partner-token endpoint the spec singles out (500/502 → SH0001, failures rethrown with the server code). */
export const ACCOUNT_AGENCY_TOKEN_PATH = '/main/v1/account/agency/auth/token';

/** Who is calling: the policy branches on these two facts only. Unknown (guest, not loaded yet) is null. */
export interface UserContext {
  userType: UserType | (string & {}) | null;
  individualCorpCode: IndividualCorpCode | null;
}

/** A failed call as the policy sees it. */
export type HttpFailure =
  | { kind: 'network'; path: string; cause?: unknown }
  | { kind: 'response'; path: string; status: number; body: unknown };

/** The `/home` modals a 403 can open (the spec's `modal` query values). */
export type HomeModal = { modal: 'CDD' } | { modal: 'WLF'; code: '200' | '400' } | { modal: 'INPROGRESS' };

/** Something the app must do because a call failed. The client knows no router: the app carries these out. */
export type HttpErrorEffect =
  | { type: 'toast'; message: string }
  | { type: 'logout' }
  | { type: 'navigate'; to: '/auth/sign-up' | '/kyc' | '/error' }
  | { type: 'navigate'; to: '/home'; search: HomeModal };

/** What a failure comes to: effects for the app, in order, and the error the call rejects with. */
export interface HttpErrorOutcome {
  effects: readonly HttpErrorEffect[];
  error: JogakApiError;
}

interface ErrorBodyLike {
  code: string;
  message: string;
}

/** The contract's `ErrorBody` when a body has its shape (a string code and message), else null. */
export function errorBodyOf(body: unknown): ErrorBodyLike | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

/** The code of a failed answer whose body names none (not the contract's `ErrorBody`). */
export function fallbackCodeOf(status: number): JogakErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 404:
      return 'NOT_FOUND';
    case 500:
      return 'INTERNAL_ERROR';
    case 502:
      return 'PARTNER_UNAVAILABLE';
    default:
      return 'UNKNOWN_ERROR';
  }
}

const individualModals: Partial<Record<string, HttpErrorEffect>> = {
  A0007: { type: 'navigate', to: '/kyc' },
  A0009: { type: 'navigate', to: '/home', search: { modal: 'CDD' } },
  A0006: { type: 'navigate', to: '/home', search: { modal: 'WLF', code: '200' } },
  A0008: { type: 'navigate', to: '/home', search: { modal: 'WLF', code: '400' } },
  A0010: { type: 'navigate', to: '/home', search: { modal: 'INPROGRESS' } },
};

const corporateModals: Partial<Record<string, HttpErrorEffect>> = {
  A0009: { type: 'navigate', to: '/home', search: { modal: 'CDD' } },
};

function forbiddenEffects(code: string | undefined, user: UserContext): HttpErrorEffect[] {
  if (code === undefined) return [];
  const table =
    user.individualCorpCode === 'INDIVIDUAL'
      ? individualModals
      : user.individualCorpCode === 'GENERAL_CORPORATION' || user.individualCorpCode === 'CORPORATE'
        ? corporateModals
        : {};
  const effect = table[code];
  return effect ? [effect] : [];
}

function concernsAgencyToken(text: string | undefined): boolean {
  return text !== undefined && text.includes(ACCOUNT_AGENCY_TOKEN_PATH.replace('/main/v1', ''));
}

/**
 * The HTTP error policy of spec section 8, as a pure function: a failed call and who made it in,
 * the app's effects and the rejection out.
 *
 * | failure | effects | rejects with |
 * |---|---|---|
 * | no answer (aborted connection) | — | NETWORK_ERROR, 네트워크 연결이 원활하지 않습니다. |
 * | 401, user type 900 | toast 로그인 후 이용해주세요, logout | the server code |
 * | 401, any other type | toast 회원가입 후 이용해주세요, go to sign-up | the server code |
 * | 400 | — | the server body |
 * | 403, individual | A0007 /kyc; A0009 home CDD; A0006 home WLF 200; A0008 home WLF 400; A0010 home INPROGRESS | the server code |
 * | 403, corporate | A0009 home CDD | the server code |
 * | 403, anyone else | — | the server body |
 * | any other failure of the account-agency token call | — | the server code |
 * | 500/502 naming the partner-token endpoint | — | SH0001 |
 * | 500/502 otherwise | go to /error | the server code |
 * | anything else | — | 에러가 발생했습니다. 다시 시도해주세요 |
 *
 * @example
 * resolveHttpError(
 *   { kind: 'response', path: '/main/v1/account/amts', status: 403, body: { code: 'A0007', message: '고객확인이 필요합니다.' } },
 *   { userType: '200', individualCorpCode: 'INDIVIDUAL' },
 * ).effects // [{ type: 'navigate', to: '/kyc' }]
 */
export function resolveHttpError(failure: HttpFailure, user: UserContext): HttpErrorOutcome {
  const { path } = failure;
  if (failure.kind === 'network') {
    return {
      effects: [],
      error: new JogakApiError({
        code: 'NETWORK_ERROR',
        message: NETWORK_ERROR_MESSAGE,
        status: null,
        path,
        body: null,
        cause: failure.cause,
      }),
    };
  }

  const { status, body } = failure;
  const serverBody = errorBodyOf(body);
  const reject = (code: JogakErrorCode, message: string) => new JogakApiError({ code, message, status, path, body });
  const serverCode = serverBody?.code ?? fallbackCodeOf(status);

  if (status === 401) {
    if (user.userType === '900') {
      return {
        effects: [{ type: 'toast', message: LOGIN_REQUIRED_MESSAGE }, { type: 'logout' }],
        error: reject(serverCode, LOGIN_REQUIRED_MESSAGE),
      };
    }
    return {
      effects: [
        { type: 'toast', message: SIGN_UP_REQUIRED_MESSAGE },
        { type: 'navigate', to: '/auth/sign-up' },
      ],
      error: reject(serverCode, SIGN_UP_REQUIRED_MESSAGE),
    };
  }

  if (status === 400) {
    return { effects: [], error: reject(serverCode, serverBody?.message ?? GENERIC_ERROR_MESSAGE) };
  }

  if (status === 403) {
    return {
      effects: forbiddenEffects(serverBody?.code, user),
      error: reject(serverCode, serverBody?.message ?? GENERIC_ERROR_MESSAGE),
    };
  }

  if (path.endsWith(ACCOUNT_AGENCY_TOKEN_PATH)) {
    return { effects: [], error: reject(serverBody?.code ?? 'SH0001', serverBody?.message ?? GENERIC_ERROR_MESSAGE) };
  }

  if (status === 500 || status === 502) {
    if (concernsAgencyToken(serverBody?.message)) {
      return { effects: [], error: reject('SH0001', serverBody?.message ?? GENERIC_ERROR_MESSAGE) };
    }
    return {
      effects: [{ type: 'navigate', to: '/error' }],
      error: reject(serverCode, serverBody?.message ?? GENERIC_ERROR_MESSAGE),
    };
  }

  return { effects: [], error: reject(serverCode, GENERIC_ERROR_MESSAGE) };
}
