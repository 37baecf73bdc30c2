import { confirmLeaveInvestorFlow, isInvestorFlowDirty, isInvestorFlowSending } from '@jogak/features-investor';
import { useBlocker, useRouter, type ShouldBlockFn } from '@tanstack/react-router';
import { useCallback } from 'react';
import { historyEntryIndex } from './route-trail';

/**
 * Leaving an investor flow unsaved (back button, native back, a tab) asks first (spec §8);
 * moving between the flow's own steps (paths under `prefix`) does not.
 *
 * A history traversal (back, forward) has already moved the browser when it is asked about, and
 * the history undoes a held one relative to where the browser is when the answer comes. So a
 * traversal is held at once (the URL returns to this page while the question is open) and the
 * question asked afterwards; 나가기 then makes the same traversal again, unguarded. Awaiting the
 * answer instead left a second back, arriving while the question was open, undone twice: the
 * page stepped one entry forward past itself. The app's own navigations (PUSH, REPLACE) move
 * nothing before they are allowed, so they await the answer.
 *
 * While the flow's submission is on its way (`isInvestorFlowSending`) the back and forward
 * buttons are held without a question: its answer moves the member on inside the flow (그만하기
 * is busy meanwhile). The app's own navigations go through unasked: the HTTP policy's answer to
 * that very submission (a 500 to /error, a 401 to sign-up, a 403's modal on /home) is decided
 * before the submission settles, and the screen, gone, does not navigate on its answer.
 *
 * Reloading or closing the page has the browser's 'leave site?' prompt only while the flow holds
 * unsaved input (`isInvestorFlowDirty`); with nothing to lose the page goes without a question.
 */
export function useLeaveGuard(prefix: '/investment-analysis/' | '/investor-status-change/'): void {
  const { history } = useRouter();
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ action, next }) => {
      if (next.pathname.startsWith(prefix)) return false;
      if (isInvestorFlowSending()) return action !== 'PUSH' && action !== 'REPLACE';
      if (action === 'PUSH' || action === 'REPLACE') return confirmLeaveInvestorFlow().then((leave) => !leave);
      if (!isInvestorFlowDirty()) return false;
      // The browser is already at the target entry; the history still holds this page's.
      const from = historyEntryIndex(history.location.state);
      const to = historyEntryIndex(window.history.state);
      const delta = from !== undefined && to !== undefined && to !== from ? to - from : action === 'FORWARD' ? 1 : -1;
      void confirmLeaveInvestorFlow().then((leave) => {
        if (leave) history.go(delta, { ignoreBlocker: true });
      });
      return true;
    },
    [history, prefix],
  );
  // A function, not a value: read when the page is being left, as the store is then.
  useBlocker({ shouldBlockFn, enableBeforeUnload: isInvestorFlowDirty });
}
