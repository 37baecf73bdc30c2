import type { ApplyTransactionType } from '@jogak/app-core';

/** What the apply screen hands its certificate step: the order of the password page. */
export interface ApplyDraft {
  readonly offeringName: string;
  readonly quantity: number;
  /** Quantity × 공모가, in won. */
  readonly amount: number;
  readonly transactionType: ApplyTransactionType;
  /** `gds_cd`: the offering's stock code. */
  readonly productCode: string;
}

// In memory only, for this run of the app: an order is never written to the device. A reload (or
// a token-expire that outlives the app) finds none and sends the member back to the quantity.
const drafts = new Map<number, ApplyDraft>();

/**
 * Keeps the order of an offering for its certificate step (and the step's return after the
 * partner's token expired).
 *
 * @example
 * saveApplyDraft(108, { offeringName: '광안리 오션뷰 스테이', quantity: 10, amount: 50_000, transactionType: 'STO_APPLY', productCode: 'JG0008' });
 */
export function saveApplyDraft(offeringId: number, draft: ApplyDraft): void {
  drafts.set(offeringId, draft);
}

/**
 * The order kept for an offering, if any.
 *
 * @example
 * applyDraftOf(108)?.quantity // 10
 */
export function applyDraftOf(offeringId: number): ApplyDraft | undefined {
  return drafts.get(offeringId);
}

/**
 * Forgets an offering's order (after the application went through).
 *
 * @example
 * clearApplyDraft(108);
 */
export function clearApplyDraft(offeringId: number): void {
  drafts.delete(offeringId);
}
