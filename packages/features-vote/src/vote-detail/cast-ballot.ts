import { isJogakApiError } from '@jogak/api-client';
import { dialogDefinition, gateDialogCode, transactionGate, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { openDialog, showToast } from '@jogak/ui-kit';

/** Signs the ballot with the member's pay-provider certificate; `null` when none is registered. */
export type SignBallot = () => Promise<string | null>;

export interface CastBallotSteps {
  readonly user: GateUser;
  readonly sign: SignBallot;
  readonly submit: (signatureValue: string) => Promise<unknown>;
  readonly onGate: (code: GateDialogCode) => void;
  readonly onRegisterCertificate: () => void;
}

/** How casting a ballot ended. */
export type CastOutcome = 'cast' | 'blocked' | 'declined' | 'no-certificate' | 'failed';

/**
 * Casting a ballot, in the spec's order: the transaction gate (NEED_* dialogs), the vote-submit
 * confirmation (the result cannot be undone), the certificate signature (ENTER_VOTE_WITHOUT_CERT
 * when the member has none, or when the server says the ballot came unsigned), then the call.
 *
 * @example
 * await castBallot({ user, sign, submit: (signatureValue) => mutateAsync({ id, ballots, signatureValue }), onGate, onRegisterCertificate });
 */
export async function castBallot(steps: CastBallotSteps): Promise<CastOutcome> {
  const gate = gateDialogCode(transactionGate(steps.user));
  if (gate) {
    if (await openDialog(dialogDefinition(gate))) steps.onGate(gate);
    return 'blocked';
  }
  if (!(await openDialog(dialogDefinition('CONFIRM_VOTE_SUBMIT')))) return 'declined';
  let signatureValue: string | null;
  try {
    signatureValue = await steps.sign();
  } catch {
    // The member closed the signing app: nothing was sent, the choices stay.
    return 'declined';
  }
  if (!signatureValue) return askForCertificate(steps);
  try {
    await steps.submit(signatureValue);
  } catch (error) {
    if (isJogakApiError(error) && error.code === 'ENTER_VOTE_WITHOUT_CERT') return askForCertificate(steps);
    showToast(isJogakApiError(error) && error.message ? error.message : '투표를 제출하지 못했어요. 다시 시도해주세요.');
    return 'failed';
  }
  showToast('투표를 제출했어요.');
  return 'cast';
}

async function askForCertificate(steps: CastBallotSteps): Promise<CastOutcome> {
  if (await openDialog(dialogDefinition('ENTER_VOTE_WITHOUT_CERT'))) steps.onRegisterCertificate();
  return 'no-certificate';
}
