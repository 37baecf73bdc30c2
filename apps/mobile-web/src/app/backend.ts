import type { ShellOptions } from '../shell/create-shell';

/** Where a build's backend lives: what the shell is told besides the version policy. */
export type BackendOptions = Pick<ShellOptions, 'fallbackTransport' | 'apiBaseUrl' | 'liveUrl' | 'partnerWebViewHost'>;

/**
 * The build's backend (`VITE_JOGAK_BACKEND`). A sandbox build's is its own chunk (the browser
 * transport, the development certificates, the sandbox's partner pages), so the entry asks for it
 * beside start-app rather than after it; a partner build's is the partner's hosts, which the build
 * was given (vite.config.ts checks them), and carries no sandbox code.
 *
 * @example
 * const backend = loadBackend();
 * void import('./start-app').then(({ startApp }) => startApp(container, backend));
 */
export function loadBackend(): Promise<BackendOptions> {
  if (import.meta.env.VITE_JOGAK_BACKEND === 'sandbox') return import('./sandbox-backend').then(({ sandboxBackend }) => sandboxBackend());
  return Promise.resolve({
    apiBaseUrl: import.meta.env.VITE_API_BASE_URL,
    liveUrl: import.meta.env.VITE_LIVE_URL,
    partnerWebViewHost: import.meta.env.VITE_PARTNER_WEB_VIEW_HOST,
  });
}
