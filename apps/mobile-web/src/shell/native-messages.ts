import {
  hasTendencyEvaluation,
  planNativeMessage,
  readPartnerPurpose,
  sessionStore,
  userStore,
  type PersistenceAdapter,
  type ShellFacts,
  type StoredPartnerPurpose,
} from '@jogak/app-core';
import type { NativeBridge, NativeMessage } from '@jogak/native-bridge';
import { hasDismissibleDialog } from '@jogak/ui-kit';
import { runShellActions, type ShellEffects } from '../native/run-shell-actions';
import type { AppRouter } from '../router';
import type { RouteTrail } from '../routing/route-trail';
import type { ShellMemory } from './native-effects';

/**
 * The messages whose plan reads the stored partner web-view purpose (app-core's planner: `close`,
 * `token-expire`, `password-complete`). Only these wait for the shell's storage round trip.
 */
const READS_PARTNER_PURPOSE: ReadonlySet<NativeMessage['type']> = new Set(['close', 'token-expire', 'password-complete']);

/** What the member sees: the page on screen, the entry a back returns to, an open dialog. */
type OnScreen = Pick<ShellFacts, 'currentRouteId' | 'previousRouteId' | 'dismissibleDialog'>;

/**
 * Plans every message of the shell with app-core's `planNativeMessage` and runs the actions, one
 * message after another in arrival order (a `foreground` must see the pause its `background`
 * recorded), the first once `hydrated` has settled: a message acts on the restored stores (a
 * login-required push sees the stored session), and what it sets (init's push token) is not
 * overwritten by hydration. The facts carry the router's route ids: the page on screen and, from
 * the route trail, the entry a back returns to (the on-screen 이전 화면으로 of /error reads the same
 * trail), both taken when the message arrives, before anything awaits: a self-handling page's own back handler
 * (`useNativeBack`), which the bridge calls just before, may already be leaving that page.
 *
 * `backButton` is not queued: it acts on the page on screen at once, as the page's own handler
 * does, so it is never planned on the page that handler went to, nor replayed later on a page the
 * app moved to meanwhile (after a dialog's answer, a request). A back on a dialog only its button
 * closes then does nothing (the router keeps the page, `BackClosesDialog`).
 * Returns the unsubscribe.
 *
 * @example
 * stops.push(handleNativeMessages({ bridge, router, persistence, effects, memory, trail, hydrated: ready }));
 */
export function handleNativeMessages({
  bridge,
  router,
  persistence,
  effects,
  memory,
  trail,
  hydrated,
}: {
  bridge: Pick<NativeBridge, 'onMessage'>;
  router: AppRouter;
  persistence: PersistenceAdapter;
  effects: ShellEffects;
  memory: Pick<ShellMemory, 'pausedAt'>;
  trail: Pick<RouteTrail, 'before'>;
  /** The stores' hydration; its failure holds no message back (the stores keep what they had). */
  hydrated: Promise<unknown>;
}): () => void {
  const onScreen = (): OnScreen => ({
    currentRouteId: router.state.matches.at(-1)?.routeId,
    previousRouteId: trail.before(),
    dismissibleDialog: hasDismissibleDialog(),
  });
  // The app's own state is read when the message's turn comes, after the messages before it ran.
  const factsOf = (screen: OnScreen, stored: StoredPartnerPurpose | undefined): ShellFacts => ({
    ...screen,
    pausedAt: memory.pausedAt,
    hasToken: sessionStore.token !== '',
    partnerPurpose: stored?.purpose,
    partnerSubscriptionId: stored?.subscriptionId,
    tendencyPending: !hasTendencyEvaluation(userStore.customerTendencyEvalCod),
  });
  const run = (message: NativeMessage, facts: ShellFacts) =>
    runShellActions(planNativeMessage(message, facts, window.location.origin), effects, (error, action) =>
      console.error(`[jogak] native message ${message.type}: ${action.type} failed`, error),
    );

  let handling: Promise<void> = hydrated.then(
    () => undefined,
    () => undefined,
  );
  return bridge.onMessage((message) => {
    const screen = onScreen();
    if (message.type === 'backButton') {
      void run(message, factsOf(screen, undefined));
      return;
    }
    handling = handling
      .then(async () => {
        const stored = READS_PARTNER_PURPOSE.has(message.type) ? await readPartnerPurpose(persistence) : undefined;
        await run(message, factsOf(screen, stored));
      })
      // Without the stored purpose the app cannot tell where the message leads; the messages after
      // it are still handled.
      .catch((error: unknown) => console.error(`[jogak] native message ${message.type}: could not read the partner purpose`, error));
  });
}
