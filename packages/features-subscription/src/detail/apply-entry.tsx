import type { components } from '@jogak/api-client';
import {
  gateDialogCode,
  openCatalogueDialog,
  transactionGate,
  useNavigateToRoute,
  type GateDialogCode,
  type GateUser,
} from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { subscriptionGateDialog } from '../apply/subscription-gate-dialog';

type OfferingStatus = components['schemas']['OfferingStatus'];

const CLOSED_LABEL: Record<Exclude<OfferingStatus, 'OPEN'>, string> = {
  UPCOMING: '청약 예정이에요',
  CLOSED: '청약이 마감되었어요',
  ALLOTTED: '청약이 마감되었어요',
  LISTED: '청약이 마감되었어요',
};

export interface ApplyEntryProps {
  readonly offeringId: number;
  readonly status: OfferingStatus;
  readonly user: GateUser;
  /** The member confirmed a gate dialog (log in, sign up, open or link an account, register the certificate). */
  readonly onGate: (code: GateDialogCode) => void;
}

/**
 * 청약하기 at the foot of the detail. Subscribing needs login and a linked account (spec §6):
 * app-core's transaction gate decides, a blocked member gets its dialog (login as SUBSCRIPTION_LOGIN,
 * as on the apply page), and a member who
 * passes goes to the apply route.
 */
export function ApplyEntry({ offeringId, status, user, onGate }: ApplyEntryProps) {
  const navigate = useNavigateToRoute();
  if (status !== 'OPEN') {
    return (
      <div className="jg-subs-apply">
        <Button status="muted" size="full" disabled>
          {CLOSED_LABEL[status]}
        </Button>
      </div>
    );
  }
  const apply = () => {
    const code = gateDialogCode(transactionGate(user));
    if (!code) {
      navigate({ route: '/subscription/$id/apply', params: { id: String(offeringId) } });
      return;
    }
    void openCatalogueDialog(subscriptionGateDialog(code)).then((confirmed) => {
      if (confirmed) onGate(code);
    });
  };
  return (
    <div className="jg-subs-apply">
      <Button status="primary" size="full" onClick={apply}>
        청약하기
      </Button>
    </div>
  );
}
