import { CertificateSignError, type CertificateSignFailure } from '@jogak/features-auth';
import { isNativeBridgeError, type NativeBridge, type NativeBridgeErrorKind } from '@jogak/native-bridge';

/**
 * Why `cert.sign` did not sign, from the bridge's error kind. The bridge has no kind of its own
 * for a refused certificate password: the password is the one thing the person gives `cert.sign`,
 * so the shell's refusal (`rejected`) is read as one (features-auth's README, "Decisions"). The
 * kinds that name another cause count nothing.
 */
function signFailureOf(kind: Exclude<NativeBridgeErrorKind, 'cancelled'>): CertificateSignFailure {
  switch (kind) {
    case 'rejected':
      return 'wrong-password';
    case 'no-certificate':
    case 'timeout':
    case 'unavailable':
      return kind;
    case 'invalid-reply':
    case 'disposed':
      return 'failed';
  }
}

/**
 * The shell's certificate store for the corporate login (features-auth's `CertificateDevice`):
 * `cert.list`, `cert.sign` (null when the person cancelled, otherwise a `CertificateSignError`
 * with the bridge's Korean message and why it failed) and `device.info`'s id as the HTS login's
 * `macAddress`.
 *
 * @example
 * <CertificateLogin device={certificateDeviceOf(bridge)} … />
 */
export function certificateDeviceOf(bridge: Pick<NativeBridge, 'request'>) {
  return {
    listCertificates: async () => (await bridge.request('cert.list')).certificates,
    async sign(dn: string) {
      try {
        return await bridge.request('cert.sign', { dn });
      } catch (error) {
        if (!isNativeBridgeError(error)) throw new CertificateSignError('failed');
        if (error.kind === 'cancelled') return null;
        throw new CertificateSignError(signFailureOf(error.kind), error.message);
      }
    },
    deviceId: async () => (await bridge.request('device.info')).deviceId,
  };
}
