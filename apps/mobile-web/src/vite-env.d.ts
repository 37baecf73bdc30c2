/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The build's backend, always set by vite.config.ts: `sandbox` (`pnpm dev`, Storybook, the e2e
   * build) or `partner` (a build must say which; `build/backend-choice.ts`).
   */
  readonly VITE_JOGAK_BACKEND: 'sandbox' | 'partner';
  /** The partner's HTTP API origin (partner builds; a sandbox build uses its own origin). */
  readonly VITE_API_BASE_URL?: string;
  /** The partner's SockJS endpoint (partner builds; a sandbox build uses `/ws`). */
  readonly VITE_LIVE_URL?: string;
  readonly VITE_APP_VERSION?: string;
  /** The oldest Android app version allowed to start (spec section 4, "Version checks"). Default 1.0.0. */
  readonly VITE_ANDROID_MINIMUM_VERSION?: string;
  /** From this ISO date or date-time on (Seoul time unless it has an offset) the Android minimum is enforced. Default 2026-01-01T00:00:00+09:00. */
  readonly VITE_ANDROID_VERSION_ENFORCED_FROM?: string;
  /**
   * The partner web-view host (spec section 7: a development host). Required in a partner build;
   * unset in a sandbox build: the sandbox's partner pages on the app's own origin.
   */
  readonly VITE_PARTNER_WEB_VIEW_HOST?: string;
}
