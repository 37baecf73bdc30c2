import type { CommandEnvelope } from './protocol';

export type TransportName = 'android' | 'ios' | 'react-native' | 'browser' | 'none';

/**
 * How commands leave the page. Shell transports only post; replies and messages come back
 * through `window` (see `createNativeBridge`). A transport that answers in JavaScript (the
 * browser transport) hands wire values to `connect`'s `deliver` instead.
 */
export interface NativeTransport {
  readonly name: TransportName;
  /** Throws when the shell's entry point is gone; the bridge turns that into `unavailable`. */
  post(envelope: CommandEnvelope): void;
  connect?(deliver: (wire: unknown) => void): () => void;
}

/** The global names the shells inject (NATIVE_BRIDGE.md, "Transports"). */
export const ANDROID_INTERFACE = 'JogakAndroid';
export const IOS_HANDLER = 'jogak';

interface AndroidInterface {
  postMessage(json: string): void;
}
interface WebkitHandler {
  postMessage(body: unknown): void;
}
interface ShellGlobals {
  [ANDROID_INTERFACE]?: AndroidInterface;
  webkit?: { messageHandlers?: Record<string, WebkitHandler | undefined> };
  ReactNativeWebView?: { postMessage(json: string): void };
}

function shellGlobals(win: Window): ShellGlobals {
  return win as unknown as ShellGlobals;
}

function missing(what: string): Error {
  return new Error(`${what} 를 찾을 수 없어요.`);
}

/**
 * Android: a `@JavascriptInterface` object named `JogakAndroid` whose `postMessage(String)`
 * receives the envelope as a JSON string.
 *
 * @example
 * const transport = createAndroidTransport(window);
 */
export function createAndroidTransport(win: Window): NativeTransport {
  return {
    name: 'android',
    post(envelope) {
      const target = shellGlobals(win)[ANDROID_INTERFACE];
      if (!target) throw missing(`window.${ANDROID_INTERFACE}`);
      target.postMessage(JSON.stringify(envelope));
    },
  };
}

/**
 * iOS: a WKScriptMessageHandler registered as `jogak`; the envelope is posted as an object, so
 * the shell receives an NSDictionary and needs no JSON decoding.
 *
 * @example
 * const transport = createIosTransport(window);
 */
export function createIosTransport(win: Window): NativeTransport {
  return {
    name: 'ios',
    post(envelope) {
      const target = shellGlobals(win).webkit?.messageHandlers?.[IOS_HANDLER];
      if (!target) throw missing(`window.webkit.messageHandlers.${IOS_HANDLER}`);
      target.postMessage(envelope);
    },
  };
}

/**
 * React Native WebView: `window.ReactNativeWebView.postMessage(string)`, read by the shell's
 * `onMessage` as `event.nativeEvent.data`.
 *
 * @example
 * const transport = createReactNativeTransport(window);
 */
export function createReactNativeTransport(win: Window): NativeTransport {
  return {
    name: 'react-native',
    post(envelope) {
      const target = shellGlobals(win).ReactNativeWebView;
      if (!target) throw missing('window.ReactNativeWebView');
      target.postMessage(JSON.stringify(envelope));
    },
  };
}

/**
 * The transport used when no shell is present and no fallback was given: every command fails
 * with `unavailable`.
 *
 * @example
 * createNativeBridge({ transport: createUnavailableTransport() });
 */
export function createUnavailableTransport(): NativeTransport {
  return {
    name: 'none',
    post() {
      throw new Error('네이티브 앱 환경이 아니에요.');
    },
  };
}

/**
 * Picks the shell transport from what the shell injected, once at start-up. React Native is
 * checked first because its iOS WebView also exposes `webkit.messageHandlers`. Returns null in
 * a plain browser and inside a frame (only the top frame may talk to the shell).
 *
 * @example
 * const transport = detectShellTransport(window) ?? createBrowserTransport();
 */
export function detectShellTransport(win: Window): NativeTransport | null {
  if (win !== win.top) return null;
  const globals = shellGlobals(win);
  if (globals.ReactNativeWebView) return createReactNativeTransport(win);
  if (globals.webkit?.messageHandlers?.[IOS_HANDLER]) return createIosTransport(win);
  if (globals[ANDROID_INTERFACE]) return createAndroidTransport(win);
  return null;
}
