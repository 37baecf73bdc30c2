import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';

/** Where the verifier sends the person back: sign-up's result page (spec §2: /init/kmc/result), forgot-PIN or MY's phone change. */
export type VerifierReturnPath = '/init/kmc/result' | '/auth/forgot-pin' | '/my/info';

/**
 * Leaves the app for the external identity verifier with a request key, or null when the build
 * has none. Sandbox builds use the sandbox's verifier pages (`/__sandbox/verifier`, proxied like
 * the partner pages); a partner build names no verifier address yet, so it offers none rather
 * than a page that cannot answer.
 *
 * @example
 * identityVerifier()?.('4f1c…'); // the window goes to /__sandbox/verifier?key=4f1c…&returnUrl=…
 */
export function identityVerifier(win: Window = window, returnPath: VerifierReturnPath = '/init/kmc/result'): ((key: string) => void) | null {
  if (import.meta.env.VITE_JOGAK_BACKEND !== 'sandbox') return null;
  return (key) => {
    const returnUrl = new URL(returnPath, win.location.origin).toString();
    win.location.assign(`/__sandbox/verifier?${new URLSearchParams({ key, returnUrl }).toString()}`);
  };
}

/**
 * The sign-up's PIN entry through the shell's `pin.set` (the secure keypad in a browser): the
 * sealed entry, null when the person closed the keypad, an Error with the shell's Korean message
 * otherwise.
 *
 * @example
 * const sealed = await setPinWithBridge(bridge)('confirm');
 */
export function setPinWithBridge(bridge: Pick<NativeBridge, 'request'>) {
  return async (step: 'enter' | 'confirm'): Promise<{ encrypted: string } | null> => {
    try {
      return await bridge.request('pin.set', { owner: 'individual', step });
    } catch (error) {
      if (isNativeBridgeError(error) && error.kind === 'cancelled') return null;
      throw new Error(error instanceof Error && error.message ? error.message : 'PIN을 설정하지 못했어요. 다시 시도해주세요.');
    }
  };
}

/**
 * The login's PIN entry through the shell's `pin.verify` (the secure keypad in a browser): the
 * sealed entry, null when the person closed the keypad, an Error with the shell's Korean message
 * otherwise.
 *
 * @example
 * const sealed = await verifyPinWithBridge(bridge)();
 */
export function verifyPinWithBridge(bridge: Pick<NativeBridge, 'request'>) {
  return async (): Promise<{ encrypted: string } | null> => {
    try {
      return await bridge.request('pin.verify', { owner: 'individual' });
    } catch (error) {
      if (isNativeBridgeError(error) && error.kind === 'cancelled') return null;
      throw new Error(error instanceof Error && error.message ? error.message : 'PIN을 확인하지 못했어요. 다시 시도해주세요.');
    }
  };
}
