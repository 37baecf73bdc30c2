import type { HttpErrorEffect, HttpErrorOutcome } from '@jogak/api-client';

export interface HttpOutcomeEffects {
  navigate: (to: string, search?: Record<string, string>) => Promise<void> | void;
  toast: (message: string) => void;
  logout: () => Promise<void>;
}

async function carryOutOne(effect: HttpErrorEffect, effects: HttpOutcomeEffects): Promise<void> {
  switch (effect.type) {
    case 'toast':
      effects.toast(effect.message);
      return;
    case 'logout':
      await effects.logout();
      return;
    case 'navigate':
      // The 403 modals are /home query values (spec section 2); features-home opens them.
      await effects.navigate(effect.to, 'search' in effect ? { ...effect.search } : undefined);
      return;
  }
}

/**
 * Carries out what the HTTP client decided a failed call means (spec section 8): toasts,
 * logout, and navigation (including /home with its modal query for the 403 codes), in order.
 * Its toast (the 401's) is the member's answer: a later toast would replace it, so screens skip
 * their own failure toast when api-client's `isToldByHttpPolicy(error)` says so.
 *
 * @example
 * createJogakClient({ baseUrl, getToken, getUserContext, onOutcome: (o) => carryOutHttpOutcome(o, effects) });
 */
export async function carryOutHttpOutcome(outcome: HttpErrorOutcome, effects: HttpOutcomeEffects): Promise<void> {
  for (const effect of outcome.effects) await carryOutOne(effect, effects);
}
