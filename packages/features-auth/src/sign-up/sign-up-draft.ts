import type { SyncStorage } from '@jogak/app-core';

/** Where the agreements wait while the person is away at the identity verifier. */
export const SIGN_UP_DRAFT_KEY = 'jogak:sign-up:agreements';

/** What the terms page decided, carried across the verifier's full-page round trip. */
export interface SignUpDraft {
  /** The policy documents agreed to (every required one, and the optional ones chosen). */
  agreementKeys: string[];
  /** Y when the marketing consent was chosen. */
  advertiseInformSendAgreeYn: 'Y' | 'N';
}

/**
 * The sign-up draft in session storage: it survives the verifier's page navigations in the same
 * tab or web view, and is gone with the tab (a half-done sign-up is not kept on the device).
 *
 * @example
 * const draft = signUpDraftStorage(sessionStorage);
 * draft.save({ agreementKeys: ['terms'], advertiseInformSendAgreeYn: 'N' });
 * draft.read(); // { agreementKeys: ['terms'], advertiseInformSendAgreeYn: 'N' }
 */
export function signUpDraftStorage(storage: SyncStorage) {
  return {
    save: (draft: SignUpDraft) => storage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(draft)),
    read: (): SignUpDraft | null => {
      const raw = storage.getItem(SIGN_UP_DRAFT_KEY);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        if (typeof value !== 'object' || value === null) return null;
        const { agreementKeys, advertiseInformSendAgreeYn } = value as Record<string, unknown>;
        if (!Array.isArray(agreementKeys) || !agreementKeys.every((key) => typeof key === 'string')) return null;
        if (advertiseInformSendAgreeYn !== 'Y' && advertiseInformSendAgreeYn !== 'N') return null;
        return { agreementKeys: agreementKeys as string[], advertiseInformSendAgreeYn };
      } catch {
        return null;
      }
    },
    clear: () => storage.removeItem(SIGN_UP_DRAFT_KEY),
  };
}
