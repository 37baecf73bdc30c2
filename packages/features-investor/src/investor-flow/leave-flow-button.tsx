import { useNavigateToRoute } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { confirmLeaveInvestorFlow, useInvestorFlowSending } from './leave-investor-flow';

/**
 * 그만하기 in the investor flows: asks before dropping what was chosen, then goes home. Busy while
 * a submission of the flow is on its way: leaving then would lose its answer, and the answer
 * would bring the member back.
 *
 * @example
 * <LeaveFlowButton />
 */
export function LeaveFlowButton() {
  const navigate = useNavigateToRoute();
  const sending = useInvestorFlowSending();
  return (
    <Button
      status="outline"
      size="full"
      busy={sending}
      onClick={() =>
        void confirmLeaveInvestorFlow().then((leave) => {
          if (leave) navigate({ route: '/_main/home' });
        })
      }
    >
      그만하기
    </Button>
  );
}
