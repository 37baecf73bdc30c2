import { DEV_CERTIFICATES, type DevCertificate } from '@jogak/sandbox/dev-certificates';
import { CertificateSignError } from '../src/certificate-login/certificate-sign-error';
import type { CertificateDevice } from '../src/certificate-login/sign-in-with-certificate';

/** A seeded corporate member's certificate (the sandbox registered its public key). */
export function devCertificateOf(memberId: string): DevCertificate {
  const certificate = DEV_CERTIFICATES.find((candidate) => candidate.memberId === memberId);
  if (!certificate) throw new Error(`no dev certificate for ${memberId}`);
  return certificate;
}

export interface DevCertificateDeviceOptions {
  /** Where the sandbox answers (`cert-request-verify-no`). */
  origin: string;
  /** The certificates on the device. Default every seeded one. */
  certificates?: readonly DevCertificate[];
  /** A forger: signs with this private key (base64 PKCS #8) instead of the certificate's. */
  forgeWith?: string;
  /** A replayer: after the first signature, sends it again without asking for a new number. */
  replay?: boolean;
}

async function sign(privateKey: string, text: string): Promise<string> {
  const der = Uint8Array.from(atob(privateKey), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey('pkcs8', der, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(signature)));
}

/**
 * The shell's certificate store as the native bridge's development signer plays it, for screen
 * tests and stories: the sandbox's seeded certificates, signing a fresh verification number from
 * the sandbox with the certificate's key (or a forger's, or replaying the last signature).
 */
export function devCertificateDevice({ origin, certificates = DEV_CERTIFICATES, forgeWith, replay = false }: DevCertificateDeviceOptions): CertificateDevice {
  let last: string | undefined;
  return {
    listCertificates: async () => certificates.map(({ dn, subject, issuer, notAfter }) => ({ dn, subject, issuer, notAfter })),
    deviceId: async () => 'dev-device',
    async sign(dn) {
      if (replay && last) return { dn, signatureValue: last };
      const certificate = certificates.find((candidate) => candidate.dn === dn);
      if (!certificate) throw new CertificateSignError('no-certificate', '선택한 인증서를 찾을 수 없어요.');
      const response = await fetch(`${origin}/main/v1/auth/cert-request-verify-no`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dn }),
      });
      const { verifyNo } = (await response.json()) as { verifyNo: string };
      last = await sign(forgeWith ?? certificate.privateKey, verifyNo);
      return { dn, signatureValue: last };
    },
  };
}
