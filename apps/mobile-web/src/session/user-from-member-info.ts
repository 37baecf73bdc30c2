/**
 * The mapping moved to app-core with the start-up sign-in; the login route still imports it from
 * here until it imports `userFromMemberInfo` from `@jogak/app-core` itself.
 */
export { userFromMemberInfo } from '@jogak/app-core';
