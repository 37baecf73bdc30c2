import type { JogakClient } from '@jogak/api-client';
import type { PartnerWebViewOpening, PersistenceAdapter, StartUpMemberInfo } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';
import type { QueryClient } from '@tanstack/react-query';
import type { TrailEntry } from '../routing/trail-entry';
import type { LiveFeed } from './live-feed';

/** What screens of the shell reach through the router context. */
export interface ShellServices {
  client: JogakClient;
  bridge: NativeBridge;
  persistence: PersistenceAdapter;
  live: LiveFeed;
  logout: () => Promise<void>;
  /**
   * Opens the partner web view of a purpose (spec §4, §7); a password page names its order. When it
   * cannot, it rejects with the API error: the caller says why (`toastingFailure` for a toast).
   */
  openPartnerWebView: (opening: PartnerWebViewOpening) => Promise<void>;
  /** app-core's `signInWithCi` on the shell's client (spec §4's start-up with a stored CI). */
  signInWithCi: (ci: string) => Promise<StartUpMemberInfo | null>;
  /** Spec section 4's version check on the OS and app version of the shell's `init` (passes until it arrives). */
  isVersionSupported: () => boolean;
  /** The invalid-version dialog, again after every store visit: an unsupported app goes no further. */
  requireUpdate: () => Promise<void>;
  /** The OS version the shell last reported (`osVersion` message), for /my. */
  osVersion: () => string;
  /**
   * Whether a back from the page on screen may go to the one before it: there is one, and spec
   * §4's rule allows it (not into the identity verification or the tendency questionnaire).
   */
  mayGoBack: () => boolean;
  /** What the history entry a back returns to showed (the route trail), for app-core's `returnTo` navigation. */
  entryBefore: () => TrailEntry | undefined;
}

/** The router context every route can read. */
export interface ShellContext {
  queryClient: QueryClient;
  /** `navigator.onLine`, behind a function so tests can play offline. */
  isOnline: () => boolean;
  hasToken: () => boolean;
  /**
   * The ids of the routes the router matches for a path (the root guard reads app-core's auth
   * flags by them; the root's own `matches` would make the route tree's types refer to themselves).
   */
  matchedRouteIds: (pathname: string) => readonly string[];
  services: ShellServices;
}
