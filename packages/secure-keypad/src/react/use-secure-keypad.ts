import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  createSecureKeypad,
  type KeypadResult,
  type KeypadSnapshot,
  type SecureKeypad,
} from '../keypad/create-secure-keypad';
import { type KeypadKind } from '../layout/character-sets';
import { type KeypadToken } from '../token/keypad-token';

export interface UseSecureKeypadOptions {
  readonly token: KeypadToken;
  readonly kind?: KeypadKind;
  readonly maxLength?: number;
  readonly onFinish: (result: KeypadResult) => void;
  /** Tests only: a seeded fill instead of `crypto.getRandomValues`. */
  readonly getRandomValues?: (bytes: Uint8Array<ArrayBuffer>) => void;
}

/** Hands a finish to the latest `onFinish` prop without recreating the keypad when it changes. */
function createFinishRelay() {
  let handler: (result: KeypadResult) => void = () => {};
  return {
    set(next: (result: KeypadResult) => void) {
      handler = next;
    },
    call(result: KeypadResult) {
      handler(result);
    },
  };
}

/**
 * The headless keypad as React state: created per token, opened on mount, closed (and wiped) on
 * unmount. Use it to build your own keypad UI; {@link SecureKeypad} the component uses it.
 *
 * @example
 * const { keypad, snapshot } = useSecureKeypad({ token, onFinish: ({ encrypted }) => submit(encrypted) });
 */
export function useSecureKeypad(options: UseSecureKeypadOptions): { keypad: SecureKeypad; snapshot: KeypadSnapshot } {
  const { token, kind, maxLength, getRandomValues } = options;
  const [relay] = useState(createFinishRelay);
  useEffect(() => {
    relay.set(options.onFinish);
  });
  const keypad = useMemo(
    () =>
      createSecureKeypad({
        token,
        ...(kind ? { kind } : {}),
        ...(maxLength ? { maxLength } : {}),
        ...(getRandomValues ? { getRandomValues } : {}),
        onFinish: relay.call,
      }),
    [token, kind, maxLength, getRandomValues, relay],
  );
  useEffect(() => {
    void keypad.open();
    return () => keypad.close();
  }, [keypad]);
  const snapshot = useSyncExternalStore(keypad.subscribe, keypad.getSnapshot, keypad.getSnapshot);
  return { keypad, snapshot };
}
