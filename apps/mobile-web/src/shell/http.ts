import { attachJogakClient, createJogakClient, jogakQueryClientDefaults, type JogakClient } from '@jogak/api-client';
import { sessionStore, userStore, type RouteTarget, type SearchUpdate } from '@jogak/app-core';
import { showToast } from '@jogak/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { carryOutHttpOutcome } from '../http/carry-out-http-outcome';
import type { ShellNavigation } from './navigation';

/** The route of each page api-client's error policy sends to (its `navigate` effects). */
function httpEffectTarget(to: string, search: SearchUpdate | undefined): RouteTarget | undefined {
  switch (to) {
    case '/home':
      // The 403 modals are /home query values (spec §2); features-home opens them.
      return { route: '/_main/home', search };
    case '/kyc':
      return { route: '/kyc' };
    case '/auth/sign-up':
      return { route: '/auth/sign-up' };
    case '/error':
      return { route: '/error' };
    default:
      return undefined;
  }
}

/**
 * The query client and the typed HTTP client, attached to each other, whose failures are carried
 * out (spec §8): toasts, logout, and the policy's pages.
 *
 * @example
 * const { queryClient, client } = createHttp({ baseUrl: origin, navigation, logout: signOut });
 */
export function createHttp({
  baseUrl,
  navigation,
  logout,
}: {
  baseUrl: string;
  navigation: ShellNavigation;
  logout: () => Promise<void>;
}): { queryClient: QueryClient; client: JogakClient } {
  const queryClient = new QueryClient({ defaultOptions: jogakQueryClientDefaults });
  const navigate = (to: string, search?: SearchUpdate) => {
    const target = httpEffectTarget(to, search);
    return target ? navigation.navigate(target) : navigation.openHref(to);
  };
  const client = createJogakClient({
    baseUrl,
    getToken: () => sessionStore.token,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
    onOutcome: (outcome) => void carryOutHttpOutcome(outcome, { navigate, toast: (message) => showToast(message), logout }),
  });
  attachJogakClient(queryClient, client);
  return { queryClient, client };
}
