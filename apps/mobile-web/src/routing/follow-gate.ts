import { accountFlowPurpose, type GateDialogCode, type RouteTarget } from '@jogak/app-core';
import type { ShellServices } from '../shell/shell-context';

/**
 * Where a confirmed NEED_* dialog of the transaction gate leads (spec §4, §6): login and sign-up
 * are screens; an account to open, link or register (102) is the partner's account web view, as
 * at start-up.
 *
 * @example
 * followGate('NEED_LOG_IN', { navigate, services, individualCorpCode: '' }); // opens /auth/login
 */
export function followGate(
  code: GateDialogCode,
  { navigate, services, individualCorpCode }: { navigate: (target: RouteTarget) => void; services: Pick<ShellServices, 'openPartnerWebView'>; individualCorpCode: string },
): void {
  switch (code) {
    case 'NEED_LOG_IN':
      navigate({ route: '/auth/login' });
      return;
    case 'NEED_SIGN_UP':
      navigate({ route: '/auth/sign-up' });
      return;
    default:
      void services.openPartnerWebView({ purpose: accountFlowPurpose(individualCorpCode) });
  }
}
