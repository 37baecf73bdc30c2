import type { NavDecision, RouteTarget } from '@jogak/app-core';

/**
 * Carries out a tab or bell decision: navigate, or show the gating message and (when the
 * decision says so) go to sign-up or login.
 *
 * @example
 * followNavDecision(tabDecision('assets', { currentRouteId: '/_main/home/', userType: '100' }), { navigate, toast });
 * // toast "회원가입 후 이용해주세요", then navigate({ route: '/auth/sign-up' })
 */
export function followNavDecision(
  decision: NavDecision,
  { navigate, toast }: { navigate: (target: RouteTarget) => void; toast: (message: string) => void },
): void {
  if (decision.type === 'stay') return;
  if (decision.type === 'navigate') {
    navigate(decision.target);
    return;
  }
  toast(decision.toast);
  if (decision.redirect) navigate(decision.redirect);
}
