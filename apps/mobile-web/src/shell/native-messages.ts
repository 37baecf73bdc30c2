import {
  hasTendencyEvaluation,
  planNativeMessage,
  readPartnerPurpose,
  sessionStore,
  userStore,
  type PersistenceAdapter,
  type ShellFacts,
} from '@jogak/app-core';
import type { NativeBridge, NativeMessage } from '@jogak/native-bridge';
import { hasDismissibleDialog } from '@jogak/ui-kit';
import { runShellActions, type ShellEffects } from '../native/run-shell-actions';
import type { AppRouter } from '../router';
import type { RouteTrail } from '../routing/route-trail';
import type { ShellMemory } from './native-effects';

/**
 * Plans every message of the shell with app-core's `planNativeMessage` and runs the actions, one
 * message after another in arrival order (a `foreground` must see the pause its `background`
 * recorded). The facts carry the router's route ids: the page on screen and, from the route trail,
 * the entry a back returns to (the on-screen 이전 화면으로 of /error reads the same trail).
 * Returns the unsubscribe.
 *
 * @example
 * stops.push(handleNativeMessages({ bridge, router, persistence, effects, memory, trail }));
 */
export function handleNativeMessages({
  bridge,
  router,
  persistence,
  effects,
  memory,
  trail,
}: {
  bridge: Pick<NativeBridge, 'onMessage'>;
  router: AppRouter;
  persistence: PersistenceAdapter;
  effects: ShellEffects;
  memory: Pick<ShellMemory, 'pausedAt'>;
  trail: Pick<RouteTrail, 'before'>;
}): () => void {
  const facts = async (): Promise<ShellFacts> => {
    const stored = await readPartnerPurpose(persistence);
    return {
      currentRouteId: router.state.matches.at(-1)?.routeId,
      previousRouteId: trail.before(),
      pausedAt: memory.pausedAt,
      hasToken: sessionStore.token !== '',
      partnerPurpose: stored?.purpose,
      partnerSubscriptionId: stored?.subscriptionId,
      tendencyPending: !hasTendencyEvaluation(userStore.customerTendencyEvalCod),
      dismissibleDialog: hasDismissibleDialog(),
    };
  };
  const handle = async (message: NativeMessage) => {
    const actions = planNativeMessage(message, await facts(), window.location.origin);
    await runShellActions(actions, effects, (error, action) =>
      console.error(`[jogak] native message ${message.type}: ${action.type} failed`, error),
    );
  };

  let handling: Promise<void> = Promise.resolve();
  return bridge.onMessage((message) => {
    handling = handling.then(() => handle(message));
  });
}
