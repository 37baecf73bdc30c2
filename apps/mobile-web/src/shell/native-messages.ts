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
import type { ShellMemory } from './native-effects';

/**
 * Plans every message of the shell with app-core's `planNativeMessage` and runs the actions, one
 * message after another in arrival order (a `foreground` must see the pause its `background`
 * recorded). The facts carry the router's route ids: the page on screen and the one before it,
 * which it keeps in the shell's memory (the on-screen 이전 화면으로 of /error follows the same rule).
 * Returns the unsubscribe.
 *
 * @example
 * stops.push(handleNativeMessages({ bridge, router, persistence, effects, memory }));
 */
export function handleNativeMessages({
  bridge,
  router,
  persistence,
  effects,
  memory,
}: {
  bridge: Pick<NativeBridge, 'onMessage'>;
  router: AppRouter;
  persistence: PersistenceAdapter;
  effects: ShellEffects;
  memory: Pick<ShellMemory, 'pausedAt' | 'resolvedRouteId' | 'previousRouteId'>;
}): () => void {
  const routeIdOnScreen = (): string | undefined => router.state.matches.at(-1)?.routeId;

  const facts = async (): Promise<ShellFacts> => {
    const stored = await readPartnerPurpose(persistence);
    return {
      currentRouteId: routeIdOnScreen(),
      previousRouteId: memory.previousRouteId,
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
  const stops = [
    bridge.onMessage((message) => {
      handling = handling.then(() => handle(message));
    }),
    router.subscribe('onResolved', () => {
      memory.previousRouteId = memory.resolvedRouteId;
      memory.resolvedRouteId = routeIdOnScreen();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
