/**
 * User-type codes (spec §4): 100 before sign-up or login, 900 signed out, 101 needs account
 * opening, 102 needs kakao registration (account link), 103 needs login, 200 and 000 logged in,
 * 123 after a phone change.
 */
export type UserType = '100' | '900' | '101' | '102' | '103' | '200' | '000' | '123';

/** A user type as stored or sent by the server: a known code or anything else. */
export type UserTypeCode = UserType | (string & {});

/** Every known user-type code. */
export const USER_TYPES: readonly UserType[] = ['100', '900', '101', '102', '103', '200', '000', '123'];

/**
 * Whether a raw value is one of the known codes.
 *
 * @example
 * isUserType('200') // true
 * isUserType('300') // false
 */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/**
 * Logged in: types 200 and 000.
 *
 * @example
 * isLoggedInType('000') // true
 * isLoggedInType('103') // false
 */
export function isLoggedInType(userType: UserTypeCode): boolean {
  return userType === '200' || userType === '000';
}

/**
 * A guest in the sense of spec §6: before sign-up (100) or signed out (900).
 *
 * @example
 * isGuestType('900') // true
 * isGuestType('101') // false
 */
export function isGuestType(userType: UserTypeCode): boolean {
  return userType === '100' || userType === '900';
}

/** What happens to a user that changes their type. */
export type UserTypeEvent =
  | { readonly type: 'LOGOUT' }
  | { readonly type: 'PHONE_CHANGED' }
  | { readonly type: 'MEMBER_INFO_LOADED'; readonly userType: UserTypeCode }
  | { readonly type: 'START_UP_ROUTED' }
  | { readonly type: 'ACCOUNT_LINKED' };

/**
 * The user-type transitions of spec §4: logout makes 900; a stored phone change makes 123; member
 * info brings the server's type; routing at start-up turns 102, 103 and 123 into 200 and leaves
 * every other type as it is; the partner's account step finishing (opened or linked) turns 102
 * into 200, as start-up's routing would, and leaves every other type as it is.
 *
 * @example
 * nextUserType('200', { type: 'LOGOUT' }) // '900'
 * nextUserType('103', { type: 'START_UP_ROUTED' }) // '200'
 * nextUserType('102', { type: 'ACCOUNT_LINKED' }) // '200'
 */
export function nextUserType(current: UserTypeCode, event: UserTypeEvent): UserTypeCode {
  switch (event.type) {
    case 'LOGOUT':
      return '900';
    case 'PHONE_CHANGED':
      return '123';
    case 'MEMBER_INFO_LOADED':
      return event.userType;
    case 'START_UP_ROUTED':
      return current === '102' || current === '103' || current === '123' ? '200' : current;
    case 'ACCOUNT_LINKED':
      return current === '102' ? '200' : current;
  }
}
