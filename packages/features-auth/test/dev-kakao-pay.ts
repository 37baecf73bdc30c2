import type { KakaoPayLogin } from '../src/login/sign-in-with-kakao-pay';

const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

function toBase64(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)));
}

export interface DevKakaoPayOptions {
  /** Where the sandbox answers (`kakaopay-get-tx-id`). */
  origin: string;
  /** A forger: sends the device's public key but signs with another key. */
  forge?: boolean;
}

/**
 * The shell's `kakaoPay.login` as the native bridge's development signer plays it, for screen
 * tests and stories: a device key of its own, a transaction from the sandbox bound to it, the
 * signature over the transaction id (or a forger's). A refused transaction rejects with the
 * sandbox's Korean message.
 */
export function devKakaoPayLogin({ origin, forge = false }: DevKakaoPayOptions): KakaoPayLogin {
  const keys = Promise.all([crypto.subtle.generateKey(P256, false, ['sign', 'verify']), crypto.subtle.generateKey(P256, false, ['sign'])]);
  return async ({ ci, media }) => {
    const [device, forger] = await keys;
    const publicKey = toBase64(await crypto.subtle.exportKey('spki', device.publicKey));
    const response = await fetch(`${origin}/main/v1/auth/kakaopay-get-tx-id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ci, media, publicKey }),
    });
    const body = (await response.json()) as { txId?: string; message?: string };
    if (!body.txId) throw new Error(body.message ?? '카카오페이 인증서로 서명하지 못했어요.');
    const signingKey = forge ? forger.privateKey : device.privateKey;
    const signature = toBase64(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signingKey, new TextEncoder().encode(body.txId)));
    return { txId: body.txId, publicKey, signature };
  };
}
