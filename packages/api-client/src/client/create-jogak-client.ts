import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { JogakApiError } from '../errors/jogak-api-error';
import type { paths } from '../generated/openapi';
import { GENERIC_ERROR_MESSAGE } from '../policy/error-messages';
import {
  errorBodyOf,
  fallbackCodeOf,
  resolveHttpError,
  type HttpErrorOutcome,
  type HttpFailure,
  type UserContext,
} from '../policy/http-error-policy';

/** The typed client of the whole contract: `client.GET('/main/v1/offerings/{id}', { params: { path: { id } } })`. */
export type JogakClient = Client<paths>;

export interface JogakClientOptions {
  /** Origin (and optional base path) of the partner backend or the sandbox, e.g. `http://127.0.0.1:4600`. */
  baseUrl: string;
  /** The session token, read at every call; null or empty sends no Authorization header. */
  getToken: () => string | null | undefined;
  /** Who is calling, read when a call fails (the error policy branches on it). */
  getUserContext: () => UserContext;
  /** Receives every failure's outcome; the app carries out its effects (toast, navigate, logout). */
  onOutcome?: (outcome: HttpErrorOutcome) => void;
  /** Defaults to the global fetch, looked up at call time so test interceptors installed later apply. */
  fetch?: (request: Request) => Promise<Response>;
}

function failureResponse(request: Request, response: Response, body: unknown): HttpFailure {
  return { kind: 'response', path: new URL(request.url).pathname, status: response.status, body };
}

/** The body as JSON, or its text when it is not JSON (an empty body is `''`). */
function parseBody(bytes: ArrayBuffer): { json: boolean; value: unknown } {
  const text = new TextDecoder().decode(bytes);
  if (text === '') return { json: false, value: '' };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false, value: text };
  }
}

/**
 * The middleware that makes the client keep the spec's rules: a bearer token when one exists,
 * and every failure turned into a `JogakApiError` rejection (after `onOutcome` hears of it).
 *
 * There is no client timeout (the spec's 0): a slow answer is waited for. A connection that
 * drops — before the answer or in the middle of its body — is the spec's network error.
 * A call the app cancels itself (its AbortSignal fired) stays a plain AbortError and reports nothing.
 *
 * @example
 * const client = createClient<paths>({ baseUrl });
 * client.use(jogakMiddleware({ getToken, getUserContext, onOutcome }));
 */
export function jogakMiddleware(
  options: Pick<JogakClientOptions, 'getToken' | 'getUserContext' | 'onOutcome'>,
): Middleware {
  const fail = (failure: HttpFailure) => {
    const outcome = resolveHttpError(failure, options.getUserContext());
    options.onOutcome?.(outcome);
    return outcome.error;
  };
  const networkFailure = (request: Request, cause: unknown) =>
    fail({ kind: 'network', path: new URL(request.url).pathname, cause });

  return {
    onRequest({ request }) {
      const token = options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response, options: { parseAs } }) {
      let bytes: ArrayBuffer;
      try {
        bytes = await response.clone().arrayBuffer();
      } catch (cause) {
        if (request.signal.aborted) throw cause;
        throw networkFailure(request, cause);
      }
      // Reading a clone leaves the original body intact for openapi-fetch to parse.
      const body = parseBody(bytes);
      if (!response.ok) throw fail(failureResponse(request, response, body.value));
      // openapi-fetch parses a 2xx body as JSON after this middleware: an answer that is not JSON
      // (a proxy's or a captive portal's HTML page) would escape as the parser's English
      // SyntaxError, past the Korean message every failure shows.
      if (parseAs === 'json' && body.value !== '' && !body.json) {
        const error = new JogakApiError({ code: 'UNKNOWN_ERROR', message: GENERIC_ERROR_MESSAGE, status: response.status, path: new URL(request.url).pathname, body: body.value });
        options.onOutcome?.({ effects: [], error });
        throw error;
      }
      return undefined;
    },
    onError({ request, error }) {
      if (request.signal.aborted) return error instanceof Error ? error : new Error(String(error));
      return networkFailure(request, error);
    },
  };
}

/**
 * A call's own middleware for a caller that answers a failed reply itself: the reply rejects
 * with its `JogakApiError` (the server's code and message, the status) and the spec's policy
 * (a toast, a navigation, a logout) is not run. For calls the member did not ask for and whose
 * refusal the caller turns into its own outcome: ending a session (a token the server already
 * dropped is no news, and the policy's 401 would send a member being signed out to sign-up), or
 * the background re-check of a sign-in, which logs out itself. openapi-fetch runs a call's own
 * middleware before the client's, so the policy never hears of the reply. A call that gets no
 * answer still rejects as the policy's network error.
 *
 * @example
 * await client.POST('/main/v1/auth/logout', { middleware: [failureHandledByCaller] });
 */
export const failureHandledByCaller: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    let body: unknown = '';
    try {
      body = parseBody(await response.clone().arrayBuffer()).value;
    } catch {
      // A body cut off mid-way: the status still says what the server answered.
    }
    const server = errorBodyOf(body);
    throw new JogakApiError({
      code: server?.code ?? fallbackCodeOf(response.status),
      message: server?.message ?? GENERIC_ERROR_MESSAGE,
      status: response.status,
      path: new URL(request.url).pathname,
      body,
    });
  },
};

/**
 * Creates the typed Jogak client (openapi-fetch) with the spec's HTTP policy.
 *
 * A successful call resolves with `{ data, response }`; a failed one rejects with a
 * `JogakApiError` after `onOutcome` received the effects the app must carry out.
 *
 * @example
 * const client = createJogakClient({
 *   baseUrl: import.meta.env.VITE_API_BASE_URL,
 *   getToken: () => sessionStore.token,
 *   getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode }),
 *   onOutcome: ({ effects }) => effects.forEach(runEffect),
 * });
 * const { data } = await client.GET('/main/v1/offerings/{id}', { params: { path: { id: 3 } } });
 */
export function createJogakClient(options: JogakClientOptions): JogakClient {
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl });
  client.use(jogakMiddleware(options));
  return client;
}
