import type { KycDraft, KycSecrets } from '../kyc-form/kyc-draft';
import type { KycErrors, KycField } from '../kyc-form/validate-kyc';

/** What every input step gets from the screen. */
export interface StepProps {
  draft: KycDraft;
  secrets: KycSecrets;
  errors: KycErrors;
  change: (patch: Partial<KycDraft>) => void;
  changeSecrets: (patch: Partial<KycSecrets>) => void;
  /** The element id of a field's control (where a message puts the focus). */
  fieldId: (field: KycField) => string;
}
