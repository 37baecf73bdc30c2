import { sessionStore } from '../stores/session-store';
import { userStore } from '../stores/user-store';
import { contractMedia } from './contract-media';
import type { SignInClient } from './sign-in-with-ci';

/** What the Kakao re-check needs besides the client. */
export interface KakaoRecheckEffects {
  readonly client: SignInClient;
  /** app-core's `logout` with the app's effects: a failed re-check ends the session (spec §8). */
  readonly logout: () => Promise<void>;
  /** Told why the re-check failed, before the logout. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Spec §4's foreground re-check of a Kakao-style sign-in (the only kind that leaves an `htsId`):
 * the auto login renews the token; a failure logs out. Other sign-ins have nothing to re-check.
 *
 * @example
 * await recheckKakaoSignIn({ client, logout: signOut, onError: (error) => console.warn(error) });
 */
export async function recheckKakaoSignIn({ client, logout, onError }: KakaoRecheckEffects): Promise<void> {
  if (!userStore.htsId) return;
  try {
    const { data } = await client.POST('/main/v1/auth/kakaopay-auto-login', {
      body: { htsId: userStore.htsId, media: contractMedia(userStore.media), pushToken: sessionStore.pushToken },
    });
    if (data?.token) sessionStore.token = data.token;
  } catch (error) {
    onError?.(error);
    await logout();
  }
}
