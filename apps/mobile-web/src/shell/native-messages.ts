import {
  hasTendencyEvaluation,
  planNativeMessage,
  readPartnerPurpose,
  routeHref,
  sessionStore,
  userStore,
  type PersistenceAdapter,
  type ShellAction,
  type ShellFacts,
  type StoredPartnerPurpose,
} from '@jogak/app-core';
import type { NativeBridge, NativeMessage } from '@jogak/native-bridge';
import { hasDismissibleDialog } from '@jogak/ui-kit';
import type { ParsedLocation } from '@tanstack/react-router';
import { runShellActions, type ShellEffects } from '../native/run-shell-actions';
import type { AppRouter } from '../router';
import type { RouteTrail } from '../routing/route-trail';
import type { ShellMemory } from './native-effects';

/**
 * The messages whose plan reads the stored partner web-view purpose (app-core's planner: `close`,
 * `token-expire`, `password-complete`). Only these wait for the shell's storage round trip.
 */
const READS_PARTNER_PURPOSE: ReadonlySet<NativeMessage['type']> = new Set(['close', 'token-expire', 'password-complete']);

/** The messages that lead to a page: a `route` value, a push, a deferred deep link. */
const LINKS: ReadonlySet<NativeMessage['type']> = new Set(['route', 'apppush', 'deferredLinkUrl']);

/** The link held for a router's start page: the page it leads to, for the visit it came on. */
interface HeldLink {
  visit: string;
  href: string;
}

/** Per router, so nothing outlives its run (a reload, each test's app). */
const heldLinks = new WeakMap<object, HeldLink>();

/**
 * The visit of the start page (`/`) a location is: its history entry, so an `init` that brings the
 * app back to `/` is a new visit with a start-up of its own; `null` anywhere else.
 *
 * @example
 * startPageVisit(router.state.location); // 'k3x9…' on `/`, null on /home
 */
export function startPageVisit(location: Pick<ParsedLocation, 'pathname' | 'href' | 'state'>): string | null {
  return location.pathname === '/' ? (location.state.__TSR_key ?? location.href) : null;
}

/**
 * Takes the link (a push, a `route`, a deferred deep link) that came while the app was on this
 * visit of the start page: start-up decides where it leads (spec §4: no push skips a required
 * sign-up or login), so it was held rather than opened under start-up's own navigation, which
 * replaces the start page. Once taken it is gone; a link of another visit is never returned.
 *
 * @example
 * const link = takeStartPageLink(router, visit); // '/subscription/108', or undefined
 */
export function takeStartPageLink(router: object, visit: string): string | undefined {
  const held = heldLinks.get(router);
  if (held?.visit !== visit) return undefined;
  heldLinks.delete(router);
  return held.href;
}

/** The in-app page a link message's plan opens; `undefined` when it opens none (a refused link). */
function hrefOfLink(actions: readonly ShellAction[]): string | undefined {
  const [action] = actions;
  if (action?.type === 'open-href') return action.href;
  if (action?.type === 'navigate') return routeHref(action.target);
  return undefined;
}

/** What the member sees: the page on screen, the entry a back returns to, an open dialog. */
type OnScreen = Pick<ShellFacts, 'currentRouteId' | 'previousRouteId' | 'dismissibleDialog'>;

/**
 * Plans every message of the shell with app-core's `planNativeMessage` and runs the actions, one
 * message after another in arrival order (a `foreground` must see the pause its `background`
 * recorded, and uses it up), the first once `hydrated` has settled: a message acts on the
 * restored stores (a login-required push sees the stored session), and what it sets (init's push
 * token) is not overwritten by hydration. The facts carry the router's route ids: the page on screen and, from
 * the route trail, the entry a back returns to (the on-screen 이전 화면으로 of /error reads the same
 * trail), both taken when the message arrives, before anything awaits: a self-handling page's own back handler
 * (`useNativeBack`), which the bridge calls just before, may already be leaving that page.
 *
 * A link (`route`, `apppush`, `deferredLinkUrl`) whose turn comes while the app is on the start
 * page is held for that visit's start-up (`takeStartPageLink`) instead of opened: start-up's
 * navigation would replace it, and start-up decides whether the member may go there yet. The last
 * one held wins, as the last one opened would.
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
  const run = (message: NativeMessage, actions: readonly ShellAction[]) =>
    runShellActions(actions, effects, (error, action) => console.error(`[jogak] native message ${message.type}: ${action.type} failed`, error));
  const plan = (message: NativeMessage, facts: ShellFacts) => planNativeMessage(message, facts, window.location.origin);

  let handling: Promise<void> = hydrated.then(
    () => undefined,
    () => undefined,
  );
  return bridge.onMessage((message) => {
    const screen = onScreen();
    if (message.type === 'backButton') {
      void run(message, plan(message, factsOf(screen, undefined)));
      return;
    }
    handling = handling
      .then(async () => {
        const stored = READS_PARTNER_PURPOSE.has(message.type) ? await readPartnerPurpose(persistence) : undefined;
        const actions = plan(message, factsOf(screen, stored));
        // A foreground uses up the pause its background recorded: a later foreground with no
        // background before it (the app was in use meanwhile) has no pause to measure.
        if (message.type === 'foreground') memory.pausedAt = undefined;
        // Read at the message's turn: an `init` just before it has brought the app to the start page.
        const visit = startPageVisit(router.state.location);
        const href = visit !== null && LINKS.has(message.type) ? hrefOfLink(actions) : undefined;
        if (visit !== null && href !== undefined) {
          heldLinks.set(router, { visit, href });
          return;
        }
        await run(message, actions);
      })
      // Without the stored purpose the app cannot tell where the message leads; the messages after
      // it are still handled.
      .catch((error: unknown) => console.error(`[jogak] native message ${message.type}: could not read the partner purpose`, error));
  });
}
