/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `partner` for a build against the partner backend; anything else is a sandbox build. */
  readonly VITE_JOGAK_BACKEND?: string;
  readonly VITE_APP_VERSION?: string;
  /** The partner web-view host (spec section 7: a development host). */
  readonly VITE_PARTNER_WEB_VIEW_HOST?: string;
}
