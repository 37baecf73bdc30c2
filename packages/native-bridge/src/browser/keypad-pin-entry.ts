import type { SealedPin } from '../commands';
import { NativeBridgeError } from '../native-bridge-error';
import type { PinEntryRequest } from './create-browser-transport';
import type { enterPinOnKeypad } from './keypad-pin-dialog';
import { loadOnce } from './load-once';

export interface KeypadPinEntryOptions {
  /** Defaults to the global window. */
  window?: Window;
  /** Base URL of the sandbox serving `GET /main/v1/auth/keypad/token`; '' is the page's origin. */
  sandboxUrl?: string;
  /** Defaults to the window's fetch. */
  fetch?: typeof fetch;
  /** PIN length; the keypad finishes by itself at it. Default the keypad's (8, spec section 9). */
  maxLength?: number;
  /** Open in the keypad's Korean screen-reader mode. */
  accessible?: boolean;
}

/**
 * The browser's stand-in for the shell's PIN screen: fetches a keypad token from the sandbox and
 * shows `@jogak/secure-keypad` in a modal `<dialog>`, resolving with the sealed result (never the
 * digits). Closing the dialog (닫기 or Escape) fails the command with `cancelled`. The keypad is
 * loaded on the first PIN asked, so pages that never ask pay nothing for it. The app must import
 * `@jogak/secure-keypad/styles.css` once for the keypad's look.
 *
 * @example
 * createBrowserTransport({ pinEntry: createKeypadPinEntry({ sandboxUrl: '', maxLength: 6 }) });
 */
export function createKeypadPinEntry(options: KeypadPinEntryOptions = {}): (request: PinEntryRequest) => Promise<SealedPin> {
  // Offline, or a deploy replaced the chunk: the next PIN asked tries again (loadOnce).
  const keypad = loadOnce(() => import('./keypad-pin-dialog').then((module) => module.enterPinOnKeypad));
  return async (request) => {
    let enterPin: typeof enterPinOnKeypad;
    try {
      enterPin = await keypad.load();
    } catch {
      throw new NativeBridgeError('rejected', `pin.${request.purpose}`, '보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    }
    return enterPin(request, options);
  };
}
