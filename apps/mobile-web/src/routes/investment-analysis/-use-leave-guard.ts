import { confirmLeaveInvestorFlow } from '@jogak/features-investor';
import { useBlocker } from '@tanstack/react-router';

/**
 * Leaving an investor flow unsaved (back button, native back, a tab) asks first (spec §8);
 * moving between the flow's own steps (paths under `prefix`) does not.
 */
export function useLeaveGuard(prefix: '/investment-analysis/' | '/investor-status-change/'): void {
  useBlocker({
    shouldBlockFn: async ({ next }) => !next.pathname.startsWith(prefix) && !(await confirmLeaveInvestorFlow()),
  });
}
