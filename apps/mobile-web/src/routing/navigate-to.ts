import type { AnyRouter } from '@tanstack/react-router';

/**
 * Navigates to a path from app-core's route table or a decision object. Those paths are plain
 * strings (some belong to routes that later feature issues register), so the router's typed
 * `to` is widened here, in one place.
 *
 * @example
 * navigateTo(router, '/auth/login', { tabs: 'corporate' });
 */
export function navigateTo(
  router: Pick<AnyRouter, 'navigate'>,
  to: string,
  search?: Readonly<Record<string, string>>,
): Promise<void> {
  return router.navigate({ to, ...(search ? { search: { ...search } } : {}) });
}
