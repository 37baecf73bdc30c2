import { useFormDraft, type ApplyTransactionType } from '@jogak/app-core';
import type { Dispatch, SetStateAction } from 'react';

/** What the apply screen hands its certificate step: the order of the password page. */
export interface ApplyOrder {
  readonly offeringName: string;
  readonly quantity: number;
  /** Quantity × 공모가, in won. */
  readonly amount: number;
  readonly transactionType: ApplyTransactionType;
  /** `gds_cd`: the offering's stock code. */
  readonly productCode: string;
}

/** A member's application to one offering while it is under way. */
export interface ApplyDraft {
  /** The quantity as typed (digits only), kept while typing. */
  readonly quantityText: string;
  /** The order once 청약 신청하기 passed every check; the certificate step confirms it. */
  readonly order: ApplyOrder | null;
}

const NO_DRAFT: ApplyDraft = { quantityText: '', order: null };

/**
 * The member's application to an offering, kept across the screens of applying: the typed
 * quantity outlives the apply screen (투자설명서 전문 보기 leaves it for the document), the order
 * is what the certificate step confirms. It is app-core's form draft: in memory only, never
 * written to the device (a reload finds none and sends the member back to the quantity), filed
 * under the member signed in, so another member on the device never meets it, and forgotten at
 * logout. `clear` forgets it once the application went through.
 *
 * @example
 * const [draft, setDraft, clearDraft] = useApplyDraft(108);
 * setDraft((current) => ({ ...current, quantityText: '10' }));
 */
export function useApplyDraft(offeringId: number): [ApplyDraft, Dispatch<SetStateAction<ApplyDraft>>, () => void] {
  return useFormDraft<ApplyDraft>(`subscription:apply:${offeringId}`, NO_DRAFT);
}
