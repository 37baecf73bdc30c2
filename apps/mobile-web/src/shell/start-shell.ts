import {
  hydrateStores,
  onMemberLeft,
  persistStores,
  sessionStore,
  STORAGE_KEYS,
  userStore,
  type PersistenceAdapter,
} from '@jogak/app-core';
import { keepFocusOnPage, showToast, withdrawDialogs } from '@jogak/ui-kit';
import type { NativeBridge } from '@jogak/native-bridge';
import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/vanilla/utils';
import { installGlobalErrorHandlers } from '../errors/report-error';
import type { ShellEffects } from '../native/run-shell-actions';
import type { AppRouter } from '../router';
import { followScrollPlan } from '../routing/follow-scroll-plan';
import type { RouteTrail } from '../routing/route-trail';
import type { LiveFeed } from './live-feed';
import type { ShellMemory } from './native-effects';
import { handleNativeMessages } from './native-messages';

/** Shown when the stored session could not be read at launch (the app starts as a guest). */
export const SESSION_NOT_RESTORED = '저장된 로그인 정보를 불러오지 못했어요. 다시 로그인해주세요.';

/**
 * Sets the assembled shell going: the stores hydrated then persisted through the bridge, native
 * messages handled once they are, the scroll rule, focus kept on the page (not dropped to the
 * body when what had it goes: after a navigation it lands on the new page's heading), global
 * error handlers, the live feed following the session, and the query cache forgotten and the
 * dialogs opened without a signal withdrawn when a member leaves the session. `ready` resolves
 * after hydration; `stop` undoes the rest.
 *
 * When the token could not be read (the shell refused it twice or did not answer in time) the app
 * starts as a guest and says so with a toast: the toast queue holds it until its host mounts, and
 * the host's chunk loads on that request, so the first screen's bundle does not grow.
 *
 * @example
 * const { ready, stop } = startShell({ bridge, router, queryClient, persistence, live, effects, memory, trail });
 */
export function startShell({
  bridge,
  router,
  queryClient,
  persistence,
  live,
  effects,
  memory,
  trail,
}: {
  bridge: Pick<NativeBridge, 'onMessage'>;
  router: AppRouter;
  queryClient: Pick<QueryClient, 'clear'>;
  persistence: PersistenceAdapter;
  live: Pick<LiveFeed, 'switchUser'>;
  effects: ShellEffects;
  memory: Pick<ShellMemory, 'pausedAt'>;
  trail: Pick<RouteTrail, 'before'>;
}): { ready: Promise<void>; stop: () => void } {
  const stops: Array<() => void> = [];
  // A key the shell could not read stays on the device as it is (never written over with the
  // stores' defaults), so a keystore slow at launch costs this run that key, not the next one.
  const ready = hydrateStores(persistence, {
    onError: (error, key) => console.error(`[jogak] could not read the stored ${key}`, error),
  }).then(({ unreadKeys }) => {
    stops.push(persistStores(persistence, { unreadKeys }));
    if (unreadKeys.includes(STORAGE_KEYS.token)) showToast(SESSION_NOT_RESTORED);
    // The offline screen must render without the network, so its chunk is fetched up front.
    void router.loadRouteChunk(router.routesByPath['/offline']);
  });
  stops.push(
    // The shell greets the app (init, an apppush or route that opened it) before its storage
    // answers: those messages wait for `ready`, or hydration would overwrite init's push token
    // with the stored one and a route would be planned for a guest before the session is back.
    handleNativeMessages({ bridge, router, persistence, effects, memory, trail, hydrated: ready }),
    followScrollPlan(router),
    keepFocusOnPage(document),
    installGlobalErrorHandlers(() => router.state.matches.at(-1)?.routeId),
    subscribe(sessionStore, () => void live.switchUser()),
    // A restored session's member is the stored user's id, which may arrive after the token.
    subscribeKey(userStore, 'id', () => void live.switchUser()),
    // A dialog opened for the member who left (a CDD question, an order's confirmation) must
    // neither stay over the login page nor act for whoever holds the phone next: it answers "no".
    onMemberLeft(() => {
      withdrawDialogs();
      queryClient.clear();
    }),
  );
  return {
    ready,
    stop: () => {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
