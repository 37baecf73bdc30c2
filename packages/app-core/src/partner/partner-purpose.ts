import { STORAGE_KEYS, type PersistenceAdapter } from '../persistence/persistence-adapter';
import type { PartnerWebViewPurpose } from '../start-up/start-up';

/** Why the partner web view is open, stored before opening it (read by close/token-expire). */
export interface StoredPartnerPurpose {
  purpose: PartnerWebViewPurpose;
  /** The subscription a password web view was opened for. */
  subscriptionId?: string;
}

const PURPOSES: readonly string[] = ['CREATE_ACCOUNT', 'CORP_ACCOUNT_LINK', 'PASSWORD_APPLY', 'PASSWORD_CANCEL'];

/**
 * Reads the stored partner purpose; a plain purpose string (older builds) or unreadable JSON is
 * tolerated.
 *
 * @example
 * await readPartnerPurpose(persistence); // { purpose: 'PASSWORD_APPLY', subscriptionId: '12' }
 */
export async function readPartnerPurpose(persistence: PersistenceAdapter): Promise<StoredPartnerPurpose | undefined> {
  const raw = await persistence.get(STORAGE_KEYS.webViewPurpose);
  if (!raw) return undefined;
  if (PURPOSES.includes(raw)) return { purpose: raw as PartnerWebViewPurpose };
  try {
    const parsed = JSON.parse(raw) as Partial<StoredPartnerPurpose>;
    if (typeof parsed.purpose !== 'string' || !PURPOSES.includes(parsed.purpose)) return undefined;
    return typeof parsed.subscriptionId === 'string'
      ? { purpose: parsed.purpose, subscriptionId: parsed.subscriptionId }
      : { purpose: parsed.purpose };
  } catch {
    return undefined;
  }
}

/**
 * Stores the partner purpose before the web view opens: the purpose and its subscription only
 * (an opening's order is the page's business, not the app's).
 *
 * @example
 * await writePartnerPurpose(persistence, { purpose: 'PASSWORD_APPLY', subscriptionId: '12' });
 */
export async function writePartnerPurpose(persistence: PersistenceAdapter, value: StoredPartnerPurpose): Promise<void> {
  const stored: StoredPartnerPurpose = value.subscriptionId
    ? { purpose: value.purpose, subscriptionId: value.subscriptionId }
    : { purpose: value.purpose };
  await persistence.set(STORAGE_KEYS.webViewPurpose, JSON.stringify(stored));
}
