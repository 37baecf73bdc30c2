import type { components } from '@jogak/api-client';
import {
  dialogDefinition,
  gateDialogCode,
  isInvestorInfoExpired,
  needsTendencyEvaluation,
  transactionGate,
  type GateDialogCode,
  type GateUser,
  type NavigateToRoute,
  type User,
} from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';
import { applyBlock } from './apply-rules';
import { subscriptionGateDialog } from './subscription-gate-dialog';

type MarketOperationTime = components['schemas']['MarketOperationTime'];

/** The member fields the apply gates read: the transaction gate's and the tendency check's. */
export type ApplyUser = GateUser & Pick<User, 'investPersonInformOfferYn' | 'customerTendencyEvalCod' | 'investPersonInformChgMaturityAt'>;

/** Where a gate sends the member instead of the form. */
export interface GateExits {
  readonly navigate: NavigateToRoute;
  /** A confirmed NEED_* dialog: the app logs in, signs up or opens the partner's account page. */
  readonly onGate: (code: GateDialogCode) => void;
  /** Back to the offering (a gate declined or an alert read), returned to rather than opened anew. */
  readonly back: () => void;
  /** Aborted when the member left by the shell's back button: open dialogs are withdrawn and lead nowhere. */
  readonly signal: AbortSignal;
}

/**
 * The member's gates, before anything member-only is asked of the server: the transaction gate
 * of app-core (login as SUBSCRIPTION_LOGIN, sign-up, account opening, account link), then the
 * investor tendency (SUBSCRIPTION_PROPENSITY, which leads to the questionnaire). Resolves `true`
 * when the member may go on; otherwise the dialog's answer has already been followed.
 *
 * @example
 * if (await passMemberGates(user, exits)) showForm();
 */
export async function passMemberGates(user: ApplyUser, exits: GateExits): Promise<boolean> {
  const { signal } = exits;
  const code = gateDialogCode(transactionGate(user));
  if (code) {
    const confirmed = await openDialog(dialogDefinition(subscriptionGateDialog(code)), { signal });
    if (signal.aborted) return false;
    if (confirmed) exits.onGate(code);
    else exits.back();
    return false;
  }
  if (needsTendencyEvaluation(user)) {
    const confirmed = await openDialog(dialogDefinition('SUBSCRIPTION_PROPENSITY'), { signal });
    if (signal.aborted) return false;
    if (confirmed) exits.navigate({ route: '/investment-analysis/invest-tendency' });
    else exits.back();
    return false;
  }
  return !signal.aborted;
}

/**
 * What blocks applying now (`applyBlock`: not open yet, over, outside today's hours, a holiday),
 * said with its alert, after which the member goes back to the offering. Resolves `true` when
 * nothing blocks.
 *
 * @example
 * if (!(await passApplyBlock(offering.status, hours, exits))) return;
 */
export async function passApplyBlock(
  status: components['schemas']['OfferingStatus'],
  hours: MarketOperationTime,
  exits: Pick<GateExits, 'back' | 'signal'>,
): Promise<boolean> {
  const { signal } = exits;
  const block = applyBlock(status, hours);
  if (!block) return !signal.aborted;
  await openDialog(
    block === 'SUBSCRIPTION_IMPOSSIBLE_TIME'
      ? dialogDefinition(block, { dealBeginHour: hours.dealBeginHour, dealEndingHour: hours.dealEndingHour })
      : dialogDefinition(block),
    { signal },
  );
  if (!signal.aborted) exits.back();
  return false;
}

/**
 * The checks once the offering and the server's hours are in. First the offering: closed, not set
 * up, outside weekday hours, a holiday (each an alert, then back). Then an application already
 * made: SUBSCRIPTION_ADD offers to add to it; declined, SUBSCRIPTION_ALREADY_OWN offers to go and
 * cancel it. Last the member's investor information, read against the server's day
 * (`hours.stdAt`), which a new application or an addition needs: older than 24 months, it must be
 * registered again (INVEST_INFORM_REG_AGAIN, spec §5; 등록하기 leads to the questionnaire). A
 * cancel does not need it (the partner asks nothing of it), so a member whose information lapsed
 * while the application was open can still take it back. Resolves `true` when the form may show.
 *
 * @example
 * if (await passOfferingChecks(user, offering, hours, exits)) showForm();
 */
export async function passOfferingChecks(
  user: Pick<ApplyUser, 'investPersonInformOfferYn' | 'investPersonInformChgMaturityAt'>,
  offering: Pick<components['schemas']['OfferingDetail'], 'id' | 'status' | 'ownSubs'>,
  hours: MarketOperationTime,
  exits: GateExits,
): Promise<boolean> {
  const { signal } = exits;
  if (!(await passApplyBlock(offering.status, hours, exits))) return false;
  if (offering.ownSubs) {
    const adding = await openDialog(dialogDefinition('SUBSCRIPTION_ADD'), { signal });
    if (signal.aborted) return false;
    if (!adding) {
      const cancelling = await openDialog(dialogDefinition('SUBSCRIPTION_ALREADY_OWN'), { signal });
      if (signal.aborted) return false;
      // The cancel takes /apply's place: back from its result leads to the offering, not into /apply.
      if (cancelling) exits.navigate({ route: '/subscription/cancel/certificate', search: { id: String(offering.id) } }, { replace: true });
      else exits.back();
      return false;
    }
  }
  if (isInvestorInfoExpired(user, hours.stdAt)) {
    const register = await openDialog(dialogDefinition('INVEST_INFORM_REG_AGAIN'), { signal });
    if (signal.aborted) return false;
    if (register) exits.navigate({ route: '/investment-analysis/invest-tendency' });
    else exits.back();
    return false;
  }
  return !signal.aborted;
}
