/** A certificate the shell keeps on the device (native-bridge's `cert.list` answer). */
export interface DeviceCertificate {
  /** Distinguished name, e.g. `cn=김민준(…)0001,ou=personal,o=yessign,c=kr`. */
  readonly dn: string;
  /** Whose it is, as the certificate names them. */
  readonly subject: string;
  readonly issuer: string;
  /** When it stops being valid (ISO-8601 with offset). */
  readonly notAfter: string;
}

export type CertificateState = 'VALID' | 'EXPIRING' | 'EXPIRED';

/** How close to its end a certificate is called 만료 임박 (the usual renewal window). */
export const EXPIRING_WITHIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a certificate can still sign: expired after `notAfter`, expiring within 30 days of it.
 *
 * @example
 * certificateState('2025-03-20T23:59:59+09:00', new Date('2025-03-04T10:00:00+09:00')) // 'EXPIRING'
 */
export function certificateState(notAfter: string, now: Date): CertificateState {
  const left = new Date(notAfter).getTime() - now.getTime();
  if (Number.isNaN(left) || left < 0) return 'EXPIRED';
  return left <= EXPIRING_WITHIN_DAYS * DAY_MS ? 'EXPIRING' : 'VALID';
}

/**
 * The Korean name of a certificate state.
 *
 * @example
 * certificateStateLabel('EXPIRED') // '만료됨'
 */
export function certificateStateLabel(state: CertificateState): string {
  return { VALID: '사용 가능', EXPIRING: '만료 임박', EXPIRED: '만료됨' }[state];
}
