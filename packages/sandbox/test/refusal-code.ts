import { SandboxRuleError } from '../src/model/errors';

/**
 * The code of the rule `run` breaks (a `SandboxRuleError`), for the model tests that call the
 * state directly; throws when `run` is not refused.
 *
 * @example
 * expect(refusalCode(() => state.apply('demo-general', 108, 10))).toBe('SUBSCRIPTION_IMPOSSIBLE_DAY_OFF');
 */
export function refusalCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof SandboxRuleError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}
