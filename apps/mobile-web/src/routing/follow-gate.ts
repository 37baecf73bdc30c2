import { gateNextStep, userStore, useNavigateToRoute, type GateDialogCode } from '@jogak/app-core';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toastingFailure } from '../shell/partner-web-view';
import { useShellServices } from '../shell/use-shell-services';

/**
 * Follows a confirmed NEED_* dialog of the transaction gate to app-core's next step
 * (`gateNextStep`): a screen of the app (login carries the page the member is on, so they come
 * back to it) or the partner's account web view, as at start-up.
 *
 * @example
 * const followGate = useFollowGate();
 * <AssetsScreen onGate={followGate} … />
 */
export function useFollowGate(): (code: GateDialogCode) => void {
  const navigate = useNavigateToRoute();
  const router = useRouter();
  const { openPartnerWebView } = useShellServices();
  return useCallback(
    (code: GateDialogCode) => {
      const step = gateNextStep(code, { individualCorpCode: userStore.individualCorpCode, from: router.state.location.href });
      if (step.type === 'navigate') navigate(step.target);
      else void toastingFailure(openPartnerWebView)({ purpose: step.purpose });
    },
    [navigate, router, openPartnerWebView],
  );
}
