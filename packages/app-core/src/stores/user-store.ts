import { proxy } from 'valtio/vanilla';
import { resetInvestorInfo } from '../investor-info/investor-info';
import { createDefaultUser, type User } from '../user/user';

/**
 * The signed-in user (or the guest). Read it in React with `useSnapshot(userStore)`.
 *
 * @example
 * userStore.userType // '100'
 */
export const userStore = proxy<User>(createDefaultUser());

/**
 * Puts every field back to its default (spec §9).
 *
 * @example
 * resetUser();
 * userStore.id // 'guest'
 */
export function resetUser(): void {
  Object.assign(userStore, createDefaultUser());
}

/** An id that names a member: not the guest's, nor empty. */
const namesMember = (id: string | undefined): id is string => id !== undefined && id !== '' && id !== 'guest';

/**
 * Merges fields from the member-info response (or any partial update) into the store.
 *
 * A patch naming another member than the one the store holds (every sign-in names its member
 * first) starts from a clean store: the user back to its defaults, the device's `media` kept, and
 * the investor questionnaire under way forgotten. Only logout resets them itself; a session that
 * ended otherwise (spec §8's 401 for a type-200 member keeps the user, start-up's refused PIN
 * drops only the token) would hand the next member the last one's account number, investor
 * dates and answers, since a member-info answer leaves a field alone where it has `null`. The same
 * member signing in again, or a guest signing in, keeps what the store holds.
 *
 * @example
 * updateUser({ name: '김민준', userType: '200' });
 * updateUser({ id: 'demo-account-open', userType: '101' }); // after demo-general: accountNo ''
 */
export function updateUser(patch: Partial<User>): void {
  if (namesMember(patch.id) && namesMember(userStore.id) && patch.id !== userStore.id) {
    Object.assign(userStore, { ...createDefaultUser(), media: userStore.media });
    resetInvestorInfo();
  }
  Object.assign(userStore, patch);
}
