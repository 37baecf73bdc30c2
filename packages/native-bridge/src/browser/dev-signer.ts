import * as v from 'valibot';
import type { Media } from '../commands';
import { NativeBridgeError } from '../native-bridge-error';

/** A certificate the development signer offers in `cert.list`. */
export interface DevCertificate {
  dn: string;
  subject: string;
  issuer: string;
  notAfter: string;
  /**
   * The certificate's private key (base64 PKCS #8, ECDSA P-256) when the server knows its public
   * key, e.g. the sandbox's seeded corporate certificates; without it the signer makes a key of
   * its own for the session (which no server has registered).
   */
  privateKey?: string;
}

/**
 * The pay-provider (Kakao Pay) key pair the development signer signs with, as the pay provider's
 * app holds it on a phone: base64 SPKI public key and base64 PKCS #8 private key (ECDSA P-256),
 * e.g. the sandbox's `DEV_KAKAO_PAY_KEY`, which the sandbox registers for its members.
 */
export interface DevKakaoPayKey {
  publicKey: string;
  privateKey: string;
}

/** The certificate offered when none is configured. */
export const DEFAULT_DEV_CERTIFICATES: readonly DevCertificate[] = [
  {
    dn: 'cn=조각개발법인(JOGAKDEV)0001,ou=DEV,o=JOGAK,c=kr',
    subject: '조각개발법인',
    issuer: '조각 개발용 인증기관',
    notAfter: '2099-12-31T23:59:59+09:00',
  },
];

/** What the person is asked to approve before the signer signs (the shell shows its own UI). */
export interface SignApproval {
  provider: 'kakaoPay' | 'certificate';
  summary: string;
}

export interface DevSignerOptions {
  /** Base URL of the sandbox (or any server speaking the contract); '' means the page's origin. */
  baseUrl: string;
  fetch: typeof fetch;
  crypto: Crypto;
  certificates: readonly DevCertificate[];
  /**
   * The pay-provider key to sign with when the server knows it (the sandbox's
   * `DEV_KAKAO_PAY_KEY`); without it the signer makes a key of its own for the session, which a
   * server learns only from a pay-provider login.
   */
  kakaoPayKey?: DevKakaoPayKey;
  approve: (approval: SignApproval) => Promise<boolean>;
  /**
   * Development only: when it answers true, certificate and pay-provider login signatures are
   * made with a throwaway key instead of the certificate's, a forgery the server must refuse.
   * Default never.
   */
  forgeSignatures?: () => boolean;
}

const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
const KEY_GENERATION = { name: 'ECDSA', namedCurve: 'P-256' } as const;

function toBase64(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

const txIdSchema = v.object({ txId: v.pipe(v.string(), v.nonEmpty()) });
const verifyNoSchema = v.object({ verifyNo: v.pipe(v.string(), v.nonEmpty()) });
const errorBodySchema = v.object({ code: v.optional(v.string()), message: v.optional(v.pipe(v.string(), v.nonEmpty())) });

/**
 * The contract's error code by which the server says the member has no pay-provider certificate
 * registered (the shell's pay-provider SDK knows it on a phone; the development signer learns it
 * from the server).
 */
const NO_CERTIFICATE_CODE = 'NEED_KAKAO_REGISTER';

/**
 * The browser's stand-in for the pay-provider and certificate apps: it holds ECDSA P-256 keys
 * (WebCrypto, private keys not extractable), fetches the transaction to sign from the sandbox
 * over the contract's own operations, asks for approval, and signs. Signatures are base64 of the
 * IEEE P1363 (r‖s) ECDSA-SHA-256 signature over the UTF-8 bytes of `txId` or `verifyNo`;
 * public keys are base64 SPKI. A server answering `NEED_KAKAO_REGISTER` (the member has no
 * pay-provider certificate) fails with `no-certificate`; any other refusal, an unreachable
 * server or a malformed answer fails with `rejected`, each with its Korean message.
 *
 * @example
 * const signer = createDevSigner({ baseUrl: 'http://127.0.0.1:4010', fetch, crypto, certificates: DEFAULT_DEV_CERTIFICATES, approve: async () => true });
 * const { publicKey } = await signer.kakaoPayInit();
 */
export function createDevSigner(options: DevSignerOptions) {
  const { crypto } = options;
  let kakaoKey: Promise<CryptoKeyPair> | undefined;
  const certificateKeys = new Map<string, Promise<CryptoKeyPair>>();

  function generate(): Promise<CryptoKeyPair> {
    return crypto.subtle.generateKey(KEY_GENERATION, false, ['sign', 'verify']);
  }

  async function publicKeyOf(pair: CryptoKeyPair): Promise<string> {
    return toBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  }

  async function sign(privateKey: CryptoKey, text: string): Promise<string> {
    return toBase64(await crypto.subtle.sign(SIGNING, privateKey, new TextEncoder().encode(text)));
  }

  async function post<T>(
    command: string,
    path: string,
    body: Record<string, string>,
    schema: v.GenericSchema<unknown, T>,
    accessToken?: string,
  ): Promise<T> {
    let response: Response;
    try {
      response = await options.fetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new NativeBridgeError('rejected', command, '네트워크 연결이 원활하지 않습니다.');
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const body = v.safeParse(errorBodySchema, json);
      const { code, message } = body.success ? body.output : {};
      if (code === NO_CERTIFICATE_CODE) throw new NativeBridgeError('no-certificate', command, message);
      throw new NativeBridgeError('rejected', command, message ?? `서명 서버가 요청을 거절했어요. (HTTP ${response.status})`);
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) {
      throw new NativeBridgeError('rejected', command, `서명 서버의 응답 형식이 올바르지 않아요. (${path})`);
    }
    return parsed.output;
  }

  async function approveOrCancel(command: string, approval: SignApproval): Promise<void> {
    if (!(await options.approve(approval))) {
      throw new NativeBridgeError('cancelled', command, '서명을 취소했어요.');
    }
  }

  async function certificateKey(certificate: DevCertificate): Promise<CryptoKey> {
    if (options.forgeSignatures?.()) return (await generate()).privateKey;
    const { privateKey } = certificate;
    if (privateKey) return crypto.subtle.importKey('pkcs8', fromBase64(privateKey), KEY_GENERATION, false, ['sign']);
    let pair = certificateKeys.get(certificate.dn);
    if (!pair) {
      pair = generate();
      certificateKeys.set(certificate.dn, pair);
    }
    return (await pair).privateKey;
  }

  async function importKakaoPair(key: DevKakaoPayKey): Promise<CryptoKeyPair> {
    const [publicKey, privateKey] = await Promise.all([
      crypto.subtle.importKey('spki', fromBase64(key.publicKey), KEY_GENERATION, true, ['verify']),
      crypto.subtle.importKey('pkcs8', fromBase64(key.privateKey), KEY_GENERATION, false, ['sign']),
    ]);
    return { publicKey, privateKey };
  }

  function kakaoPair(): Promise<CryptoKeyPair> {
    kakaoKey ??= options.kakaoPayKey ? importKakaoPair(options.kakaoPayKey) : generate();
    return kakaoKey;
  }

  return {
    async kakaoPayInit(): Promise<{ publicKey: string }> {
      return { publicKey: await publicKeyOf(await kakaoPair()) };
    },

    async kakaoPayLogin(request: { ci: string; media: Media }) {
      const pair = await kakaoPair();
      const publicKey = await publicKeyOf(pair);
      const { txId } = await post(
        'kakaoPay.login',
        '/main/v1/auth/kakaopay-get-tx-id',
        { ci: request.ci, media: request.media, publicKey },
        txIdSchema,
      );
      await approveOrCancel('kakaoPay.login', { provider: 'kakaoPay', summary: '카카오페이 인증서로 로그인' });
      const signingKey = options.forgeSignatures?.() ? (await generate()).privateKey : pair.privateKey;
      return { txId, publicKey, signature: await sign(signingKey, txId) };
    },

    /**
     * `kakaoPay.sign`: the transaction comes from the server (`kakaopay-get-tx-id-for-withdraw`)
     * and is answered with its signature, so the app verifies exactly the `txId` signed here. The
     * command does not say what is signed (a withdrawal or a ballot), so neither does the prompt.
     */
    async kakaoPaySign(request: { ci: string; media: Media; accessToken?: string }) {
      const pair = await kakaoPair();
      const { txId } = await post(
        'kakaoPay.sign',
        '/main/v1/auth/kakaopay-get-tx-id-for-withdraw',
        { ci: request.ci, media: request.media },
        txIdSchema,
        request.accessToken,
      );
      await approveOrCancel('kakaoPay.sign', { provider: 'kakaoPay', summary: '카카오페이 인증서로 전자서명' });
      return { txId, signature: await sign(pair.privateKey, txId) };
    },

    certList(): { certificates: DevCertificate[] } {
      // The private key never leaves the signer, as a shell's certificate store keeps it.
      return { certificates: options.certificates.map(({ dn, subject, issuer, notAfter }) => ({ dn, subject, issuer, notAfter })) };
    },

    async certSign(request: { dn: string }) {
      const certificate = options.certificates.find((candidate) => candidate.dn === request.dn);
      if (!certificate) throw new NativeBridgeError('rejected', 'cert.sign', '선택한 인증서를 찾을 수 없어요.');
      const { verifyNo } = await post(
        'cert.sign',
        '/main/v1/auth/cert-request-verify-no',
        { dn: request.dn },
        verifyNoSchema,
      );
      await approveOrCancel('cert.sign', { provider: 'certificate', summary: `${certificate.subject} 인증서로 서명` });
      return { dn: request.dn, signatureValue: await sign(await certificateKey(certificate), verifyNo) };
    },
  };
}

/** The signer `createBrowserTransport` loads on its first signing command. */
export type DevSigner = ReturnType<typeof createDevSigner>;
