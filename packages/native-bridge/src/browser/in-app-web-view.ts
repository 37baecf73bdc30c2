import type { NativeMessageType } from '../messages';

/**
 * The native messages a partner web view may report (spec section 4). Anything else a framed page
 * posts is ignored: a page inside the web view must not be able to play `init`, `foreground` or
 * deep links to the app.
 */
export const PARTNER_MESSAGE_TYPES = [
  'account-tmp',
  'account-complete',
  'account-linked',
  'password-complete',
  'token-expire',
  'close',
] as const satisfies readonly NativeMessageType[];

export type PartnerMessageType = (typeof PARTNER_MESSAGE_TYPES)[number];

/** What a partner page posts to the frame's parent: `{ jogakPartner: 1, type, payload }`. */
export interface PartnerPageMessage {
  jogakPartner: 1;
  type: PartnerMessageType;
  payload: unknown;
}

/** `account-tmp` arrives while the person is still on the page; the others end the web view. */
const KEEPS_OPEN: ReadonlySet<PartnerMessageType> = new Set(['account-tmp']);

const TITLE = '제휴 증권사';

/**
 * What a partner page may do inside the frame: run its script and keep its own origin, which it
 * needs to POST to its own routes, to pass the `message` origin check and (on the app's origin,
 * behind the dev proxy) to have its title read. Nothing else: no forms (the pages post with
 * `fetch`), no popups, no navigating the app away (no `allow-top-navigation*`), no modal dialogs,
 * no downloads. Scripts plus same-origin on the app's own origin could lift the sandbox, so it
 * contains only the partner's mistakes there (the sandbox's own pages); a partner on its own
 * origin is also held by the same-origin policy.
 */
const IN_APP_WEB_VIEW_SANDBOX = 'allow-scripts allow-same-origin';

/**
 * Recognises a partner page's message among everything else posted to the window.
 *
 * @example
 * isPartnerPageMessage({ jogakPartner: 1, type: 'close', payload: {} }); // true
 * isPartnerPageMessage({ jogakPartner: 1, type: 'init', payload: {} }); // false
 */
export function isPartnerPageMessage(data: unknown): data is PartnerPageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { jogakPartner, type } = data as Record<string, unknown>;
  return jogakPartner === 1 && typeof type === 'string' && (PARTNER_MESSAGE_TYPES as readonly string[]).includes(type);
}

export interface InAppWebView {
  /** Shows `url` over the app (replacing a web view already open). */
  open(url: URL): void;
  /** Removes the web view without reporting anything. */
  close(): void;
  /** Whether a web view is showing. */
  readonly isOpen: boolean;
}

/**
 * The browser's stand-in for the shell's in-app web view: a full-screen modal `<dialog>` over the
 * app with a title bar (the page's title when readable, and a close button) and the page in a
 * sandboxed `<iframe>` (scripts and its own origin only). Only `message` events whose `source` is
 * that iframe's window and whose origin is the page's are read; a partner message is handed to
 * `report` (the transport delivers it as a native message), and every message but `account-tmp`
 * closes the web view first, as a shell does. The close button and Escape report `close`, like
 * closing a native web view.
 *
 * @example
 * const webView = createInAppWebView(window, (type, payload) => deliver({ jogak: 1, kind: 'message', type, payload }));
 * webView.open(new URL('https://partner.example/account/new?token=t0k'));
 */
export function createInAppWebView(win: Window, report: (type: PartnerMessageType, payload: unknown) => void): InAppWebView {
  const doc = win.document;
  let current: { dialog: HTMLDialogElement; frame: HTMLIFrameElement; origin: string } | undefined;

  function close(): void {
    if (!current) return;
    const { dialog } = current;
    current = undefined;
    win.removeEventListener('message', onMessage);
    if (dialog.open) dialog.close();
    dialog.remove();
  }

  function onMessage(event: MessageEvent): void {
    const page = current?.frame.contentWindow;
    if (!current || !page || event.source !== page || event.origin !== current.origin) return;
    if (!isPartnerPageMessage(event.data)) return;
    const { type, payload } = event.data;
    if (!KEEPS_OPEN.has(type)) close();
    report(type, payload ?? {});
  }

  function userClosed(): void {
    close();
    report('close', {});
  }

  function open(url: URL): void {
    close();
    const dialog = doc.createElement('dialog');
    dialog.className = 'jogak-in-app-web-view';
    dialog.setAttribute('aria-label', `${TITLE} 화면`);
    dialog.style.cssText =
      'position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;display:flex;flex-direction:column;background:#fff;z-index:2147483647';

    const bar = doc.createElement('div');
    bar.style.cssText =
      'display:flex;align-items:center;gap:8px;min-height:48px;padding:0 8px 0 16px;border-bottom:1px solid #e5e5ef;font:600 16px/1.4 system-ui,sans-serif;color:#1a1a2e';
    const title = doc.createElement('h2');
    title.textContent = TITLE;
    title.style.cssText = 'flex:1;margin:0;font:inherit;overflow:hidden;text-overflow:ellipsis;white-space:nowrap';
    const closeButton = doc.createElement('button');
    closeButton.type = 'button';
    closeButton.textContent = '✕';
    closeButton.setAttribute('aria-label', `${TITLE} 화면 닫기`);
    closeButton.style.cssText = 'min-width:44px;min-height:44px;border:0;background:none;font-size:20px;cursor:pointer;color:inherit';
    closeButton.addEventListener('click', userClosed);
    bar.append(title, closeButton);

    const frame = doc.createElement('iframe');
    frame.title = `${TITLE} 화면`;
    // Set before `src`: the flags apply to the navigation that `src` starts.
    frame.setAttribute('sandbox', IN_APP_WEB_VIEW_SANDBOX);
    frame.src = url.href;
    frame.style.cssText = 'flex:1;width:100%;border:0';
    frame.addEventListener('load', () => {
      // Readable only when the page shares the app's origin (the sandbox behind the dev proxy).
      try {
        const pageTitle = frame.contentDocument?.title;
        if (pageTitle) title.textContent = pageTitle;
      } catch {
        // A partner on its own origin keeps the generic title.
      }
    });

    dialog.append(bar, frame);
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      userClosed();
    });
    current = { dialog, frame, origin: url.origin };
    win.addEventListener('message', onMessage);
    doc.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }

  return {
    open,
    close,
    get isOpen() {
      return current !== undefined;
    },
  };
}
