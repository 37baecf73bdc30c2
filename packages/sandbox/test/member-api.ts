import type { setupSandboxServer } from '../src/node/setup-sandbox-server';

/**
 * Calls the sandbox's API as a member (a fresh login's bearer token), as the handler tests do:
 * the answer's status and JSON body.
 *
 * @example
 * const call = memberApi(sandbox);
 * const { status, body } = await call('GET', '/main/v1/member/info', 'demo-general');
 */
export function memberApi(sandbox: ReturnType<typeof setupSandboxServer>) {
  return async (method: string, path: string, memberId: string, body?: unknown) => {
    const response = await fetch(`https://partner.example${path}`, {
      method,
      headers: { Authorization: `Bearer ${sandbox.state.login(memberId).token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}
