import { parseKeypadToken, type KeypadToken } from '@jogak/secure-keypad';
import { SecureKeypad } from '@jogak/secure-keypad/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SealedPin } from '../commands';
import { NativeBridgeError } from '../native-bridge-error';
import type { PinEntryRequest } from './create-browser-transport';

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

const LABELS: Record<PinEntryRequest['purpose'], Record<PinEntryRequest['owner'], string>> = {
  set: { individual: '새 PIN을 입력해주세요', corporate: '법인 새 PIN을 입력해주세요' },
  verify: { individual: 'PIN을 입력해주세요', corporate: '법인 PIN을 입력해주세요' },
};

/**
 * The browser's stand-in for the shell's PIN screen: fetches a keypad token from the sandbox and
 * shows `@jogak/secure-keypad` in a modal `<dialog>`, resolving with the sealed result (never the
 * digits). Closing the dialog (닫기 or Escape) fails the command with `cancelled`. The app must
 * import `@jogak/secure-keypad/styles.css` once for the keypad's look.
 *
 * @example
 * createBrowserTransport({ pinEntry: createKeypadPinEntry({ sandboxUrl: '', maxLength: 6 }) });
 */
export function createKeypadPinEntry(options: KeypadPinEntryOptions = {}): (request: PinEntryRequest) => Promise<SealedPin> {
  return async (request) => {
    const win = options.window ?? window;
    const command = `pin.${request.purpose}`;
    const fetchFn = options.fetch ?? win.fetch.bind(win);
    let token: KeypadToken;
    try {
      const response = await fetchFn(`${options.sandboxUrl ?? ''}/main/v1/auth/keypad/token`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      token = parseKeypadToken(await response.json());
    } catch {
      throw new NativeBridgeError('rejected', command, '보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    }

    const dialog = win.document.createElement('dialog');
    dialog.setAttribute('aria-label', LABELS[request.purpose][request.owner]);
    win.document.body.append(dialog);
    const root = createRoot(dialog);

    return new Promise<SealedPin>((resolve, reject) => {
      let settled = false;
      function close(): void {
        settled = true;
        // Deferred: the keypad calls back from inside its own React update.
        queueMicrotask(() => root.unmount());
        if (dialog.open) dialog.close();
        dialog.remove();
      }
      function cancel(): void {
        if (settled) return;
        close();
        reject(new NativeBridgeError('cancelled', command, 'PIN 입력을 취소했어요.'));
      }
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        cancel();
      });
      flushSync(() =>
        root.render(
          <SecureKeypad
            token={token}
            label={LABELS[request.purpose][request.owner]}
            {...(options.maxLength ? { maxLength: options.maxLength } : {})}
            {...(options.accessible ? { defaultAccessible: true } : {})}
            onFinish={(result) => {
              if (settled) return;
              close();
              resolve({ token: result.token, encrypted: result.encrypted });
            }}
            onCancel={cancel}
          />,
        ),
      );
      dialog.showModal();
    });
  };
}
