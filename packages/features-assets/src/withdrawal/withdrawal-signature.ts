import { dataOf, jogakClientOf } from '@jogak/api-client';
import type { ContractMedia } from '@jogak/app-core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * How the shell's signing app ended: it signed `txId` (the transaction it obtained from
 * `kakaopay-get-tx-id-for-withdraw` itself, the one to verify); there is nothing to sign with (no
 * certificate registered, a shell that cannot sign), so the withdrawal goes unsigned and the
 * partner decides; or the member closed it.
 */
export type WithdrawalSigning =
  | { readonly status: 'signed'; readonly txId: string; readonly signature: string }
  | { readonly status: 'unsigned' }
  | { readonly status: 'cancelled' };

/**
 * The member's pay-provider (Kakao Pay) certificate as the shell offers it for a withdrawal.
 * Without one (no shell, no CI) the withdrawal goes unsigned and the partner decides.
 */
export interface WithdrawalSigner {
  /** The CI and media the pay-provider calls need; `null` when the member has no certificate. */
  readonly identity: () => Promise<{ ci: string; media: ContractMedia } | null>;
  /**
   * Signs in the shell's signing app. Rejects when the signing failed otherwise (no answer from
   * the shell, the network, the signing server refused): the error's Korean `message` is shown.
   */
  readonly sign: () => Promise<WithdrawalSigning>;
}

/** How the signature step ended: a proof to send, no proof needed, or stop (nothing was sent). */
export type WithdrawalSignature = { readonly signatureValue?: string } | 'cancelled' | 'refused';

/**
 * The spec's withdrawal signature (§7): the shell gets a transaction
 * (kakaopay-get-tx-id-for-withdraw) and signs it, then kakaopay-verify-signature-for-withdraw
 * checks that very transaction and signature and gives the proof sent with the withdrawal. A
 * signature the server does not accept is `refused`; closing the signing app is `cancelled`; any
 * other failure of the signer or of the verification rejects.
 *
 * @example
 * const signature = await signWithdrawal(queryClient, signer);
 * if (typeof signature === 'object') withdraw({ amount, password, keypadToken, ...signature });
 */
export async function signWithdrawal(queryClient: QueryClient, signer: WithdrawalSigner | undefined): Promise<WithdrawalSignature> {
  const identity = signer ? await signer.identity() : null;
  if (!signer || !identity) return {};
  const signed = await signer.sign();
  if (signed.status === 'cancelled') return 'cancelled';
  if (signed.status === 'unsigned') return {};
  const verification = await dataOf(
    jogakClientOf(queryClient).POST('/main/v1/auth/kakaopay-verify-signature-for-withdraw', {
      body: { ...identity, txId: signed.txId, signature: signed.signature },
    }),
  );
  return verification.verifiedYn === 'Y' && verification.signatureValue ? { signatureValue: verification.signatureValue } : 'refused';
}
