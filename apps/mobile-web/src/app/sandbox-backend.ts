import { createBrowserTransport } from '@jogak/native-bridge/browser';
import { createKeypadPinEntry } from '@jogak/native-bridge/browser/keypad';
import '@jogak/secure-keypad/styles.css';
import type { BackendOptions } from './backend';
import { isSandboxPartnerHost, isUnderHost, partnerWebViewHost } from './partner-web-view-host';

/**
 * Sandbox builds: while this session-storage key holds `on`, the development signer forges its
 * certificate signatures (a throwaway key), so a journey can see the sandbox refuse them.
 */
export const FORGE_CERTIFICATE_SIGNATURES_KEY = 'jogak.dev-insecure.forge-certificate-signatures';

/**
 * A sandbox build: without a native shell, the native bridge's browser transport (development
 * storage and signers) without its `init` message, so a reload stays on its page instead of
 * restarting at `/`; the secure keypad stands in for the shell's PIN screen, and the device holds
 * the sandbox's corporate certificates (`DEV_CERTIFICATES`, whose public keys the sandbox
 * registered) and the sandbox's pay-provider key (`DEV_KAKAO_PAY_KEY`), so a certificate login and
 * a pay-provider signature verify for real. Partner web views are
 * the sandbox's pages (unless `VITE_PARTNER_WEB_VIEW_HOST` names another host), shown over the app
 * as the shell's web view would, reporting back as native messages. This module is loaded only
 * by a sandbox build's `loadBackend`, so a partner build carries none of it.
 *
 * @example
 * createShell({ ...sandboxBackend(), androidVersionPolicy });
 */
export function sandboxBackend(): BackendOptions {
  const partnerHost = partnerWebViewHost(import.meta.env.VITE_PARTNER_WEB_VIEW_HOST, window.location.origin);
  return {
    partnerWebViewHost: partnerHost,
    fallbackTransport: () =>
      createBrowserTransport({
        sendInit: false,
        appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
        // The sandbox's demo PIN has six digits.
        pinEntry: createKeypadPinEntry({ maxLength: 6 }),
        // Loaded with the signer on the first signing command, not on the first screen.
        certificates: () => import('@jogak/sandbox/dev-certificates').then(({ DEV_CERTIFICATES }) => DEV_CERTIFICATES),
        // The pay-provider key the sandbox registered for its members, so a withdrawal or a ballot
        // signed after a demo login (which registers no key) verifies for real.
        kakaoPayKey: () => import('@jogak/sandbox/dev-certificates').then(({ DEV_KAKAO_PAY_KEY }) => DEV_KAKAO_PAY_KEY),
        forgeCertificateSignatures: () => window.sessionStorage.getItem(FORGE_CERTIFICATE_SIGNATURES_KEY) === 'on',
        ...(isSandboxPartnerHost(partnerHost) ? { inAppWebView: isUnderHost(partnerHost) } : {}),
      }),
  };
}
