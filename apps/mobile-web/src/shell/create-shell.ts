import {
  DEFAULT_ANDROID_VERSION_POLICY,
  nativeBackAction,
  sessionStore,
  signedInMemberId,
  signInWithCi,
  type AndroidVersionPolicy,
} from '@jogak/app-core';
import { createNativeBridge, type NativeTransport } from '@jogak/native-bridge';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { refreshBellOnNotification } from '../layout/use-has-new-notifications';
import { createAppRouter, type AppRouter } from '../router';
import { followRouteTrail } from '../routing/route-trail';
import { bridgePersistence } from './bridge-persistence';
import { createHttp } from './http';
import { createLiveFeed, type LiveFeed } from './live-feed';
import { createShellEffects, type ShellMemory } from './native-effects';
import { routerNavigation } from './navigation';
import { createPartnerWebViewOpener, toastingFailure } from './partner-web-view';
import type { ShellServices } from './shell-context';
import { createSignOut } from './sign-out';
import { startShell } from './start-shell';
import { createVersionGate } from './version-gate';

export interface ShellOptions {
  /** Memory history in tests; the browser's by default. */
  history?: RouterHistory;
  /** Forces a bridge transport (tests); otherwise the shell is detected. */
  transport?: NativeTransport;
  /** Used when no shell is detected (the browser transport in sandbox builds). */
  fallbackTransport?: () => NativeTransport;
  /** Origin of the HTTP API; the page's own origin (proxied to the sandbox) by default. */
  apiBaseUrl?: string;
  /** The SockJS endpoint. */
  liveUrl?: string;
  /** Replaces the live feed (tests without a SockJS server). */
  liveFeed?: LiveFeed;
  isOnline?: () => boolean;
  /** Where the partner web views live (spec section 7: a development host). */
  partnerWebViewHost?: string;
  /** The Android minimum version (spec section 4); `DEFAULT_ANDROID_VERSION_POLICY` by default. */
  androidVersionPolicy?: AndroidVersionPolicy;
  now?: () => number;
}

function createBridge(options: ShellOptions) {
  return createNativeBridge({
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.fallbackTransport ? { fallback: options.fallbackTransport } : {}),
    // The shell's clock, so the window that drops a repeated message runs on the same time as the rest.
    ...(options.now ? { now: options.now } : {}),
    onDropped: (drop) => console.warn(`[jogak] native message dropped (${drop.reason}): ${drop.detail}`),
  });
}

/**
 * The app's live feed. A session restored at start-up has its token but not the sign-in's user
 * id: app-core's `signedInMemberId` names its member, so the feed connects as them, not as a
 * guest. The bell is on every main screen (spec section 2), so a live notification refreshes it
 * wherever the member is; the client lives as long as the app.
 */
function createAppLiveFeed(url: string, queryClient: QueryClient): LiveFeed {
  return createLiveFeed({
    url,
    identity: () => ({ uid: signedInMemberId(), token: sessionStore.token }),
    onLoaded: (client) => void refreshBellOnNotification(client, queryClient),
  });
}

/**
 * Assembles the app: query client and HTTP client (its outcomes carried out), native bridge
 * (every message planned by app-core and run), stores hydrated and persisted through the bridge,
 * router, version gate, partner web views and the lazy live feed. `ready` resolves once the
 * stores are hydrated (render after it, so the first route already sees the stored token).
 *
 * @example
 * const shell = createShell({ fallbackTransport: () => createBrowserTransport() });
 * await shell.ready;
 * root.render(<RouterProvider router={shell.router} />);
 */
export function createShell(options: ShellOptions = {}) {
  const now = options.now ?? Date.now;
  const bridge = createBridge(options);
  const persistence = bridgePersistence(bridge);
  // The router is made last: it needs the services, which navigate through it once they run.
  const navigation = routerNavigation(() => router);
  // The sign-out reads the client when it runs: the client, made next, calls it on a 401.
  const signOut = createSignOut({ bridge, persistence, navigation, client: () => client });
  const { queryClient, client } = createHttp({ baseUrl: options.apiBaseUrl ?? window.location.origin, navigation, logout: signOut });
  const live = options.liveFeed ?? createAppLiveFeed(options.liveUrl ?? '/ws', queryClient);
  const versionGate = createVersionGate({ bridge, policy: options.androidVersionPolicy ?? DEFAULT_ANDROID_VERSION_POLICY, now });
  const openPartnerWebView = createPartnerWebViewOpener({
    client,
    bridge,
    persistence,
    host: options.partnerWebViewHost ?? '',
    now,
  });
  const memory: ShellMemory = { pausedAt: undefined, osVersion: '' };
  const services: ShellServices = {
    client,
    bridge,
    persistence,
    live,
    logout: signOut,
    openPartnerWebView,
    signInWithCi: (ci) => signInWithCi(ci, client),
    isVersionSupported: versionGate.isVersionSupported,
    requireUpdate: versionGate.requireUpdate,
    osVersion: () => memory.osVersion,
    mayGoBack: () => router.history.canGoBack() && nativeBackAction(router.state.matches.at(-1)?.routeId, trail.before()) === 'back',
    entryBefore: () => trail.entryBefore(),
  };
  const router: AppRouter = createAppRouter({
    context: { queryClient, isOnline: options.isOnline ?? (() => navigator.onLine), hasToken: () => sessionStore.token !== '', services },
    ...(options.history ? { history: options.history } : {}),
  });
  const trail = followRouteTrail(router);
  // The shell's restart of the account flow has no screen of its own to say why it failed: the toast.
  const effects = createShellEffects({
    bridge,
    client,
    persistence,
    navigation,
    live,
    signOut,
    openPartnerWebView: toastingFailure(openPartnerWebView),
    versionGate,
    memory,
  });
  const { ready, stop } = startShell({ bridge, router, queryClient, persistence, live, effects, memory, trail });
  const dispose = () => {
    versionGate.dispose();
    trail.stop();
    stop();
    bridge.dispose();
  };
  return { router, queryClient, services, ready, now, dispose };
}

export type Shell = ReturnType<typeof createShell>;
