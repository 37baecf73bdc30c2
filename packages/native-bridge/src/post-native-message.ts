import type { NativeMessageInput } from './messages';
import { PROTOCOL_VERSION } from './protocol';

/**
 * Encodes a native → web message exactly as a shell puts it on the wire.
 *
 * @example
 * encodeNativeMessage({ type: 'account-linked', payload: { success: true } });
 * // '{"jogak":1,"kind":"message","type":"account-linked","payload":{"success":true}}'
 */
export function encodeNativeMessage(message: NativeMessageInput): string {
  return JSON.stringify({ jogak: PROTOCOL_VERSION, kind: 'message', type: message.type, payload: message.payload });
}

/**
 * Delivers a message the way the shells do (a `message` event on the top window, from the
 * page's own origin), so the bridge's origin and frame checks run as in the app. Used by the
 * shell simulator and end-to-end tests.
 *
 * @example
 * postNativeMessage({ type: 'background', payload: { at: Date.now() - 11 * 60_000 } });
 * postNativeMessage({ type: 'foreground', payload: {} });
 */
export function postNativeMessage(message: NativeMessageInput, target: Window = window): void {
  target.postMessage(encodeNativeMessage(message), target.location.origin);
}
