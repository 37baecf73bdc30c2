import { isoSeoul } from '../model/clock';
import type { SandboxState } from '../model/state';
import { randomId, storeOf } from '../handlers/secrets';

/** How long an account-agency token opens the partner web views (sandbox clock). */
export const AGENCY_TOKEN_TTL_MINUTES = 30;

interface IssuedAgencyToken {
  memberId: string;
  /** Epoch milliseconds on the sandbox clock. */
  expiresAt: number;
}

/** Why a token does not open a partner page. */
export type AgencyTokenRefusal = 'unknown' | 'expired';

export type AgencyTokenCheck = { ok: true; memberId: string } | { ok: false; reason: AgencyTokenRefusal };

const tokensOf = (state: SandboxState) => storeOf<IssuedAgencyToken>(state, 'agency-tokens');

/**
 * Issues an account-agency token for a member and remembers it, so the partner pages can tell
 * whose it is and whether it is still valid.
 *
 * @example
 * issueAgencyToken(state, 'demo-kakao');
 * // { token: 'agency-3f…', expiresAt: '2025-03-04T10:30:00+09:00' }
 */
export function issueAgencyToken(state: SandboxState, memberId: string): { token: string; expiresAt: string } {
  const token = randomId('agency', 24);
  const expiresAt = state.clock.now().plus({ minutes: AGENCY_TOKEN_TTL_MINUTES });
  tokensOf(state).set(token, { memberId, expiresAt: expiresAt.toMillis() });
  return { token, expiresAt: isoSeoul(expiresAt) };
}

/**
 * Whose a token is, if the sandbox issued it and its 30 minutes have not passed.
 *
 * @example
 * checkAgencyToken(state, issueAgencyToken(state, 'demo-kakao').token); // { ok: true, memberId: 'demo-kakao' }
 * checkAgencyToken(state, 'made-up'); // { ok: false, reason: 'unknown' }
 */
export function checkAgencyToken(state: SandboxState, token: string | null): AgencyTokenCheck {
  const issued = token ? tokensOf(state).get(token) : undefined;
  if (!issued || !state.data.members.has(issued.memberId)) return { ok: false, reason: 'unknown' };
  if (state.clock.now().toMillis() >= issued.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, memberId: issued.memberId };
}
