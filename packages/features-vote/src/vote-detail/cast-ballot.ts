import { failureSentence, isJogakApiError } from '@jogak/api-client';
import { dialogDefinition, gateDialogCode, isGateDialogCode, transactionGate, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { openDialog, showToast } from '@jogak/ui-kit';

/**
 * How signing the ballot with the member's pay-provider certificate ended: the signature; no
 * certificate registered to sign with (the only outcome that opens ENTER_VOTE_WITHOUT_CERT); or
 * the member closed the signing app (nothing is sent and nothing said).
 */
export type BallotSignature =
  | { readonly status: 'signed'; readonly signatureValue: string }
  | { readonly status: 'no-certificate' }
  | { readonly status: 'cancelled' };

/**
 * Signs the ballot. It rejects when the signing failed for any other reason (the network, the
 * shell or the signing server refused): the error's Korean `message` is shown as a toast.
 */
export type SignBallot = () => Promise<BallotSignature>;

/** The toast of a failed signing whose error carries no message of its own. */
const SIGN_FAILED = '투표에 서명하지 못했어요. 다시 시도해주세요.';

export interface CastBallotSteps {
  readonly user: GateUser;
  readonly sign: SignBallot;
  readonly submit: (signatureValue: string) => Promise<unknown>;
  /**
   * Reads the vote again after the server refused the ballot: what it refused for (the vote
   * closed, a ballot already cast from another device) is then on screen, not a 투표하기 that
   * would ask for the confirmation and the signature again only to be refused again.
   */
  readonly refresh: () => Promise<unknown>;
  /**
   * Reads the member's facts again after the server refused the ballot with an account step's
   * NEED_* code (the user store the gate reads was out of date: a link ended on another device,
   * say): the gate they now give, which the screen's gate (`VoteGate`) asks at once, or `null`
   * when they still let the member through or could not be read.
   */
  readonly recheckGate: () => Promise<GateDialogCode | null>;
  readonly onGate: (code: GateDialogCode) => void;
  readonly onRegisterCertificate: () => void;
}

/** How casting a ballot ended. */
export type CastOutcome = 'cast' | 'blocked' | 'declined' | 'no-certificate' | 'failed';

/**
 * Casting a ballot, in the spec's order: the transaction gate (NEED_* dialogs), the vote-submit
 * confirmation (the result cannot be undone), the certificate signature (ENTER_VOTE_WITHOUT_CERT
 * when the member has none, or when the server says the ballot came unsigned; a signing that
 * failed otherwise is a toast with its message), then the call. A call the server refused for a
 * gate (a NEED_* code) leads where the gate leads; any other refusal is a toast with its message,
 * and the vote is read again (`refresh`).
 *
 * @example
 * await castBallot({ user, sign, submit: (signatureValue) => mutateAsync({ id, ballots, signatureValue }), refresh, recheckGate, onGate, onRegisterCertificate });
 */
export async function castBallot(steps: CastBallotSteps): Promise<CastOutcome> {
  const gate = gateDialogCode(transactionGate(steps.user));
  if (gate) {
    if (await openDialog(dialogDefinition(gate))) steps.onGate(gate);
    return 'blocked';
  }
  if (!(await openDialog(dialogDefinition('CONFIRM_VOTE_SUBMIT')))) return 'declined';
  let signed: BallotSignature;
  try {
    signed = await steps.sign();
  } catch (error) {
    // Not a missing certificate (that resolves): registering one would not help, so say what failed.
    showToast(error instanceof Error && error.message ? error.message : SIGN_FAILED);
    return 'failed';
  }
  // The member closed the signing app: nothing was sent, the choices stay.
  if (signed.status === 'cancelled') return 'declined';
  if (signed.status === 'no-certificate') return askForCertificate(steps);
  try {
    await steps.submit(signed.signatureValue);
  } catch (error) {
    if (isJogakApiError(error) && error.code === 'ENTER_VOTE_WITHOUT_CERT') return askForCertificate(steps);
    if (isJogakApiError(error) && isGateDialogCode(error.code)) return askGateAfterRefusal(error.code, steps);
    // What failed, then the server's reason for a refusal: never the HTTP policy's 합니다체 text.
    showToast(failureSentence('투표를 제출하지 못했어요.', error));
    if (isJogakApiError(error)) await steps.refresh();
    return 'failed';
  }
  showToast('투표를 제출했어요.');
  return 'cast';
}

/**
 * The server's NEED_* refusal of a ballot. Once the member's facts read again block the gate, the
 * screen's gate asks (its dialog at once, then its panel), so asking here too would show the
 * dialog twice. Otherwise this asks, as the gate would. A refusal for a sign-in (NEED_LOG_IN,
 * NEED_SIGN_UP) reads nothing again: the server no longer takes that session, and the member info
 * asked with it would be answered 401, whose policy toasts and navigates on its own.
 */
async function askGateAfterRefusal(code: GateDialogCode, steps: CastBallotSteps): Promise<CastOutcome> {
  const signInRefused = code === 'NEED_LOG_IN' || code === 'NEED_SIGN_UP';
  if (!signInRefused && (await steps.recheckGate())) return 'blocked';
  if (await openDialog(dialogDefinition(code))) steps.onGate(code);
  return 'blocked';
}

async function askForCertificate(steps: CastBallotSteps): Promise<CastOutcome> {
  if (await openDialog(dialogDefinition('ENTER_VOTE_WITHOUT_CERT'))) steps.onRegisterCertificate();
  return 'no-certificate';
}
