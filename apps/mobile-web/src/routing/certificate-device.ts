import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';

/**
 * The shell's certificate store for the corporate login (features-auth's `CertificateDevice`):
 * `cert.list`, `cert.sign` (null when the person cancelled, an Error with the shell's Korean
 * message otherwise) and `device.info`'s id as the HTS login's `macAddress`.
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
        if (isNativeBridgeError(error) && error.kind === 'cancelled') return null;
        throw new Error(error instanceof Error && error.message ? error.message : '인증서로 서명하지 못했어요. 다시 시도해주세요.');
      }
    },
    deviceId: async () => (await bridge.request('device.info')).deviceId,
  };
}
