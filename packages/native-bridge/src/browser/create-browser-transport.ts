import type { CommandPayloads, PinOwner, SealedPin } from '../commands';
import { isNativeBridgeError, NativeBridgeError } from '../native-bridge-error';
import { PROTOCOL_VERSION, WIRE_ERROR_KINDS, type CommandEnvelope } from '../protocol';
import type { NativeTransport } from '../transports';
import type { DevCertificate, DevKakaoPayKey, DevSigner, SignApproval } from './dev-signer';
import { createDevStorage, type DevStorage } from './dev-storage';
import { devDeviceId, osFromUserAgent } from './device';
import type { InAppWebView } from './in-app-web-view';
import { loadOnce } from './load-once';

/** What the PIN entry stand-in is asked to do. */
export interface PinEntryRequest {
  owner: PinOwner;
  purpose: 'set' | 'verify';
  /** For `set`: the first entry or its confirmation (the keypad's label says which). */
  step?: 'enter' | 'confirm';
}

export interface BrowserTransportOptions {
  /** Defaults to the global window. */
  window?: Window;
  /** Base URL of the sandbox for the signing operations; '' (default) is the page's own origin. */
  sandboxUrl?: string;
  /** Defaults to the window's fetch. */
  fetch?: typeof fetch;
  /** Reported in `init`, `device.info` and `update.check`. Default '0.0.0-dev'. */
  appVersion?: string;
  /** Sent in `init`. Default 'dev-push-token'. */
  pushToken?: string;
  /** Answer the page's `bridge.ready` with an `init` message, as a shell does. Default true. */
  sendInit?: boolean;
  /**
   * Certificates offered by `cert.list`. Default one development certificate with a key of the
   * session's own; give `privateKey`s the server has registered (the sandbox's `DEV_CERTIFICATES`)
   * for signatures it can verify. A function is called on the first signing command, so the
   * certificates stay out of the first screen's script.
   */
  certificates?: readonly DevCertificate[] | (() => Promise<readonly DevCertificate[]>);
  /**
   * The pay-provider key `kakaoPay.init`/`login`/`sign` use. Default a key of the session's own,
   * which a server knows only after a `kakaoPay.login`; give the pair the server registered (the
   * sandbox's `DEV_KAKAO_PAY_KEY`) so `kakaoPay.sign` signatures verify whatever way the member
   * signed in. A function is called on the first signing command, as for `certificates`.
   */
  kakaoPayKey?: DevKakaoPayKey | (() => Promise<DevKakaoPayKey>);
  /**
   * Development only: while it answers true, `cert.sign` and `kakaoPay.login` sign with a
   * throwaway key (a forged signature, which the server must refuse). Default never.
   */
  forgeCertificateSignatures?: () => boolean;
  /** Asks the person to approve a signature. Default `window.confirm`. */
  approveSignature?: (approval: SignApproval) => Promise<boolean>;
  /**
   * Shows a secure keypad and resolves with its sealed result (e.g. `createKeypadPinEntry`).
   * Without it `pin.set` and `pin.verify` fail with `unavailable`.
   */
  pinEntry?: (request: PinEntryRequest) => Promise<SealedPin>;
  /** Where `attribution.event` goes. Default `console.info`. */
  onAttribution?: (event: CommandPayloads['attribution.event']) => void;
  /** The development storage behind `storage.get`/`storage.set`. Default `localStorage`, prefixed. */
  storage?: DevStorage;
  /**
   * Which `openLink` addresses the shell shows in its in-app web view (the partner pages of spec
   * section 7) rather than the system browser. Those open in a full-screen `<iframe>` over the
   * app, and what the framed page posts as `{ jogakPartner: 1, type, payload }` arrives as that
   * native message (`account-tmp`, `account-complete`, `account-linked`, `token-expire`,
   * `close`). Default: none, every link opens a new tab.
   */
  inAppWebView?: (url: URL) => boolean;
}

type Handler = (payload: never) => unknown;

/**
 * A transport for desktop browsers and tests that serves every command with web platform
 * features instead of a shell: development-only storage, Web Share or the clipboard, new tabs
 * (or an in-app web view for `inAppWebView` links), `<a download>`, a file input with `capture`,
 * the Permissions API, a secure keypad for PINs and a WebCrypto signer talking to the sandbox.
 * Never ship it to production.
 *
 * @example
 * const bridge = createNativeBridge({
 *   fallback: import.meta.env.DEV ? () => createBrowserTransport({ sandboxUrl: '' }) : undefined,
 * });
 */
export function createBrowserTransport(options: BrowserTransportOptions = {}): NativeTransport {
  const win = options.window ?? window;
  const appVersion = options.appVersion ?? '0.0.0-dev';
  const storage = options.storage ?? createDevStorage(win.localStorage);
  const onAttribution =
    options.onAttribution ?? ((event) => console.info('[native-bridge] attribution.event', event.name, event.properties ?? {}));
  let deliver: ((wire: unknown) => void) | undefined;

  // Loaded on the first signing or certificate command: no first screen signs, and the signer
  // with its certificates would be a tenth of the transport on every first screen.
  // A failed load (the network) is tried again on the next command (loadOnce).
  const signer = loadOnce<DevSigner>(() =>
    Promise.all([import('./dev-signer'), loadCertificates(options.certificates), loadKakaoPayKey(options.kakaoPayKey)]).then(
      ([{ createDevSigner, DEFAULT_DEV_CERTIFICATES }, certificates, kakaoPayKey]) =>
        createDevSigner({
          baseUrl: options.sandboxUrl ?? '',
          fetch: options.fetch ?? win.fetch.bind(win),
          crypto: win.crypto,
          certificates: certificates ?? DEFAULT_DEV_CERTIFICATES,
          ...(kakaoPayKey ? { kakaoPayKey } : {}),
          ...(options.forgeCertificateSignatures ? { forgeSignatures: options.forgeCertificateSignatures } : {}),
          approve: options.approveSignature ?? (async ({ summary }) => win.confirm(`[개발용 서명] ${summary}을(를) 승인할까요?`)),
        }),
    ),
  );
  const devSigner = signer.load;

  // Loaded on the first partner page only: most sessions never open one.
  const webView = loadOnce<InAppWebView>(() =>
    import('./in-app-web-view').then(({ createInAppWebView }) =>
      // A partner page's report reaches the bridge as a shell message would: checked, de-duplicated.
      createInAppWebView(win, (type, payload) => deliver?.({ jogak: PROTOCOL_VERSION, kind: 'message', type, payload })),
    ),
  );
  const inAppWebView = webView.load;

  // The web stand-ins for the shell's device features load on their first command: the first
  // screen uses none of them.
  const webActions = loadOnce(() => import('./web-actions')).load;

  async function openLink(url: string): Promise<void> {
    const { assertWebUrl, openInNewTab } = await webActions();
    const target = assertWebUrl('openLink', url, win.location.href);
    if (options.inAppWebView?.(target)) (await inAppWebView()).open(target);
    else openInNewTab(win, 'openLink', target.href);
  }

  function pin(request: PinEntryRequest): Promise<SealedPin> {
    if (!options.pinEntry) {
      throw new NativeBridgeError('unavailable', `pin.${request.purpose}`, '이 환경에는 PIN 키패드가 연결되어 있지 않아요.');
    }
    return options.pinEntry(request);
  }

  // The browser keeps no PIN or biometric state (PINs are checked by the server), so these have
  // nothing to clear; say so, so a developer sees the app did send them.
  function noDeviceState(command: string, owner: PinOwner): void {
    console.info(`[native-bridge] ${command} (${owner}): 브라우저에는 기기에 저장된 PIN·생체 인증 정보가 없어요.`);
  }

  const handlers: { [C in keyof CommandPayloads]: (payload: CommandPayloads[C]) => unknown } = {
    'kakaoPay.init': async () => (await devSigner()).kakaoPayInit(),
    'kakaoPay.login': async (payload) => (await devSigner()).kakaoPayLogin(payload),
    'kakaoPay.sign': async (payload) => (await devSigner()).kakaoPaySign(payload),
    'cert.list': async () => (await devSigner()).certList(),
    'cert.sign': async (payload) => (await devSigner()).certSign(payload),
    'device.info': () => {
      const { os, version } = osFromUserAgent(win.navigator.userAgent);
      return { os, osVersion: version, appVersion, model: win.navigator.platform || 'browser', deviceId: devDeviceId(storage, win.crypto) };
    },
    'storage.get': ({ key }) => ({ value: storage.get(key) }),
    'storage.set': ({ key, value }) => storage.set(key, value),
    share: async (payload) => (await webActions()).shareText(win, payload),
    copy: async ({ text }) => (await webActions()).copyText(win, text),
    exit: () => win.close(),
    openLink: ({ url }) => openLink(url),
    downloadFile: async (payload) => (await webActions()).downloadWithLink(win, payload),
    takePhoto: async ({ source }) => (await import('./take-photo')).takePhotoWithFileInput(win, source),
    requestPermission: async ({ permission }) => (await import('./permission')).requestWebPermission(win, permission),
    'pin.set': ({ owner, step }) => pin({ owner, purpose: 'set', ...(step ? { step } : {}) }),
    'pin.verify': ({ owner }) => pin({ owner, purpose: 'verify' }),
    'pin.invalidate': ({ owner }) => noDeviceState('pin.invalidate', owner),
    'pin.reset': ({ owner }) => noDeviceState('pin.reset', owner),
    'biometrics.use': () => {
      throw new NativeBridgeError('unavailable', 'biometrics.use', '브라우저 개발 환경에서는 생체 인증을 쓸 수 없어요.');
    },
    'biometrics.reset': ({ owner }) => noDeviceState('biometrics.reset', owner),
    openArticle: async ({ url }) => (await webActions()).openInNewTab(win, 'openArticle', url),
    'os.version': () => osFromUserAgent(win.navigator.userAgent),
    'update.check': () => ({ needUpdate: false, latestVersion: appVersion }),
    'attribution.event': (payload) => onAttribution(payload),
  };

  function answer(envelope: CommandEnvelope, outcome: { ok: true; result: unknown } | { ok: false; error: unknown }): void {
    if (!envelope.reply) {
      if (!outcome.ok) console.warn(`[native-bridge] ${envelope.command} 실패`, outcome.error);
      return;
    }
    if (outcome.ok) {
      deliver?.({ jogak: PROTOCOL_VERSION, kind: 'reply', id: envelope.id, ok: true, result: outcome.result ?? {} });
      return;
    }
    const error = outcome.error;
    const kind =
      isNativeBridgeError(error) && (WIRE_ERROR_KINDS as readonly string[]).includes(error.kind) ? error.kind : 'rejected';
    const message = error instanceof Error ? error.message : undefined;
    deliver?.({ jogak: PROTOCOL_VERSION, kind: 'reply', id: envelope.id, ok: false, error: { kind, message } });
  }

  function sendInit(): void {
    const { os } = osFromUserAgent(win.navigator.userAgent);
    deliver?.({
      jogak: PROTOCOL_VERSION,
      kind: 'message',
      type: 'init',
      payload: { pushToken: options.pushToken ?? 'dev-push-token', os, version: appVersion, pin: '' },
    });
  }

  return {
    name: 'browser',
    connect(receive) {
      deliver = receive;
      // Fetched once the page is idle, so a first share or copy does not wait for the network
      // after the tap (a browser may then no longer count it as the person's gesture).
      (win.requestIdleCallback ?? ((run: () => void) => win.setTimeout(run, 0)))(() => void webActions().catch(() => undefined));
      return () => {
        deliver = undefined;
        void webView.started()?.then((view) => view.close());
      };
    },
    post(envelope) {
      if (envelope.command === 'bridge.ready') {
        if (options.sendInit ?? true) queueMicrotask(sendInit);
        return;
      }
      const handler = (handlers as Record<string, Handler | undefined>)[envelope.command];
      if (!handler) {
        queueMicrotask(() =>
          answer(envelope, { ok: false, error: new NativeBridgeError('unavailable', envelope.command) }),
        );
        return;
      }
      // Answers always arrive asynchronously, as they do from a real shell.
      queueMicrotask(() => {
        Promise.resolve()
          .then(() => handler(envelope.payload as never))
          .then(
            (result) => answer(envelope, { ok: true, result }),
            (error: unknown) => answer(envelope, { ok: false, error }),
          );
      });
    },
  };
}

function loadKakaoPayKey(key: BrowserTransportOptions['kakaoPayKey']): Promise<DevKakaoPayKey | undefined> {
  return typeof key === 'function' ? key() : Promise.resolve(key);
}

function loadCertificates(
  certificates: BrowserTransportOptions['certificates'],
): Promise<readonly DevCertificate[] | undefined> {
  return typeof certificates === 'function' ? certificates() : Promise.resolve(certificates);
}
