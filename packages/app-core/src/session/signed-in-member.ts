import { sessionStore } from '../stores/session-store';
import { userStore } from '../stores/user-store';

/**
 * The id of the member who holds the session, '' for none. The sign-in's own id
 * (`sessionStore.userId`) is not kept on the device: a session read back after a restart has
 * only its token, and the stored user names its member (the default user, 'guest', names no
 * one). Everything that needs "who is signed in" (the live feed's CONNECT `uid`, `onMemberLeft`)
 * reads it here, so a restored session is the same member everywhere.
 *
 * @example
 * signedInMemberId(); // 'demo-general' after a reload that kept the token and the user
 */
export function signedInMemberId(): string {
  if (sessionStore.userId !== '') return sessionStore.userId;
  if (sessionStore.token === '' || userStore.id === 'guest') return '';
  return userStore.id;
}
