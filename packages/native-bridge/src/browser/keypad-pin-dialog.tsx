import { parseKeypadToken, type KeypadToken } from '@jogak/secure-keypad';
import { SecureKeypad } from '@jogak/secure-keypad/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SealedPin } from '../commands';
import { NativeBridgeError } from '../native-bridge-error';
import type { PinEntryRequest } from './create-browser-transport';
import type { KeypadPinEntryOptions } from './keypad-pin-entry';

const LABELS: Record<PinEntryRequest['purpose'], Record<PinEntryRequest['owner'], string>> = {
  set: { individual: '새 PIN을 입력해주세요', corporate: '법인 새 PIN을 입력해주세요' },
  verify: { individual: 'PIN을 입력해주세요', corporate: '법인 PIN을 입력해주세요' },
};

const CONFIRM_LABELS: Record<PinEntryRequest['owner'], string> = {
  individual: '새 PIN을 한 번 더 입력해주세요',
  corporate: '법인 새 PIN을 한 번 더 입력해주세요',
};

function labelOf(request: PinEntryRequest): string {
  return request.purpose === 'set' && request.step === 'confirm' ? CONFIRM_LABELS[request.owner] : LABELS[request.purpose][request.owner];
}

/**
 * Fetches a keypad token from the sandbox and shows `@jogak/secure-keypad` in a modal `<dialog>`,
 * resolving with the sealed result. Loaded on the first PIN asked (see `createKeypadPinEntry`).
 *
 * @example
 * const sealed = await enterPinOnKeypad({ owner: 'individual', purpose: 'verify' }, { maxLength: 6 });
 */
export async function enterPinOnKeypad(request: PinEntryRequest, options: KeypadPinEntryOptions): Promise<SealedPin> {
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
  dialog.setAttribute('aria-label', labelOf(request));
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
          label={labelOf(request)}
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
}
