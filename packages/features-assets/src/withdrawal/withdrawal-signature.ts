import { dataOf, jogakClientOf } from '@jogak/api-client';
import type { ContractMedia } from '@jogak/app-core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The member's pay-provider (Kakao Pay) certificate as the shell offers it for a withdrawal.
 * Without one (no shell, no CI) the withdrawal goes unsigned and the partner decides.
 */
export interface WithdrawalSigner {
  /** The CI and media the pay-provider calls need; `null` when the member has no certificate. */
  readonly identity: () => Promise<{ ci: string; media: ContractMedia } | null>;
  /** Signs in the shell's signing app; `null` when the shell cannot sign. Rejects when the member closes it. */
  readonly sign: () => Promise<string | null>;
}

/** How the signature step ended: a proof to send, no proof needed, or stop (nothing was sent). */
export type WithdrawalSignature = { readonly signatureValue?: string } | 'cancelled' | 'refused';

/**
 * The spec's withdrawal signature (§7): get-tx-id-for-withdraw, the shell signs, then
 * verify-signature-for-withdraw gives the proof sent with the withdrawal. A signature the server
 * does not accept is `refused`; closing the signing app is `cancelled`.
 *
 * @example
 * const signature = await signWithdrawal(queryClient, signer);
 * if (typeof signature === 'object') withdraw({ amount, password, keypadToken, ...signature });
 */
export async function signWithdrawal(queryClient: QueryClient, signer: WithdrawalSigner | undefined): Promise<WithdrawalSignature> {
  const identity = signer ? await signer.identity() : null;
  if (!signer || !identity) return {};
  const client = jogakClientOf(queryClient);
  const { txId } = await dataOf(client.POST('/main/v1/auth/kakaopay-get-tx-id-for-withdraw', { body: identity }));
  let signature: string | null;
  try {
    signature = await signer.sign();
  } catch {
    return 'cancelled';
  }
  if (!signature) return {};
  const verification = await dataOf(
    client.POST('/main/v1/auth/kakaopay-verify-signature-for-withdraw', { body: { ...identity, txId, signature } }),
  );
  return verification.verifiedYn === 'Y' && verification.signatureValue ? { signatureValue: verification.signatureValue } : 'refused';
}
