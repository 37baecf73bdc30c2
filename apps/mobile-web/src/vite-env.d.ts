/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `partner` for a build against the partner backend; anything else is a sandbox build. */
  readonly VITE_JOGAK_BACKEND?: string;
  readonly VITE_APP_VERSION?: string;
  /** The oldest Android app version allowed to start (spec section 4, "Version checks"). Default 1.0.0. */
  readonly VITE_ANDROID_MINIMUM_VERSION?: string;
  /** From this ISO instant on the Android minimum is enforced. Default 2026-01-01T00:00:00+09:00. */
  readonly VITE_ANDROID_VERSION_ENFORCED_FROM?: string;
  /**
   * The partner web-view host (spec section 7: a development host). Unset in a sandbox build: the
   * sandbox's partner pages on the app's own origin, `<origin>/__sandbox/partner`.
   */
  readonly VITE_PARTNER_WEB_VIEW_HOST?: string;
}
