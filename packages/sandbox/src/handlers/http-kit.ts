import { http, HttpResponse, type HttpHandler } from 'msw';
import { badRequest, SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';

/** Who may call a route: only with a valid token, with or without one, or without any check. */
export type Access = 'member' | 'anyone' | 'public';

/** What a route's resolver receives. */
export interface RouteCall {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string>>;
  /** The member behind the bearer token; null for a guest on an `anyone` route. */
  memberId: string | null;
  /** The bearer token as sent, or null. */
  token: string | null;
}

/** A route that requires a member gets a member id for sure. */
export interface MemberCall extends RouteCall {
  memberId: string;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** The Korean answers of the generic failures. */
export const MESSAGES = {
  unauthorized: '로그인 후 이용해주세요',
  badJson: '요청 형식이 올바르지 않아요.',
  internal: '일시적인 오류가 발생했습니다.',
} as const;

/**
 * The contract's error body as a response.
 *
 * @example
 * errorResponse(400, 'BAD_REQUEST', '요청 형식이 올바르지 않아요.');
 */
export function errorResponse(status: number, code: string, message: string): Response {
  return HttpResponse.json({ code, message }, { status });
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Any origin: the same handlers serve the browser worker, Node tests and the real server. */
function anyOrigin(path: string): string {
  return `*${path}`;
}

function toResponse(result: unknown): Response {
  return result instanceof Response ? result : HttpResponse.json(result as Record<string, unknown>);
}

/**
 * One contract operation as an MSW handler: checks the bearer token, applies what the clock made
 * due (`state.sync()`), runs the resolver and turns a `SandboxRuleError` into `{ code, message }`.
 *
 * @example
 * route(state, 'get', '/main/v1/account/amts', 'member', ({ memberId }) => state.account(memberId));
 */
export function route(state: SandboxState, method: Method, path: string, access: 'member', resolve: (call: MemberCall) => unknown): HttpHandler;
export function route(state: SandboxState, method: Method, path: string, access: 'anyone' | 'public', resolve: (call: RouteCall) => unknown): HttpHandler;
export function route(state: SandboxState, method: Method, path: string, access: Access, resolve: (call: MemberCall) => unknown): HttpHandler {
  return http[method](anyOrigin(path), async ({ request, params }) => {
    try {
      state.sync();
      const url = new URL(request.url);
      const token = access === 'public' ? null : bearerOf(request);
      const memberId = token ? (state.memberIdForToken(token) ?? null) : null;
      if ((access === 'member' && !memberId) || (token && !memberId)) {
        return errorResponse(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
      }
      const flat = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
      return toResponse(await resolve({ request, url, params: flat, memberId: memberId as string, token }));
    } catch (error) {
      if (error instanceof SandboxRuleError) return errorResponse(error.status, error.code, error.message);
      console.error('[sandbox] handler failed', error);
      return errorResponse(500, 'INTERNAL_ERROR', MESSAGES.internal);
    }
  });
}

/**
 * The JSON object body of a request, or a 400.
 *
 * @example
 * const body = await readBody(request);
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('BAD_REQUEST', MESSAGES.badJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('BAD_REQUEST', MESSAGES.badJson);
  return value as Record<string, unknown>;
}

function missing(field: string): SandboxRuleError {
  return badRequest('BAD_REQUEST', `요청 값(${field})을 확인해주세요.`);
}

/**
 * A required string field (empty allowed unless `nonEmpty`).
 *
 * @example
 * text(body, 'memberId', { nonEmpty: true });
 * text(body, 'email', { check: isEmailShape });
 */
export function text(
  body: Record<string, unknown>,
  field: string,
  options: { nonEmpty?: boolean; pattern?: RegExp; check?: (value: string) => boolean } = {},
): string {
  const value = body[field];
  if (
    typeof value !== 'string' ||
    (options.nonEmpty && value === '') ||
    (options.pattern && !options.pattern.test(value)) ||
    (options.check && !options.check(value))
  ) {
    throw missing(field);
  }
  return value;
}

/** An optional string field. */
export function optionalText(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw missing(field);
  return value;
}

/**
 * A required non-negative whole number field.
 *
 * @example
 * whole(body, 'amount'); // 10000
 */
export function whole(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw missing(field);
  return value;
}

/** A required Y/N field. */
export function yn(body: Record<string, unknown>, field: string): 'Y' | 'N' {
  const value = body[field];
  if (value !== 'Y' && value !== 'N') throw missing(field);
  return value;
}

/** A required field among `choices`. */
export function oneOf<T extends string>(body: Record<string, unknown>, field: string, choices: readonly T[]): T {
  const value = body[field];
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) throw missing(field);
  return value as T;
}

/** A required query parameter, or a 400. */
export function query(url: URL, name: string, pattern?: RegExp): string {
  const value = url.searchParams.get(name);
  if (value === null || value === '' || (pattern && !pattern.test(value))) throw missing(name);
  return value;
}

/**
 * One page of a list with the contract's `pageInfo` (zero-based `page`, `size` 1–100, default 20).
 *
 * @example
 * paginate([1, 2, 3], new URL('http://x/?page=1&size=2')); // { content: [3], pageInfo: { page: 1, size: 2, totalElements: 3, last: true } }
 */
export function paginate<T>(items: readonly T[], url: URL): { content: T[]; pageInfo: { page: number; size: number; totalElements: number; last: boolean } } {
  const pageText = url.searchParams.get('page') ?? '0';
  const sizeText = url.searchParams.get('size') ?? '20';
  const page = Number(pageText);
  const size = Number(sizeText);
  if (!Number.isInteger(page) || page < 0) throw missing('page');
  if (!Number.isInteger(size) || size < 1 || size > 100) throw missing('size');
  const start = page * size;
  return {
    content: items.slice(start, start + size),
    pageInfo: { page, size, totalElements: items.length, last: start + size >= items.length },
  };
}

/** The contract's acknowledgement. */
export const ACK = { result: 'SUCCESS' } as const;
