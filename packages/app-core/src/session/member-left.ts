import { subscribe } from 'valtio/vanilla';
import { sessionStore } from '../stores/session-store';
import { signedInMemberId } from './signed-in-member';

/** Who holds the session, as far as leaving it goes: signed in or not, and under which member id. */
export interface SessionHolder {
  readonly signedIn: boolean;
  readonly userId: string;
}

function holderNow(): SessionHolder {
  return { signedIn: sessionStore.token !== '', userId: signedInMemberId() };
}

/**
 * Whether the member who held the session has left it: signed out (logout, a 401, the network
 * change's reset), or replaced by another member's sign-in. A guest signing in, a token renewed
 * for the same member, or a session read back from the device (its id arriving after its token)
 * is no leaving.
 *
 * @example
 * memberLeft({ signedIn: true, userId: 'A' }, { signedIn: false, userId: 'A' }); // true
 * memberLeft({ signedIn: true, userId: 'A' }, { signedIn: true, userId: 'B' }); // true
 * memberLeft({ signedIn: false, userId: '' }, { signedIn: true, userId: 'A' }); // false
 */
export function memberLeft(before: SessionHolder, after: SessionHolder): boolean {
  if (!before.signedIn) return false;
  if (!after.signedIn) return true;
  return before.userId !== '' && after.userId !== '' && before.userId !== after.userId;
}

/**
 * Calls `forget` each time the member holding the session leaves it (`memberLeft`), so what the
 * app fetched for them (balances, holdings, orders, notifications, inquiries: cached under keys
 * that do not name the member) never reaches whoever uses the app next. Returns the unsubscribe.
 *
 * @example
 * const stop = onMemberLeft(() => queryClient.clear());
 */
export function onMemberLeft(forget: () => void): () => void {
  let holder = holderNow();
  return subscribe(sessionStore, () => {
    const next = holderNow();
    if (memberLeft(holder, next)) forget();
    holder = next;
  });
}
