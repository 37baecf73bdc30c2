/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `partner` for a build against the partner backend; anything else is a sandbox build. */
  readonly VITE_JOGAK_BACKEND?: string;
  readonly VITE_APP_VERSION?: string;
  /**
   * The partner web-view host (spec section 7: a development host). Unset in a sandbox build: the
   * sandbox's partner pages on the app's own origin, `<origin>/__sandbox/partner`.
   */
  readonly VITE_PARTNER_WEB_VIEW_HOST?: string;
}
