/** Where the sandbox serves the partner's web views (`@jogak/sandbox`, behind the `/__sandbox` proxy). */
export const SANDBOX_PARTNER_PATH = '/__sandbox/partner';

/**
 * The partner web-view host of a sandbox build: `VITE_PARTNER_WEB_VIEW_HOST` when set; otherwise
 * the sandbox's partner pages on the app's own origin (Vite's dev and preview servers proxy
 * `/__sandbox` to the sandbox).
 *
 * @example
 * partnerWebViewHost(undefined, 'http://127.0.0.1:5173'); // 'http://127.0.0.1:5173/__sandbox/partner'
 * partnerWebViewHost('https://partner.example/webview', 'http://127.0.0.1:5173'); // 'https://partner.example/webview'
 */
export function partnerWebViewHost(configured: string | undefined, origin: string): string {
  return configured ? configured.replace(/\/+$/, '') : `${origin}${SANDBOX_PARTNER_PATH}`;
}

/**
 * Whether an address is one of the host's partner web views (what the browser transport shows in
 * its in-app web view instead of a new tab).
 *
 * @example
 * const isPartnerPage = isUnderHost('http://127.0.0.1:5173/__sandbox/partner');
 * isPartnerPage(new URL('http://127.0.0.1:5173/__sandbox/partner/account/new?token=t')); // true
 * isPartnerPage(new URL('http://127.0.0.1:5173/__sandbox/partners')); // false
 */
export function isUnderHost(host: string): (url: URL) => boolean {
  const base = new URL(host);
  const prefix = `${base.pathname.replace(/\/+$/, '')}/`;
  return (url) => url.origin === base.origin && url.pathname.startsWith(prefix);
}

/**
 * Whether a host serves the sandbox's partner pages (which report to the app that frames them),
 * wherever the sandbox runs.
 *
 * @example
 * isSandboxPartnerHost('http://127.0.0.1:4010/__sandbox/partner'); // true
 * isSandboxPartnerHost('https://partner.example/webview'); // false
 */
export function isSandboxPartnerHost(host: string): boolean {
  return host.endsWith(SANDBOX_PARTNER_PATH);
}
