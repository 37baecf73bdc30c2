import { STORAGE_KEYS, userStore, type PersistenceAdapter } from '@jogak/app-core';
import { emptyKycDraft, emptyKycSecrets, type KnownMember, type KycDraft, type KycSecrets, type KycStep } from '../kyc-form/kyc-draft';

/**
 * Where the form waits between runs: one of app-core's keys, so logout and the network change's
 * clearing of every key remove the member's draft with the rest.
 */
export const KYC_DRAFT_STORAGE_KEY = STORAGE_KEYS.kycDraft;

/** The step the ID verification is: from here on the resident number is needed. */
const ID_STEP: KycStep = 3;

/**
 * This run's secrets (resident number, bank-book photo): in memory only, so they outlive leaving
 * the screen (a 403 A0007 bounce, the address sheet) but never an app restart or a sign-out (the
 * app's sign-out calls {@link discardKycProgress}). Filed under the member who typed them
 * (app-core's `userStore.id`), as the stored draft is: a member who signs in after another on the
 * device never meets the other's form.
 */
let secretsInMemory: { readonly owner: string; readonly secrets: KycSecrets } = { owner: '', secrets: emptyKycSecrets() };

/** This run's secrets, when the member signed in now typed them. */
export function readKycSecrets(): KycSecrets {
  return secretsInMemory.owner === userStore.id ? secretsInMemory.secrets : emptyKycSecrets();
}

/** Keeps this run's secrets (memory only), for the member signed in now. */
export function keepKycSecrets(secrets: KycSecrets): void {
  secretsInMemory = { owner: userStore.id, secrets };
}

/**
 * The stored form of a draft: its fields and the member it belongs to.
 *
 * @example
 * storage.set(KYC_DRAFT_STORAGE_KEY, storedKycDraft(draft));
 */
export function storedKycDraft(draft: KycDraft): string {
  return JSON.stringify({ ...draft, owner: userStore.id });
}

function isStep(value: unknown): value is KycStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 4;
}

/**
 * Reads the stored draft; anything unreadable counts as none. The stored draft never holds the
 * resident number, so a draft at or past the ID step without it in memory resumes at the ID step.
 */
function parseDraft(raw: string): (KycDraft & { readonly owner: unknown }) | null {
  try {
    const parsed = JSON.parse(raw) as (Partial<KycDraft> & { owner?: unknown }) | null;
    if (!parsed || typeof parsed !== 'object' || !isStep(parsed.step)) return null;
    return { ...emptyKycDraft(), ...parsed, owner: parsed.owner };
  } catch {
    return null;
  }
}

/** What the screen starts from. */
export interface KycResume {
  draft: KycDraft;
  secrets: KycSecrets;
  /** True when a draft was found: the screen says it goes on from there. */
  resumed: boolean;
  /** True when the draft had reached the ID step but the resident number has to be typed again. */
  secretsAskedAgain: boolean;
}

/**
 * The draft the member signed in now stored on the device (or an empty form with what the member
 * information knows), with this run's secrets. Another member's draft (or one that names no
 * member) is removed unread: it holds their name, addresses and account.
 *
 * @example
 * const { draft, resumed } = await loadKycProgress(persistence, { name: '한도윤' });
 */
export async function loadKycProgress(storage: PersistenceAdapter, known: KnownMember): Promise<KycResume> {
  const raw = await storage.get(KYC_DRAFT_STORAGE_KEY);
  const parsed = raw ? parseDraft(raw) : null;
  const own = parsed?.owner === userStore.id ? parsed : null;
  if (raw && !own) await storage.remove(KYC_DRAFT_STORAGE_KEY);
  const secrets = readKycSecrets();
  if (!own) return { draft: emptyKycDraft(known), secrets, resumed: false, secretsAskedAgain: false };
  const { owner: _owner, ...stored } = own;
  const missingResident = secrets.residentFront === '' || secrets.residentBack === '';
  // From the ID step on the resident number is needed; the device never had it.
  const askAgain = stored.step >= ID_STEP && missingResident;
  return { draft: askAgain ? { ...stored, step: ID_STEP } : stored, secrets, resumed: true, secretsAskedAgain: askAgain };
}

/**
 * Writes the draft (never the secrets: they are not part of it).
 *
 * @example
 * await saveKycDraft(persistence, draft);
 */
export async function saveKycDraft(storage: PersistenceAdapter, draft: KycDraft): Promise<void> {
  await storage.set(KYC_DRAFT_STORAGE_KEY, storedKycDraft(draft));
}

/**
 * Forgets the form: the stored draft and this run's secrets (after leaving or finishing, and at
 * sign-out, so the same member signing in again is asked the resident number anew).
 *
 * @example
 * await discardKycProgress(persistence);
 */
export async function discardKycProgress(storage: PersistenceAdapter): Promise<void> {
  secretsInMemory = { owner: '', secrets: emptyKycSecrets() };
  await storage.remove(KYC_DRAFT_STORAGE_KEY);
}
