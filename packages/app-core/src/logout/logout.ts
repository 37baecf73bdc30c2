import { STORAGE_KEYS, type PersistenceAdapter } from '../persistence/persistence-adapter';
import { saveUser } from '../persistence/store-persistence';
import type { RouteTarget } from '../routes/route-target';
import { commonStore } from '../stores/common-store';
import { resetSession, sessionStore } from '../stores/session-store';
import { clearFormDrafts } from '../form-drafts/form-drafts';
import { resetInvestorInfo } from '../investor-info/investor-info';
import { resetUser, userStore } from '../stores/user-store';
import { isCorporate } from '../user/user';
import { nextUserType } from '../user-type/user-type';

/** The login screen's tab (`/auth/login?tabs=…`), also the PIN owner of the native bridge. */
export type LoginTab = 'individual' | 'corporate';

/** What logout needs from the app. */
export interface LogoutEffects {
  /** The native bridge's `pin.invalidate` command for the user's PIN owner. */
  readonly invalidatePin: (owner: LoginTab) => Promise<unknown> | void;
  readonly navigate: (target: RouteTarget) => void;
  readonly persistence: PersistenceAdapter;
  /**
   * Ends a certificate session (`POST /main/v1/auth/cert-logout` with the HTS id and the
   * `doubleConnectKey` the certificate login was given), while the token still authorises it.
   * Called only when the session has a `doubleConnectKey`.
   */
  readonly endCertificateSession?: (session: { htsId: string; doubleConnectKey: string }) => Promise<unknown> | void;
  /**
   * Ends the session on the server (`POST /main/v1/auth/logout`) with the token it is given, the
   * one being signed out (the store's is cleared meanwhile). Called for every other session with a
   * token (a certificate session ends with `cert-logout`, which invalidates its token), and not
   * waited for: its failure or a slow answer never holds the logout up.
   */
  readonly endSession?: (token: string) => Promise<unknown> | void;
  /** Told about a failed step; logout goes on regardless, since a bridge error itself leads here. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Logout exactly as spec §4 says: set the app state to login, invalidate the PIN, reset the user
 * data (the user, the forms being typed, the investor questionnaire under way, the KYC draft and
 * the temporary customer number kept on the device, the Kakao Pay mark), set type 900, remove the
 * token, go to login on the user's tab (corporate members land on the corporate tab). A
 * certificate session is signed out first with its `doubleConnectKey`; any other session is ended
 * on the server with the old token (`endSession`), in the background.
 *
 * @example
 * await logout({ invalidatePin: (owner) => bridge.send('pin.invalidate', { owner }), navigate, persistence });
 */
export async function logout(effects: LogoutEffects): Promise<void> {
  const report = effects.onError ?? ((error: unknown) => console.error('로그아웃 중 오류가 있었어요.', error));
  const attempt = async (step: () => Promise<unknown> | void) => {
    try {
      await step();
    } catch (error) {
      report(error);
    }
  };
  const tab: LoginTab = isCorporate(userStore.individualCorpCode) ? 'corporate' : 'individual';
  const { doubleConnectKey } = sessionStore;
  const htsId = userStore.htsId;
  // Cleared first: a refused sign-out that leads here again must not send it twice.
  sessionStore.doubleConnectKey = '';
  const { endCertificateSession, endSession } = effects;
  const endCertificate = doubleConnectKey && endCertificateSession ? () => endCertificateSession({ htsId, doubleConnectKey }) : undefined;
  const { token } = sessionStore;
  // Sent now, while the old token is at hand, and not awaited (attempt starts it synchronously).
  if (token && endSession && !endCertificate) void attempt(() => endSession(token));

  commonStore.appState = 'login';
  await attempt(() => effects.persistence.set(STORAGE_KEYS.appState, 'login'));
  await attempt(() => effects.invalidatePin(tab));
  if (endCertificate) await attempt(endCertificate);
  // The device's OS (the shell's `init`) is the phone's, not the member's: the next sign-in in
  // this run sends it as `media`, and no new `init` comes before that.
  const { media } = userStore;
  resetUser();
  userStore.media = media;
  clearFormDrafts();
  // The investor questionnaire's answers, consents and proof documents are the member's too.
  resetInvestorInfo();
  commonStore.isKakaoIng = false;
  userStore.userType = nextUserType(userStore.userType, { type: 'LOGOUT' });
  await attempt(() => saveUser(effects.persistence));
  // The whole session goes, not the token alone: the sign-in's member id and the Kakao Pay
  // signing's key, transaction and signature are the member's too (the push token is the device's).
  resetSession();
  await attempt(() => effects.persistence.remove(STORAGE_KEYS.token));
  await attempt(() => effects.persistence.remove(STORAGE_KEYS.doubleConnectKey));
  // What a member left half done on the device: the KYC form (name, addresses, licence, account)
  // and the partner's temporary customer number, which the next member's account opening would send.
  await attempt(() => effects.persistence.remove(STORAGE_KEYS.kycDraft));
  await attempt(() => effects.persistence.remove(STORAGE_KEYS.tempCustomerNo));
  effects.navigate({ route: '/auth/login', search: { tabs: tab } });
}
