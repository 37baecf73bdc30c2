import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext } from '../model/context';
import { issueKeypadToken } from './keypad-authority';

/**
 * MSW handlers of the secure keypad: `GET /main/v1/auth/keypad/token` issues a single-use token.
 * (Results are opened where they arrive: PIN login and withdrawal, via `openKeypadResult`.)
 *
 * @example
 * setupServer(...keypadHandlers(state));
 */
export function keypadHandlers(state: { readonly context: SandboxContext }): HttpHandler[] {
  return [
    http.get('*/main/v1/auth/keypad/token', async () =>
      HttpResponse.json(await issueKeypadToken(state.context), { headers: { 'Cache-Control': 'no-store' } }),
    ),
  ];
}
