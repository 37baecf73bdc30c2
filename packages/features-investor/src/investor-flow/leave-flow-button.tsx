import { useNavigateToRoute } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { confirmLeaveInvestorFlow } from './leave-investor-flow';

/**
 * 그만하기 in the investor flows: asks before dropping what was chosen, then goes home.
 *
 * @example
 * <LeaveFlowButton />
 */
export function LeaveFlowButton() {
  const navigate = useNavigateToRoute();
  return (
    <Button
      status="outline"
      size="full"
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
