/** Why the app refuses to start, for the console of the restricted branch. */
export type EnvironmentProblem = 'framed' | 'no-web-crypto' | 'no-storage';

export type EnvironmentCheck = { ok: true } | { ok: false; problem: EnvironmentProblem };

/** The parts of `window` the check reads, so tests can hand in a fake. */
export interface EnvironmentWindow {
  self: unknown;
  top: unknown;
  crypto?: { subtle?: unknown };
  localStorage: Pick<Storage, 'setItem' | 'removeItem'>;
}

const PROBE_KEY = 'jogak:probe';

/**
 * The start-up environment check (spec section 2). The spec does not say what is checked; we
 * refuse what would make the app unsafe or broken: running inside another site's frame (the
 * native bridge only talks to the top frame), no Web Crypto (the secure keypad encrypts with it,
 * and it only exists in a secure context), and no usable storage (the session lives there in the
 * browser transport).
 *
 * @example
 * checkEnvironment(window); // { ok: true } in a normal tab
 */
export function checkEnvironment(win: EnvironmentWindow): EnvironmentCheck {
  if (win.top !== win.self) return { ok: false, problem: 'framed' };
  if (!win.crypto?.subtle) return { ok: false, problem: 'no-web-crypto' };
  try {
    win.localStorage.setItem(PROBE_KEY, '1');
    win.localStorage.removeItem(PROBE_KEY);
  } catch {
    return { ok: false, problem: 'no-storage' };
  }
  return { ok: true };
}
