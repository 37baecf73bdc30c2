import { useEffect, useState } from 'react';
import { pinLoginErrorOf, type PinLoginError } from './sign-in-with-pin';

/** The start-up's refusal, kept from the start-up page until the login's individual tab shows it. */
const pending: { refusal: PinLoginError | null } = { refusal: null };

/**
 * Whether a failed start-up sign-in (app-core's `signInWithCi`: the simple login with the PIN the
 * shell handed over in `init`) was the server refusing that PIN, read as the PIN login reads its
 * own answer: a wrong PIN (LOGIN_FAILED, whose message says the tries left) or a locked one
 * (PIN_LOCKED). `null` for any other failure.
 *
 * @example
 * startUpPinRefusalOf(error)?.reason // 'wrong-pin'
 */
export function startUpPinRefusalOf(error: unknown): PinLoginError | null {
  const refusal = pinLoginErrorOf(error);
  return refusal.reason === 'failed' ? null : refusal;
}

/**
 * Has the login's individual tab, which the app opens next, show a start-up refusal once, as its
 * own PIN login would have: the server's message, and for a locked PIN only PIN 다시 설정하기.
 *
 * @example
 * showOnPinLogin(refusal);
 * await followRoute(router, { route: '/auth/login', search: { tabs: 'individual' } });
 */
export function showOnPinLogin(refusal: PinLoginError): void {
  pending.refusal = refusal;
}

/**
 * For `PinLogin`: the start-up refusal to show. It is read while rendering and let go once the
 * screen is on, so StrictMode's repeated render still sees it and a later visit of the login does
 * not.
 */
export function useStartUpPinRefusal(): PinLoginError | null {
  const [refusal] = useState(() => pending.refusal);
  useEffect(() => {
    if (pending.refusal === refusal) pending.refusal = null;
  }, [refusal]);
  return refusal;
}
