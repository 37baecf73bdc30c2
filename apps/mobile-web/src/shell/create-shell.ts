import { attachJogakClient, createJogakClient, jogakQueryClientDefaults } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  commonStore,
  dialogDefinition,
  hydrateStores,
  logout,
  matchRoute,
  hasTendencyEvaluation,
  passesVersionCheck,
  persistStores,
  sessionStore,
  userStore,
  updateUser,
  type PartnerWebViewPurpose,
  type StartUpMemberInfo,
} from '@jogak/app-core';
import { createNativeBridge, type NativeMessage, type NativeTransport } from '@jogak/native-bridge';
import { openDialog, showToast } from '@jogak/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { subscribe } from 'valtio/vanilla';
import { installGlobalErrorHandlers } from '../errors/report-error';
import { carryOutHttpOutcome } from '../http/carry-out-http-outcome';
import { planNativeMessage, type PartnerPurpose, type ShellFacts } from '../native/plan-native-message';
import { runShellActions, type ShellEffects } from '../native/run-shell-actions';
import { createAppRouter, type AppRouter } from '../router';
import { followScrollPlan } from '../routing/follow-scroll-plan';
import { navigateTo } from '../routing/navigate-to';
import { hashCi } from '../session/hash-ci';
import { userFromMemberInfo } from '../session/user-from-member-info';
import { DEFAULT_ANDROID_VERSION_POLICY, type AndroidVersionPolicy } from '../start-up/android-version-policy';
import { bridgePersistence } from './bridge-persistence';
import { createLiveFeed, MARKET_FOREGROUND_EVENT, type LiveFeed } from './live-feed';
import { readPartnerPurpose, writePartnerPurpose } from './partner-purpose';
import type { ShellServices } from './shell-context';

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

/**
 * Assembles the app: query client, HTTP client (its outcomes carried out), native bridge (every
 * message planned and run), stores hydrated and persisted through the bridge, router, scroll
 * rule, global error handlers and the lazy live feed. `ready` resolves once the stores are
 * hydrated (render after it, so the first route already sees the stored token).
 *
 * @example
 * const shell = createShell({ fallbackTransport: () => createBrowserTransport() });
 * await shell.ready;
 * root.render(<RouterProvider router={shell.router} />);
 */
export function createShell(options: ShellOptions = {}) {
  const now = options.now ?? Date.now;
  const origin = options.apiBaseUrl ?? window.location.origin;
  const queryClient = new QueryClient({ defaultOptions: jogakQueryClientDefaults });
  const bridge = createNativeBridge({
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.fallbackTransport ? { fallback: options.fallbackTransport } : {}),
    onDropped: (drop) => console.warn(`[jogak] native message dropped (${drop.reason}): ${drop.detail}`),
  });
  const persistence = bridgePersistence(bridge);
  const live =
    options.liveFeed ?? createLiveFeed({ url: options.liveUrl ?? '/ws', identity: () => ({ uid: sessionStore.userId, token: sessionStore.token }) });
  let pausedAt: number | undefined;
  let osVersion = '';
  let previousPathname: string | undefined;

  // The router (declared below) needs the services, and the services navigate through it: the
  // closures here only run after it exists.
  const navigate = (to: string, search?: Record<string, string>) => navigateTo(router, to, search);

  const signOut = () =>
    logout({
      invalidatePin: (owner) => bridge.send('pin.invalidate', { owner }),
      navigate: ({ to, search }) => void navigate(to, { ...search }),
      persistence,
      onError: (error) => console.error('[jogak] logout step failed', error),
    });

  const client = createJogakClient({
    baseUrl: origin,
    getToken: () => sessionStore.token,
    getUserContext: () => ({
      userType: userStore.userType,
      individualCorpCode: userStore.individualCorpCode || null,
    }),
    onOutcome: (outcome) =>
      void carryOutHttpOutcome(outcome, { navigate, toast: (message) => showToast(message), logout: signOut }),
  });

  attachJogakClient(queryClient, client);

  const openPartnerWebView = async (purpose: PartnerWebViewPurpose, subscriptionId?: string) => {
    await writePartnerPurpose(persistence, { purpose, ...(subscriptionId ? { subscriptionId } : {}) });
    const { data } = await client.POST('/main/v1/account/agency/auth/token', {
      body: { ci: userStore.ci, name: userStore.name, birth: userStore.birth, phone: userStore.phoneNo },
    });
    if (!data) return;
    const tmpCustNo = await persistence.get(STORAGE_KEYS.tempCustomerNo);
    const url = partnerWebViewUrl(options.partnerWebViewHost ?? '', purpose, data.token, {
      tmpCustNo,
      accountNo: userStore.accountNo,
    });
    bridge.send('openLink', { url });
  };

  // Spec section 4: a stored CI signs in with the CI plus the PIN credential the shell handed
  // over in `init` (token stored, PIN cleared), then fetches the member. Without a PIN (a desktop
  // browser) the stored session asks for the member directly.
  const signInWithCi = async (ci: string): Promise<StartUpMemberInfo | null> => {
    const media = mediaOf(userStore.media);
    if (commonStore.pin && userStore.id !== '' && userStore.id !== 'guest') {
      const hashPIN = commonStore.pin;
      commonStore.pin = '';
      const { data: session } = await client.POST('/main/v1/auth/simple/login', {
        body: { memberId: userStore.id, hashCI: await hashCi(ci), hashPIN, pushToken: sessionStore.pushToken, media },
      });
      if (session) Object.assign(sessionStore, { token: session.token, userId: session.userId });
    }
    const { data } = await client.GET('/main/v1/member/info', {
      params: { query: { ci, pushToken: sessionStore.pushToken, media, individualCorpCode: userStore.individualCorpCode || 'INDIVIDUAL' } },
    });
    if (!data) return null;
    // What the account-agency token and the screens need survives a restart this way.
    updateUser({ ...userFromMemberInfo(data), ci });
    return { userType: data.userType, individualCorpCode: data.individualCorpCode, kycReExecute: data.kycReExecute };
  };

  // Only a Kakao-style sign-in (it leaves an htsId) has anything to re-check.
  const recheckKakaoSignIn = async () => {
    if (!userStore.htsId) return;
    try {
      const { data } = await client.POST('/main/v1/auth/kakaopay-auto-login', {
        body: { htsId: userStore.htsId, media: mediaOf(userStore.media), pushToken: sessionStore.pushToken },
      });
      if (data?.token) sessionStore.token = data.token;
    } catch (error) {
      console.warn('[jogak] Kakao sign-in re-check failed; logging out', error);
      await signOut();
    }
  };

  // The shell names its store page in `needUpdate`; otherwise it answers `update.check` with it.
  const openStore = async (storeUrl: string | undefined) => {
    const url = storeUrl ?? (await bridge.request('update.check')).storeUrl;
    if (url) bridge.send('openLink', { url });
  };

  const versionPolicy = options.androidVersionPolicy ?? DEFAULT_ANDROID_VERSION_POLICY;
  // Before the shell's `init` the version is unknown: the check waits for it (init restarts at /).
  const isVersionSupported = () =>
    commonStore.version === '' ||
    passesVersionCheck({ os: userStore.media, appVersion: commonStore.version, ...versionPolicy, now: new Date(now()) });

  // Ends only with the shell (dispose), which withdraws the dialog.
  const lifetime = new AbortController();
  // One loop however often it is asked for (a second `init`, a `needUpdate` during start-up).
  let updateLoop: Promise<void> | undefined;
  const requireUpdate = (storeUrl?: string): Promise<void> =>
    (updateLoop ??= (async () => {
      while (!lifetime.signal.aborted) {
        await openDialog(dialogDefinition('INVALID_VERSION'), { signal: lifetime.signal });
        if (lifetime.signal.aborted) return;
        await openStore(storeUrl).catch((error: unknown) => console.error('[jogak] could not open the store', error));
      }
    })());

  const effects: ShellEffects = {
    persistence,
    navigate,
    back: () => router.history.back(),
    logout: signOut,
    recheckKakaoSignIn,
    reconnectRealtime: () => live.reconnect(),
    emitMarketForeground: () => window.dispatchEvent(new CustomEvent(MARKET_FOREGROUND_EVENT)),
    exitApp: () => bridge.send('exit'),
    restartAccountFlow: () =>
      openPartnerWebView(userStore.individualCorpCode === 'INDIVIDUAL' || !userStore.individualCorpCode ? 'CREATE_ACCOUNT' : 'CORP_ACCOUNT_LINK'),
    reportAccountOpened: async (accountNo) => {
      await client.POST('/main/v1/account/affiliate/opened', { body: { accountNo } });
    },
    reportAccountLinked: async () => {
      await client.POST('/main/v1/account/after_alliance_account');
    },
    toast: (message) => showToast(message),
    askUpdate: async (required, storeUrl) => {
      // Not awaited: the loop never ends, and the messages after this one must still be handled.
      if (required) {
        void requireUpdate(storeUrl);
        return;
      }
      await openDialog(dialogDefinition('INVALID_VERSION'));
      await openStore(storeUrl);
    },
    confirmNetworkChange: async () => {
      const confirmed = await openDialog(dialogDefinition('NETWORK_CHANGED'));
      if (!confirmed) return;
      await Promise.all(Object.values(STORAGE_KEYS).map((key) => persistence.remove(key)));
      await signOut();
    },
    recordPause: (at) => {
      pausedAt = at;
    },
    recordOsVersion: (_os, version) => {
      osVersion = version;
    },
  };

  const services: ShellServices = {
    client,
    bridge,
    persistence,
    live,
    logout: signOut,
    openPartnerWebView: (purpose) => openPartnerWebView(purpose),
    signInWithCi,
    isVersionSupported,
    requireUpdate: () => requireUpdate(),
    osVersion: () => osVersion,
  };

  const router: AppRouter = createAppRouter({
    context: {
      queryClient,
      isOnline: options.isOnline ?? (() => navigator.onLine),
      hasToken: () => sessionStore.token !== '',
      services,
    },
    ...(options.history ? { history: options.history } : {}),
  });

  const facts = async (): Promise<ShellFacts> => {
    const currentPathname = router.state.location.pathname;
    const stored = await readPartnerPurpose(persistence);
    return {
      currentPathname,
      previousPathname,
      pausedAt,
      hasToken: sessionStore.token !== '',
      partnerPurpose: stored?.purpose as PartnerPurpose | undefined,
      partnerSubscriptionId: stored?.subscriptionId,
      tendencyPending: !hasTendencyEvaluation(userStore.customerTendencyEvalCod),
      onMarketDetail: matchRoute(currentPathname)?.name === 'marketDetail',
    };
  };

  // Messages are handled one after another, in arrival order: a `foreground` must see the
  // pause its `background` recorded.
  let handling: Promise<void> = Promise.resolve();
  const handle = async (message: NativeMessage) => {
    const actions = planNativeMessage(message, await facts(), window.location.origin);
    await runShellActions(actions, effects, (error, action) =>
      console.error(`[jogak] native message ${message.type}: ${action.type} failed`, error),
    );
  };

  const stops: Array<() => void> = [];
  stops.push(
    bridge.onMessage((message) => {
      handling = handling.then(() => handle(message));
    }),
    router.subscribe('onResolved', ({ fromLocation }) => {
      previousPathname = fromLocation?.pathname;
    }),
    followScrollPlan(router),
    installGlobalErrorHandlers(() => router.state.matches.at(-1)?.routeId),
    subscribe(sessionStore, () => void live.switchUser()),
  );

  const ready = hydrateStores(persistence)
    .catch((error: unknown) => console.error('[jogak] could not read the stored session', error))
    .then(() => {
      stops.push(persistStores(persistence));
      // The offline screen must render without the network, so its chunk is fetched up front.
      const offline = router.routesByPath['/offline'];
      void router.loadRouteChunk(offline);
    });

  return {
    router,
    queryClient,
    services,
    ready,
    now,
    dispose: () => {
      lifetime.abort();
      for (const stop of stops.splice(0)) stop();
      bridge.dispose();
    },
  };
}

export type Shell = ReturnType<typeof createShell>;

/** The contract's media values; a desktop browser is WEB. */
function mediaOf(media: string): 'ANDROID' | 'IOS' | 'WEB' {
  return media === 'IOS' || media === 'WEB' ? media : media === 'ANDROID' ? 'ANDROID' : 'WEB';
}

/**
 * The partner web-view URL of spec section 7 for a purpose, with the encoded account-agency token.
 *
 * @example
 * partnerWebViewUrl('https://partner.dev', 'CREATE_ACCOUNT', 't0k', { tmpCustNo: 'T1', accountNo: '' });
 * // 'https://partner.dev/account/new?token=t0k&tmp_cust_no=T1'
 */
export function partnerWebViewUrl(
  host: string,
  purpose: PartnerWebViewPurpose,
  token: string,
  { tmpCustNo, accountNo }: { tmpCustNo: string | null; accountNo: string },
): string {
  const params = new URLSearchParams({ token });
  let path: string;
  if (purpose === 'CREATE_ACCOUNT') {
    path = '/account/new';
    if (tmpCustNo) params.set('tmp_cust_no', tmpCustNo);
  } else if (purpose === 'CORP_ACCOUNT_LINK') {
    path = '/account/corp-link';
    params.set('acct_no', accountNo);
  } else {
    path = '/account/password';
    params.set('acct_no', accountNo);
    params.set('trans_tp', purpose === 'PASSWORD_APPLY' ? '01' : '02');
  }
  return `${host}${path}?${params.toString()}`;
}
