import '@jogak/features-kyc/styles.css';
import { applyStartUpEffects, routeByUserType, userStore } from '@jogak/app-core';
import { KycScreen, type KycResult } from '@jogak/features-kyc';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../routing/follow-route';
import { toastingFailure } from '../shell/partner-web-view';
import { useShellServices } from '../shell/use-shell-services';

export const Route = createFileRoute('/kyc')({
  component: KycRoute,
});

function KycRoute() {
  const router = useRouter();
  const services = useShellServices();
  // After KYC the member moves on by the type the server answered (spec §4's routing by type):
  // 102 opens the partner's account creation over home, 200 goes home. The page comes first, as at
  // start-up: a web view that fails to open (its toast) or is closed leaves the member on home.
  const moveOn = async (result: KycResult) => {
    userStore.userType = result.userType;
    const decision = routeByUserType(result.userType, userStore.individualCorpCode);
    await applyStartUpEffects(decision.effects, services.persistence);
    if (decision.next.type === 'navigate') {
      await followRoute(router, decision.next.target, { replace: true });
    } else if (decision.next.type === 'open-partner-web-view') {
      await followRoute(router, decision.next.page, { replace: true });
      await toastingFailure(services.openPartnerWebView)({ purpose: decision.next.purpose });
    }
  };
  return (
    <KycScreen
      progressStorage={services.persistence}
      takePhoto={() => services.bridge.request('takePhoto', { source: 'camera' })}
      onComplete={(result) => void moveOn(result)}
      onLeave={() => void followRoute(router, { route: '/_main/home' }, { replace: true })}
      nativeBack={services.bridge}
    />
  );
}
