import type { ApiSchema } from '@jogak/api-client';
import { createDefaultUser, type User } from '../user/user';

/** Device facts the shell reports (`init`, `osVersion`); the server's copy never replaces them. */
const DEVICE_FIELDS: ReadonlySet<keyof User> = new Set(['media']);

/**
 * The user-store fields a member-info answer carries (spec section 3's User): every field of the
 * User the answer has with a value of the same kind. `null` (unknown, or unlimited for
 * `investLimitAmt`) leaves the store's value alone, and so do the device facts (`media`).
 *
 * @example
 * updateUser(userFromMemberInfo(memberInfo));
 * userFromMemberInfo({ ...memberInfo, customerTendencyEvalCod: '3', corpName: null }).customerTendencyEvalCod; // '3'
 */
export function userFromMemberInfo(info: ApiSchema<'MemberInfo'>): Partial<User> {
  const defaults = createDefaultUser();
  const answer = info as unknown as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const field of Object.keys(defaults) as (keyof User)[]) {
    const value = answer[field];
    if (DEVICE_FIELDS.has(field) || value === null || value === undefined) continue;
    if (typeof value !== typeof defaults[field]) continue;
    user[field] = value;
  }
  return user as Partial<User>;
}
