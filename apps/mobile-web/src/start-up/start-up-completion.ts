/**
 * The routers whose run has completed a start-up. A run is one router's life (one page load): the
 * router is the key, so a new run (a reload, each test's app) starts without one, and nothing
 * outlives its router.
 */
const completedRuns = new WeakSet<object>();

/**
 * Records that start-up (spec §2, §4: the version gate, the CI sign-in, access-permission, the
 * `event` referral) has carried its decision out in this run.
 *
 * @example
 * await runStartUp(search, deps);
 * markStartUpCompleted(router);
 */
export function markStartUpCompleted(router: object): void {
  completedRuns.add(router);
}

/**
 * Whether start-up has completed in this run. Until it has, a page that would go on into the app
 * (the offline page's 다시 시도하기) goes to `/` instead, so start-up is never skipped.
 *
 * @example
 * hasStartUpCompleted(router) ? goHome() : goToStartUp();
 */
export function hasStartUpCompleted(router: object): boolean {
  return completedRuns.has(router);
}
