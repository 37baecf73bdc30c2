import { failureHandledByCaller, isJogakApiError } from '@jogak/api-client';
import { commonStore } from '../stores/common-store';
import { sessionStore } from '../stores/session-store';
import { userStore } from '../stores/user-store';
import { contractMedia } from './contract-media';
import type { SignInClient } from './sign-in-with-ci';

/** What the Kakao re-check needs besides the client. */
export interface KakaoRecheckEffects {
  readonly client: SignInClient;
  /** app-core's `logout` with the app's effects: a refused re-check ends the session (spec §8). */
  readonly logout: () => Promise<void>;
  /** Told why the re-check failed (refused or not answered), before any logout. */
  readonly onError?: (error: unknown) => void;
}

/**
 * The server answered and refused the sign-in (a 4xx: the certificate or the session is no longer
 * valid). No answer, or a server error, says nothing about the sign-in, so it must not end it.
 */
function refusedByServer(error: unknown): boolean {
  return isJogakApiError(error) && error.status !== null && error.status >= 400 && error.status < 500;
}

/**
 * Spec §4's foreground re-check of a Kakao Pay sign-in (`commonStore.isKakaoIng`, which only
 * that sign-in sets and logout clears): the auto login renews the token; a refusal logs out.
 * Other sign-ins (PIN, certificate, demo) have nothing to re-check, and a network or server error
 * keeps the session. A reply that arrives after the session changed (a logout, another member)
 * belongs to no one any more: it writes nothing and logs nobody out.
 *
 * @example
 * await recheckKakaoSignIn({ client, logout: signOut, onError: (error) => console.warn(error) });
 */
export async function recheckKakaoSignIn({ client, logout, onError }: KakaoRecheckEffects): Promise<void> {
  if (!commonStore.isKakaoIng || !userStore.htsId) return;
  const askedWith = sessionStore.token;
  const sameSession = () => sessionStore.token === askedWith;
  try {
    // The refusal is this check's to answer (a logout to the login page): the spec's 401 handling
    // would first tell a signed-in member to sign up and send them there.
    const { data } = await client.POST('/main/v1/auth/kakaopay-auto-login', {
      body: { htsId: userStore.htsId, media: contractMedia(userStore.media), pushToken: sessionStore.pushToken },
      middleware: [failureHandledByCaller],
    });
    if (data?.token && sameSession()) sessionStore.token = data.token;
  } catch (error) {
    if (!sameSession()) return;
    onError?.(error);
    if (refusedByServer(error)) await logout();
  }
}
