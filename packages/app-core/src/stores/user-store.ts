import { proxy } from 'valtio/vanilla';
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

/**
 * Merges fields from the member-info response (or any partial update) into the store.
 *
 * @example
 * updateUser({ name: '김민준', userType: '200' });
 */
export function updateUser(patch: Partial<User>): void {
  Object.assign(userStore, patch);
}
