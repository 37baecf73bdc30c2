import { isNativeBridgeError, type NativeBridge, type PinOwner } from '@jogak/native-bridge';

/** The bridge calls the MY screens make: PIN entry, biometrics, share and the update check. */
export type MyBridge = Pick<NativeBridge, 'request' | 'send'>;

/** Which PIN entry: the member's current PIN, or a new one (first entry or its confirmation). */
export type PinEntry = { readonly kind: 'current' } | { readonly kind: 'new'; readonly step: 'enter' | 'confirm' };

/**
 * One PIN entry on the shell's secure keypad (the browser transport's keypad in development): the
 * sealed entry the server opens, never the digits; `null` when the member closed the keypad. Any
 * other failure becomes an Error with the shell's Korean message.
 *
 * @example
 * const current = await enterPin(bridge, 'individual', { kind: 'current' });
 * const next = await enterPin(bridge, 'individual', { kind: 'new', step: 'enter' });
 */
export async function enterPin(bridge: MyBridge, owner: PinOwner, entry: PinEntry): Promise<string | null> {
  try {
    const sealed =
      entry.kind === 'current' ? await bridge.request('pin.verify', { owner }) : await bridge.request('pin.set', { owner, step: entry.step });
    return sealed.encrypted;
  } catch (error) {
    if (isNativeBridgeError(error) && error.kind === 'cancelled') return null;
    throw new Error(error instanceof Error && error.message ? error.message : 'PIN을 입력받지 못했어요. 다시 시도해주세요.');
  }
}
