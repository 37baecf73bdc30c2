import type { AnyRouter } from '@tanstack/react-router';

interface LooseNavigateOptions {
  to: string;
  search?: Record<string, unknown>;
  replace?: boolean;
}

/**
 * The router's `navigate` for paths known only as strings: app-core's route table, decision
 * objects, native messages. Some of them belong to routes that later feature issues register,
 * so the typed `to` is widened here, in one place.
 */
function looseNavigate(router: Pick<AnyRouter, 'navigate'>): (options: LooseNavigateOptions) => Promise<void> {
  return router.navigate as unknown as (options: LooseNavigateOptions) => Promise<void>;
}

/**
 * Navigates to a path from app-core's route table or a decision object. A key given as
 * `undefined` drops that key of the current query instead of carrying it (`carrySearch`).
 *
 * @example
 * navigateTo(router, '/auth/login', { tabs: 'corporate' });
 */
export function navigateTo(
  router: Pick<AnyRouter, 'navigate'>,
  to: string,
  search?: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  return looseNavigate(router)({ to, ...(search ? { search: { ...search } } : {}) });
}

/**
 * Navigates to `to` dropping the current query (which `carrySearch` would otherwise keep), e.g.
 * /home once its modal was answered: the keys are named as `undefined`.
 *
 * @example
 * clearSearch(router, '/home', ['modal', 'code']);
 */
export function clearSearch(router: Pick<AnyRouter, 'navigate'>, to: string, keys: readonly string[]): Promise<void> {
  const search = Object.fromEntries(keys.map((key) => [key, undefined]));
  return looseNavigate(router)({ to, search, replace: true });
}
